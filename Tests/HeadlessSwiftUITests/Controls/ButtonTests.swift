import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A button whose title follows its count.
private struct TitledCounter: View {
    @State private var count = 0

    var body: some View {
        Button(count == 0 ? "Start" : "Again \(count)") { count += 1 }
    }
}

/// A label with state of its own, inside a button whose action is new on every update.
private struct CountLabel: View {
    let count: Int
    @State private var expanded = false

    var body: some View {
        Text(expanded ? "Expanded \(count)" : "Count \(count)")
    }
}

private struct ButtonWithStatefulLabel: View {
    @State private var count = 0

    var body: some View {
        Button {
            count += 1
        } label: {
            CountLabel(count: count)
        }
    }
}

@MainActor
@Suite("Button: its label follows its value, and keeps its identity")
struct ButtonTests {
    @Test("A new title replaces the old one, and taps find it")
    func theLabelFollowsTheValue() throws {
        let host = ViewHost(TitledCounter())
        try host.tap("Start")
        #expect(host.texts == ["Again 1"])
        try host.tap("Again 1")
        #expect(host.texts == ["Again 2"])
        #expect(throws: ViewHostError.self) { try host.tap("Start") }
    }

    /// A button is updated on every update of its parent (its action is a new closure); its
    /// label is the same view, compared and updated in place, its state kept.
    @Test("The label keeps its state while the action changes")
    func theLabelKeepsItsState() throws {
        let host = ViewHost(ButtonWithStatefulLabel())
        host.resetStatistics()
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(host.texts == ["Count 2"])
        #expect(host.stats.stateAllocations == 0)
        #expect(host.stats.nodesCreated == 0)
    }

    @Test("A button with a system image and a role shows both and runs its action")
    func systemImageAndRole() throws {
        struct Row: View {
            @State private var items = ["Draft", "Invoice"]
            var body: some View {
                VStack {
                    ForEach(items, id: \.self) { item in
                        Button(item, systemImage: "trash", role: .destructive) { items.removeAll { $0 == item } }
                    }
                    Button("Clear", systemImage: "xmark", role: .cancel) { items = [] }
                }
            }
        }
        let host = ViewHost(Row())
        let tree = host.render()
        #expect(tree.contains("role: .destructive"), "\(tree)")
        #expect(tree.contains("role: .cancel"), "\(tree)")
        #expect(tree.contains("trash"), "\(tree)")
        try host.tap("Draft")
        #expect(!host.contains(text: "Draft"))
        #expect(host.contains(text: "Invoice"))
        try host.tap("Clear")
        #expect(!host.contains(text: "Invoice"))
    }
}
