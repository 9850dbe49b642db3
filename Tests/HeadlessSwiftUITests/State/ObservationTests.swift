import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A store written with Observation, as apps write it since iOS 17.
@Observable final class ChoreStore {
    var todos: [String] = ["Milk"]
    var draft = ""
    var unrelated = 0
}

@MainActor
@Suite("Observation: @Observable in the environment, @Bindable editing it")
struct ObservationTests {
    struct DraftEditor: View {
        @Bindable var store: ChoreStore
        var body: some View {
            VStack {
                Text("Draft: \(store.draft)")
                Button("Type") { $store.draft.wrappedValue += "eggs" }
            }
        }
    }

    struct Counter: View {
        @Environment(ChoreStore.self) private var store
        var body: some View { Text("\(store.todos.count) todos") }
    }

    struct OptionalReader: View {
        @Environment(ChoreStore.self) private var store: ChoreStore?
        var body: some View { Text(store == nil ? "no store" : "has store") }
    }

    struct TodoScreen: View {
        @Environment(ChoreStore.self) private var store
        var body: some View {
            @Bindable var store = store
            VStack {
                Counter()
                DraftEditor(store: store)
                Button("Add") {
                    store.todos.append(store.draft)
                    store.draft = ""
                }
            }
        }
    }

    @Test func aChildEditsTheEnvironmentsStoreThroughBindable() throws {
        let store = ChoreStore()
        let host = ViewHost(TodoScreen().environment(store))
        try host.tap("Type")
        #expect(store.draft == "eggs")
        #expect(host.contains(text: "Draft: eggs"))
        try host.tap("Add")
        #expect(store.todos == ["Milk", "eggs"])
        #expect(host.contains(text: "2 todos"))
        #expect(host.contains(text: "Draft: "))
    }

    @Test func onlyViewsThatReadAPropertyReevaluate() throws {
        let store = ChoreStore()
        let host = ViewHost(TodoScreen().environment(store))
        host.resetStatistics()
        store.unrelated += 1
        _ = host.render()
        #expect(host.stats.bodyEvaluations == 0)
        store.todos.append("Bread")
        #expect(host.contains(text: "2 todos"))
        #expect(host.stats.bodyEvaluations(of: Counter.self) == 1)
        #expect(host.stats.bodyEvaluations(of: DraftEditor.self) == 0)
    }

    @Test func anOptionalEnvironmentObjectReadsNilWhenMissing() {
        #expect(ViewHost(OptionalReader()).contains(text: "no store"))
        #expect(ViewHost(OptionalReader().environment(ChoreStore())).contains(text: "has store"))
    }
}
