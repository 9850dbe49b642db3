/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
///
/// ```swift
/// List(selection: $selection) {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
/// }
/// .listStyle(.insetGrouped)
/// ```
@MainActor @preconcurrency
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    package let content: Content
    package let selection: ListSelection<SelectionValue>
}

/// What a list's selection binds to.
package enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)
}

extension List: View {
    /// The content of the list.
    public var body: some View { content }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row.
    @available(watchOS 10.0, *)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    @available(watchOS, unavailable)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    @available(watchOS 10.0, *)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    @available(watchOS, unavailable)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    @available(watchOS 10.0, *)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    @available(watchOS, unavailable)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select a single row.
    @available(watchOS, unavailable)
    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list from a binding to a collection of identifiable data, optionally allowing
    /// users to select a single row.
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(selection: selection) { Content(data, id: \.id, content: rowContent) }
    }

    /// Creates a list from a binding to a collection of identifiable data, optionally allowing
    /// users to select multiple rows.
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(selection: selection) { Content(data, id: \.id, content: rowContent) }
    }

    /// Creates a list from a binding to a collection, identified by a key path, optionally
    /// allowing users to select a single row.
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list from a binding to a collection, identified by a key path, optionally
    /// allowing users to select multiple rows.
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list from a binding to a collection of identifiable data: each row gets a
    /// binding to its element.
    ///
    /// ```swift
    /// List($todos) { $todo in
    ///     Toggle(todo.title, isOn: $todo.isDone)
    /// }
    /// ```
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init { Content(data, id: \.id, content: rowContent) }
    }

    /// Creates a list from a binding to a collection identified by a key path: each row gets a
    /// binding to its element.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// A list's selection as the host sets it: the row's id, tried against the selection's type.
package final class ListSelectionRecord {
    package var select: (AnyHashable) -> Bool = { _ in false }
}

extension List: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.readingAsSubscriber { updateSubscribed(node: node) }
    }

    @MainActor
    private func updateSubscribed(node: ViewNode) {
        var attributes: [String] = []
        if let style = node.environment.listStyleName { attributes.append("style: \(style)") }
        #if !os(macOS) && !os(watchOS)
            let editMode = SharedEditMode.binding(for: node)
            if editMode.wrappedValue.isEditing { attributes.append("editMode: active") }
        #endif
        let record = node.attachment { ListSelectionRecord() }
        switch selection {
        case .none:
            record.select = { _ in false }
        case .single(let binding):
            attributes.append("selection: \(binding.wrappedValue.map { "\($0)" } ?? "nil")")
            record.select = { id in
                guard let value = id.base as? SelectionValue else { return false }
                binding.wrappedValue = value
                return true
            }
        case .multiple(let binding):
            attributes.append("selection: \(binding.wrappedValue.count) rows")
            record.select = { id in
                guard let value = id.base as? SelectionValue else { return false }
                // In edit mode a tap adds or removes the row from a multiple selection (Apple's
                // `List` documentation: "the list supports multiple selection in edit mode").
                if binding.wrappedValue.contains(value) {
                    binding.wrappedValue.remove(value)
                } else {
                    binding.wrappedValue.insert(value)
                }
                return true
            }
        }
        node.output.display = .element("List", attributes: attributes)
        node.layoutBehavior = ListLayout()
        node.graph.hasGeometryDependentViews = true
        // The rows' environment is made again only when the list's changed: a new one at each
        // update would update every row, which SwiftUI leaves alone unless a value they read
        // changed. (The shared edit mode's binding reads the screen's one storage, whichever
        // update made it.)
        let environment = node.attachment { EnvironmentCache() }.values(from: node.environment) {
            environment in
            #if !os(macOS) && !os(watchOS)
                if environment.editMode == nil { environment.editMode = editMode }
            #endif
            environment.isInList = true
            environment.isInLazyContainer = true
            environment.appearsWhenPlaced = true
        }
        node.reconcile(key: .content, view: content, environment: environment)
    }
}

@available(*, unavailable)
extension List: Sendable {}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data: a row with children is a disclosure group.
    ///
    /// ```swift
    /// List(folders, children: \.subfolders) { Text($0.name) }
    /// ```
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

/// A list's field, compared case by case: its bindings by location, as bindings are.
extension ListSelection: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? ListSelection else { return false }
        switch (self, other) {
        case (.none, .none): return true
        case (.single(let binding), .single(let otherBinding)): return binding.runtimeEquals(otherBinding)
        case (.multiple(let binding), .multiple(let otherBinding)): return binding.runtimeEquals(otherBinding)
        default: return false
        }
    }
}
