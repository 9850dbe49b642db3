import Foundation

/// What a `ForEach`'s `onDelete(perform:)` and `onMove(perform:)` recorded on their node, for
/// the host's swipe to delete and drag to move.
package final class RowEditActionsRecord {
    package var onDelete: ((IndexSet) -> Void)?
    package var onMove: ((IndexSet, Int) -> Void)?
}

/// A `ForEach` with a delete or move action: it shows its rows, and keeps the action on its node.
struct EditableRows<Base: DynamicViewContent> {
    let base: Base
    let onDelete: ((IndexSet) -> Void)??
    let onMove: ((IndexSet, Int) -> Void)??

    nonisolated init(base: Base, onDelete: ((IndexSet) -> Void)??, onMove: ((IndexSet, Int) -> Void)??) {
        self.base = base
        self.onDelete = onDelete
        self.onMove = onMove
    }

}

extension EditableRows: DynamicViewContent {
    var data: Base.Data { base.data }

    typealias Body = Never
    var body: Never { bodyNeverCalled(Self.self) }
}

extension EditableRows: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    func update(node: ViewNode) {
        let record = node.attachment { RowEditActionsRecord() }
        if let onDelete { record.onDelete = onDelete }
        if let onMove { record.onMove = onMove }
        var attributes: [String] = []
        if onDelete != nil, record.onDelete != nil { attributes.append("onDelete") }
        if onMove != nil, record.onMove != nil { attributes.append("onMove") }
        node.output.display = .modifier(attributes)
        node.reconcile(key: .content, view: base, environment: node.environment)
    }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// The action gets the offsets of the deleted rows within this `ForEach` (Apple's
    /// `onDelete(perform:)` documentation: "The action that you want SwiftUI to perform when
    /// elements in the view are deleted. SwiftUI passes a set of indices to the closure that's
    /// relative to the dynamic view's underlying collection of data").
    /// ```swift
    /// ForEach(todos) { Text($0.title) }
    ///     .onDelete { todos.remove(atOffsets: $0) }
    /// ```
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, onDelete: .some(action), onMove: nil)
    }

    /// Sets the move action for the dynamic view.
    ///
    /// The action gets the moved rows' offsets and the destination offset as
    /// `Array.move(fromOffsets:toOffset:)` takes them: an offset in the collection before the
    /// move (Apple's `onMove(perform:)` documentation: "A closure that SwiftUI invokes when
    /// elements in the dynamic view are moved. The closure takes two arguments that represent
    /// the offset relative to the dynamic view's underlying collection of data").
    /// ```swift
    /// ForEach(todos) { Text($0.title) }
    ///     .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, onDelete: nil, onMove: .some(action))
    }
}

struct DeleteDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct MoveDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `deleteDisabled(true)` applies here.
    package var isDeleteDisabled: Bool {
        get { self[DeleteDisabledKey.self] }
        set { self[DeleteDisabledKey.self] = newValue }
    }

    /// Whether `moveDisabled(true)` applies here.
    package var isMoveDisabled: Bool {
        get { self[MoveDisabledKey.self] }
        set { self[MoveDisabledKey.self] = newValue }
    }
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable.
    ///
    /// ```swift
    /// ForEach(todos) { todo in
    ///     Text(todo.title).deleteDisabled(todo.isLocked)
    /// }
    /// .onDelete(perform: delete)
    /// ```
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(
            EnvironmentWriter(attribute: isDisabled ? "deleteDisabled" : nil, token: isDisabled) { values in
                if isDisabled { values.isDeleteDisabled = true }
            })
    }

    /// Adds a condition for whether the view's view hierarchy is movable.
    ///
    /// ```swift
    /// Text(todo.title).moveDisabled(todo.isPinned)
    /// ```
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(
            EnvironmentWriter(attribute: isDisabled ? "moveDisabled" : nil, token: isDisabled) { values in
                if isDisabled { values.isMoveDisabled = true }
            })
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// `destination` is an offset in the collection before the move: moving the first of
    /// `[a, b, c]` to 2 gives `[b, a, c]`, to 3 gives `[b, c, a]`.
    /// ```swift
    /// .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let offsets = Array(source)
        let moving = offsets.map { self[index(startIndex, offsetBy: $0)] }
        var remaining: [Element] = []
        var insertAt = destination
        for (offset, element) in enumerated() where !source.contains(offset) {
            remaining.append(element)
        }
        insertAt -= offsets.filter { $0 < destination }.count
        remaining.insert(contentsOf: moving, at: Swift.max(0, Swift.min(insertAt, remaining.count)))
        var position = startIndex
        for element in remaining {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// ```swift
    /// .onDelete { todos.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

/// A view whose children are rows, one per element (`ForEach`): the host finds a row's
/// index among them.
package protocol RowsView {}

extension ForEach: RowsView where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data.
    public var data: Content.Data { content.data }
}

struct SelectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `selectionDisabled(true)` applies here.
    package var isSelectionDisabled: Bool {
        get { self[SelectionDisabledKey.self] }
        set { self[SelectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// Adds a condition that controls whether users can select this view.
    ///
    /// ```swift
    /// Text(mailbox.name).selectionDisabled(mailbox.isLocked)
    /// ```
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(
            EnvironmentWriter(attribute: isDisabled ? "selectionDisabled" : nil, token: isDisabled) { values in
                if isDisabled { values.isSelectionDisabled = true }
            })
    }
}
