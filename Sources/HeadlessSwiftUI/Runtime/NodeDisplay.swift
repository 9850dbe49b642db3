/// How a node shows in the text tree.
package enum NodeDisplay {
    /// Not a line of its own: composite views, tuples, conditionals, `ForEach`.
    case transparent
    /// A line with a name and attributes (`Text "Hi"`, `VStack(alignment: .leading)`).
    case element(NodeLine)
    /// Attributes added to the line(s) of its content (`padding(16)`, `opacity(0.5)`).
    case modifier([String])

    /// A line formatted by the update, for a line the printer cannot read back from the node
    /// (a binding's value at this update, state the node does not keep).
    package static func element(_ name: String, attributes: [String] = []) -> NodeDisplay {
        .element(.formatted(name, attributes: attributes))
    }
}

/// How an element's line is made.
package enum NodeLine {
    /// Formatted when the node was updated.
    case formatted(String, attributes: [String])
    /// Printed from the node's view by its type, only when the tree is printed: most updates
    /// are never printed, and formatting the line of a `Text` on each cost about 1,600
    /// instructions, a third of its update.
    case printed(any PrintedView.Type)

    /// The line's name and attributes, for `node`.
    @MainActor
    package func line(of node: ViewNode) -> (name: String, attributes: [String]) {
        switch self {
        case .formatted(let name, let attributes):
            return (name, attributes)
        case .printed(let type):
            func print<V: PrintedView>(_: V.Type) -> (name: String, attributes: [String]) {
                // The node's view is of the type that set this line, in its last update.
                (node.view as! V).printedLine(in: node)
            }
            return print(type)
        }
    }
}

/// A view whose text-tree line the printer makes from its value (`NodeLine.printed`).
///
/// ```swift
/// extension Spacer: PrintedView {
///     func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
///         ("Spacer", minLength.map { ["minLength: \(HeadlessValueFormat.number($0))"] } ?? [])
///     }
/// }
/// ```
@MainActor
package protocol PrintedView: View {
    /// The line: the view's name and its attributes as written. `node` is the view's node as
    /// of its last update; the line reads the view and `node.environment`, never a binding's
    /// or a model's current value, which may have moved on since the update it shows. A view
    /// that forwards its environment (`EnvironmentForwardingView`) is not updated when only
    /// the environment changes, so its line reads the view alone.
    func printedLine(in node: ViewNode) -> (name: String, attributes: [String])
}

extension PrintedView {
    /// The display of a node whose line this view prints.
    package static var printedDisplay: NodeDisplay { .element(.printed(Self.self)) }
}
