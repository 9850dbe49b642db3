import HeadlessSwiftUI

/// What the searches for a tap by label did since the host was made (or since
/// `resetStatistics()`): counts for tests, never times.
package struct TapSearchStatistics: Equatable, Sendable {
    /// Taps the graph's text index decided.
    package var indexedSearches = 0
    /// Taps it could not decide, found by rendering the frontmost screen (and every error).
    package var fullSearches = 0
    /// Nodes the index searches visited: the walks up from the texts, and the subtrees they
    /// looked into.
    package var nodesVisited = 0
    /// Elements the full searches rendered.
    package var elementsRendered = 0

    package init() {}
}

/// The search for the control a tap on `label` reaches, from the nodes that show the label's
/// texts up: it gives the full search's answer (`ViewHost.tapTarget(_:in:)`) without rendering
/// the screen, or says it cannot decide, and the full search is run.
///
/// The full search renders the frontmost screen into elements and takes the innermost enabled
/// element with a tap action whose texts (`allTexts`, hidden ones included) contain `label` or,
/// joined by spaces, equal it. Every such element holds a `Text` node showing `label`, or, for
/// a joined label, one showing the label's part up to one of its spaces (the element's first
/// text). So the candidates are the nodes the index has for those strings; the elements that
/// hold a candidate are found by walking up from it and mirroring, level by level, how
/// `TreeRenderer` builds elements (a modifier joins its single content element, an accessory
/// becomes part of its content's element, ...). Each element is identified by the node it was
/// made at, and is tested against the label as the full search tests it.
///
/// It decides only when one element is found and a tap would reach it; errors and anything
/// unusual (an empty label, more work than `budget`) go to the full search, which words them.
@MainActor
struct IndexedTapSearch {
    let label: String
    /// The frontmost screen's root: the elements outside it are not on the screen.
    let root: ViewNode
    let index: NodeIndex
    /// The graph's root, from which the index is built on its first query.
    let graphRoot: ViewNode
    /// Nodes visited so far, and how many the search may visit before it gives up.
    private(set) var visited = 0
    let budget: Int

    /// More than `budget` nodes: rendering is as good.
    struct OverBudget: Error {}

    init(label: String, root: ViewNode, graph: ViewGraph, budget: Int = 4_096) {
        self.label = label
        self.root = root
        index = graph.nodeIndex
        graphRoot = graph.root
        self.budget = budget
    }

    /// One element of the text tree, known by the node it was made at, with what a tap on it
    /// does (`RenderedElement`'s `tapNode`, `hasTapAction`, `isTappable`).
    @MainActor
    struct Element {
        /// The node the element was made at: its view's node, or the modifier node that
        /// grouped several views under a `Group` line.
        let origin: ViewNode
        /// The node whose elements are this one alone, last changed: the element's texts are
        /// the texts below it.
        var top: ViewNode
        var tapNode: ViewNode?
        var hasTapAction: Bool
        var isTappable: Bool

        /// A view's line (`TreeRenderer`'s `.element` case).
        init(node: ViewNode) {
            origin = node
            top = node
            tapNode = node
            hasTapAction = node.output.tapAction != nil
            isTappable = hasTapAction && node.output.isTapEnabled && node.environment.allowsHitTesting
        }

        /// A `Group` line a modifier makes for content of several elements (or none).
        init(group modifier: ViewNode) {
            origin = modifier
            top = modifier
            tapNode = nil
            hasTapAction = false
            isTappable = false
        }

        /// `RenderedElement.attachTapGesture(of:)`.
        mutating func attachTapGesture(of modifier: ViewNode) {
            guard modifier.output.tapAction != nil, !hasTapAction else { return }
            tapNode = modifier
            hasTapAction = true
            isTappable = modifier.output.isTapEnabled && modifier.environment.allowsHitTesting
        }
    }

    /// The element a tap on `label` reaches, if the index decides it: exactly one innermost
    /// element shows the label, and it takes taps. Nil when the full search must decide.
    mutating func target() throws(OverBudget) -> Element? {
        guard !label.isEmpty else { return nil }
        // The label itself, and each part of it before a space (the first of several texts).
        var keys = [label]
        for position in label.indices where label[position] == " " {
            keys.append(String(label[..<position]))
        }
        var matches: [ObjectIdentifier: Element] = [:]
        var outer: Set<ObjectIdentifier> = []
        var verdicts: [ObjectIdentifier: Bool] = [:]
        let shown = index.nodes(showingAnyOf: keys, root: graphRoot)
        for (key, texts) in zip(keys, shown) {
            for text in texts {
                guard let chain = try chain(from: text) else { continue }
                var foundInner = false
                for element in chain where element.hasTapAction {
                    let id = ObjectIdentifier(element.origin)
                    let matched: Bool
                    if key == label {
                        matched = true  // it holds a text that is the label
                    } else if let verdict = verdicts[id] {
                        matched = verdict
                    } else {
                        matched = try shows(element)
                        verdicts[id] = matched
                    }
                    guard matched else { continue }
                    matches[id] = element
                    // The full search takes the innermost: one with a match inside is not.
                    if foundInner { outer.insert(id) }
                    foundInner = true
                }
            }
        }
        // A loop, not `filter`: no executor check for a main-actor closure.
        var innermost: [Element] = []
        for (id, element) in matches where !outer.contains(id) { innermost.append(element) }
        guard innermost.count == 1, let target = innermost.first, target.isTappable,
            target.tapNode?.output.tapAction != nil
        else { return nil }
        return target
    }

