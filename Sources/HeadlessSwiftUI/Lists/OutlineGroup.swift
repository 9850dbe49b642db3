/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// An element with children shows as a disclosure group, collapsed until its label is tapped;
/// an element whose children are `nil` is a leaf (Apple's `OutlineGroup` documentation: "Use
/// an outline group when you need a view that can represent a hierarchy of data by using
/// disclosure views").
/// ```swift
/// OutlineGroup(tree, children: \.children) { item in
///     Text(item.name)
/// }
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data: RandomAccessCollection, ID: Hashable {
    package let roots: [Data.Element]
    package let identify: (Data.Element) -> ID
    package let children: (Data.Element) -> [Data.Element]?
    package let content: (Data.Element) -> Leaf
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// Creates an outline group from a collection of root data elements and a key path to
    /// its children.
    nonisolated public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.roots = Array(data)
        self.identify = { $0.id }
        self.children = { $0[keyPath: children].map { Array($0) } }
        self.content = content
    }

    /// Creates an outline group from a root data element and a key path to its children.
    nonisolated public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.roots = [root]
        self.identify = { $0.id }
        self.children = { $0[keyPath: children].map { Array($0) } }
        self.content = content
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a collection of root data elements, a key path to the
    /// elements' identifiers, and a key path to its children.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.roots = Array(data)
        self.identify = { $0[keyPath: id] }
        self.children = { $0[keyPath: children].map { Array($0) } }
        self.content = content
    }

    /// Creates an outline group from a root data element, a key path to the elements'
    /// identifiers, and a key path to its children.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.roots = [root]
        self.identify = { $0[keyPath: id] }
        self.children = { $0[keyPath: children].map { Array($0) } }
        self.content = content
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The content and behavior of the outline group.
    public var body: some View {
        OutlineRows(elements: roots, identify: identify, children: children, content: content)
    }
}

@available(*, unavailable)
extension OutlineGroup: Sendable {}

/// Type-erased view representing the children in an outline subgroup.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct OutlineSubgroupChildren: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension OutlineSubgroupChildren: Sendable {}

/// One level of an outline: a row per element, keyed by its id; an element with children is a
/// disclosure group whose content is the next level.
struct OutlineRows<Element, ID: Hashable, Leaf: View>: View {
    let elements: [Element]
    let identify: (Element) -> ID
    let children: (Element) -> [Element]?
    let content: (Element) -> Leaf

    var body: Never { bodyNeverCalled(Self.self) }
}

extension OutlineRows: PrimitiveView, EnvironmentForwardingView, RowsView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    func update(node: ViewNode) {
        let slots = elements.map { element -> ChildSlot in
            let view: any View
            if let kids = children(element) {
                view = DisclosureGroup(
                    content: {
                        AnyView(OutlineRows(elements: kids, identify: identify, children: children, content: content))
                    }, label: { content(element) })
            } else {
                view = content(element)
            }
            return ChildSlot(key: .id(AnyHashable(identify(element))), view: view, environment: node.environment)
        }
        node.reconcile(slots)
    }
}
