import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A to-do list screen, written as an app writes it.
@Observable
@MainActor
final class TodoStore {
    struct Todo: Identifiable, Hashable {
        let id: Int
        var title: String
        var isFlagged = false
    }

    var todos: [Todo] = [
        Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk dog"), Todo(id: 3, title: "Pay rent"),
    ]
    private var nextID = 4
    var reloads = 0

    func add(_ title: String) {
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
    }

    func reload() async {
        try? await Task.sleep(for: .milliseconds(10))
        reloads += 1
        todos.append(Todo(id: 100 + reloads, title: "Synced \(reloads)"))
    }
}

struct TodoListScreen: View {
    let store: TodoStore
    var body: some View {
        VStack {
            HStack {
                EditButton()
                Button("Add") { store.add("New task") }
            }
            List {
                Section("Today") {
                    ForEach(store.todos) { todo in
                        Text(todo.title)
                            .swipeActions(edge: .leading) {
                                Button(todo.isFlagged ? "Unflag" : "Flag") {
                                    if let index = store.todos.firstIndex(where: { $0.id == todo.id }) {
                                        store.todos[index].isFlagged.toggle()
                                    }
                                }
                            }
                    }
                    .onDelete { store.todos.remove(atOffsets: $0) }
                    .onMove { store.todos.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .listStyle(.insetGrouped)
            .refreshable { await store.reload() }
        }
    }
}

/// Rows with their own trailing swipe actions: Delete (destructive) and Flag.
struct MailboxScreen: View {
    @State private var messages = ["Hello", "Invoice", "Lunch?"]
    @State private var flagged: Set<String> = []
    var body: some View {
        VStack {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                            Button("Flag") { flagged.insert(message) }
                        }
                }
                .onDelete { messages.remove(atOffsets: $0) }
            }
            Text("Flagged: \(flagged.sorted().joined(separator: ", "))")
        }
    }
}

@MainActor
@Suite("Lists: rows, editing, swipe actions, refresh")
struct ListsTests {
    @Test func rowsShowInTheTreeWithTheListStyleAndSection() {
        let host = ViewHost(TodoListScreen(store: TodoStore()))
        let tree = host.render()
        #expect(tree.contains("List(style: insetGrouped)"))
        #expect(tree.contains("Section(\"Today\")"))
        #expect(tree.contains(".refreshable"))
        #expect(host.texts.contains("Buy milk"))
        #expect(tree.contains("swipeActions(leading: \"Flag\")"))
    }

    @Test func addAppendsARow() throws {
        let store = TodoStore()
        let host = ViewHost(TodoListScreen(store: store))
        try host.tap("Add")
        #expect(store.todos.map(\.title) == ["Buy milk", "Walk dog", "Pay rent", "New task"])
        #expect(host.contains(text: "New task"))
    }

    @Test func swipeToDeleteRunsOnDeleteWithTheRowsOffset() throws {
        let store = TodoStore()
        let host = ViewHost(TodoListScreen(store: store))
        try host.swipeToDelete("Walk dog")
        #expect(store.todos.map(\.title) == ["Buy milk", "Pay rent"])
        #expect(!host.contains(text: "Walk dog"))
    }

    @Test func moveRunsOnMoveWithTheDestinationBeforeTheMove() throws {
        let store = TodoStore()
        let host = ViewHost(TodoListScreen(store: store))
        // To the end: the destination is the number of rows.
        try host.move("Buy milk", toOffset: 3)
        #expect(store.todos.map(\.title) == ["Walk dog", "Pay rent", "Buy milk"])
        try host.move("Buy milk", toOffset: 0)
        #expect(store.todos.map(\.title) == ["Buy milk", "Walk dog", "Pay rent"])
        // Down one: the destination counts the moved row, as Array.move does.
        try host.move("Buy milk", toOffset: 2)
        #expect(store.todos.map(\.title) == ["Walk dog", "Buy milk", "Pay rent"])
        #expect(host.texts.prefix(5).contains("Walk dog"))
    }

    @Test func leadingSwipeActionRunsAndItsLabelFollowsState() throws {
        let store = TodoStore()
        let host = ViewHost(TodoListScreen(store: store))
        #expect(try host.swipeActions(on: "Pay rent", edge: .leading) == ["Flag"])
        try host.swipe("Pay rent", edge: .leading, andTap: "Flag")
        #expect(store.todos[2].isFlagged)
        #expect(try host.swipeActions(on: "Pay rent", edge: .leading) == ["Unflag"])
        #expect(throws: ViewHostError.self) { try host.swipeActions(on: "Pay rent", edge: .trailing) }
    }

    @Test func editButtonTogglesEditModeForTheList() throws {
        let host = ViewHost(TodoListScreen(store: TodoStore()))
        #expect(host.contains(text: "Edit"))
        try host.tap("Edit")
        #expect(host.contains(text: "Done"))
        #expect(host.find(text: "Pay rent")?.environment?.editMode?.wrappedValue == .active)
        #expect(host.render().contains("List(style: insetGrouped, editMode: active)"), "the list's line says so too")
        try host.tap("Done")
        #expect(host.contains(text: "Edit"))
        #expect(host.find(text: "Pay rent")?.environment?.editMode?.wrappedValue == .inactive)
    }

    @Test func pullToRefreshAwaitsTheAction() async throws {
        let store = TodoStore()
        let host = ViewHost(TodoListScreen(store: store))
        try await host.pullToRefresh()
        #expect(store.reloads == 1)
        #expect(host.contains(text: "Synced 1"))
    }

