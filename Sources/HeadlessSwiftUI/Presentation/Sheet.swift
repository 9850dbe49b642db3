extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// Button("Edit") { isEditing = true }
    ///     .sheet(isPresented: $isEditing, onDismiss: save) { EditorView() }
    /// ```
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .sheet, request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                content: { _ in content() }
            ))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// A different item while the sheet is up dismisses it and presents the new one after.
    /// ```swift
    /// .sheet(item: $selectedCoin) { coin in CoinDetailView(coin: coin) }
    /// ```
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .sheet, request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                content: content
            ))
    }

    /// Presents a modal view that covers as much of the screen as possible when binding to a
    /// Boolean value you provide is true.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no full-screen cover on macOS (HeadlessMacOS profile)")
    #endif
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .fullScreenCover, request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                content: { _ in content() }
            ))
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    ///
    /// ```swift
    /// .fullScreenCover(item: $settingsRoute) { route in SettingsView(route: route) }
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no full-screen cover on macOS (HeadlessMacOS profile)")
    #endif
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .fullScreenCover, request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                content: content
            ))
    }

    /// Presents a popover when a given condition is true.
    ///
    /// `arrowEdge` is optional since the iOS 26 SDK: `nil`, the default, lets the system
    /// place the arrow.
    ///
    /// ```swift
    /// .popover(isPresented: $showsHelp, arrowEdge: .bottom) { HelpView() }
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .popover(attachmentAnchor: attachmentAnchor.headlessDescription, arrowEdge: arrowEdge),
                request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: nil,
                content: { _ in content() }
            ))
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// ```swift
    /// .popover(item: $tip) { tip in TipView(tip: tip) }
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .popover(attachmentAnchor: attachmentAnchor.headlessDescription, arrowEdge: arrowEdge),
                request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: nil,
                content: content
            ))
    }
}

/// An attachment anchor for a popover.
///
/// ```swift
/// .popover(isPresented: $shows, attachmentAnchor: .point(.top)) { Text("Tip") }
/// ```
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)

    var headlessDescription: String {
        switch self {
        case .rect(let source): ".rect(\(source.name))"
        case .point(let point): ".point(\(point.headlessDescription))"
        }
    }
}

/// An opaque value derived from an anchor source and a particular view.
@frozen public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    @frozen public struct Source {
        package let name: String
    }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: ".bounds") }

    /// A rectangle in the view's coordinate space.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(name: ".rect(\(r))")
    }
}
