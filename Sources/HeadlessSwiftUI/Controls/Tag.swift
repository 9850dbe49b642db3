/// The tag a `tag(_:includeOptional:)` modifier gives its content, kept on the modifier's node.
@MainActor
package final class TagRecord {
    package var value: AnyHashable
    package var includeOptional: Bool

    init(value: AnyHashable, includeOptional: Bool) {
        self.value = value
        self.includeOptional = includeOptional
    }
}

extension ViewNode {
    /// The tag set on this node with `tag(_:)`, nil if none: what a `Picker` or a `TabView`
    /// reads to know which selection value a row or a tab stands for.
    package var tagValue: AnyHashable? { existingAttachment(TagRecord.self)?.value }

    /// The tagged views below this node, in order: each node that carries a `tag(_:)` (its
    /// subtree is not searched further), and, where a `ForEach` element carries no tag, the
    /// element itself tagged with its id, as SwiftUI tags the views of a `ForEach` with their
    /// ids ("`ForEach` automatically applies the appropriate tag to each enumerated view using
    /// the id of each element", https://developer.apple.com/documentation/swiftui/picker).
    package var taggedDescendants: [(tag: AnyHashable, node: ViewNode)] {
        children.flatMap { child -> [(tag: AnyHashable, node: ViewNode)] in
            if let tag = child.tagValue { return [(tag, child)] }
            let inner = child.taggedDescendants
            if inner.isEmpty, case .id(let id) = child.key { return [(id, child)] }
            return inner
        }
    }
}

struct TagModifier: Equatable {
    let value: AnyHashable
    let includeOptional: Bool
}

extension TagModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let record = node.attachment { TagRecord(value: value, includeOptional: includeOptional) }
        record.value = value
        record.includeOptional = includeOptional
        node.display = .modifier(["tag(\(controlValueDescription(value.base)))"])
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}

extension View {
    /// Sets the unique tag value of this view: the selection value a `Picker` row or a
    /// `TabView` tab stands for.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(value: AnyHashable(tag), includeOptional: includeOptional))
    }
}