    @Test func trailingSwipeActionsReplaceTheDeleteAction() throws {
        let host = ViewHost(MailboxScreen())
        #expect(try host.swipeActions(on: "Invoice") == ["Delete", "Flag"])
        #expect(throws: ViewHostError.self) { try host.swipeToDelete("Invoice") }
        try host.swipe("Invoice", andTap: "Flag")
        #expect(host.contains(text: "Flagged: Invoice"))
        // A full swipe performs the first action: the destructive Delete.
        try host.fullSwipe("Hello")
        #expect(!host.contains(text: "Hello"))
        #expect(host.contains(text: "Lunch?"))
    }

    @Test func deleteDisabledRowsCannotBeDeleted() throws {
        struct Screen: View {
            @State var items = ["Locked", "Free"]
            var body: some View {
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item).deleteDisabled(item == "Locked")
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(throws: ViewHostError.self) { try host.swipeToDelete("Locked") }
        try host.swipeToDelete("Free")
        #expect(host.texts == ["Locked"])
    }

    @Test func selectingARowWritesTheSelection() throws {
        struct Screen: View {
            struct Mailbox: Identifiable {
                let id: String
            }
            @State private var selection: String?
            @State private var picked: Set<String> = []
            let boxes = [Mailbox(id: "Inbox"), Mailbox(id: "Sent")]
            var body: some View {
                VStack {
                    List(boxes, selection: $selection) { Text($0.id) }
                    Text("Selected: \(selection ?? "none")")
                    List(selection: $picked) {
                        ForEach(["A", "B", "C"], id: \.self) { Text("Item \($0)").selectionDisabled($0 == "C") }
                    }
                    Text("Picked: \(picked.sorted().joined())")
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render().contains("List(selection: nil)"))
        try host.select(row: "Sent")
        #expect(host.contains(text: "Selected: Sent"))
        try host.select(row: "Item B")
        try host.select(row: "Item A")
        #expect(host.contains(text: "Picked: AB"))
        try host.select(row: "Item B")
        #expect(host.contains(text: "Picked: A"))
        #expect(throws: ViewHostError.self) { try host.select(row: "Item C") }
    }

    @Test func bindingRowsEditTheirElements() throws {
        struct Row: View {
            @Binding var todo: TodoStore.Todo
            var body: some View {
                Button(todo.title) { todo.title += "!" }
            }
        }
        struct Screen: View {
            @State var todos = [TodoStore.Todo(id: 1, title: "One"), TodoStore.Todo(id: 2, title: "Two")]
            var body: some View {
                VStack {
                    List($todos) { $todo in
                        Row(todo: $todo)
                    }
                    Text("Titles: \(todos.map(\.title).joined(separator: ", "))")
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("One")
        #expect(host.contains(text: "One!"))
        #expect(host.contains(text: "Titles: One!, Two"))
    }

    @Test func arrayMoveAndRemoveMatchSwiftUIsOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        #expect(letters == ["c", "b", "d", "a"])
        letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 1)
        #expect(letters == ["c", "b", "d", "a"])
        letters.remove(atOffsets: IndexSet([0, 3]))
        #expect(letters == ["b", "d"])
    }
}

@MainActor
@Suite("Forms are lists of sections")
struct FormTests {
    struct SettingsScreen: View {
        @State private var sounds = true
        var body: some View {
            Form {
                Section {
                    Button(sounds ? "Sounds on" : "Sounds off") { sounds.toggle() }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Sounds play for new messages.")
                }
                Section("About") {
                    Text("Version 1.0")
                }
            }
        }
    }

    @Test func aFormShowsItsSectionsWithHeadersAndFooters() throws {
        let host = ViewHost(SettingsScreen())
        let tree = host.render()
        #expect(tree.contains("Form(style: automatic)"))
        #expect(tree.contains("Section(\"About\")"))
        #expect(host.texts == ["Notifications", "Sounds on", "Sounds play for new messages.", "Version 1.0"])
        try host.tap("Sounds on")
        #expect(host.contains(text: "Sounds off"))
    }

    @Test func aFormFillsTheScreenAndRowsAreAtLeast44PointsTall() throws {
        let host = ViewHost(SettingsScreen())
        let row = try #require(host.frame(of: "Version 1.0"))
        #expect(row.height <= 44)
        let frames = host.render(frames: true)
        #expect(frames.contains("Form(style: automatic) [0, "))
    }

    @Test func aCollapsedSectionHidesItsRows() throws {
        struct Screen: View {
            @State private var expanded = false
            var body: some View {
                List {
                    Section("Archive", isExpanded: $expanded) {
                        Text("Old note")
                    }
                    Button("Expand") { expanded = true }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(!host.contains(text: "Old note"))
        #expect(host.render().contains("Section(\"Archive\", isExpanded: false)"))
        try host.tap("Expand")
        #expect(host.contains(text: "Old note"))
    }

    struct BannerFormStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Settings banner")
                Form(configuration)
            }
        }
    }

    @Test func formStylesAreRecordedAndACustomStyleWrapsTheForm() {
        let grouped = ViewHost(SettingsScreen().formStyle(.grouped))
        #expect(grouped.render().contains("Form(style: grouped)"))
        let custom = ViewHost(SettingsScreen().formStyle(BannerFormStyle()))
        #expect(custom.texts.first == "Settings banner")
        #expect(custom.texts.contains("Version 1.0"))
        #expect(custom.render().contains("Form(style: BannerFormStyle)"))
    }
}
