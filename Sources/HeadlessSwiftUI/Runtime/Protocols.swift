/// A view the runtime expands itself instead of asking for its `body`: stacks, text, buttons,
/// `ModifiedContent`, the builder's structural views. Public SwiftUI types conform to it
/// without it becoming SwiftUI API.
@MainActor
package protocol PrimitiveView {
    /// Sets the node's display and reconciles its children.
    func update(node: ViewNode)

    /// What a new environment alone (the same view value) asks of the node.
    static var environmentBehavior: EnvironmentBehavior { get }
}

/// How a primitive takes a new environment when its own value did not change.
package enum EnvironmentBehavior {
    /// Run `update` again: it derives its children's environment or shows part of it.
    case reevaluate
    /// Hand it to the existing children as is: they see the same environment, and the
    /// primitive shows nothing that depends on it.
    case forward
    /// Like a composite view (a custom modifier's body): run again only if what it read changed.
    case composite
}

extension PrimitiveView {
    package static var environmentBehavior: EnvironmentBehavior { .reevaluate }
}

/// A primitive whose children are its content alone, which its own attributes lay out (a
/// stack's alignment and spacing; a tuple has none).
///
/// When a new value has the attributes of the node's value, the runtime neither compares
/// the two whole nor updates the container: it hands the new content to the content's nodes,
/// which compare it where it is. Each view's value is then compared once per update, at its
/// own node (a row's `Text` was compared three times, by the row's stack, its tuple and
/// itself), and a container none of whose content changed is not updated at all. What an
/// app sees is unchanged (the same bodies run, the same layout results): this is the
/// stand-in's own economy, not a claim about how SwiftUI's attribute graph does it. A content node that
/// changes forgets its layout and its ancestors' (`invalidateLayout()`), the container's
/// among them.
///
/// ```swift
/// extension HStack: ContentContainer {
///     static func updateContent(of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>) -> Bool? {
///         guard new.pointee.alignment == previous.pointee.alignment,
///             new.pointee.spacing == previous.pointee.spacing
///         else { return nil }
///         return node.updateContentChild(at: new.pointer(to: \.content)!)
///     }
/// }
/// ```
@MainActor
package protocol ContentContainer: PrimitiveView {
    /// Brings the children of `node`, whose view is the value at `previous`, up to date with
    /// the content of the value at `new`, when the two values have the same attributes and
    /// the children are the content's. Returns whether a child changed; nil, having done
    /// nothing, otherwise (the runtime then compares the values and updates the container
    /// whole). The values are read where they are: a copy of a stack copies all its content.
    static func updateContent(of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>)
        -> Bool?
}

/// A primitive whose children see its environment as is, and whose line in the tree does not
/// depend on it (stacks, tuples, conditionals, `ForEach`, text).
@MainActor
package protocol EnvironmentForwardingView: PrimitiveView {}

extension EnvironmentForwardingView {
    package static var environmentBehavior: EnvironmentBehavior { .forward }
}

/// A primitive modifier that hands its content the environment as is.
package protocol EnvironmentForwardingModifier {}

/// A modifier the runtime applies itself (padding, environment, onAppear, sheet, ...).
@MainActor
package protocol PrimitiveModifier {
    /// Sets the node's display and reconciles its children; `content` is the modified view.
    func update(node: ViewNode, content: any View)
}

/// A dynamic property that the graph connects to its storage before each evaluation.
///
/// The graph installs it in the copy of the view whose body it evaluates, in place, as
/// SwiftUI does: a property may keep its storage in a field (`State`), with nothing to
/// allocate when a parent creates the view again.
package protocol InstallableProperty {
    @MainActor mutating func install(in node: ViewNode, slot: Int)
}

/// A value that knows how SwiftUI compares it as a view input (bindings by location, state
/// as always equal); everything else is compared by `runtimeEqual`.
package protocol RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool
}
