#if HEADLESS_SWIFTUI
import HeadlessSwiftUI
#else
import SwiftUI
#endif

extension View {
    /// Presents each value of one optional binding in the style the item gives: a sheet with
    /// its detents, a full-screen cover, or a popover.
    ///
    /// One `@State` drives every presentation of the view. Changing it from any shown item to
    /// any other, of any style, ends with the new one shown: where iOS needs the first
    /// dismissal to finish, the modifier waits for it. Setting it to nil dismisses; a user's
    /// swipe or a `dismiss()` inside clears it; `onDismiss` reports each dismissed item once.
    /// ```swift
    /// @State private var destination: Destination?     // Destination: Presentable
    ///
    /// var body: some View {
    ///     Button("Profile") { destination = .profile }
    ///         .present(item: $destination) { destination in
    ///             switch destination {
    ///             case .profile: ProfileView()
    ///             case .settings: SettingsView()
    ///             }
    ///         }
    /// }
    /// ```
    public func present<Item: Presentable, Content: View>(
        item: Binding<Item?>,
        onDismiss: ((Item) -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationRouter(item: item, style: { $0.presentationStyle }, onDismiss: onDismiss, content: content))
    }

    /// Presents each value of one optional binding in the style a closure gives it.
    ///
    /// The same as `present(item:onDismiss:content:)` for items that do not (or cannot) carry
    /// their own style:
    /// ```swift
    /// .present(item: $route) { route in
    ///     RouteView(route)
    /// } style: { route in
    ///     route.isModal ? .fullScreenCover : .sheet(detents: [.medium, .large])
    /// }
    /// ```
    public func present<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: ((Item) -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content,
        style: @escaping (Item) -> PresentationStyle
    ) -> some View {
        modifier(PresentationRouter(item: item, style: style, onDismiss: onDismiss, content: content))
    }
}

/// What the coordinator keys an item by: its identity and the kind it is shown as (the same
/// item changing style is shown anew).
struct PresentationKey<ID: Hashable>: Hashable, CustomStringConvertible {
    let id: ID
    let kind: PresentationStyle.Kind

    /// The item's id, as the app wrote it (what a debugger or a test host shows).
    var description: String { String(describing: id) }
}

/// The presentation slot of one kind: what a `sheet(item:)` (or cover, or popover) shows.
struct PresentationSlot<Item: Identifiable>: Identifiable {
    let entry: PresentationCoordinator<PresentationKey<Item.ID>, Item>.Entry
    var id: PresentationKey<Item.ID> { entry.key }
}

/// Feeds the coordinator with binding changes, swipes and completed dismissals, and renders
/// its decision through SwiftUI's own presentation modifiers, one per kind.
struct PresentationRouter<Item: Identifiable, PresentedContent: View>: ViewModifier {
    typealias Coordinator = PresentationCoordinator<PresentationKey<Item.ID>, Item>

    @Binding var item: Item?
    let style: (Item) -> PresentationStyle
    let onDismiss: ((Item) -> Void)?
    let content: (Item) -> PresentedContent

    @State private var coordinator = Coordinator()
    @Environment(\.runtimeWarning) private var runtimeWarning

    func body(content host: Content) -> some View {
        let shownStyle = coordinator.shown.map { style(freshItem(for: $0)) }
        return host
            .sheet(item: slot(.sheet), onDismiss: dismissalCompleted) { slot in
                let item = freshItem(for: slot.entry)
                content(item).modifier(SheetOptions(style: style(item)))
            }
            // macOS has no full-screen cover (`@available(macOS, unavailable)`); HEADLESS_MACOS
            // is the stand-in's macOS profile, so this branch compiles on Linux too.
            #if !os(macOS) && !HEADLESS_MACOS
            .fullScreenCover(item: slot(.fullScreenCover), onDismiss: dismissalCompleted) { slot in
                content(freshItem(for: slot.entry))
            }
            #endif
            // tvOS and watchOS have no popover (`@available(tvOS, unavailable)`).
            #if !os(tvOS) && !os(watchOS) && !HEADLESS_TVOS && !HEADLESS_WATCHOS
            .popover(
                item: slot(.popover),
                attachmentAnchor: shownStyle?.attachmentAnchor ?? .rect(.bounds),
                arrowEdge: shownStyle?.arrowEdge ?? .top
            ) { slot in
                // `popover` has no onDismiss; its content disappearing is the same moment.
                content(freshItem(for: slot.entry)).onDisappear(perform: dismissalCompleted)
            }
            #endif
            .onChange(of: item.map(key), initial: true) { _, newKey in
                apply(coordinator.request(newKey, payload: item))
            }
    }

