import Foundation

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
    /// Whether this is `init(_:content:)` over a range, which reads its data once.
    package private(set) var readsDataOnce = false
    /// Whether each element is its own id (`id: \.self`): the ids are then the elements,
    /// copied, not each read through the key path (about 600 instructions an element, this
    /// code being unspecialized).
    package private(set) var identifiesBySelf = false
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
        // `\.self`: an id of the element's own type, at offset zero (no stored property of a
        // type is of that type). Not compared with `\Data.Element.self`: making that key path
        // costs about 9,000 instructions.
        identifiesBySelf = ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a given constant range.
    ///
    /// The instance reads only the first range it is given, as SwiftUI's does: for a range that
    /// changes, use `init(_:id:content:)`.
    /// ```swift
    /// ForEach(0..<3) { Text("Row \($0)") }
    /// ForEach(0..<count, id: \.self) { Text("Row \($0)") }  // a range that changes
    /// ```
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        readsDataOnce = true
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
    @_disfavoredOverload
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
    @_disfavoredOverload
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

extension ForEach: PrimitiveView, EnvironmentForwardingView, RuntimeDescribed where Content: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        guard readsDataOnce else { return updateRows(node: node) }
        // `init(_:content:)` reads its range once (Apple: "The instance only reads the initial
        // value of the provided data"): a later range is ignored, only the content closure is
        // new, and a range of another count is warned about as SwiftUI's console does
        // (AppPear/ChartView#44; the rows stay, eneko/Stripes#4).
        let initial = node.attachment { InitialForEachData(data) }
        if data.count != initial.data.count {
            node.graph.warnOncePerFrame(
                "\(_typeName(Self.self, qualified: false)) count (\(data.count)) != its initial count "
                    + "(\(initial.data.count)). `ForEach(_:content:)` should only be used for *constant* data. "
                    + "Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an "
                    + "explicit `id`!", for: node)
        }
        var constant = self
        constant.data = initial.data
        constant.updateRows(node: node)
    }

    @MainActor private func updateRows(node: ViewNode) {
        // In a lazy container, only the rows it creates are made (LazyRows).
        if let rows = node.lazyRows ?? (node.isInLazyRows ? makeLazyRows(node) : nil) {
            unsafeDowncast(rows, to: LazyForEachRows<Data, ID, Content>.self).update(to: self)
            return
        }
        // The rows' closure is app code: what it reads subscribes this node. The rows are
        // evaluated first, then reconciled outside that scope, so that what the rows' own
        // updates read subscribes the rows and not the list.
        let (ids, rows) = node.readingAsSubscriber { node.runningAppCode { evaluateRows() } }
        let record = node.attachment { ForEachRecord<ID, Content>() }
        if let previous = record.ids, Self.same(previous, ids), node.children.count == ids.count,
            record.environment?.isIdentical(to: node.environment) == true
        {
            updateInPlace(rows, previous: record.rows, node: node)
        } else if let previous = record.ids ?? (node.children.isEmpty ? [] : nil), !hasDuplicates(ids) {
            reconcile(rows, ids: ids, previous: previous, node: node)
        } else {
            // Duplicate ids, or rows placed by this path before: matched by boxed keys.
            let (slots, hasDuplicates) = keyedSlots(rows, ids: ids, node: node)
            node.reconcile(slots)
            record.remember(ids: hasDuplicates ? nil : ids, rows: rows, environment: node.environment)
            return
        }
        record.remember(ids: ids, rows: rows, environment: node.environment)
    }

    @MainActor private func makeLazyRows(_ node: ViewNode) -> LazyRows {
        node.attachment { () -> LazyRows in LazyForEachRows<Data, ID, Content>(node: node) }
    }

    /// Each element's id and row, in order, typed: nothing boxed.
    private func evaluateRows() -> (ids: [ID], rows: [Content]) {
        // Read from a buffer (`withElements`): the generic iterator costs more than the rest
        // of a row's work.
        withElements { Self.rows(of: $0, identify, content, bySelf: identifiesBySelf) }
    }

    /// The elements as their own ids (`identifiesBySelf`: `ID` is `Data.Element`), else nil.
    package static func selves(_ elements: UnsafeBufferPointer<Data.Element>, bySelf: Bool) -> UnsafeBufferPointer<ID>?
    {
        guard bySelf else { return nil }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(elements.baseAddress)?.assumingMemoryBound(to: ID.self), count: elements.count)
    }

    private static func rows(
        of elements: UnsafeBufferPointer<Data.Element>, _ identify: (Data.Element) -> ID,
        _ content: (Data.Element) -> Content, bySelf: Bool
    ) -> (ids: [ID], rows: [Content]) {
        // Written into uninitialized buffers: appending to an array of a generic element type
        // (this code is never specialized: the runtime calls it through `PrimitiveView`) cost
        // more than the ids' and rows' own work. Each element's id, then its row, in order.
        let count = elements.count
        let selves = selves(elements, bySelf: bySelf)
        var rows: [Content] = []
        let ids = [ID](unsafeUninitializedCapacity: count) { ids, idCount in
            rows = [Content](unsafeUninitializedCapacity: count) { rows, rowCount in
                // Two loops, not a choice in one: `selves?[index] ?? identify(...)` made an
                // optional id, through the generic value witnesses, for every element.
                if let selves {
                    for index in 0..<count {
                        ids.initializeElement(at: index, to: selves[index])
                        idCount = index + 1
                        rows.initializeElement(at: index, to: content(elements[index]))
                        rowCount = index + 1
                    }
                    return
                }
                for index in 0..<count {
                    ids.initializeElement(at: index, to: identify(elements[index]))
                    idCount = index + 1
                    rows.initializeElement(at: index, to: content(elements[index]))
                    rowCount = index + 1
                }
            }
        }
        return (ids, rows)
    }

    /// The same ids in the same order as the last update, in the same environment (a row's
    /// element changed, or nothing did): each row is compared with its last value, in place,
    /// and only a row that changed is updated. (A row invalidated by its own state is updated
    /// by the same pass, after its parent.)
    @MainActor private func updateInPlace(_ rows: [Content], previous: [Content], node: ViewNode) {
        guard !rows.isEmpty else { return }
        let comparator = ValueComparator.of(Content.self)
        let children = node.children
        let environment = node.environment
        node.graph.statistics.comparisons += rows.count
        rows.withUnsafeBufferPointer { new in
            previous.withUnsafeBufferPointer { old in
                for index in new.indices where !comparator.equal(old.baseAddress! + index, new.baseAddress! + index) {
                    children[index].update(
                        valueAt: new.baseAddress! + index, of: Content.self, environment: environment,
                        knownChanged: true)
                }
            }
        }
    }

    /// Rows matched to the last update's by typed id (no duplicates among `ids`): a kept row
    /// is updated in place, a new one is created, a removed one is torn down.
    @MainActor private func reconcile(_ rows: [Content], ids: [ID], previous: [ID], node: ViewNode) {
        var existing: [ID: ViewNode] = [:]
        existing.reserveCapacity(previous.count)
        for (id, child) in zip(previous, node.children) {
            existing[id] = child
        }
        let environment = node.environment
        var children: [ViewNode] = []
        children.reserveCapacity(rows.count)
        for index in rows.indices {
            if let child = existing.removeValue(forKey: ids[index]) {
                withPointer(to: rows[index]) { row in
                    _ = child.update(valueAt: row, of: Content.self, environment: environment)
                }
                children.append(child)
            } else {
                children.append(
                    node.makeChild(key: .id(AnyHashable(ids[index])), view: rows[index], environment: environment))
            }
        }
        for removed in existing.values {
            removed.tearDown()
        }
        node.replaceChildren(children)
    }

    /// Whether two lists of ids are the same. Ids of plain data that hold the same bytes are
    /// equal without a call to `==` per id (the generic `==` of 10,000 `Int`s cost more than
    /// the rest of a rename); other bytes are compared with `==`.
    fileprivate static func same(_ lhs: [ID], _ rhs: [ID]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if _isPOD(ID.self) {
            let sameBytes = lhs.withUnsafeBytes { left in
                rhs.withUnsafeBytes { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
            if sameBytes { return true }
        }
        return lhs == rhs
    }

    /// Whether an id occurs twice; hashing the typed ids costs less than an `AnyHashable`.
    private func hasDuplicates(_ ids: [ID]) -> Bool {
        var seen = Set<ID>(minimumCapacity: ids.count)
        return ids.contains { !seen.insert($0).inserted }
    }

    /// The rows as slots keyed by boxed ids, warning about duplicates and keeping them apart;
    /// and whether there were any.
    @MainActor private func keyedSlots(_ rows: [Content], ids: [ID], node: ViewNode) -> (
        slots: [ChildSlot], hasDuplicates: Bool
    ) {
        var seen = Set<ID>(minimumCapacity: ids.count)
        var slots: [ChildSlot] = []
        var hasDuplicates = false
        slots.reserveCapacity(rows.count)
        for (id, row) in zip(ids, rows) {
            var key = AnyHashable(id)
            if !seen.insert(id).inserted {
                hasDuplicates = true
                // SwiftUI logs this and behaves unpredictably; we keep both rows apart.
                node.graph.warn(
                    "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within the collection, this will give undefined results!"
                )
                key = AnyHashable(DuplicateID(id: key, occurrence: slots.count))
            }
            slots.append(ChildSlot(key: .id(key), view: row, environment: node.environment))
        }
        return (slots, hasDuplicates)
    }
}

/// The rows of a `ForEach` in a lazy container: every element's id is read at each update
/// (identity needs them all, and SwiftUI reads them too), a row's view only for the rows
/// created, when they are created and when the `ForEach` updates.
@MainActor
final class LazyForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyRows {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    @exclusivity(unchecked) private var ids: [ID] = []
    @exclusivity(unchecked) private var makeRow: ((Int) -> Content)?

    /// Takes the `ForEach`'s new value: its ids, and each created row's new view. A created row
    /// whose id is gone ends; one whose id moved keeps its state at its new index.
    func update(to forEach: ForEach<Data, ID, Content>) {
        let owner = node
        let newIds = owner.readingAsSubscriber { owner.runningAppCode { Self.ids(of: forEach) } }
        let element = forEach.elementAtOffset()
        let content = forEach.content
        // What a row's closure reads subscribes the ForEach, as when it runs in an update.
        makeRow = { [unowned owner] index in
            owner.readingAsSubscriber { owner.runningAppCode { content(element(index)) } }
        }
        if !ForEach<Data, ID, Content>.same(newIds, ids), !createdIndices.isEmpty {
            rematchCreatedRows(to: newIds)
        }
        ids = newIds
        count = newIds.count
        let environment = owner.environment
        for (index, row) in zip(createdIndices, owner.children) {
            row.update(view: makeRow!(index), environment: environment)
        }
    }

    /// Every element's id, in order, written into an uninitialized buffer from the elements'
    /// buffer (`withElements`; the generic `map` cost twice as much per id).
    private static func ids(of forEach: ForEach<Data, ID, Content>) -> [ID] {
        let identify = forEach.identify
        let bySelf = forEach.identifiesBySelf
        return forEach.withElements { elements in
            if let selves = ForEach<Data, ID, Content>.selves(elements, bySelf: bySelf) { return Array(selves) }
            return [ID](unsafeUninitializedCapacity: elements.count) { ids, count in
                for index in 0..<elements.count {
                    ids.initializeElement(at: index, to: identify(elements[index]))
                    count = index + 1
                }
            }
        }
    }

    /// The created rows moved to their ids' new indices; those whose id is gone end. Only the
    /// created rows' ids are hashed, and each new id is looked up among them once.
    private func rematchCreatedRows(to newIds: [ID]) {
        var created: [ID: ViewNode] = [:]
        created.reserveCapacity(createdIndices.count)
        for (index, row) in zip(createdIndices, node.children) { created[ids[index]] = row }
        var indices: [Int] = []
        var rows: [ViewNode] = []
        for index in newIds.indices {
            if created.isEmpty { break }
            if let row = created.removeValue(forKey: newIds[index]) {
                indices.append(index)
                rows.append(row)
            }
        }
        for gone in created.values { gone.tearDown() }
        createdIndices = indices
        node.replaceChildren(rows)
    }

    override func index(of id: AnyHashable) -> Int? {
        guard let typed = id.base as? ID else { return nil }
        return ids.firstIndex(of: typed)
    }

    override func create(at index: Int) -> ViewNode {
        let row = node.makeChild(
            key: .id(AnyHashable(ids[index])), view: makeRow!(index), environment: node.environment)
        insert(row, at: index)
        return row
    }
}

/// The range a `ForEach(_:content:)` was first given, which it keeps.
private final class InitialForEachData<Data> {
    let data: Data

    init(_ data: Data) {
        self.data = data
    }
}

/// What `ForEach` remembers between updates: its rows' ids and values, in the order of its
/// children (ids nil when duplicates made it key them otherwise), and the environment they got.
private final class ForEachRecord<ID: Hashable, Content> {
    private(set) var ids: [ID]?
    private(set) var rows: [Content] = []
    private(set) var environment: EnvironmentValues?

    func remember(ids: [ID]?, rows: [Content], environment: EnvironmentValues) {
        self.ids = ids
        self.rows = rows
        self.environment = environment
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
nonisolated public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Self.Data { get }
}
