extension Optional: View where Wrapped: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Optional: PrimitiveView, EnvironmentForwardingView, RuntimeDescribed where Wrapped: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        // Presence is part of identity: nil → some creates the child, some → nil destroys it.
        if let wrapped = self {
            node.reconcile(key: .some, view: wrapped, environment: node.environment)
        } else {
            node.reconcile([])
        }
    }
}