    private func key(_ item: Item) -> PresentationKey<Item.ID> {
        PresentationKey(id: item.id, kind: style(item).platformKind)
    }

    /// The binding's current value when it is still this entry (fresher data), else the value
    /// the entry was shown with.
    private func freshItem(for entry: Coordinator.Entry) -> Item {
        if let item, key(item) == entry.key { return item }
        return entry.payload
    }

    private func slot(_ kind: PresentationStyle.Kind) -> Binding<PresentationSlot<Item>?> {
        Binding(
            get: {
                guard let shown = coordinator.shown, shown.key.kind == kind else { return nil }
                return PresentationSlot(entry: shown)
            },
            set: { newValue in
                // SwiftUI clears the binding when the user swipes or the content calls dismiss().
                if newValue == nil { apply(coordinator.systemDismissed()) }
            }
        )
    }

    private func dismissalCompleted() {
        apply(coordinator.dismissalCompleted())
    }

    private func apply(_ effects: [Coordinator.Effect]) {
        for effect in effects {
            switch effect {
            case .clearBinding:
                if let current = item, let shownKey = dismissingKey, key(current) == shownKey {
                    item = nil
                }
            case .dismissed(let entry):
                onDismiss?(entry.payload)
            case .presented(let entry):
                for warning in SheetOptions.warnings(for: style(entry.payload)) {
                    runtimeWarning(warning)
                }
            }
        }
    }

    /// The key of the entry on its way out.
    private var dismissingKey: PresentationKey<Item.ID>? {
        if case .dismissing(let entry, _) = coordinator.phase { return entry.key }
        return nil
    }
}

/// Applies a sheet style's detents and options to the presented content.
struct SheetOptions: ViewModifier {
    let style: PresentationStyle

    func body(content: Content) -> some View {
        let (detents, _) = SheetDetent.sanitize(style.detents)
        content
            .presentationDetents(Set(detents.map(\.presentationDetent)), selection: selection(among: detents))
            .presentationDragIndicator(style.dragIndicator)
            .interactiveDismissDisabled(style.interactiveDismissDisabled)
    }

    /// The app's selection binding translated to SwiftUI's detents, or a constant one at the
    /// smallest detent (where a sheet opens) when the app keeps none.
    private func selection(among detents: Set<SheetDetent>) -> Binding<PresentationDetent> {
        guard let selection = style.detentSelection else {
            return .constant(Self.smallest(detents).presentationDetent)
        }
        return Binding(
            get: {
                let chosen = selection.wrappedValue.sanitized.detent
                return (detents.contains(chosen) ? chosen : Self.smallest(detents)).presentationDetent
            },
            set: { newValue in
                if let match = style.detents.first(where: { $0.sanitized.detent.presentationDetent == newValue }) {
                    selection.wrappedValue = match
                }
            }
        )
    }

    static func smallest(_ detents: Set<SheetDetent>) -> SheetDetent {
        detents.min { $0.order < $1.order } ?? .large
    }

    static func warnings(for style: PresentationStyle) -> [String] {
        guard style.platformKind == .sheet else { return [] }
        return SheetDetent.sanitize(style.detents).warnings
    }
}

extension SheetDetent {
    /// Smaller detents first; fixed heights after fractions (they depend on the screen).
    var order: Double {
        switch kind {
        case .fraction(let value): Double(value)
        case .medium: 0.5
        case .large: 1
        case .height(let value): 1 + Double(value) / 100_000
        case .custom: 2
        }
    }
}
