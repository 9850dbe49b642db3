import Foundation
import HeadlessSwiftUI

extension ViewHost {
    // MARK: - Rows

    /// Swipes the row that shows `row` and taps its Delete button: the `onDelete(perform:)`
    /// of the row's `ForEach` runs with the row's offset, then the graph updates.
    ///
    /// ```swift
    /// try host.swipeToDelete("Buy milk")
    /// #expect(!host.contains(text: "Buy milk"))
    /// ```
    ///
    /// Throws when no row shows the text, when its `ForEach` has no delete action, when the row
    /// is `deleteDisabled(true)`, or when it has trailing swipe actions of its own (then SwiftUI
    /// gives it no Delete action: swipe it with ``swipe(_:edge:andTap:)``).
    public func swipeToDelete(_ row: String) throws {
        let found = try findRow(row)
        if found.text.environment.isDeleteDisabled {
            throw ViewHostError(description: "The row \"\(row)\" is deleteDisabled.")
        }
        if !swipeRecords(from: found).filter({ $0.record.edge == .trailing }).isEmpty {
            throw ViewHostError(
                description:
                    "The row \"\(row)\" has trailing swipe actions, so SwiftUI gives it no Delete action: use swipe(_:edge:andTap:)."
            )
        }
        guard let onDelete = editActions(of: found).compactMap(\.onDelete).first else {
            throw ViewHostError(description: "The row \"\(row)\" is in a ForEach without onDelete(perform:).")
        }
        graph.perform { onDelete(IndexSet(integer: found.index)) }
    }

    /// Drags the row that shows `row` to `destination`, an offset in its `ForEach` before the
    /// move (as `onMove(perform:)` and `Array.move(fromOffsets:toOffset:)` take it: the number
    /// of rows, to move it to the end).
    ///
    /// ```swift
    /// try host.move("Buy milk", toOffset: 0)
    /// ```
    public func move(_ row: String, toOffset destination: Int) throws {
        let found = try findRow(row)
        if found.text.environment.isMoveDisabled {
            throw ViewHostError(description: "The row \"\(row)\" is moveDisabled.")
        }
        guard let onMove = editActions(of: found).compactMap(\.onMove).first else {
            throw ViewHostError(description: "The row \"\(row)\" is in a ForEach without onMove(perform:).")
        }
        graph.perform { onMove(IndexSet(integer: found.index), destination) }
    }

    /// The labels of the swipe actions on `edge` of the row that shows `row`, in order.
    ///
    /// ```swift
    /// #expect(try host.swipeActions(on: "Buy milk") == ["Delete", "Flag"])
    /// ```
    public func swipeActions(on row: String, edge: HorizontalEdge = .trailing) throws -> [String] {
        try actions(on: try findRow(row), edge: edge).map(\.label)
    }

