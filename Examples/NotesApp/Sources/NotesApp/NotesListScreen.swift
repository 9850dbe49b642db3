#if canImport(SwiftUI) && !HEADLESS_SWIFTUI
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// The app's root screen: the notes, searchable, each pushing its detail; a toolbar button
/// presents the new-note sheet.
public struct NotesListScreen: View {
    @State private var store: NotesStore
    @State private var query = ""
    @State private var isAdding = false

    public init(store: NotesStore = NotesStore()) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(store.notes(matching: query)) { note in
                    NavigationLink(value: note.id) {
                        NoteRow(note: note)
                    }
                }
            }
            .overlay {
                if !query.isEmpty && store.notes(matching: query).isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.ID.self) { id in
                NoteDetailScreen(store: store, id: id)
            }
            .searchable(text: $query, prompt: "Search notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note", systemImage: "square.and.pencil") { isAdding = true }
                }
            }
            .sheet(isPresented: $isAdding) {
                NewNoteSheet { title, body in store.add(title: title, body: body) }
            }
        }
    }
}

/// One row: the title, a pin for pinned notes.
struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            Text(note.title)
            Spacer()
            if note.isPinned {
                Image(systemName: "pin.fill").accessibilityLabel("Pinned")
            }
        }
    }
}
