import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ForEach over a binding: editable rows")
struct BindingForEachTests {
    struct Task: Identifiable, Equatable {
        let id: String
        var done = 0
    }

    /// A row that edits its element through the binding it is handed.
    struct Row: View {
        @Binding var task: Task

        var body: some View {
            HStack {
                Button("\(task.id) done \(task.done)") { task.done += 1 }
                Counter(name: task.id)
            }
        }
    }

    /// Which `ForEach` initializer builds the rows. `ForEach($tasks)` resolves to the
    /// collection initializer (a binding to a collection is a collection of `Identifiable`
    /// bindings), as it does against SwiftUI; the binding initializers are reached by naming
    /// the type, or by a key path rooted in the element.
    enum Form: CaseIterable, Sendable {
        case collectionOfBindings
        case bindingInitializer
        case bindingInitializerWithKeyPath
    }

    struct Board: View {
        let form: Form
        @State private var tasks = [Task(id: "a"), Task(id: "b"), Task(id: "c")]

        var body: some View {
            VStack {
                Text("Total \(tasks.map(\.done).reduce(0, +))")
                Button("Reverse") { tasks.reverse() }
                Button("Drop b") { tasks.removeAll { $0.id == "b" } }
                switch form {
                case .collectionOfBindings:
                    ForEach($tasks) { $task in Row(task: $task) }
                case .bindingInitializer:
                    ForEach<LazyMapSequence<Range<Int>, (Int, String)>, String, Row>($tasks) { $task in
                        Row(task: $task)
                    }
                case .bindingInitializerWithKeyPath:
                    ForEach($tasks, id: \Task.id) { $task in Row(task: $task) }
                }
            }
        }
    }

    @Test(arguments: Form.allCases)
    func editingARowWritesTheRootStateAndReevaluates(form: Form) throws {
        let host = ViewHost(Board(form: form))
        try host.tap("b done 0")
        #expect(host.contains(text: "b done 1"))
        #expect(host.contains(text: "Total 1"), "the root read the edited collection again")
        try host.tap("b done 1")
        #expect(host.contains(text: "Total 2"))
        #expect(host.texts.filter { $0.contains("done") } == ["a done 0", "b done 2", "c done 0"])
        #expect(host.warnings.isEmpty)
    }

    @Test(arguments: Form.allCases)
    func rowIdentityIsTheElementID(form: Form) throws {
        let host = ViewHost(Board(form: form))
        try host.tap("a: 0")
        try host.tap("c: 0")
        try host.tap("c: 1")
        try host.tap("Reverse")
        // Each row's own state follows its element's id, not its position.
        #expect(host.texts.filter { $0.contains(":") } == ["c: 2", "b: 0", "a: 1"])
        #expect(host.stats.stateDeallocations == 0)
        // After the reorder, each row's binding still writes its own element.
        try host.tap("a done 0")
        #expect(host.texts.filter { $0.contains("done") } == ["c done 0", "b done 0", "a done 1"])
        #expect(host.contains(text: "Total 1"))
    }

    @Test(arguments: Form.allCases)
    func removingAnElementRemovesItsRow(form: Form) throws {
        let host = ViewHost(Board(form: form))
        try host.tap("b: 0")
        try host.tap("c done 0")
        host.resetStatistics()
        try host.tap("Drop b")
        #expect(host.texts.filter { $0.contains("done") } == ["a done 0", "c done 1"])
        #expect(host.stats.stateDeallocations == 1, "the removed row's state goes with it")
        try host.tap("c done 1")
        #expect(host.contains(text: "c done 2"))
        #expect(host.contains(text: "Total 2"))
    }

    struct Names: View {
        @State private var names = ["Ada", "Grace"]

        var body: some View {
            VStack {
                Text(names.joined(separator: ", "))
                ForEach($names, id: \.self) { $name in
                    Button("Shout \(name)") { name = name.uppercased() }
                }
            }
        }
    }

    @Test func keyPathIdentifiedRowsWriteThrough() throws {
        let host = ViewHost(Names())
        try host.tap("Shout Grace")
        #expect(host.contains(text: "Ada, GRACE"))
        #expect(host.contains(text: "Shout GRACE"))
        #expect(host.warnings.isEmpty)
    }

    @Test func aBindingToACollectionIsACollectionOfElementBindings() {
        final class Box: @unchecked Sendable {
            var values = [1, 2, 3]
        }
        let box = Box()
        let values = Binding(get: { box.values }, set: { box.values = $0 })
        #expect(values.count == 3)
        #expect(values.map(\.wrappedValue) == [1, 2, 3])
        #expect(values.last?.wrappedValue == 3)
        values[1].wrappedValue = 20
        #expect(box.values == [1, 20, 3])
        var index = values.endIndex
        values.formIndex(before: &index)
        values[index].wrappedValue = 30
        #expect(box.values == [1, 20, 30])
    }
}
