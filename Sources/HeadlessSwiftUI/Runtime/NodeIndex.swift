/// The live nodes by the string their `Text` shows, kept up to date as texts change and nodes
/// go away: a host finds the control a label names from here, without walking the tree.
///
/// It is built on the first query of a graph of more than `scanLimit` live nodes, by one walk
/// of the tree, and kept up to date from then on; a smaller graph is walked at each query
/// instead. A graph that is never searched by label (a benchmark's mount, a snapshot) pays only
/// a check per changed text. Nodes are held strongly and removed when their identity ends
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

    @exclusivity(unchecked) private var entries: [String: Entry] = [:]
    /// Texts changed since the last query: each node, with its text before the change.
    @exclusivity(unchecked) private var pendingChanges: [(node: ViewNode, oldText: String?)] = []
    /// Whether the index has been built, and follows the graph's changes.
    @exclusivity(unchecked) private var isBuilt = false
    /// The graph's live nodes: made, and not yet torn down.
    @exclusivity(unchecked) private var liveNodes = 0

    /// The most live nodes a query walks rather than builds the index. Building costs about
    /// 850 instructions a node (each text hashed into the table, then kept there through every
    /// change and teardown); a walk, about 60 a node a query. A test of a screen asks a few
    /// times: for its few dozen nodes, walking each time is a tenth of building.
    @exclusivity(unchecked) package var scanLimit = 500

    package init() {}

    /// The live nodes whose `text` is `text`, in no particular order. The first query builds
    /// the index from `root`, the graph's root.
    package func nodes(showing text: String, root: ViewNode) -> [ViewNode] {
        if !isBuilt {
            if liveNodes <= scanLimit {
                var found: [ViewNode] = []
                Self.collect(showing: text, under: root, into: &found)
                return found
            }
            isBuilt = true
            add(root)
        }
        applyPendingChanges()
        return switch entries[text] {
        case nil: []
        case .one(let node): [node]
        case .many(let nodes): Array(nodes.values)
        }
    }

    /// The live nodes showing each of `texts` (in the order of `texts`): one walk of a small
    /// graph for all of them, rather than one a text.
    package func nodes(showingAnyOf texts: [String], root: ViewNode) -> [[ViewNode]] {
        guard !isBuilt, liveNodes <= scanLimit, texts.count > 1 else {
            return texts.map { nodes(showing: $0, root: root) }
        }
        var found = [[ViewNode]](repeating: [], count: texts.count)
        Self.collect(showingAnyOf: texts, under: root, into: &found)
        return found
    }

    /// Notes that `node`'s text changed; the entries follow at the next query
    /// (`applyPendingChanges`). Called only when the text changed. An update pays an append,
    /// not the upkeep of a table (a count's text leaving an entry that 10,000 rows share).
    func node(_ node: ViewNode, changedTextFrom oldText: String?, to newText: String?) {
        guard isBuilt else { return }
        pendingChanges.append((node, oldText))
    }

    /// Counts a node made.
    func nodeCreated() {
        liveNodes += 1
    }

    /// Forgets a node whose identity ends.
    func nodeWillTearDown(_ node: ViewNode) {
        liveNodes -= 1
        guard isBuilt else { return }
        applyPendingChanges()
        if let text = node.text { remove(node, showing: text) }
    }

    /// Moves each changed node from the entry of its text before the change to the entry of
    /// its text now. A node changed twice is moved twice: the second move finds it gone from
    /// the older entry and already in the current one.
    private func applyPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        for (node, oldText) in pendingChanges {
            if let oldText { remove(node, showing: oldText) }
            if node.isAlive, let text = node.text { entries[text, default: .many([:])].insert(node) }
        }
        pendingChanges.removeAll(keepingCapacity: true)
    }

    /// Adds `node` and every node below it: presented and covered content are children too.
    private func add(_ node: ViewNode) {
        if let text = node.text, node.isAlive { entries[text, default: .many([:])].insert(node) }
        for child in node.children { StackRoom.ensuring { add(child) } }
    }

    /// The live nodes showing `text` at and below `node`, in tree order: presented and covered
    /// content are children too.
    private static func collect(showing text: String, under node: ViewNode, into found: inout [ViewNode]) {
        if node.isAlive, let shown = node.text, shown == text { found.append(node) }
        for child in node.children { StackRoom.ensuring { collect(showing: text, under: child, into: &found) } }
    }

    private static func collect(showingAnyOf texts: [String], under node: ViewNode, into found: inout [[ViewNode]]) {
        if node.isAlive, let shown = node.text {
            for index in texts.indices where texts[index] == shown { found[index].append(node) }
        }
        for child in node.children {
            StackRoom.ensuring { collect(showingAnyOf: texts, under: child, into: &found) }
        }
    }

    private func remove(_ node: ViewNode, showing text: String) {
        // In place: the subscript's accessor lends the entry without copying it.
        if entries[text]?.remove(node) == true { entries[text] = nil }
    }
}
