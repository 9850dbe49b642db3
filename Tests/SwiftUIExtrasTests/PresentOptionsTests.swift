import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

/// What `present(item:)` sets on a presentation, and what it leaves to the app.
@MainActor
@Suite("present(item:) options: the app's own modifiers, popover adaptation, fresh items")
struct PresentOptionsTests {
    struct Note: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Observable
    final class Notes {
        var note: Note?
        var dismissed: [Note] = []
        var style: PresentationStyle = .sheet
    }

    /// Presents a note in the model's style; the content sets its own presentation options.
    struct Editor: View {
        @Bindable var notes: Notes

        var body: some View {
            Text("List")
                .present(item: $notes.note, onDismiss: { notes.dismissed.append($0) }) { note in
                    Text("Editing \(note.title)")
                        .interactiveDismissDisabled(true)
                        .presentationDetents([.medium])
                        .presentationDragIndicator(.visible)
                } style: { _ in
                    notes.style
                }
        }
    }

    @Test func theAppsOwnOptionsInsideAPlainSheetStayInForce() throws {
        // The old library wrote detents, the indicator and interactiveDismissDisabled(false)
        // around every sheet's content, so these were lost.
        let notes = Notes()
        notes.note = Note(id: 1, title: "Draft")
        let host = ViewHost(Editor(notes: notes))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.isInteractiveDismissDisabled)
        #expect(sheet.detents == [.medium])
        #expect(sheet.dragIndicator == .visible)
        #expect(host.dismiss() == false, "the app disabled the swipe")
        #expect(notes.note != nil)
    }

    @Test func aStyleOptionIsWrittenOnlyWhenSet() throws {
        let notes = Notes()
        notes.style = .sheet(detents: [.medium, .large])
        notes.note = Note(id: 1, title: "Draft")
        let host = ViewHost(Editor(notes: notes))
        let sheet = try #require(host.presentations.first)
        // The style set detents; it left the indicator and dismissal to the content.
        #expect(sheet.dragIndicator == .visible)
        #expect(sheet.isInteractiveDismissDisabled)
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func onDismissReportsTheLatestValueOfTheItem(behavior: ViewHost.PresentationBehavior) {
        let notes = Notes()
        notes.note = Note(id: 1, title: "Draft")
        let host = ViewHost(Editor(notes: notes), presentationBehavior: behavior)
        notes.note?.title = "Final"  // same id, fresher data
        #expect(host.presentations.first?.contains(text: "Editing Final") == true)
        host.settle()
        notes.note = nil
        host.settle()
        #expect(notes.dismissed == [Note(id: 1, title: "Final")])
    }

    @Test func onDismissReportsTheLatestValueWhenSwitchingToAnotherItem() {
        let notes = Notes()
        notes.note = Note(id: 1, title: "Draft")
        let host = ViewHost(Editor(notes: notes))
        notes.note?.title = "Edited"
        #expect(host.presentations.first?.contains(text: "Editing Edited") == true)  // an update between
        host.settle()
        notes.note = Note(id: 2, title: "Other")
        host.settle()
        #expect(notes.dismissed == [Note(id: 1, title: "Edited")])
        #expect(host.presentations.first?.contains(text: "Editing Other") == true)
    }

    /// The content gets a binding to the item and edits it in place.
    struct BindingEditor: View {
        @Bindable var notes: Notes

        var body: some View {
            Text("Title: \(notes.note?.title ?? "none")")
                .present(item: $notes.note) { $note in
                    VStack {
                        Text("Editing \(note.title)")
                        Button("Rename") { note.title += "!" }
                    }
                } style: { _ in
                    .sheet
                }
        }
    }

    @Test func presentedContentCanEditItsItem() throws {
        let notes = Notes()
        notes.note = Note(id: 1, title: "Draft")
        let host = ViewHost(BindingEditor(notes: notes))
        try host.tap("Rename")
        #expect(notes.note?.title == "Draft!")
        #expect(host.presentations.first?.contains(text: "Editing Draft!") == true)
        #expect(host.contains(text: "Title: Draft!"))
    }

    /// Keeps the binding the presented content got, to write through it later.
    final class BindingBox {
        var note: Binding<Note>?
    }

    struct CapturingEditor: View {
        @Bindable var notes: Notes
        let box: BindingBox

        var body: some View {
            Text("List")
                .present(item: $notes.note) { $note in
                    Text("Editing \(note.title)").onAppear { box.note = $note }
                } style: { _ in
                    .sheet
                }
        }
    }

    @Test func anEditOfAnItemThatIsLeavingDoesNotComeBack() throws {
        let notes = Notes()
        notes.note = Note(id: 1, title: "Draft")
        let box = BindingBox()
        let host = ViewHost(CapturingEditor(notes: notes, box: box))
        let binding = try #require(box.note)
        binding.wrappedValue.title = "Edited"  // while it is up, the edit reaches the app
        #expect(notes.note?.title == "Edited")
        host.settle()
        notes.note = nil  // leaving; its content is still on screen
        #expect(host.presentations.first?.isDismissing == true)
        binding.wrappedValue.title = "Late edit"  // a write through the leaving item's binding
        #expect(notes.note == nil, "a write through a leaving item's binding does not re-present it")
        host.settle()
        #expect(notes.note == nil)
        #expect(host.presentations.isEmpty)
    }

    // MARK: Popovers

    struct Tip: Identifiable {
        let id = 1
    }

    struct TipHost: View {
        @State private var tip: Tip? = Tip()
        let style: PresentationStyle

        var body: some View {
            Text("Anchor")
                .present(item: $tip) { _ in
                    Text("Tip")
                } style: { _ in
                    style
                }
        }
    }

    static func compact() -> EnvironmentValues {
        var values = EnvironmentValues()
        values.horizontalSizeClass = .compact
        values.verticalSizeClass = .regular
        return values
    }

    @Test func onAnIPhoneAPopoverAppearsAsASheetByDefault() throws {
        let host = ViewHost(TipHost(style: .popover(arrowEdge: .bottom)), environment: Self.compact())
        let popover = try #require(host.presentations.first)
        #expect(popover.style == .popover(arrowEdge: .bottom))
        #expect(popover.appearance == .sheet)
    }

    @Test func aPopoverCanStayAPopoverOnIPhone() throws {
        let host = ViewHost(
            TipHost(style: .popover(arrowEdge: .bottom, compactAdaptation: .popover)), environment: Self.compact())
        let popover = try #require(host.presentations.first)
        #expect(popover.appearance == .popover(arrowEdge: .bottom))
    }

    @Test func aPopoverCanBecomeASheetWithDetentsOnIPhone() throws {
        let style = PresentationStyle.popover(
            compactAdaptation: .sheet(detents: [.height(200), .medium], dragIndicator: .visible))
        let host = ViewHost(TipHost(style: style), environment: Self.compact())
        let popover = try #require(host.presentations.first)
        #expect(popover.appearance == .sheet)
        #expect(popover.detents == [.height(200), .medium])
        #expect(popover.selectedDetent == .height(200), "opens at its smallest detent")
        #expect(popover.dragIndicator == .visible)
    }

    @Test func onAnIPadAPopoverStaysAPopover() throws {
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let host = ViewHost(TipHost(style: .popover(arrowEdge: .bottom)), environment: regular)
        #expect(host.presentations.first?.appearance == .popover(arrowEdge: .bottom))
    }

    @Observable
    final class TipState {
        var tip: Tip? = Tip()
    }

    struct LeavingTip: View {
        @Bindable var state: TipState

        var body: some View {
            Text("Anchor")
                .present(item: $state.tip) { _ in
                    Text("Tip")
                } style: { _ in
                    .popover(arrowEdge: .bottom)
                }
        }
    }

    @Test func aPopoverKeepsItsArrowWhileItLeaves() throws {
        // The old library gave the popover modifier the default anchor as soon as nothing
        // was shown, so the arrow jumped to the top during the dismissal.
        let state = TipState()
        let host = ViewHost(LeavingTip(state: state))
        host.settle()
        state.tip = nil
        let leaving = try #require(host.presentations.first)
        #expect(leaving.isDismissing)
        #expect(leaving.style == .popover(arrowEdge: .bottom))
        host.settle()
        #expect(host.presentations.isEmpty)
    }
}
