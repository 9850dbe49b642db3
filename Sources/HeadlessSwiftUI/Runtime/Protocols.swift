/// A view the runtime expands itself instead of asking for its `body`: stacks, text, buttons,
/// `ModifiedContent`, the builder's structural views. Public SwiftUI types conform to it
/// without it becoming SwiftUI API.
@MainActor
package protocol PrimitiveView {
    /// Sets the node's display and reconciles its children.
    func update(node: ViewNode)
}

/// A modifier the runtime applies itself (padding, environment, onAppear, sheet, ...).
@MainActor
package protocol PrimitiveModifier {
    /// Sets the node's display and reconciles its children; `content` is the modified view.
    func update(node: ViewNode, content: any View)
}

/// A dynamic property that the graph connects to its storage before each evaluation.
package protocol InstallableProperty {
    @MainActor func install(in node: ViewNode, slot: Int)
}

/// A value that knows how SwiftUI compares it as a view input (bindings by location, state
/// as always equal); everything else is compared by `runtimeEqual`.
package protocol RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool
}
