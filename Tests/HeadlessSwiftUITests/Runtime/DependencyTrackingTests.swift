import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("A change re-evaluates the views that depend on it")
struct DependencyTrackingTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Row: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            HStack {
                Button("\(item.name) tapped \(taps)") { taps += 1 }
            }
        }
    }

    struct Rows: View {
        @State private var items = (0..<1000).map { Item(id: $0, name: "Item \($0)") }
        var body: some View {
            VStack {
                Button("Rename 500") { items[500].name = "Renamed" }
                ForEach(items) { item in
                    Row(item: item)
                }
            }
        }
    }

    @Test func stateChangeInOneRowReevaluatesThatRowAlone() throws {
        let host = ViewHost(Rows())
        #expect(host.stats.bodyEvaluations(of: Row.self) == 1000)
        host.resetStatistics()
        try host.tap("Item 10 tapped 0")
        #expect(host.contains(text: "Item 10 tapped 1"))
        #expect(host.stats.bodyEvaluations(of: Row.self) == 1)
        #expect(host.stats.bodyEvaluations == 1)
    }

    @Test func rootChangeToOneElementReevaluatesRootAndThatRow() throws {
        let host = ViewHost(Rows())
        host.resetStatistics()
        try host.tap("Rename 500")
        #expect(host.contains(text: "Renamed tapped 0"))
        #expect(host.stats.bodyEvaluations(of: Rows.self) == 1)
        // Rows whose item is equal to last time are skipped by comparing their inputs.
        #expect(host.stats.bodyEvaluations(of: Row.self) == 1)
        #expect(host.stats.bodyEvaluations == 2)
        #expect(host.stats.stateAllocations == 0)
    }

    /// A view whose body starts a task that reads state the body itself does not read.
    struct TaskInBody: View {
        let log: EventLog
        @State private var readByTheTask = 0
        @State private var taps = 0
        var body: some View {
            let _ = Task { @MainActor in log.entries.append("read \(readByTheTask)") }
            Button("Tapped \(taps)") { readByTheTask += 1 }
        }
    }

    @Test("State read by a task the body started, after the body returned, is no dependency of the view")
    func readsOfATaskStartedInTheBodyDoNotSubscribeTheView() async throws {
        let log = EventLog()
        let host = ViewHost(TaskInBody(log: log))
        // The task runs on the main actor once the test gives it a turn; that it read is
        // checked, or the test would prove nothing.
        for _ in 0..<10 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["read 0"])
        host.resetStatistics()
        try host.tap("Tapped 0")
        #expect(host.stats.bodyEvaluations(of: TaskInBody.self) == 0)
    }

    struct ClosureRow: View {
        let title: String
        let onTap: () -> Void
        var body: some View { Button(title, action: onTap) }
    }

    struct ClosureRows: View {
        @State private var tick = 0
        var body: some View {
            VStack {
                Button("Tick \(tick)") { tick += 1 }
                ClosureRow(title: "captures") { tick += 10 }
                ClosureRow(title: "captures nothing") {}
            }
        }
    }

    @Test func closuresAreComparedByIdentity() throws {
        // A closure is the same input only when it is the same closure: one that captures
        // creates a new context on every evaluation of its parent, one that captures nothing
        // is the same function each time. SwiftUI compares them the same way, bit for bit.
        let host = ViewHost(ClosureRows())
        host.resetStatistics()
        try host.tap("Tick 0")
        #expect(host.stats.bodyEvaluations(of: ClosureRow.self) == 1)
    }

    struct Unread: View {
        @State private var hidden = 0
        var body: some View {
            VStack {
                Button("Bump") { hidden += 1 }
                Text("static")
            }
        }
    }

    @Test func stateThatTheBodyDoesNotReadDoesNotReevaluateIt() throws {
        let host = ViewHost(Unread())
        host.resetStatistics()
        try host.tap("Bump")
        #expect(host.stats.bodyEvaluations == 0)
    }

    struct BindingChild: View {
        @Binding var value: Int
        var body: some View {
            Button("Child \(value)") { value += 1 }
        }
    }

    struct BindingParent: View {
        @State private var value = 0
        var body: some View {
            VStack {
                Text("static parent")
                BindingChild(value: $value)
            }
        }
    }

    @Test func aBindingReaderUpdatesWithoutTheOwner() throws {
        let host = ViewHost(BindingParent())
        host.resetStatistics()
        try host.tap("Child 0")
        #expect(host.contains(text: "Child 1"))
        #expect(host.stats.bodyEvaluations(of: BindingChild.self) == 1)
        #expect(host.stats.bodyEvaluations(of: BindingParent.self) == 0)
    }

    /// A row closure runs when `ForEach` updates, not in the body that builds it; what it reads
    /// still counts: SwiftUI updates the rows when that state changes.
    @Test func stateReadOnlyInARowClosureUpdatesTheRows() throws {
        struct Chooser: View {
            @State private var selected = 0
            var body: some View {
                VStack {
                    Button("Next") { selected += 1 }
                    ForEach(0..<3, id: \.self) { index in
                        Text(index == selected ? "[\(index)]" : "\(index)")
                    }
                }
            }
        }
        let host = ViewHost(Chooser())
        #expect(host.texts == ["Next", "[0]", "1", "2"])
        try host.tap("Next")
        #expect(host.texts == ["Next", "0", "[1]", "2"])
    }

    @Test func observablePropertyReadOnlyInARowClosureUpdatesTheRows() throws {
        struct Fruits: View {
            let basket: Basket
            var body: some View {
                ForEach(["Apple", "Pear"], id: \.self) { fruit in
                    Text(basket.picked.contains(fruit) ? "\(fruit) ✓" : fruit)
                }
            }
        }
        let basket = Basket()
        let host = ViewHost(Fruits(basket: basket))
        #expect(host.texts == ["Apple", "Pear"])
        basket.picked.insert("Pear")
        #expect(host.texts == ["Apple", "Pear ✓"])
    }
}

@Observable private final class Basket {
    var picked: Set<String> = []
}
