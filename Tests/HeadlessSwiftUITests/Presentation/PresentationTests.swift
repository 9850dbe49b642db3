import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

@MainActor
@Suite("Presentations behave as on iOS")
struct PresentationTests {
    struct Route: Identifiable, Hashable {
        let id: String
    }

    /// The app's presentation state, driven by the tests as the app's code would.
    @Observable
    final class Router {
        var sheet: Route?
        var showsCover = false
        var sheetDismissals = 0
        var coverDismissals = 0
    }

    struct Screen: View {
        @Bindable var router: Router

        var body: some View {
            VStack {
                Text("Home")
                Button("Profile") { router.sheet = Route(id: "profile") }
            }
            .sheet(item: $router.sheet, onDismiss: { router.sheetDismissals += 1 }) { route in
                SheetContent(route: route)
            }
            .fullScreenCover(isPresented: $router.showsCover, onDismiss: { router.coverDismissals += 1 }) {
                Text("Settings cover")
            }
        }
    }

    struct SheetContent: View {
        let route: Route
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @State private var showsInner = false
        @State private var locked = false

        var body: some View {
            VStack {
                Text("Sheet \(route.id)")
                Text(isPresented ? "presented" : "not presented")
                Button("Done") { dismiss() }
                Button("Inner") { showsInner = true }
                Button("Lock") { locked = true }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .interactiveDismissDisabled(locked)
            .sheet(isPresented: $showsInner) {
                Text("Inner sheet")
            }
        }
    }

    @Test func settingTheItemPresentsAndClearingItDismissesAfterTheTransition() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.presentations.first?.contains(text: "Sheet profile") == true)
        #expect(host.presentations.first?.contains(text: "presented") == true)
        #expect(host.presentations.first?.isPresenting == true, "presenting is a transition too")
        host.settle()
        #expect(host.presentations.first?.isPresenting == false)

