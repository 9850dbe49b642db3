import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import HeadlessSwiftUISnapshotTesting
import NotesApp
import Testing

/// The sample app end to end, as a team tests its app on Linux: the screens as written for
/// iOS, driven by taps, typing and search, checked by queries and snapshots.
@MainActor
@Suite("Notes app")
struct NotesAppTests {
    @Test func theListShowsPinnedNotesFirst() {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        #expect(host.navigationTitle == "Notes")
        #expect(Array(host.texts.prefix(3)) == ["Groceries", "Book ideas", "Gift list"])
        #expect(host.find(where: { $0.accessibilityLabel == "Pinned" }) != nil)
        assertSnapshot(of: host)
        assertSnapshot(of: host, as: .svg)
        assertSnapshot(of: host, as: .png)  // to look at; compared by the SVG inside
    }

    @Test func searchFiltersAndSaysWhenNothingMatches() throws {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        try host.search("gi")
        #expect(host.contains(text: "Gift list"))
        #expect(!host.contains(text: "Groceries"))
        try host.search("zebra")
        #expect(host.contains(text: "No Results for “zebra”"))
        #expect(host.contains(text: "Check the spelling or try a new search."))
        assertSnapshot(of: host, named: "no-results")
        try host.cancelSearch()
        #expect(host.contains(text: "Groceries"))
    }

    @Test func editingInTheDetailShowsInTheList() throws {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        try host.tap("Book ideas")
        #expect(host.navigationTitle == "Book ideas")
        #expect(host.contains(text: "A lighthouse keeper who collects maps"))
        try host.type("Novel ideas", into: "Title")
        try host.toggle("Pinned")
        #expect(host.navigationTitle == "Novel ideas")
        assertSnapshot(of: host, as: .text(frames: true))
        try host.back()
        #expect(Array(host.texts.prefix(2)) == ["Groceries", "Novel ideas"], "pinned notes come first")
    }

    @Test func deletingGoesBackAndRemovesTheNote() throws {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        try host.tap("Gift list")
        try host.tap("Delete Note")
        #expect(host.navigationTitle == "Notes")
        #expect(!host.contains(text: "Gift list"))
    }

    @Test func theNewNoteSheetSavesOnlyWithATitle() throws {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        try host.tap("New Note")
        #expect(host.presentations.count == 1)
        #expect(throws: ViewHostError.self, "Save is disabled while the title is empty") { try host.tap("Save") }
        try host.type("Packing list", into: "Title")
        assertSnapshot(of: host, as: .svg, named: "new-note")
        try host.tap("Save")
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.texts.contains("Packing list"))
    }

    @Test func cancelLeavesTheNotesAsTheyWere() throws {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        try host.tap("New Note")
        try host.type("Draft", into: "Title")
        try host.tap("Cancel")
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(!host.contains(text: "Draft"))
    }

    @Test func theAppShowsTheListInItsWindow() {
        let host = ViewHost(app: NotesApp(), device: .iPhone15Pro)
        #expect(host.navigationTitle == "Notes")
        #expect(host.contains(text: "Groceries"))
    }
}