    /// Swipes the row that shows `row` from `edge` and taps the swipe action labelled `action`.
    ///
    /// ```swift
    /// try host.swipe("Buy milk", andTap: "Flag")
    /// ```
    public func swipe(_ row: String, edge: HorizontalEdge = .trailing, andTap action: String) throws {
        let candidates = try actions(on: try findRow(row), edge: edge)
        guard let target = candidates.first(where: { $0.label == action }), let perform = target.node.output.tapAction
        else {
            throw ViewHostError(
                description:
                    "The row \"\(row)\" has no \(edge) swipe action \"\(action)\". Actions: \(candidates.map { "\"\($0.label)\"" }.joined(separator: ", "))"
            )
        }
        graph.perform(perform)
    }

    /// Swipes the row that shows `row` all the way from `edge`: its first swipe action runs
    /// ("a full swipe automatically performs the first action", Apple's
    /// `swipeActions(edge:allowsFullSwipe:content:)` documentation). Throws when the row's
    /// actions set `allowsFullSwipe: false`.
    ///
    /// ```swift
    /// try host.fullSwipe("Buy milk")
    /// ```
    public func fullSwipe(_ row: String, edge: HorizontalEdge = .trailing) throws {
        let found = try findRow(row)
        guard let record = swipeRecords(from: found).first(where: { $0.record.edge == edge }) else {
            throw ViewHostError(description: "The row \"\(row)\" has no \(edge) swipe actions.")
        }
        guard record.record.allowsFullSwipe else {
            throw ViewHostError(description: "The row \"\(row)\"'s \(edge) swipe actions do not allow a full swipe.")
        }
        guard let first = try actions(on: found, edge: edge).first, let perform = first.node.output.tapAction else {
            throw ViewHostError(description: "The row \"\(row)\" has no \(edge) swipe action.")
        }
        graph.perform(perform)
    }

    /// Taps the row that shows `row` in a list with a selection: the selection binding is set to
    /// the row's id (a multiple selection adds or removes it). Throws for a row that is
    /// `selectionDisabled()`.
    ///
    /// ```swift
    /// try host.select(row: "Inbox")
    /// ```
    public func select(row: String) throws {
        let found = try findRow(row)
        if found.text.environment.isSelectionDisabled {
            throw ViewHostError(description: "The row \"\(row)\" is selectionDisabled.")
        }
        guard case .id(let id) = found.row.key else {
            throw ViewHostError(description: "The row \"\(row)\" has no id.")
        }
        var ancestor = found.row.parent
        while let node = ancestor {
            if let record = node.existingAttachment(ListSelectionRecord.self), record.select(id) {
                graph.settle()
                return
            }
            ancestor = node.parent
        }
        throw ViewHostError(description: "The row \"\(row)\" is not in a List with a selection of its id's type.")
    }

    // MARK: - Refreshing

    /// Pulls the frontmost refreshable list or scroll view down, and waits until its
    /// `refreshable(action:)` action returns, as the refresh control does.
    ///
    /// ```swift
    /// try await host.pullToRefresh()
    /// #expect(host.contains(text: "Fresh item"))
    /// ```
    public func pullToRefresh() async throws {
        graph.settle()
        let refreshable = frontmostScreen.first { $0.containerKind?.scrolls == true && $0.environment.refresh != nil }
        guard let refresh = refreshable?.environment.refresh else {
            throw ViewHostError(description: "No list or scroll view on screen is refreshable.")
        }
        await refresh()
        graph.settle()
    }

    // MARK: - Finding rows

    /// A row found by its text: the text's node, the row (a child of a `ForEach`), and its
    /// offset among the `ForEach`'s rows.
    struct FoundRow {
        let text: ViewNode
        let row: ViewNode
        let index: Int
    }

    func findRow(_ text: String) throws -> FoundRow {
        graph.settle()
        let matches = frontmostScreen.nodes(showing: text)
        for match in matches {
            var current = match
            while let parent = current.parent {
                if parent.view is any RowsView, let index = parent.children.firstIndex(where: { $0 === current }) {
                    return FoundRow(text: match, row: current, index: index)
                }
                current = parent
            }
        }
        throw ViewHostError(
            description: matches.isEmpty
                ? "No row shows \"\(text)\"." : "\"\(text)\" is on screen, but not in a ForEach row.")
    }

    /// The delete and move actions of the row's `ForEach`, innermost first.
    private func editActions(of found: FoundRow) -> [RowEditActionsRecord] {
        var records: [RowEditActionsRecord] = []
        var ancestor = found.row.parent?.parent
        // The rows' `ForEach`, then what wraps it: `onDelete`, `onMove` and other modifiers of a
        // dynamic view content.
        while let node = ancestor, node.view is any DynamicViewContent {
            if let record = node.existingAttachment(RowEditActionsRecord.self) { records.append(record) }
            ancestor = node.parent
        }
        return records
    }

    /// The swipe-action modifiers on the row, innermost first, with their nodes.
    private func swipeRecords(from found: FoundRow) -> [(record: SwipeActionsRecord, node: ViewNode)] {
        var records: [(SwipeActionsRecord, ViewNode)] = []
        var current: ViewNode? = found.text
        while let node = current {
            if let record = node.existingAttachment(SwipeActionsRecord.self) { records.append((record, node)) }
            if node === found.row { break }
            current = node.parent
        }
        return records
    }

    private func actions(on found: FoundRow, edge: HorizontalEdge) throws -> [(label: String, node: ViewNode)] {
        guard let (_, node) = swipeRecords(from: found).first(where: { $0.record.edge == edge }),
            let content = node.child(.accessory(.swipeActions(edge)))
        else {
            throw ViewHostError(description: "The row has no \(edge) swipe actions.")
        }
        return SwipeActionsRecord.actions(in: content)
    }
}
