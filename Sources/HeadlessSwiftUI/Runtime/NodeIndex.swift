/// The live nodes by the string their `Text` shows, kept up to date as texts change and nodes
/// go away: a host finds the control a label names from here, without walking the tree.
///
/// It is built on the first query, by one walk of the tree, and kept up to date from then on:
/// a graph that is never searched by label (a benchmark's mount, a snapshot) pays only a
/// check per changed text. Nodes are held strongly and removed when their identity ends
/// (`ViewNode.tearDown()`), so the index never returns a dead node and keeps none alive.
@MainActor
package final class NodeIndex {
    /// The nodes showing one string. Most strings are shown by one node (a row's title): no
    /// inner table for those.
    private enum Entry {
        case one(ViewNode)
        case many([ObjectIdentifier: ViewNode])

        /// Adds `node`. `.many([:])`, the default of an insertion, becomes `.one`.
        mutating func insert(_ node: ViewNode) {
            switch self {
            case .one(let other):
                if other !== node { self = .many([ObjectIdentifier(other): other, ObjectIdentifier(node): node]) }
            case .many(var nodes):
                guard !nodes.isEmpty else {
                    self = .one(node)
                    return
                }
                // Releases the table held here, so that the insertion does not copy it.
                self = .many([:])
                nodes[ObjectIdentifier(node)] = node
                self = .many(nodes)
            }
        }

        /// Removes `node`; returns whether no node is left.
        mutating func remove(_ node: ViewNode) -> Bool {
            switch self {
            case .one(let other):
                return other === node
            case .many(var nodes):
                self = .many([:])
                nodes[ObjectIdentifier(node)] = nil
                if nodes.count == 1, let last = nodes.values.first {
                    self = .one(last)
                } else {
                    self = .many(nodes)
                }
                return nodes.isEmpty
            }
        }
    }

    private var entries: [String: Entry] = [:]
    /// Whether the index has been built, and follows the graph's changes.
    private var isBuilt = false

    package init() {}

    /// The live nodes whose `text` is `text`, in no particular order. The first query builds
    /// the index from `root`, the graph's root.
    package func nodes(showing text: String, root: ViewNode) -> [ViewNode] {
        if !isBuilt {
            isBuilt = true
            add(root)
        }
        return switch entries[text] {
        case nil: []
        case .one(let node): [node]
        case .many(let nodes): Array(nodes.values)
        }
    }

    /// Moves `node` from the entry of its old text to the entry of its new one. Called only
    /// when the text changed.
    func node(_ node: ViewNode, changedTextFrom oldText: String?, to newText: String?) {
        guard isBuilt else { return }
        if let oldText { remove(node, showing: oldText) }
        if let newText, node.isAlive { entries[newText, default: .many([:])].insert(node) }
    }

    /// Forgets a node whose identity ends.
    func nodeWillTearDown(_ node: ViewNode) {
        guard isBuilt, let text = node.text else { return }
        remove(node, showing: text)
    }

    /// Adds `node` and every node below it: presented and covered content are children too.
    private func add(_ node: ViewNode) {
        if let text = node.text, node.isAlive { entries[text, default: .many([:])].insert(node) }
        for child in node.children { add(child) }
    }

    private func remove(_ node: ViewNode, showing text: String) {
        // In place: the subscript's accessor lends the entry without copying it.
        if entries[text]?.remove(node) == true { entries[text] = nil }
    }
}
