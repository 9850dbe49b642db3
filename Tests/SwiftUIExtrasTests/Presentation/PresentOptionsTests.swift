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

    // MARK: Options that change while the content is up

    /// What the presenter owns and the style reads; each test flips one of these while the
    /// content is up (`interactiveDismissDisabled: hasChanges ? true : nil`, say).
    @Observable
    final class SheetSettings {
        var note: Note? = Note(id: 1, title: "Draft")
        var detents: Set<SheetDetent> = [.medium, .large]
        var keepsSelection = false
        var detent: SheetDetent = .large
        var dragIndicator: Visibility?
        var locked: Bool?
        var isPopover = false
        var adaptation: PopoverCompactAdaptation = .automatic
    }

    /// Presented content with state of its own.
    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    struct SettingsEditor: View {
        @Bindable var settings: SheetSettings

        var body: some View {
            Text("List")
                .present(item: $settings.note) { _ in
                    Counter()
                } style: { _ in
                    settings.isPopover
                        ? .popover(arrowEdge: .bottom, compactAdaptation: settings.adaptation)
                        : .sheet(
                            detents: settings.detents, selection: settings.keepsSelection ? $settings.detent : nil,
                            dragIndicator: settings.dragIndicator, interactiveDismissDisabled: settings.locked)
                }
        }
    }

    /// Presents the counter and counts to one.
    func countingToOne(_ settings: SheetSettings, environment: EnvironmentValues = EnvironmentValues()) throws
        -> ViewHost
    {
        let host = ViewHost(SettingsEditor(settings: settings), environment: environment)
        try host.tap("Increment")
        #expect(host.presentations.last?.contains(text: "Count 1") == true)
        return host
    }

    @Test func theContentKeepsItsStateWhileInteractiveDismissalIsDisabledAndEnabledAgain() throws {
        let settings = SheetSettings()
        let host = try countingToOne(settings)
        settings.locked = true
        let locked = try #require(host.presentations.last)
        #expect(locked.contains(text: "Count 1"), "the content's state survives the option")
        #expect(locked.isInteractiveDismissDisabled)
        #expect(host.dismiss() == false, "the swipe is refused")
        settings.locked = nil
        let unlocked = try #require(host.presentations.last)
        #expect(unlocked.contains(text: "Count 1"))
        #expect(!unlocked.isInteractiveDismissDisabled, "an option no longer set leaves SwiftUI's default")
        #expect(host.dismiss())
        host.settle()
        #expect(settings.note == nil)
        #expect(host.warnings.isEmpty)
    }

    @Test func theContentKeepsItsStateWhileItsDetentsGoAndComeBack() throws {
        let settings = SheetSettings()
        let host = try countingToOne(settings)
        #expect(host.presentations.last?.detents == [.medium, .large])
        settings.detents = []
        let plain = try #require(host.presentations.last)
        #expect(plain.contains(text: "Count 1"))
        #expect(plain.detentSource == .systemDefault, "no detents: SwiftUI's default")
        #expect(plain.detents == [.large])
        settings.detents = [.medium]
        let medium = try #require(host.presentations.last)
        #expect(medium.contains(text: "Count 1"))
        #expect(medium.detentSource == .presentationDetents)
        #expect(medium.detents == [.medium])
        #expect(medium.selectedDetent == .medium)
        #expect(host.warnings.isEmpty)
    }

    @Test func theContentKeepsItsStateWhileItsDetentSelectionComesAndGoes() throws {
        let settings = SheetSettings()
        let host = try countingToOne(settings)
        #expect(host.presentations.last?.selectedDetent == .medium, "no selection: the smallest detent")
        settings.keepsSelection = true
        let selected = try #require(host.presentations.last)
        #expect(selected.contains(text: "Count 1"))
        #expect(selected.selectedDetent == .large, "the selection's detent")
        try host.selectDetent(.medium)
        #expect(settings.detent == .medium, "a drag writes the selection")
        settings.keepsSelection = false
        let free = try #require(host.presentations.last)
        #expect(free.contains(text: "Count 1"))
        try host.selectDetent(.large)
        #expect(host.presentations.last?.selectedDetent == .large)
        #expect(settings.detent == .medium, "a selection the style no longer passes is not written")
        #expect(host.warnings.isEmpty)
    }

    @Test func theContentKeepsItsStateWhileTheDragIndicatorIsShownAndLeftToTheSystem() throws {
        let settings = SheetSettings()
        let host = try countingToOne(settings)
        #expect(host.presentations.last?.dragIndicator == .automatic)
        settings.dragIndicator = .visible
        let visible = try #require(host.presentations.last)
        #expect(visible.contains(text: "Count 1"))
        #expect(visible.dragIndicator == .visible)
        settings.dragIndicator = nil
        let automatic = try #require(host.presentations.last)
        #expect(automatic.contains(text: "Count 1"))
        #expect(automatic.dragIndicator == .automatic, "an option no longer set leaves SwiftUI's default")
        #expect(host.warnings.isEmpty)
    }

    @Test func aPopoversContentKeepsItsStateWhileItsCompactAdaptationChanges() throws {
        let settings = SheetSettings()
        settings.isPopover = true
        let host = try countingToOne(settings, environment: Self.compact())
        #expect(host.presentations.last?.appearance == .sheet, "automatic: a sheet on iPhone")
        settings.adaptation = .popover
        let popover = try #require(host.presentations.last)
        #expect(popover.contains(text: "Count 1"))
        #expect(popover.appearance == .popover(arrowEdge: .bottom))
        settings.adaptation = .sheet(detents: [.medium], dragIndicator: .visible)
        let sheet = try #require(host.presentations.last)
        #expect(sheet.contains(text: "Count 1"))
        #expect(sheet.appearance == .sheet)
        #expect(sheet.detents == [.medium])
        #expect(sheet.dragIndicator == .visible)
        settings.adaptation = .automatic
        let automatic = try #require(host.presentations.last)
        #expect(automatic.contains(text: "Count 1"))
        #expect(automatic.appearance == .sheet)
        #expect(automatic.detentSource == .systemDefault)
        #expect(automatic.dragIndicator == .automatic)
        #expect(host.warnings.isEmpty)
    }

    @Observable
    final class Lock {
        var note: Note? = Note(id: 1, title: "Draft")
        var indicator: Visibility? = .hidden
        var adaptation: PopoverCompactAdaptation = .sheet()
    }

    /// Content that sets its own options, under a style that sets, then stops setting, one.
    struct OwnOptionsEditor: View {
        @Bindable var lock: Lock
        let isPopover: Bool

        var body: some View {
            Text("List")
                .present(item: $lock.note) { _ in
                    Counter()
                        .presentationDragIndicator(.visible)
                        .presentationCompactAdaptation(.popover)
                } style: { _ in
                    isPopover
                        ? .popover(arrowEdge: .bottom, compactAdaptation: lock.adaptation)
                        : .sheet(detents: [.medium], dragIndicator: lock.indicator)
                }
        }
    }

    @Test func anOptionTheStyleStopsSettingLeavesTheContentsOwnInForce() throws {
        let lock = Lock()
        let host = ViewHost(OwnOptionsEditor(lock: lock, isPopover: false))
        try host.tap("Increment")
        lock.indicator = nil
        let sheet = try #require(host.presentations.last)
        #expect(sheet.contains(text: "Count 1"))
        #expect(sheet.dragIndicator == .visible, "the content's own indicator")
        #expect(host.warnings.isEmpty)
    }

    @Test func aPopoversOwnCompactAdaptationStaysInForceUnderTheAutomaticOne() throws {
        let lock = Lock()
        lock.adaptation = .automatic
        let host = ViewHost(OwnOptionsEditor(lock: lock, isPopover: true), environment: Self.compact())
        #expect(host.presentations.last?.appearance == .popover(arrowEdge: .bottom), "the content's own adaptation")
        #expect(host.warnings.isEmpty)
    }
}
