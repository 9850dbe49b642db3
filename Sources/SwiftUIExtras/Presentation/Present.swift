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
    /// swipe or a `dismiss()` inside clears it; `onDismiss` reports each dismissed item once,
    /// with the latest value the binding held for it (same id, fresher data).
    ///
    /// It adds no `navigationDestination` unless asked to, so it prints no console warning
    /// wherever it is placed: outside a `NavigationStack`, in a `List` or `LazyVStack` row,
    /// inside a sheet. Items styled ``PresentationStyle/push`` need `pushingOnto:
    /// .enclosingStack` (see ``PushTarget``).
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
        pushingOnto pushTarget: PushTarget = .none,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationRouter(
                item: item, style: { $0.presentationStyle }, onDismiss: onDismiss, pushTarget: pushTarget,
                content: { content($0.wrappedValue) }
            ))
    }

    /// Presents each value of one optional binding, giving the content a binding to the item
    /// so that it can edit it in place (as swift-navigation's `sheet(item:)` does).
    ///
    /// Edits write through to the app's binding while it still holds this item; the content
    /// of an item that is leaving keeps its last value.
    /// ```swift
    /// @State private var draft: Draft?     // Draft: Presentable
    ///
    /// Button("New Note") { draft = Draft() }
    ///     .present(item: $draft) { $draft in
    ///         TextField("Title", text: $draft.title)
    ///     }
    /// ```
    @_disfavoredOverload
    public func present<Item: Presentable, Content: View>(
        item: Binding<Item?>,
        onDismiss: ((Item) -> Void)? = nil,
        pushingOnto pushTarget: PushTarget = .none,
        @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
        modifier(
            PresentationRouter(
                item: item, style: { $0.presentationStyle }, onDismiss: onDismiss, pushTarget: pushTarget,
                content: content))
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
        pushingOnto pushTarget: PushTarget = .none,
        @ViewBuilder content: @escaping (Item) -> Content,
        style: @escaping (Item) -> PresentationStyle
    ) -> some View {
        modifier(
            PresentationRouter(
                item: item, style: style, onDismiss: onDismiss, pushTarget: pushTarget,
                content: { content($0.wrappedValue) }))
    }

    /// Presents each value of one optional binding in the style a closure gives it, giving the
    /// content a binding to the item.
    ///
    /// ```swift
    /// .present(item: $editedContact) { $contact in
    ///     ContactForm(contact: $contact)
    /// } style: { _ in
    ///     .sheet(detents: [.medium, .large])
    /// }
    /// ```
    @_disfavoredOverload
    public func present<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: ((Item) -> Void)? = nil,
        pushingOnto pushTarget: PushTarget = .none,
        @ViewBuilder content: @escaping (Binding<Item>) -> Content,
        style: @escaping (Item) -> PresentationStyle
    ) -> some View {
        modifier(
            PresentationRouter(
                item: item, style: style, onDismiss: onDismiss, pushTarget: pushTarget, content: content))
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
/// Another attempt at the same entry is another item, so that SwiftUI presents it anew.
struct PresentationSlot<Item: Identifiable>: Identifiable {
    let entry: PresentationCoordinator<PresentationKey<Item.ID>, Item>.Entry

    struct ID: Hashable, CustomStringConvertible {
        let key: PresentationKey<Item.ID>
        let attempt: Int

        var description: String { attempt == 0 ? key.description : "\(key) (attempt \(attempt + 1))" }
    }

    var id: ID { ID(key: entry.key, attempt: entry.attempt) }
}

extension PresentationSlot: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
