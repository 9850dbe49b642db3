import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("FlowNavigator: every screen of a flow moves through it from the environment")
struct FlowNavigatorTests {
    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func screensPushPresentAndGoBackThroughTheNavigator(behavior: ViewHost.PresentationBehavior) throws {
        let model = NavigatorFlowModel()
        let host = ViewHost(NavigatorFlowRoot(model: model), presentationBehavior: behavior)
        try host.tap("Push from root")
        try host.tap("Sheet from root+")
        host.settle()
        try host.tap("Push from root+^")
        #expect(model.routes == [.push("root+"), .sheet("root+^"), .push("root+^+")], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.navigationPath == ["root+^+"], "the push goes to the sheet's own stack")
        #expect(
            host.presentations.first?.contains(text: "Screen root+^+, taps 0") == true
                && host.presentations.first?.contains(text: "root+^+ sees 3 routes") == true)

        // Back to the first route: the sheet is dismissed, with the push in it.
        try host.tap("To first from root+^+")
        host.settle()
        #expect(model.routes == [.push("root+")], "\(behavior)")
        #expect(host.presentations.isEmpty, "\(behavior)")
        #expect(host.navigationPath == ["root+"])

        try host.tap("Cover from root+")
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover], "\(behavior)")
        try host.tap("To root from root+#")
        host.settle()
        #expect(model.routes.isEmpty, "\(behavior)")
        #expect(host.presentations.isEmpty && host.navigationPath.isEmpty, "\(behavior)")
        #expect(host.contains(text: "Screen root, taps 0") == true && host.contains(text: "root sees 0 routes"))
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func dismissAndDismissAllTakeThePresentationsWithThePushesInThem(behavior: ViewHost.PresentationBehavior) throws {
        let model = NavigatorFlowModel()
        let host = ViewHost(NavigatorFlowRoot(model: model), presentationBehavior: behavior)
        model.routes = [.push("a"), .sheet("b"), .push("c"), .cover("d"), .push("e")]
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet, .fullScreenCover], "\(behavior)")

        try host.tap("Dismiss from e")
        host.settle()
        #expect(model.routes == [.push("a"), .sheet("b"), .push("c")], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.navigationPath == ["c"])

        try host.tap("Dismiss all from c")
        host.settle()
        #expect(model.routes == [.push("a")], "\(behavior)")
        #expect(host.presentations.isEmpty, "\(behavior)")
        try host.tap("Dismiss from a")
        #expect(model.routes == [.push("a")], "nothing presented: nothing changes")
        try host.tap("Back from a")
        #expect(model.routes.isEmpty)
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    @Test func theNavigatorsRoutesAreLiveWhoeverChangesThem() throws {
        let model = NavigatorFlowModel()
        let host = ViewHost(NavigatorFlowRoot(model: model))
        model.routes = [.sheet("s")]
        host.settle()
        #expect(
            host.presentations.first?.contains(text: "Screen s, taps 0") == true
                && host.presentations.first?.contains(text: "s sees 1 routes") == true)

        // The app pushes in the sheet; the sheet's screen reads the new count.
        model.routes.append(.push("p"))
        host.settle()
        #expect(
            host.presentations.first?.contains(text: "Screen p, taps 0") == true
                && host.presentations.first?.contains(text: "p sees 2 routes") == true)

        // The user goes back: the write-back reaches the navigator's readers too.
        try host.back()
        #expect(model.routes == [.sheet("s")])
        #expect(
            host.presentations.first?.contains(text: "Screen s, taps 0") == true
                && host.presentations.first?.contains(text: "s sees 1 routes") == true)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// Over the app's own `@State`, changed without the navigator: a view that reads the
    /// routes only through the navigator follows. (The stand-in also tracks the state read
    /// through the binding; the navigator notifies its readers itself, so it does not rely on
    /// SwiftUI doing the same.)
    @Test func theNavigatorsRoutesAreLiveOverTheAppsOwnState() throws {
        let host = ViewHost(StateNavigatorFlowRoot(routes: [.sheet("s")]))
        host.settle()
        #expect(
            host.presentations.first?.contains(text: "Screen s, taps 0") == true
                && host.presentations.first?.contains(text: "s sees 1 routes") == true)
        // The app presents a popover over the sheet: the sheet's screen, still on screen,
        // reads the new count.
        try host.tap("App presents from s")
        host.settle()
        #expect(host.presentations.count == 2)
        #expect(host.presentations.first?.contains(text: "s sees 2 routes") == true)
        #expect(host.presentations.last?.contains(text: "s! sees 2 routes") == true)
        #expect(host.dismiss())
        host.settle()
        #expect(host.presentations.first?.contains(text: "s sees 1 routes") == true)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func aScreenBelowKeepsItsStateWhileTheNavigatorPushesAbove() throws {
        let model = NavigatorFlowModel()
        let host = ViewHost(NavigatorFlowRoot(model: model))
        try host.tap("Push from root")
        try host.tap("Count root+")
        try host.tap("Push from root+")
        try host.tap("Back from root++")
        #expect(host.contains(text: "Screen root+, taps 1") == true && host.contains(text: "root+ sees 1 routes"))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}

@MainActor
@Suite("FlowStack's $screen: a screen edits its own route in place")
struct FlowScreenBindingTests {
    @Test func aPushedScreenRenamesItselfAndKeepsItsState() throws {
        let model = PageFlowModel<NoteScreen>()
        let host = ViewHost(EditableFlowRoot(model: model))
        model.routes = [.push(NoteScreen(id: 1, title: "a"))]
        host.settle()
        try host.tap("Count 1")
        try host.tap("Rename 1")
        #expect(model.routes == [.push(NoteScreen(id: 1, title: "a!"))])
        #expect(host.contains(text: "Note 1: a!, taps 1"), "the same screen, with its state")
        #expect(host.navigationPath.count == 1)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aPresentedScreenRenamesItselfWithoutBeingPresentedAgain(behavior: ViewHost.PresentationBehavior) throws {
        let model = PageFlowModel<NoteScreen>()
        let host = ViewHost(EditableFlowRoot(model: model), presentationBehavior: behavior)
        model.routes = [.push(NoteScreen(id: 1, title: "a")), .sheet(NoteScreen(id: 2, title: "b"))]
        host.settle()
        try host.tap("Count 2")
        try host.tap("Rename 2")
        host.settle()
        #expect(model.routes.last == .sheet(NoteScreen(id: 2, title: "b!")), "\(behavior)")
        #expect(host.presentations.count == 1, "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Note 2: b!, taps 1") == true, "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    @Test func anEditToAnotherIdentityIsANewScreen() throws {
        let model = PageFlowModel<NoteScreen>()
        let host = ViewHost(EditableFlowRoot(model: model))
        model.routes = [.push(NoteScreen(id: 1, title: "a"))]
        host.settle()
        try host.tap("Count 1")
        try host.tap("Renumber 1")
        host.settle()
        #expect(model.routes == [.push(NoteScreen(id: 11, title: "a"))])
        #expect(host.contains(text: "Note 11: a, taps 0"), "another id: another screen, with new state")
        #expect(host.navigationPath.count == 1)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
