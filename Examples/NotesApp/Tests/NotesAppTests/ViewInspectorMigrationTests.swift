import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import NotesApp
import Testing

/// The README's migration table from ViewInspector, compiled and run: each test is one row's
/// "HeadlessSwiftUIHost" side, on the sample app.
@MainActor
@Suite("Migrating from ViewInspector")
struct ViewInspectorMigrationTests {
    /// `ViewHosting.host(view:)` and `try sut.inspect()`: a host is the inspected view.
    @Test func hostAndInspect() {
        let host = ViewHost(NotesListScreen())
        #expect(!host.render().isEmpty)
    }

    /// `try sut.inspect().find(text: "Groceries")` and `try text.string()`.
    @Test func findText() {
        let host = ViewHost(NotesListScreen())
        #expect(host.find(text: "Groceries")?.text == "Groceries")
        #expect(host.contains(text: "Gift list"))
    }

    /// `try sut.inspect().find(ViewType.Image.self)`: by the view's type, typed; a screen of
    /// the app's own too.
    @Test func findByViewType() {
        let host = ViewHost(NotesListScreen())
        #expect(host.find(Image.self)?.accessibilityLabel == "Pinned")
        let images = host.findAll(Image.self).map(\.name)
        #expect(images.count == 2, "the pin of the one pinned note, and the New Note button's icon")
        #expect(images.contains { $0.contains("pin.fill") } && images.contains { $0.contains("square.and.pencil") })
        #expect(host.find(NotesListScreen.self)?.texts.first == "Groceries")
    }

    /// `try sut.inspect().find(button: "New Note").tap()`.
    @Test func tapAButton() throws {
        let host = ViewHost(NotesListScreen())
        try host.tap("New Note")
        #expect(host.presentations.count == 1)
    }

    /// `try sut.inspect().find(ViewType.TextField.self).setInput("…")`.
    @Test func setInput() throws {
        let host = ViewHost(NotesListScreen())
        try host.tap("Gift list")
        try host.type("Gifts", into: "Title")
        #expect(host.navigationTitle == "Gifts")
    }

    /// `try sut.inspect().find(ViewType.Toggle.self).tap()`.
    @Test func toggle() throws {
        let host = ViewHost(NotesListScreen())
        try host.tap("Gift list")
        try host.toggle("Pinned")
        #expect(try host.control("Pinned").value(as: Bool.self) == true)
    }

    /// `try sut.inspect().find(viewWithAccessibilityLabel: "Pinned")`, and buttons by role.
    @Test func findByAccessibilityLabelAndRole() throws {
        let host = ViewHost(NotesListScreen())
        #expect(host.find(label: "Pinned") != nil)
        let newNote = try #require(host.findAll(role: .isButton).first { $0.texts == ["New Note"] })
        try host.tap(newNote)
        #expect(host.presentations.count == 1)
    }

    /// `try sut.inspect().vStack().callOnAppear()` and `.callTask()`: nothing to call. The host
    /// runs `onAppear` when a view appears and starts `task`, as iOS does;
    /// `settleTasks()` waits for the tasks to finish.
    @Test func appearAndTasks() async {
        let host = ViewHost(app: NotesApp())
        await host.settleTasks()
        #expect(host.navigationTitle == "Notes")
    }

    /// ViewInspector's `Inspection` hook in production code, for `@State` to update: not needed.
    /// State updates live, so a tap's effect is on screen at once.
    @Test func stateUpdatesWithoutHooks() throws {
        let host = ViewHost(NotesListScreen())
        try host.search("book")
        #expect(host.texts.contains("Book ideas"))
        #expect(!host.texts.contains("Groceries"))
    }

    /// ViewInspector's `GeometryReader` size is zero (#117); here layout is real.
    @Test func frames() {
        let host = ViewHost(NotesListScreen(), device: .iPhone15Pro)
        let frame = host.frame(of: "Groceries")
        #expect((frame?.width ?? 0) > 0)
    }
}
