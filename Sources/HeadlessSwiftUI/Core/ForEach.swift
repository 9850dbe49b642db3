/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's identity is its id: a row keeps its state when the data is reordered, and
/// loses it when its element is removed.
/// ```swift
/// ForEach(items) { item in Row(item: item) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data

    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    package let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View, Data.Element: Identifiable, Data.Element.ID == ID {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data, handing each row a binding to its element.
    ///
    /// A row's identity is its element's id; its binding reads and writes the collection at
    /// the element's index, so an edit in a row updates the source of truth. (As against
    /// SwiftUI, `ForEach($items) { ... }` itself resolves to `init(_:content:)` over the
    /// binding, a collection of `Identifiable` element bindings, with the same rows.)
    /// ```swift
    /// ForEach($items) { $item in
    ///     TextField("Title", text: $item.title)
    /// }
    /// ```
    nonisolated public init<C>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data, as given by a key path, handing each row a binding
    /// to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in
    ///     TextField("Name", text: $name)
    /// }
    /// ```
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        // The ids are read once, as the collection is now; the rows' bindings read it live.
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.content = { element in content(data[element.0]) }
        self.identify = { $0.1 }
    }
}

extension ForEach: PrimitiveView, EnvironmentForwardingView where Content: View {
    package func update(node: ViewNode) {
        // The rows' closure is app code: what it reads subscribes this node.
        let slots = node.readingAsSubscriber { rowSlots(node: node) }
        node.reconcile(slots)
    }

    @MainActor private func rowSlots(node: ViewNode) -> [ChildSlot] {
        // Duplicates are found on the typed ids: hashing an `Int` costs less than an
        // `AnyHashable`.
        var seen = Set<ID>(minimumCapacity: data.count)
        var slots: [ChildSlot] = []
        slots.reserveCapacity(data.count)
        for element in data {
            let id = identify(element)
            var key = AnyHashable(id)
            if !seen.insert(id).inserted {
                // SwiftUI logs this and behaves unpredictably; we keep both rows apart.
                node.graph.warn(
                    "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within the collection, this will give undefined results!"
                )
                key = AnyHashable(DuplicateID(id: key, occurrence: slots.count))
            }
            slots.append(ChildSlot(key: .id(key), view: content(element), environment: node.environment))
        }
        return slots
    }
}

private struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

@available(*, unavailable)
extension ForEach: Sendable {}

/// A type of view that generates views from an underlying collection of data.
///
/// `ForEach` is the one you meet most:
/// ```swift
/// ForEach(items) { Text($0.name) }
/// ```
public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Self.Data { get }
}
