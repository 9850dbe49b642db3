// SwiftUICore's types in `View._makeView(view:inputs:)` and
// `ViewModifier._makeView(modifier:inputs:body:)`, the graph's entry points, which every
// primitive view and modifier of SwiftUI's declares. The stand-in's primitives declare them
// too, and that is how its runtime learns that a type is a primitive: through the witness
// table it already holds, where a conformance question would scan every conformance record
// loaded, once per type and, for a generic view, once per specialization
// (`ModifiedContent<Text, _PaddingLayout>` and `ModifiedContent<Image, _PaddingLayout>` are two).

/// The inputs of a view in SwiftUI's graph (a hook).
///
/// ```swift
/// // Apps never use it; it appears in `View._makeView(view:inputs:)`.
/// ```
public struct _ViewInputs {
    package init() {}
}

@available(*, unavailable)
extension _ViewInputs: Sendable {}

/// SwiftUI's attribute graph (a hook: the stand-in has none to hand out).
///
/// ```swift
/// // Apps never use it; it appears in `ViewModifier._makeView(modifier:inputs:body:)`.
/// ```
public struct _Graph {
    package init() {}
}

@available(*, unavailable)
extension _Graph: Sendable {}

/// The outputs of a view in SwiftUI's graph (a hook). In the stand-in: the primitive the
/// runtime expands or applies, nil for a view or modifier made of its body.
///
/// ```swift
/// // Apps never use it; it is `View._makeView(view:inputs:)`'s result.
/// ```
public struct _ViewOutputs {
    package let primitiveView: (any PrimitiveView.Type)?
    package let primitiveModifier: (any PrimitiveModifier.Type)?

    /// A view or modifier made of its body.
    package init() {
        primitiveView = nil
        primitiveModifier = nil
    }

    /// A primitive view.
    package init(view: any PrimitiveView.Type) {
        primitiveView = view
        primitiveModifier = nil
    }

    /// A primitive modifier.
    package init(modifier: any PrimitiveModifier.Type) {
        primitiveView = nil
        primitiveModifier = modifier
    }
}

@available(*, unavailable)
extension _ViewOutputs: Sendable {}

extension View {
    /// The graph entry point of a view made of its body (a hook).
    ///
    /// ```swift
    /// // Apps never call it; a primitive view declares its own.
    /// ```
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs()
    }

    /// The primitive this view type is, as its `_makeView` says.
    nonisolated static var declaredPrimitive: (any PrimitiveView.Type)? {
        _makeView(view: _GraphValue(), inputs: _ViewInputs()).primitiveView
    }
}

extension ViewModifier {
    /// The graph entry point of a modifier made of its body (a hook).
    ///
    /// ```swift
    /// // Apps never call it; a primitive modifier declares its own.
    /// ```
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs()
    }

    /// The primitive this modifier type is, as its `_makeView` says.
    nonisolated static var declaredPrimitive: (any PrimitiveModifier.Type)? {
        _makeView(modifier: _GraphValue(), inputs: _ViewInputs(), body: { _, _ in _ViewOutputs() }).primitiveModifier
    }
}
