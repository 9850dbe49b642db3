import Foundation

extension View {
    /// Registers a handler to invoke in response to a URL that your app receives.
    ///
    /// `ViewHost.open(_:)` delivers a URL to the handlers of the views alive in the scene,
    /// covered or presented ones too, in the order of the view tree (an assumption: Apple does
    /// not document several handlers).
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in router.handle(url) }
    /// ```
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OnOpenURLModifier(action: action))
    }
}

/// Hands the handler to the host through the node's output, the way a button hands its tap.
struct OnOpenURLModifier {
    let action: (URL) -> Void
}

extension OnOpenURLModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.openURLAction = action
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