        router.sheet = nil
        #expect(host.presentations.first?.isDismissing == true, "dismissal is a transition")
        #expect(router.sheetDismissals == 0, "onDismiss waits for the transition")
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(router.sheetDismissals == 1)
        host.settle()
        #expect(router.sheetDismissals == 1, "onDismiss runs exactly once")
        #expect(host.warnings.isEmpty)
    }

    @Test func aSecondPresentationWhileOneIsUpFailsWithAWarning() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        router.showsCover = true
        #expect(host.presentations.map(\.style) == [.sheet], "the cover does not appear")
        #expect(
            host.warnings == [
                "Attempt to present fullScreenCover(Text) on the root view which is already presenting sheet(profile)."
            ])
    }

    @Test func aRequestWhileTheSheetIsStillDismissingFails() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        host.settle()
        router.sheet = nil
        #expect(host.presentations.first?.isDismissing == true)
        router.showsCover = true
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(
            host.warnings == [
                "Attempt to present fullScreenCover(Text) on the root view while a presentation is in progress (sheet(profile) is being dismissed)."
            ])
        host.settle()
        #expect(host.presentations.isEmpty, "a failed request is not retried")
    }

    @Test func dismissingFirstAndPresentingAfterTheTransitionSucceeds() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        host.settle()
        router.sheet = nil
        host.settle()
        router.showsCover = true
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.presentations.first?.contains(text: "Settings cover") == true)
        #expect(host.warnings.isEmpty)
    }

    @Test func aNewItemReplacesThePresentedSheet() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        host.settle()
        router.sheet = Route(id: "other")
        #expect(host.presentations.map(\.item) == ["profile"])
        #expect(host.presentations.first?.isDismissing == true)
        host.settle()
        #expect(host.presentations.map(\.item) == ["other"])
        #expect(host.presentations.first?.contains(text: "Sheet other") == true)
        #expect(router.sheetDismissals == 1)
        #expect(host.warnings.isEmpty)
    }

    @Test func aSwipeDismissesAndClearsTheBindingUnlessDisabled() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        try host.tap("Lock")
        #expect(host.presentations.first?.isInteractiveDismissDisabled == true)
        #expect(host.dismiss() == false)
        host.settle()
        #expect(host.presentations.count == 1)
        #expect(router.sheet?.id == "profile")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aSwipeClearsTheBinding(behavior: ViewHost.PresentationBehavior) throws {
        let router = Router()
        let host = ViewHost(Screen(router: router), presentationBehavior: behavior)
        try host.tap("Profile")
        #expect(host.dismiss())
        #expect(router.sheet?.id == (behavior.bindingWrite == .atStart ? nil : "profile"))
        host.settle()
        #expect(router.sheet == nil)
        #expect(host.presentations.isEmpty)
        #expect(router.sheetDismissals == 1)
    }

    @Test func aFullScreenCoverCannotBeSwipedAway() {
        let router = Router()
        router.showsCover = true
        let host = ViewHost(Screen(router: router))
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.dismiss() == false)
        #expect(router.showsCover)
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func dismissInsideTheSheetClearsThePresentingBinding(behavior: ViewHost.PresentationBehavior) throws {
        let router = Router()
        let host = ViewHost(Screen(router: router), presentationBehavior: behavior)
        try host.tap("Profile")
        try host.tap("Done")
        #expect(router.sheet?.id == (behavior.bindingWrite == .atStart ? nil : "profile"))
        host.settle()
        #expect(router.sheet == nil)
        #expect(host.presentations.isEmpty)
        #expect(router.sheetDismissals == 1)
    }

    @Test func aSheetPresentedFromASheetStacks() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        try host.tap("Inner")
        #expect(host.presentations.map(\.style) == [.sheet, .sheet])
        #expect(host.presentations.last?.contains(text: "Inner sheet") == true)
        #expect(host.warnings.isEmpty)
        // Dismissing the outer one takes the inner one with it.
        router.sheet = nil
        host.settle()
        #expect(host.presentations.isEmpty)
    }

    @Test func detentsAndDragIndicatorAreRecordedOnTheEntry() throws {
        let router = Router()
        let host = ViewHost(Screen(router: router))
        try host.tap("Profile")
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.medium, .large])
        #expect(sheet.selectedDetent == .medium)
        #expect(sheet.dragIndicator == .visible)
        try host.selectDetent(.large)
        #expect(host.presentations.first?.selectedDetent == .large)
        #expect(
            host.render().contains(
                "── sheet(profile) [detents: [.medium, .large], selected: .large, dragIndicator: .visible]"))
        #expect(throws: ViewHostError.self) { try host.selectDetent(.fraction(0.2)) }
    }

    struct DetentSelection: View {
        @State private var showsSheet = true
        @State private var detent = PresentationDetent.large
        var body: some View {
            Text("Detent \(detent.headlessDescriptionForTests)")
                .sheet(isPresented: $showsSheet) {
                    Text("Content").presentationDetents([.medium, .large], selection: $detent)
                }
        }
    }

    @Test func aDetentSelectionBindingFollowsTheUsersDrag() throws {
        let host = ViewHost(DetentSelection())
        #expect(host.presentations.first?.selectedDetent == .large)
        try host.selectDetent(.medium)
        #expect(host.contains(text: "Detent medium"))
    }

    struct AlertScreen: View {
        @State private var asks = false
        @State private var deleted = false
        var body: some View {
            VStack {
                Button("Delete") { asks = true }
                Text(deleted ? "deleted" : "kept")
            }
            .alert("Delete?", isPresented: $asks) {
                Button("Delete", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func anAlertButtonRunsItsActionAndDismisses() throws {
        let host = ViewHost(AlertScreen())
        try host.tap("Delete")
        let alert = try #require(host.presentations.first)
        #expect(alert.style == .alert)
        #expect(alert.texts == ["Delete?", "This cannot be undone.", "Delete", "Cancel"])
        #expect(host.dismiss() == false, "an alert cannot be swiped away")
        try host.tap("Delete")
        #expect(host.contains(text: "deleted"))
        #expect(host.presentations.first?.isDismissing == true)
        host.settle()
        #expect(host.presentations.isEmpty)
    }

    struct PopoverScreen: View {
        @State private var shows = true
        var body: some View {
            Text("Anchor").popover(isPresented: $shows, arrowEdge: .bottom) { Text("Tip") }
        }
    }

    @Test func aPopoverRecordsItsArrowEdge() {
        let host = ViewHost(PopoverScreen())
        #expect(host.presentations.map(\.style) == [.popover(arrowEdge: .bottom)])
        #expect(host.render().contains("── popover(arrowEdge: .bottom)(Text)"))
    }
}

extension PresentationDetent {
    /// `medium`, `large`: for labels in test views.
    var headlessDescriptionForTests: String {
        self == .medium ? "medium" : self == .large ? "large" : "other"
    }
}

@MainActor
@Suite("Alerts and confirmation dialogs with data")
struct DialogPresentationTests {
    struct Document: Identifiable {
        let id: String
    }

    struct Screen: View {
        @State private var asksToDelete = false
        @State private var asksToShare = false
        @State private var document: Document? = Document(id: "Notes")
        @State private var log = ""

        var body: some View {
            VStack {
                Button("Delete") { asksToDelete = true }
                Button("Share") { asksToShare = true }
                Text("log: \(log)")
            }
            .alert("Delete document?", isPresented: $asksToDelete, presenting: document) { document in
                Button("Delete \(document.id)", role: .destructive) { log = "deleted \(document.id)" }
            } message: { document in
                Text("\(document.id) will be gone.")
            }
            .confirmationDialog("Share", isPresented: $asksToShare, titleVisibility: .hidden, presenting: document) {
                document in
                Button("Mail \(document.id)") { log = "mailed \(document.id)" }
            }
        }
    }

    @Test func anAlertPresentingDataShowsIt() throws {
        let host = ViewHost(Screen())
        try host.tap("Delete")
        let alert = try #require(host.presentations.first)
        #expect(alert.style == .alert)
        #expect(alert.texts == ["Delete document?", "Notes will be gone.", "Delete Notes"])
        try host.tap("Delete Notes")
        host.settle()
        #expect(host.contains(text: "log: deleted Notes"))
        #expect(host.presentations.isEmpty)
    }

    @Test func aConfirmationDialogCanHideItsTitleAndBeSwipedAway() throws {
        let host = ViewHost(Screen())
        try host.tap("Share")
        let dialog = try #require(host.presentations.first)
        #expect(dialog.style == .confirmationDialog)
        #expect(dialog.texts == ["Mail Notes"])
        #expect(host.dismiss())
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.contains(text: "log: "))
    }
}
