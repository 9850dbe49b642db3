import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

private struct Note: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// A notes list whose rows ask before deleting, the dialog presenting the row's note.
private struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var pendingDeletion: Note?
    @State private var asksToDelete = false

    var body: some View {
        VStack {
            ForEach(notes) { note in
                Button("Delete \(note.title)") {
                    pendingDeletion = note
                    asksToDelete = true
                }
            }
        }
        .confirmationDialog(
            "Delete note?", isPresented: $asksToDelete, titleVisibility: .visible, presenting: pendingDeletion
        ) { note in
            Button("Delete \"\(note.title)\"", role: .destructive) {
                notes.removeAll { $0.id == note.id }
            }
            Button("Cancel", role: .cancel) {}
        } message: { note in
            Text("\(note.title) will be deleted.")
        }
    }
}

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var recoverySuggestion: String? { "Check your connection." }
}

/// An editor whose save fails with a localized error.
private struct EditorScreen: View {
    @State private var error: SaveError?
    @State private var showsError = false
    @State private var retries = 0

    var body: some View {
        VStack {
            Text("retries \(retries)")
            Button("Save") {
                error = SaveError()
                showsError = true
            }
        }
        .alert(isPresented: $showsError, error: error) { _ in
            Button("Retry") { retries += 1 }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

/// A map screen whose details sheet lets the map behind it be used.
private struct MapScreen: View {
    @State private var showsDetails = true

    var body: some View {
        Text("Map")
            .sheet(isPresented: $showsDetails) {
                Text("Details")
                    .presentationDetents([.height(120), .medium])
                    .presentationBackground(.yellow)
                    .presentationCornerRadius(24)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
            }
    }
}

@MainActor
@Suite("Presentation options and dialog forms")
struct PresentationOptionsCompletenessTests {
    @Test("A delete confirmation presenting a note runs its destructive action with that note")
    func deleteConfirmation() throws {
        let host = ViewHost(NotesScreen())
        try host.tap("Delete Ideas")
        let dialog = try #require(host.presentations.first)
        #expect(dialog.style == .confirmationDialog)
        #expect(dialog.texts == ["Delete note?", "Ideas will be deleted.", "Delete \"Ideas\"", "Cancel"])
        try host.tap("Delete \"Ideas\"")
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(!host.contains(text: "Delete Ideas"))
        #expect(host.contains(text: "Delete Groceries"))
    }

    @Test("An alert for a LocalizedError takes its title from errorDescription and passes the error on")
    func errorAlert() throws {
        let host = ViewHost(EditorScreen())
        try host.tap("Save")
        let alert = try #require(host.presentations.first)
        #expect(alert.style == .alert)
        #expect(alert.texts == ["Could not save", "Check your connection.", "Retry"])
        try host.tap("Retry")
        host.settle()
        #expect(host.contains(text: "retries 1"))
        #expect(host.presentations.isEmpty)
    }

    @Test("Background, corner radius and interaction options are recorded on the presentation")
    func appearanceOptions() throws {
        let host = ViewHost(MapScreen())
        let sheet = try #require(host.presentations.first)
        let heading = try #require(sheet.description.split(separator: "\n").first)
        #expect(heading.contains("background: .yellow"))
        #expect(heading.contains("cornerRadius: 24"))
        #expect(heading.contains("backgroundInteraction: .enabled(upThrough: .medium)"))
        #expect(heading.contains("contentInteraction: .scrolls"))
    }

    @Test("A custom presentation background view lives behind the content")
    func backgroundView() throws {
        let host = ViewHost(
            Text("Map").sheet(isPresented: .constant(true)) {
                Text("Details").presentationBackground { Text("Backdrop") }
            })
        let sheet = try #require(host.presentations.first)
        #expect(sheet.contains(text: "Backdrop"))
        #expect(sheet.description.contains("background: view"))
    }

    @Test("An inspector on iPhone is presented as a sheet; its column width and dialog options are recorded")
    func inspectorAsSheet() throws {
        struct Editor: View {
            @State private var showsInspector = false
            var body: some View {
                Button("Inspect") { showsInspector = true }
                    .inspector(isPresented: $showsInspector) {
                        Text("Properties").inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                    }
                    .dialogSuppressionToggle("Don't ask again", isSuppressed: .constant(false))
            }
        }
        let host = ViewHost(Editor())
        #expect(host.presentations.isEmpty)
        try host.tap("Inspect")
        let inspector = try #require(host.presentations.first)
        #expect(inspector.style == .sheet)
        #expect(inspector.contains(text: "Properties"))
        #expect(host.render().contains("inspectorColumnWidth(min: 200, ideal: 300, max: 400)"))
        #expect(host.render().contains("dialogSuppressionToggle(\"Don't ask again\", isSuppressed: false)"))
    }
}

// MARK: Options set beside the content, and options whose modifier goes away

/// What the test flips while the sheet is up.
@Observable
private final class SheetFlags {
    var locks = false
    var showsIndicator = false
    var hasDetents = false
    var ownIndicator = true
}

/// A sheet whose content sets options on views beside it, in its background, each only while
/// its flag is on; the content's own drag indicator sits in a branch of its own.
private struct FlaggedSheet: View {
    @Bindable var flags: SheetFlags
    @State private var isPresented = true

    var body: some View {
        Text("Notes")
            .sheet(isPresented: $isPresented) {
                VStack {
                    if flags.ownIndicator {
                        Text("Form").presentationDragIndicator(.hidden)
                    } else {
                        Text("Form")
                    }
                }
                .background {
                    if flags.locks { Color.clear.interactiveDismissDisabled() }
                    if flags.showsIndicator { Color.clear.presentationDragIndicator(.visible) }
                    if flags.hasDetents { Color.clear.presentationDetents([.medium]) }
                }
            }
    }
}

@MainActor
@Suite("Presentation options set anywhere in the sheet, while their modifier lives")
struct PresentationOptionScopeTests {
    @Test("An option set on a view beside the content applies to the enclosing sheet, and only while it is there")
    func optionsBesideTheContent() throws {
        let flags = SheetFlags()
        flags.ownIndicator = false
        let host = ViewHost(FlaggedSheet(flags: flags))
        host.settle()
        flags.locks = true
        #expect(host.presentations.first?.isInteractiveDismissDisabled == true)
        #expect(host.dismiss() == false)
        flags.locks = false
        #expect(host.presentations.first?.isInteractiveDismissDisabled == false)
        flags.hasDetents = true
        #expect(host.presentations.first?.detents == [.medium])
        #expect(host.presentations.first?.detentSource == .presentationDetents)
        flags.hasDetents = false
        #expect(host.presentations.first?.detents == [.large], "by default, sheets support the large detent")
        #expect(host.presentations.first?.detentSource == .systemDefault)
        flags.showsIndicator = true
        #expect(host.presentations.first?.dragIndicator == .visible)
        flags.showsIndicator = false
        #expect(host.presentations.first?.dragIndicator == .automatic)
        #expect(host.dismiss())
    }

    @Test("An option whose modifier goes away leaves the one still set in the sheet, or the default")
    func optionOfARemovedView() throws {
        let flags = SheetFlags()
        let host = ViewHost(FlaggedSheet(flags: flags))
        #expect(host.presentations.first?.dragIndicator == .hidden)
        flags.ownIndicator = false
        #expect(host.presentations.first?.dragIndicator == .automatic, "the removed view's option went with it")
        flags.ownIndicator = true
        #expect(host.presentations.first?.dragIndicator == .hidden)
        flags.showsIndicator = true
        // Two values at once: which one the sheet shows SwiftUI does not document.
        _ = host.presentations
        flags.showsIndicator = false
        #expect(host.presentations.first?.dragIndicator == .hidden, "the content's own option, still set, is back")
    }
}
