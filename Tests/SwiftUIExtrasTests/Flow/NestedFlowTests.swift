import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("Nested flows: a child flow pushed by its parent shares the parent's navigation stack")
struct NestedFlowTests {
    @Test func aChildFlowPushesOntoItsParentsStack() throws {
        let model = NestedFlowModel()
        let host = ViewHost(NestedFlowRoot(model: model))
        model.parent = [.push("child")]
        host.settle()
        try host.tap("Next after 0")
        try host.tap("Count 1")
        try host.tap("Next after 1")
        #expect(model.child == [.push(1), .push(2)])
        #expect(
            host.navigationPath.count == 3,
            "one stack: the parent's child screen, then the child's two: \(host.navigationPath)")
        #expect(host.contains(text: "Step 2, taps 0"))

        // The user goes back: written back into the child's routes, the screen below kept.
        try host.back()
        #expect(model.child == [.push(1)])
        #expect(host.navigationPath.count == 2)
        #expect(host.contains(text: "Step 1, taps 1"))
        try host.back()
        #expect(model.child.isEmpty)
        #expect(model.parent == [.push("child")])
        try host.back()
        #expect(model.parent.isEmpty)
        #expect(host.contains(text: "Parent root"))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func aNestedFlowOnItsOwnStackIsASecondStack() throws {
        // The finding: a nested FlowStack on its own stack pushes into a NavigationStack inside
        // the parent's, which the frontmost stack shows apart from the parent's screens.
        let model = NestedFlowModel()
        let host = ViewHost(NestedFlowRoot(model: model, childStack: .own))
        model.parent = [.push("child")]
        host.settle()
        try host.tap("Next after 0")
        #expect(host.navigationPath.count == 1, "\(host.navigationPath)")
    }

    @Test func aDeepLinkIntoTheChildArrivesOneScreenAfterAnother() throws {
        let model = NestedFlowModel()
        let host = ViewHost(NestedFlowRoot(model: model))
        model.parent = [.push("child")]
        model.child = [.push(1), .push(2), .push(3)]
        host.settle()
        #expect(host.navigationPath.count == 4, "\(host.navigationPath)")
        #expect(host.contains(text: "Step 3, taps 0"))
        model.child = [.push(1)]
        host.settle()
        #expect(host.navigationPath.count == 2, "\(host.navigationPath)")
        #expect(host.contains(text: "Step 1, taps 0"))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aChildFlowsSheetHostsItsOwnStack(behavior: ViewHost.PresentationBehavior) throws {
        let model = NestedFlowModel()
        let host = ViewHost(NestedFlowRoot(model: model), presentationBehavior: behavior)
        model.parent = [.push("child")]
        host.settle()
        try host.tap("Next after 0")
        try host.tap("Sheet after 1")
        host.settle()
        try host.tap("Next after 101")
        #expect(model.child == [.push(1), .sheet(101), .push(102)], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.navigationPath.count == 1, "the push in the sheet goes to the sheet's own stack")

        // The parent's navigator, from the child's sheet: the whole child goes.
        try host.tap("Finish from 102")
        host.settle()
        #expect(model.parent.isEmpty && model.child.isEmpty, "\(behavior)")
        #expect(host.presentations.isEmpty, "\(behavior)")
        #expect(host.navigationPath.isEmpty, "\(behavior)")
        #expect(host.contains(text: "Parent root"))
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    @Test func aChildFlowOutsideAnyStackPushesNothingAndSwiftUISaysSo() throws {
        let model = PageFlowModel<String>()
        let host = ViewHost(LoneEnclosingFlow(model: model))
        model.routes = [.push("a")]
        host.settle()
        #expect(host.navigationPath.isEmpty)
        #expect(host.warnings.contains { $0.contains("only works inside a `NavigationStack`") }, "\(host.warnings)")
    }
}

/// A flow on `.enclosing` with no stack around it.
struct LoneEnclosingFlow: View {
    @Bindable var model: PageFlowModel<String>

    var body: some View {
        FlowStack($model.routes, navigationStack: .enclosing) {
            Text("Alone")
        } destination: { name in
            Text(name)
        }
    }
}

@MainActor
@Suite("Heterogeneous screens: one flow of screens of several types, through AnyHashable")
struct HeterogeneousFlowTests {
    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func screensOfSeveralTypesPushPresentAndUpdateInPlace(behavior: ViewHost.PresentationBehavior) throws {
        let model = PageFlowModel<AnyHashable>()
        let host = ViewHost(AnyScreenFlow(model: model), presentationBehavior: behavior)
        model.routes = [
            .push(AnyHashable(7)), .sheet(AnyHashable("notes")), .push(AnyHashable(NoteScreen(id: 1, title: "a"))),
        ]
        host.settle()
        #expect(host.contains(text: "Number 7"))
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.navigationPath.count == 1)
        #expect(host.presentations.first?.contains(text: "Note 1 a, taps 0") == true)

        // A note with a new title keeps its id: the same screen, in place.
        try host.tap("Count note")
        model.routes[2] = .push(AnyHashable(NoteScreen(id: 1, title: "b")))
        host.settle()
        #expect(host.presentations.first?.contains(text: "Note 1 b, taps 1") == true, "\(behavior)")
        // Another type with the same id at that place is another screen.
        model.routes[2] = .push(AnyHashable(OtherNote(id: 1)))
        host.settle()
        #expect(host.presentations.first?.contains(text: "Other note 1, taps 0") == true, "\(behavior)")
        // An enum's case, through AnyHashable: a new payload is the same screen.
        model.routes[2] = .push(AnyHashable(PageScreen.page("A")))
        host.settle()
        try host.tap("Count page")
        model.routes[2] = .push(AnyHashable(PageScreen.page("B")))
        host.settle()
        #expect(host.presentations.first?.contains(text: "page B, taps 1") == true, "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }
}

/// A flow of screens of any type, shown by what they are.
struct AnyScreenFlow: View {
    @Bindable var model: PageFlowModel<AnyHashable>

    var body: some View {
        FlowStack($model.routes) {
            Text("Any root")
        } destination: { screen in
            if let number = screen.base as? Int {
                Text("Number \(number)")
            } else if let note = screen.base as? NoteScreen {
                AnyNoteView(note: note)
            } else if let note = screen.base as? OtherNote {
                AnyNoteView(note: NoteScreen(id: note.id, title: "other"), label: "Other note \(note.id)")
            } else if let page = screen.base as? PageScreen {
                AnyNoteView(
                    note: NoteScreen(id: 0, title: page.description), label: page.description, button: "Count page")
            } else {
                Text("Other \(String(describing: screen.base))")
            }
        }
    }
}

struct AnyNoteView: View {
    let note: NoteScreen
    var label: String? = nil
    var button = "Count note"
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(label ?? "Note \(note.id) \(note.title)"), taps \(taps)")
            Button(button) { taps += 1 }
        }
    }
}

/// Another identifiable screen type, whose ids overlap NoteScreen's.
struct OtherNote: Hashable, Identifiable {
    let id: Int
}
