#if canImport(SwiftUI) && !HEADLESS_SWIFTUI
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// The new-note form, presented as a sheet: Save is enabled once the title is not empty.
struct NewNoteSheet: View {
    let save: (_ title: String, _ body: String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Note", text: $text, axis: .vertical)
            }
            .navigationTitle("New Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(title, text)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
