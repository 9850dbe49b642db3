/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(items) { Row(item: $0) } }
/// }
/// ```
public struct ScrollView<Content> where Content: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset, in a way that's suitable for the platform.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: View {
    /// The content and behavior of the scroll view.
    public var body: some View { content }
}

extension ScrollView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let attributes = ["axes: \(axes.headlessDescription)"]
        node.output.display = .element("ScrollView", attributes: attributes)
        node.layoutBehavior = ScrollLayout(axes: axes)
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
