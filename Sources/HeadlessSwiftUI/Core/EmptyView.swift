/// A view that doesn't contain any content.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
@frozen public struct EmptyView: Sendable {
    /// Creates an empty view.
    nonisolated public init() {}
}

extension EmptyView: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension EmptyView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile([])
    }
}
