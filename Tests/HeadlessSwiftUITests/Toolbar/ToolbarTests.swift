import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A notes screen with leading, principal and trailing items, as an app writes it.
@MainActor
@Suite("Toolbars show in the navigation bar and take taps")
struct ToolbarTests {
    struct Notes: View {
        @State private var notes: [String] = ["Groceries"]
        @State private var isEditing = false
        var body: some View {
            NavigationStack {
                VStack {
                    ForEach(notes, id: \.self) { Text($0) }
                }
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    }
                    ToolbarItem(placement: .principal) {
                        Text("\(notes.count) notes")
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Add") { notes.append("Note \(notes.count + 1)") }
                        if isEditing {
                            Button("Clear") { notes.removeAll() }
                        }
                    }
                }
            }
        }
    }

    @Test func itemsShowInTheNavigationBarWithTheirPlacements() {
        let host = ViewHost(Notes())
        let tree = host.render()
        #expect(tree.contains(".navigationBarTitleDisplayMode(.inline)"), "\(tree)")
        #expect(tree.contains("NavigationBar:"), "\(tree)")
        #expect(tree.contains("ToolbarItem(placement: .topBarLeading)"), "\(tree)")
        #expect(tree.contains("ToolbarItem(placement: .principal)"), "\(tree)")
        #expect(tree.contains("ToolbarItemGroup(placement: .topBarTrailing)"), "\(tree)")
        #expect(host.contains(text: "1 notes"))
    }

    @Test func aGroupOfItemsAddsItsItemsInPlace() throws {
        struct Editor: View {
            @State private var saved = 0
            let isEditing: Bool
            var body: some View {
                NavigationStack {
                    Text("Saved \(saved)")
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Draft") }
                            if isEditing {
                                Group {
                                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                    ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
                                }
                            }
                        }
                }
            }
        }
        let host = ViewHost(Editor(isEditing: true))
        let tree = host.render()
        #expect(tree.contains("ToolbarItem(placement: .cancellationAction)"), "\(tree)")
        #expect(tree.contains("ToolbarItem(placement: .confirmationAction)"), "\(tree)")
        try host.tap("Save")
        #expect(host.contains(text: "Saved 1"))
        let reading = ViewHost(Editor(isEditing: false))
        #expect(throws: ViewHostError.self) { try reading.tap("Save") }
    }

    @Test func navigationBarItemsArePlacedAsLeadingAndTrailingToolbarItems() throws {
        struct Legacy: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("\(count) items")
                        .navigationBarItems(leading: Text("Items"), trailing: Button("Add") { count += 1 })
                }
            }
        }
        let host = ViewHost(Legacy())
        let tree = host.render()
        #expect(tree.contains("ToolbarItem(placement: .topBarLeading)"), "\(tree)")
        #expect(tree.contains("ToolbarItem(placement: .topBarTrailing)"), "\(tree)")
        try host.tap("Add")
        #expect(host.contains(text: "1 items"))
        #expect(ViewHost(Text("Form").navigationBarItems(trailing: Text("Save"))).render().contains("topBarTrailing"))
    }

    @Test func theHostTapsToolbarButtons() throws {
        let host = ViewHost(Notes())
        try host.tap("Add")
        #expect(host.contains(text: "Note 2"))
        #expect(host.contains(text: "2 notes"))
        #expect(throws: ViewHostError.self) { try host.tap("Clear") }
        try host.tap("Edit")
        try host.tap("Clear")
        #expect(host.contains(text: "0 notes"))
        #expect(!host.contains(text: "Groceries"))
        try host.tap("Done")
        #expect(throws: ViewHostError.self) { try host.tap("Clear") }
    }

    struct EditorToolbar: ToolbarContent {
        let save: () -> Void
        var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: save)
            }
        }
    }

    struct Loose: View {
        @State private var saves = 0
        var body: some View {
            Text("Saved \(saves)")
                .toolbar { EditorToolbar { saves += 1 } }
        }
    }

    @Test func aToolbarOutsideANavigationStackIsRecordedWithoutABar() throws {
        let host = ViewHost(Loose())
        let tree = host.render()
        #expect(tree.contains("toolbar (no navigation bar):"), "\(tree)")
        #expect(tree.contains("ToolbarItem(placement: .confirmationAction)"), "\(tree)")
        try host.tap("Save")
        #expect(host.contains(text: "Saved 1"))
    }

    @Test func aPushedScreensToolbarIsOnTheTopScreenOnly() throws {
        struct Stack: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") {
                        Text("Detail")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                            }
                    }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Root action") {} } }
                }
            }
        }
        let host = ViewHost(Stack())
        #expect(host.contains(text: "Root action"))
        #expect(!host.contains(text: "Share"))
        try host.tap("Open")
        #expect(host.contains(text: "Share"))
        #expect(!host.contains(text: "Root action"), "the root screen, and its bar, are covered")
    }
}
