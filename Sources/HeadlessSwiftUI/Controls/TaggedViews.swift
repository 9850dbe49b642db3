extension ViewNode {
    /// The tag set on this node with `tag(_:)`, nil if none: what a `Picker` or a `TabView`
    /// reads to know which selection value a row or a tab stands for.
    package var tagValue: AnyHashable? { HeadlessSwiftUI.tagValue(of: self) }

    /// The tagged views below this node, in order: each node that carries a `tag(_:)` (its
    /// subtree is not searched further), and, where a `ForEach` element carries no tag, the
    /// element itself tagged with its id, as SwiftUI tags the views of a `ForEach` with their
    /// ids ("`ForEach` automatically applies the appropriate tag to each enumerated view using
    /// the id of each element", https://developer.apple.com/documentation/swiftui/picker).
    package var taggedDescendants: [(tag: AnyHashable, node: ViewNode)] {
        children.flatMap { child -> [(tag: AnyHashable, node: ViewNode)] in
            if let tag = child.tagValue { return [(tag, child)] }
            let inner = StackRoom.ensuring { child.taggedDescendants }
            if inner.isEmpty, case .id(let id) = child.key { return [(id, child)] }
            return inner
        }
    }
}
