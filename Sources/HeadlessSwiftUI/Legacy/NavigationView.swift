import Foundation

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated: use `NavigationStack` or `NavigationSplitView`).
///
/// In the stand-in a `NavigationView` is a `NavigationStack` with its content as the root: on
/// iPhone it "presents a stack of views" (Apple's documentation of `NavigationView`); the
/// iPad's double-column style is not modelled.
///
/// ```swift
/// NavigationView {
///     List(items) { item in
///         NavigationLink(item.name, destination: ItemDetail(item: item))
///     }
///     .navigationBarTitle("Items")
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack instead")
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content: View> {
    package let content: Content

    /// Creates a destination-based navigation view.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationView: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension NavigationView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = nil
        let content = content
        node.reconcile(key: .content, view: NavigationStack { content }, environment: node.environment)
    }
}

@available(*, unavailable)
extension NavigationView: Sendable {}

/// A specification for the appearance and interaction of a `NavigationView` (deprecated).
///
/// ```swift
/// NavigationView { RootView() }.navigationViewStyle(.stack)
/// ```
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack instead"
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public protocol NavigationViewStyle {}

/// The default navigation view style.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack instead"
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    public init() {}
}

@available(*, unavailable)
extension DefaultNavigationViewStyle: Sendable {}

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
#if HEADLESS_MACOS
    @available(*, unavailable, message: "SwiftUI has no stack navigation view style on macOS (HeadlessMacOS profile)")
#endif
@available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack"
)
@available(macOS, unavailable)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack"
)
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a navigation view style represented by a view stack.
    public init() {}
}

@available(*, unavailable)
extension StackNavigationViewStyle: Sendable {}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

#if HEADLESS_MACOS
    @available(*, unavailable, message: "SwiftUI has no stack navigation view style on macOS (HeadlessMacOS profile)")
#endif
@available(macOS, unavailable)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view at
    /// a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view (recorded; every style behaves as a
    /// stack in the stand-in).
    ///
    /// ```swift
    /// NavigationView { RootView() }.navigationViewStyle(.stack)
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationSplitView instead"
    )
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let name =
            switch "\(S.self)" {
            case "StackNavigationViewStyle": ".stack"
            case "DefaultNavigationViewStyle": ".automatic"
            case let other: "\(other)()"
            }
        return modifier(AttributeModifier("navigationViewStyle(\(name))"))
    }
}

extension NavigationView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("NavigationView", [])
    }
}
