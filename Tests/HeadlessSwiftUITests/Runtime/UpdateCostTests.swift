import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Work proportional to the change, in counts (never times): what an update compares, updates,
/// evaluates and allocates, at two list lengths.
@MainActor
@Suite("An update does work proportional to the change")
struct UpdateCostTests {
    struct Item: Identifiable {
        let id: Int
        var title: String
    }

    /// The runtime benchmark's row (issue 11): its own state, a title from its parent.
    struct Row: View {
        let index: Int
        let title: String
        @State private var count = 0
        var body: some View {
            HStack {
                Text(title)
                Spacer()
                Text("\(count)")
                Button("Tap \(index)") { count += 1 }
            }
        }
    }

    struct Rows: View {
        @State private var items: [Item]
        init(count: Int) {
            _items = State(initialValue: (0..<count).map { Item(id: $0, title: "Row \($0)") })
        }
        var body: some View {
            VStack {
                Button("Rename") { items[items.count / 2].title += "!" }
                Button("Insert") { items.insert(Item(id: -1, title: "New"), at: 0) }
                Button("Swap") { items.swapAt(1, 2) }
                Button("Remove") { items.remove(at: 1) }
                ForEach(items) { item in
                    Row(index: item.id, title: item.title)
                }
            }
        }
    }

    /// What one update did.
    struct Cost: Equatable {
        let bodies: Int
        let comparisons: Int
        let nodeUpdates: Int
        let stateAllocations: Int
        let nodesCreated: Int
        let nodesDestroyed: Int

        init(_ stats: ViewHostStatistics) {
            bodies = stats.bodyEvaluations
            comparisons = stats.comparisons
            nodeUpdates = stats.nodeUpdates
            stateAllocations = stats.stateAllocations
            nodesCreated = stats.nodesCreated
            nodesDestroyed = stats.nodesDestroyed
        }
    }

    func cost(rows: Int, of action: String) throws -> (Cost, ViewHost) {
        let host = ViewHost(Rows(count: rows))
        host.resetStatistics()
        try host.tap(action)
        return (Cost(host.stats), host)
    }

    @Test func aRowsOwnStateCostsTheSameInAListOfAnyLength() throws {
        let (short, shortHost) = try cost(rows: 100, of: "Tap 10")
        let (long, longHost) = try cost(rows: 1_000, of: "Tap 10")
        #expect(shortHost.texts.contains("1") && longHost.texts.contains("1"))
        #expect(long == short)
        #expect(long.bodies == 1)
        // Compared: the row's stack, its tuple, the tuple's four elements and the button's
        // label. Updated: the row (its state), the count's text and the button (a new action
        // closure); the stack and its tuple hand their new content on without being updated
        // themselves (`ContentContainer`). Nothing outside the row.
        #expect(long.comparisons == 7)
        #expect(long.nodeUpdates == 3)
        #expect(long.stateAllocations == 0)
        #expect(long.nodesCreated == 0)
    }

    @Test func aRenameComparesEachRowOnceAndUpdatesOnlyTheRenamedRow() throws {
        let (short, _) = try cost(rows: 100, of: "Rename")
        let (long, longHost) = try cost(rows: 1_000, of: "Rename")
        #expect(longHost.texts.contains("Row 500!"))
        // The list compares each row with its last value once: 900 more rows, 900 more
        // comparisons; everything else is the same.
        #expect(long.comparisons - short.comparisons == 900)
        #expect(long.bodies == 2)
        #expect(long.nodeUpdates == short.nodeUpdates)
        // The root, its list, the four buttons (new action closures), the renamed row, its
        // title and button: the stacks and tuples between them hand their content on.
        #expect(long.nodeUpdates == 9)
        #expect(long.stateAllocations == 0)
        #expect(long.nodesCreated == 0)
        #expect(long.nodesDestroyed == 0)
    }

    @Test func rowsMatchedByIDKeepTheirStateAcrossInsertMoveAndRemove() throws {
        let host = ViewHost(Rows(count: 5))
        try host.tap("Tap 1")
        try host.tap("Tap 2")
        try host.tap("Tap 2")
        #expect(
            host.texts.prefix(12) == [
                "Rename", "Insert", "Swap", "Remove", "Row 0", "0", "Tap 0", "Row 1", "1", "Tap 1", "Row 2", "2",
            ])

        // A row inserted first is the only new view: the others keep their state.
        host.resetStatistics()
        try host.tap("Insert")
        #expect(host.stats.stateAllocations == 1)
        #expect(host.stats.bodyEvaluations(of: Row.self) == 1)
        #expect(host.stats.nodesDestroyed == 0)
        #expect(
            Array(host.texts.dropFirst(4).prefix(9)) == [
                "New", "0", "Tap -1", "Row 0", "0", "Tap 0", "Row 1", "1", "Tap 1",
            ])

        // Two rows swapped move with their state: nothing is created or evaluated.
        host.resetStatistics()
        try host.tap("Swap")
        #expect(host.stats.nodesCreated == 0)
        #expect(host.stats.bodyEvaluations(of: Row.self) == 0)
        #expect(Array(host.texts.dropFirst(7).prefix(6)) == ["Row 1", "1", "Tap 1", "Row 0", "0", "Tap 0"])

        // A removed row takes its state with it.
        host.resetStatistics()
        try host.tap("Remove")
        #expect(host.stats.stateDeallocations == 1)
        #expect(host.stats.nodesCreated == 0)
        #expect(!host.texts.contains("Row 1"))
        #expect(host.texts.contains("Row 2") && host.texts.contains("2"))
    }

    struct Names: View {
        @State private var names = ["a", "a", "b"]
        var body: some View {
            VStack {
                Button("Fix") { names = ["a", "b"] }
                Button("Break") { names = ["b", "b"] }
                ForEach(names, id: \.self) { name in
                    Text("name \(name)")
                }
            }
        }
    }

    @Test func duplicateIDsWarnAtEachUpdateAndKeepTheirRowsApart() throws {
        let host = ViewHost(Names())
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.contains("the ID a occurs multiple times") == true)
        #expect(host.texts == ["Fix", "Break", "name a", "name a", "name b"])
        host.clearWarnings()
        try host.tap("Fix")
        #expect(host.warnings.isEmpty)
        #expect(host.texts == ["Fix", "Break", "name a", "name b"])
        try host.tap("Break")
        #expect(host.warnings.count == 1)
        #expect(host.texts == ["Fix", "Break", "name b", "name b"])
    }

    struct EnvironmentRow: View {
        let title: String
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text("\(title) \(isEnabled ? "on" : "off")") }
    }

    struct EnvironmentRows: View {
        @State private var titles = ["x", "y", "z"]
        var body: some View {
            VStack {
                Button("Rename") { titles[1] = "w" }
                ForEach(titles, id: \.self) { EnvironmentRow(title: $0) }
            }
        }
    }

    @Test func rowsCompareAgainAfterANewEnvironmentReachedThem() throws {
        // A new environment goes straight to the rows; the list's next update still sees it.
        let host = ViewHost(EnvironmentRows())
        #expect(host.texts.suffix(3) == ["x on", "y on", "z on"])
        host.update { $0.isEnabled = false }
        #expect(host.texts.suffix(3) == ["x off", "y off", "z off"])
        host.update { $0.isEnabled = true }
        try host.tap("Rename")
        #expect(host.texts.suffix(3) == ["x on", "w on", "z on"])
    }
}