    /// The elements that hold `text`'s line, innermost first, with what a tap on each does;
    /// nil when the text is not on the frontmost screen (presented, covered, not a line).
    mutating func chain(from text: ViewNode) throws(OverBudget) -> [Element]? {
        guard text.isAlive, case .element = text.output.display else { return nil }
        var chain: [Element] = []
        var current = Element(node: text)
        var child = text
        while child !== root {
            try visit()
            guard let parent = child.parent, !parent.isOffscreen(child) else { return nil }
            switch parent.output.display {
            case .element:
                chain.append(current)
                current = Element(node: parent)
            case .transparent:
                break  // its elements are its children's: `current` is one of them
            case .modifier(let attributes):
                let isAccessory = parent.accessoryLabels[child.key] != nil
                let content = try contentElement(of: parent)
                if let content {
                    // One content element: the modifier joins it, and an accessory becomes
                    // part of it.
                    if isAccessory {
                        chain.append(current)
                        current = try element(of: content)
                    }
                    current.attachTapGesture(of: parent)
                    current.top = parent
                } else if !isAccessory, attributes.isEmpty, try !hasAccessoryElements(parent) {
                    break  // the content's elements pass through as they are
                } else {
                    chain.append(current)
                    current = Element(group: parent)
                }
            }
            child = parent
        }
        chain.append(current)
        return chain
    }

    /// The content child of a modifier node that makes its single content element, or nil when
    /// its content makes none or several.
    private mutating func contentElement(of modifier: ViewNode) throws(OverBudget) -> ViewNode? {
        let content = try contentElements(of: modifier)
        return content.count == 1 ? content.single : nil
    }

    /// How many elements a modifier node's content children make (0, 1, or 2 for several),
    /// and the child that makes the one.
    private mutating func contentElements(of modifier: ViewNode) throws(OverBudget) -> (count: Int, single: ViewNode?) {
        var count = 0
        var single: ViewNode?
        for child in ScreenNodes.children(of: modifier) where modifier.accessoryLabels[child.key] == nil {
            let made = try elementCount(child)
            if made > 0 { single = child }
            count += made
            if count >= 2 { return (2, nil) }
        }
        return (count, single)
    }

    private mutating func hasAccessoryElements(_ modifier: ViewNode) throws(OverBudget) -> Bool {
        for child in ScreenNodes.children(of: modifier) where modifier.accessoryLabels[child.key] != nil {
            if try elementCount(child) > 0 { return true }
        }
        return false
    }

    /// How many elements `TreeRenderer.elements(of: node)` makes: 0, 1, or 2 for several.
    private mutating func elementCount(_ node: ViewNode) throws(OverBudget) -> Int {
        try visit()
        // Recursive, like the renderer: deep below, on a new stack segment.
        return try StackRoom.ensuring { () throws(OverBudget) -> Int in try elementCountHere(node) }
    }

    private mutating func elementCountHere(_ node: ViewNode) throws(OverBudget) -> Int {
        switch node.output.display {
        case .element:
            return 1
        case .transparent:
            var count = 0
            for child in ScreenNodes.children(of: node) {
                count += try elementCount(child)
                if count >= 2 { return 2 }
            }
            return count
        case .modifier(let attributes):
            // One content element takes the modifier; otherwise a `Group` line holds the
            // content if there is something to show on it, else the content passes through.
            let content = try contentElements(of: node).count
            if content == 1 || !attributes.isEmpty { return 1 }
            return try hasAccessoryElements(node) ? 1 : content
        }
    }

    /// The one element `TreeRenderer.elements(of: node)` makes, for a node that makes one.
    private mutating func element(of node: ViewNode) throws(OverBudget) -> Element {
        try visit()
        return try StackRoom.ensuring { () throws(OverBudget) -> Element in try elementHere(of: node) }
    }

    private mutating func elementHere(of node: ViewNode) throws(OverBudget) -> Element {
        switch node.output.display {
        case .element:
            return Element(node: node)
        case .transparent:
            for child in ScreenNodes.children(of: node) where try elementCount(child) > 0 {
                return try element(of: child)
            }
        case .modifier:
            guard let content = try contentElement(of: node) else { return Element(group: node) }
            var element = try element(of: content)
            element.attachTapGesture(of: node)
            element.top = node
            return element
        }
        preconditionFailure("A node that makes one element has none below it")
    }

    /// Whether the full search matches `element`: its texts contain the label or, joined by
    /// spaces, equal it.
    private mutating func shows(_ element: Element) throws(OverBudget) -> Bool {
        var texts: [String] = []
        try appendTexts(of: element.top, to: &texts)
        return texts.contains(label) || texts.joined(separator: " ") == label
    }

    /// `allTexts` of the elements of `node`, in their order: a modifier's accessories follow
    /// its content.
    private mutating func appendTexts(of node: ViewNode, to texts: inout [String]) throws(OverBudget) {
        try visit()
        try StackRoom.ensuring { () throws(OverBudget) in try appendTextsHere(of: node, to: &texts) }
    }

    private mutating func appendTextsHere(of node: ViewNode, to texts: inout [String]) throws(OverBudget) {
        switch node.output.display {
        case .element:
            if let text = node.text { texts.append(text) }
            for child in ScreenNodes.children(of: node) { try appendTexts(of: child, to: &texts) }
        case .transparent:
            for child in ScreenNodes.children(of: node) { try appendTexts(of: child, to: &texts) }
        case .modifier:
            let children = ScreenNodes.children(of: node)
            for child in children where node.accessoryLabels[child.key] == nil {
                try appendTexts(of: child, to: &texts)
            }
            for child in children where node.accessoryLabels[child.key] != nil {
                try appendTexts(of: child, to: &texts)
            }
        }
    }

    private mutating func visit() throws(OverBudget) {
        visited += 1
        if visited > budget { throw OverBudget() }
    }
}
