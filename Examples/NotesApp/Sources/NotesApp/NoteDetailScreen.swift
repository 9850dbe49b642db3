#if canImport(SwiftUI) && !HEADLESS_SWIFTUI
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// A note's detail: its title to edit, a pin toggle, and a delete button that goes back.
struct NoteDetailScreen: View {
    @Bindable var store: NotesStore
    let id: Note.ID
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let index = store.notes.firstIndex(where: { $0.id == id }) {
            Form {
                Section("Title") {
                    TextField("Title", text: $store.notes[index].title)
                }
                Section("Note") {
                    Text(store.notes[index].body)
                }
                Section {
                    Toggle("Pinned", isOn: $store.notes[index].isPinned)
                }
                Section {
                    Button("Delete Note", role: .destructive) {
                        store.delete(id)
                        dismiss()
                    }
                }
            }
            .navigationTitle(store.notes[index].title)
        } else {
            ContentUnavailableView("Note deleted", systemImage: "trash")
        }
    }
}
