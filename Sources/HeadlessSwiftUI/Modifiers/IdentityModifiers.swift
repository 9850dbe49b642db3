extension View {
    /// Binds a view's identity to the given proxy value.
    ///
    /// A new id is a new view: its state starts over.
    /// ```swift
    /// Editor(document: document).id(document.id)
    /// ```
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ExplicitIdentity(id: AnyHashable(id)))
    }
}

struct ExplicitIdentity: Equatable {
    let id: AnyHashable
}

extension ExplicitIdentity: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .transparent
        node.reconcile(key: .explicit(id), view: content, environment: node.environment)
    }
}
