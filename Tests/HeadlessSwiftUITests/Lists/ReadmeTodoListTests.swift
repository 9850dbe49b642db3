import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

// The README's app-screen example, kept compiling and passing.

private struct TodoList: View {
    @State private var todos = ["Milk", "Bread", "Eggs"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(todos, id: \.self) { Text($0) }
                    .onDelete { todos.remove(atOffsets: $0) }
                    .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
            .refreshable { await reload() }
        }
    }

    func reload() async { todos.append("Butter") }
}

@MainActor
@Test func readmeTodoListIsEditedAsAUserWould() async throws {
    let host = ViewHost(TodoList())
    try host.swipeToDelete("Bread")
    try host.move("Eggs", toOffset: 0)
    try await host.pullToRefresh()
    #expect(host.texts.filter { ["Milk", "Bread", "Eggs", "Butter"].contains($0) } == ["Eggs", "Milk", "Butter"])
}
