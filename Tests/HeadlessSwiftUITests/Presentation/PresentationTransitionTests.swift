import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Presenting is a transition, as dismissing is: UIKit's `present(_:animated:completion:)`
/// runs its completion "after the presentation finishes" (Apple, UIViewController), and
/// presented content's `onAppear` runs before the first frame of the transition.
@MainActor
@Suite("Presentations animate in: a transition that settle() completes")
struct PresentationTransitionTests {
    @Observable
    final class Log {
        var events: [String] = []
        var showsSheet = false
        var showsNested = false
    }

    /// A sheet whose content presents a second sheet from its `onAppear`, as a flow that
    /// opens two levels at once does.
    struct NestedFromOnAppear: View {
        @Bindable var log: Log
        let presentsNestedOnAppear: Bool

        var body: some View {
            Button("Open") { log.showsSheet = true }
                .sheet(isPresented: $log.showsSheet) {
                    First(log: log, presentsNestedOnAppear: presentsNestedOnAppear)
                }
        }
    }

    struct First: View {
        @Bindable var log: Log
        let presentsNestedOnAppear: Bool

        var body: some View {
            Text("First")
                .onAppear {
                    log.events.append("first appears")
                    if presentsNestedOnAppear { log.showsNested = true }
                }
                .sheet(isPresented: $log.showsNested) { Second(log: log) }
        }
    }

    struct Second: View {
        let log: Log
        var body: some View {
            Text("Second").onAppear { log.events.append("second appears") }
        }
    }

    @Test func aSheetIsPresentingUntilTheTransitionEndsAndItsContentAppearsAtOnce() throws {
        let log = Log()
        let host = ViewHost(NestedFromOnAppear(log: log, presentsNestedOnAppear: false))
        log.showsSheet = true
        #expect(host.presentations.map(\.isPresenting) == [true])
        #expect(log.events == ["first appears"], "onAppear runs before the first frame")
        #expect(host.render().contains("── sheet(First) [presenting]"))
        host.settle()
        #expect(host.presentations.map(\.isPresenting) == [false])
        #expect(host.warnings.isEmpty)
    }

    @Test func aNestedRequestWhileTheSheetAnimatesInIsRefusedWithUIKitsWarning() {
        // UIKit refuses a presentation while another is in progress and logs it
        // (aheze/Popovers#11, joogps/SlideOverCard#6, nathantannar4/Transmission#103).
        let log = Log()
        let host = ViewHost(
            NestedFromOnAppear(log: log, presentsNestedOnAppear: true),
            presentationBehavior: .init(whilePresentingIn: .refuse))
        log.showsSheet = true
        host.settle()
        #expect(host.presentations.map(\.item) == ["First"], "the second sheet never comes up")
        #expect(log.showsNested, "the binding still says it should")
        #expect(
            host.warnings == [
                "Attempt to present sheet(Second) on sheet(First) while a presentation is in progress."
            ])
        #expect(log.events == ["first appears"])
    }

    @Test func aNestedRequestWhileTheSheetAnimatesInWaitsUnderTheOtherBehaviour() {
        let log = Log()
        let host = ViewHost(
            NestedFromOnAppear(log: log, presentsNestedOnAppear: true),
            presentationBehavior: .init(whilePresentingIn: .waitUntilPresented))
        log.showsSheet = true
        #expect(host.presentations.count == 1)
        host.settle()
        #expect(host.presentations.count == 2, "shown once the first one is up")
        #expect(host.presentations.map(\.isPresenting) == [false, false])
        #expect(log.events == ["first appears", "second appears"])
        #expect(host.warnings.isEmpty)
    }

    @Test func aNestedRequestAfterTheTransitionSucceedsUnderEveryBehaviour() throws {
        for behavior in ViewHost.PresentationBehavior.all where behavior.whilePresented == .refuse {
            let log = Log()
            let host = ViewHost(
                NestedFromOnAppear(log: log, presentsNestedOnAppear: false), presentationBehavior: behavior)
            log.showsSheet = true
            host.settle()
            log.showsNested = true
            #expect(host.presentations.count == 2, "\(behavior): \(host.render()) \(host.warnings)")
            #expect(host.warnings.isEmpty, "\(behavior)")
        }
    }

    @Test func aSecondRequestOnTheSamePresenterWhileTheFirstAnimatesInIsAlreadyPresenting() {
        struct Twice: View {
            @State var first = false
            @State var second = false
            var body: some View {
                Button("Both") {
                    first = true
                    second = true
                }
                .sheet(isPresented: $first) { Text("One") }
                .fullScreenCover(isPresented: $second) { Text("Two") }
            }
        }
        let host = ViewHost(Twice())
        try? host.tap("Both")
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet] || host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.presentations.count == 1, "one presentation at a time per presenter")
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.contains("which is already presenting") == true)
    }

    @Test func aDismissalAskedForWhileTheSheetAnimatesInIsRefusedUnderTheStrictAnswer() {
        // "Trying to dismiss the presentation controller while transitioning already." (iOS
        // 26's console, swift-composable-architecture#3779).
        let log = Log()
        let host = ViewHost(
            NestedFromOnAppear(log: log, presentsNestedOnAppear: false),
            presentationBehavior: .init(whilePresentingIn: .refuse))
        log.showsSheet = true
        #expect(host.presentations.map(\.isPresenting) == [true])
        log.showsSheet = false
        host.settle()
        #expect(host.presentations.map(\.isPresenting) == [false], "still up, out of step with its binding")
        #expect(!log.showsSheet)
        #expect(
            host.warnings == [
                "Trying to dismiss the presentation controller while transitioning already. (sheet(First) is presenting.)"
            ])
        // Only a change of its binding reaches the modifier again: back in step, then cleared.
        log.showsSheet = true
        #expect(host.presentations.map(\.isDismissing) == [false])
        log.showsSheet = false
        #expect(host.presentations.map(\.isDismissing) == [true])
        host.settle()
        #expect(host.presentations.isEmpty)
    }

    @Test func aDismissalAskedForWhileTheSheetAnimatesInStartsWhenItIsUp() {
        let log = Log()
        let host = ViewHost(
            NestedFromOnAppear(log: log, presentsNestedOnAppear: false),
            presentationBehavior: .init(whilePresentingIn: .waitUntilPresented))
        log.showsSheet = true
        #expect(host.presentations.map(\.isPresenting) == [true])
        log.showsSheet = false
        #expect(host.presentations.map(\.isPresenting) == [true], "the transition in runs to its end")
        host.settle()
        #expect(host.presentations.isEmpty, "then the dismissal, in the same settle")
        #expect(host.warnings.isEmpty)
    }

    @Test func aUsersTouchWaitsForThePresentationToComeUp() throws {
        struct Tappable: View {
            @State var shows = false
            @State var taps = 0
            var body: some View {
                Button("Open") { shows = true }
                    .sheet(isPresented: $shows) {
                        Button("Tap \(taps)") { taps += 1 }
                    }
            }
        }
        let host = ViewHost(Tappable())
        try host.tap("Open")
        #expect(host.presentations.first?.isPresenting == true)
        // A finger cannot land during the transition (UIKit ignores touches while a
        // presentation runs): the tap comes once the sheet is up.
        try host.tap("Tap 0")
        #expect(host.presentations.first?.isPresenting == false)
        #expect(host.contains(text: "Tap 1"))
    }

    @Test func aUsersTouchWaitsForADismissalToEndAndWhatWaitedForIt() throws {
        struct Chain: View {
            @State var first = false
            @State var second = false
            @State var dismissals = 0
            var body: some View {
                VStack {
                    Button("Open") { first = true }
                    Button("Next") { second = true }
                    Text("Dismissals \(dismissals)")
                }
                .sheet(isPresented: $first, onDismiss: { dismissals += 1 }) { Text("First") }
                .fullScreenCover(isPresented: $second) { Text("Second") }
            }
        }
        let host = ViewHost(Chain())
        try host.tap("Open")
        #expect(host.dismiss(), "the swipe comes once the sheet is up")
        #expect(host.presentations.map(\.isDismissing) == [true])
        // The next tap lands once the sheet has gone: onDismiss has run, and the presenter is
        // free, so the cover comes up with no warning.
        try host.tap("Next")
        #expect(host.contains(text: "Dismissals 1"))
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.warnings.isEmpty)
    }
}

/// A presenter removed while its sheet is up: "the sheet stays alive till the next render
/// frame, and then is removed immediately without animation" (Stephen Celis,
/// pointfreeco/swift-navigation#192). Until then the presenter's context is busy.
@MainActor
@Suite("A presenter's teardown removes its presentation at the next frame, not at once")
struct PresenterTeardownTests {
    @Observable
    final class Model {
        var hasPresenter = true
        var showsSheet = false
        var showsOther = false
        var dismissals = 0
        var disappearances = 0
    }

    struct Screen: View {
        @Bindable var model: Model
        var body: some View {
            VStack {
                if model.hasPresenter {
                    Text("Presenter")
                        .sheet(isPresented: $model.showsSheet, onDismiss: { model.dismissals += 1 }) {
                            Text("Sheet").onDisappear { model.disappearances += 1 }
                        }
                }
                Text("Neighbour").sheet(isPresented: $model.showsOther) { Text("Other") }
            }
        }
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func theSheetStaysUntilTheNextFrameAndKeepsItsPresenterBusy(behavior: ViewHost.PresentationBehavior) {
        let model = Model()
        let host = ViewHost(Screen(model: model), presentationBehavior: behavior)
        model.showsSheet = true
        host.settle()
        model.hasPresenter = false
        #expect(host.presentations.map(\.isDismissing) == [true], "still on screen, leaving")
        #expect(host.presentations.first?.contains(text: "Sheet") == true)
        #expect(model.disappearances == 0)
        #expect(model.dismissals == 0)
        model.showsOther = true
        #expect(host.presentations.count == 1, "the root is still busy with the leaving sheet")
        #expect(host.warnings.first?.contains("while a presentation is in progress") == true)
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(model.disappearances == 1)
        #expect(model.dismissals == 1)
        #expect(model.showsSheet, "nothing writes a binding whose presenter is gone")
    }
}

/// A full-screen cover removes its presenter's views once it is up; a sheet does not.
@MainActor
@Suite("A presenter's onAppear and onDisappear under a full-screen cover and a sheet")
struct PresenterVisibilityTests {
    @Observable
    final class Model {
        var showsCover = false
        var showsSheet = false
        var extra = false
        var events: [String] = []
    }

    struct Screen: View {
        @Bindable var model: Model
        var body: some View {
            Text("Presenter")
                .onAppear { model.events.append("presenter appears") }
                .onDisappear { model.events.append("presenter disappears") }
                .sheet(isPresented: $model.showsSheet) { Text("Sheet") }
                .fullScreenCover(isPresented: $model.showsCover) {
                    Text("Cover").onAppear { model.events.append("cover appears") }
                }
        }
    }

    @Test func aCoverHidesItsPresenterWhenItIsUpAndRevealsItAsItLeaves() {
        // "The views belonging to the presenting view controller are removed after the
        // presentation completes" (Apple, UIModalPresentationStyle.fullScreen).
        let model = Model()
        let host = ViewHost(Screen(model: model))
        #expect(model.events == ["presenter appears"])
        model.showsCover = true
        #expect(host.presentations.count == 1)
        #expect(
            model.events == ["presenter appears", "cover appears"], "the presenter is there while the cover slides in")
        host.settle()
        #expect(model.events.last == "presenter disappears")
        #expect(host.stats.disappearCount == 1)
        model.showsCover = false
        #expect(host.presentations.first?.isDismissing == true)
        #expect(model.events.last == "presenter appears", "it is back as the cover slides away")
        host.settle()
        #expect(
            model.events == ["presenter appears", "cover appears", "presenter disappears", "presenter appears"])
    }

    @Test func aSheetLeavesItsPresenterOnScreen() {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        model.showsSheet = true
        host.settle()
        model.showsSheet = false
        host.settle()
        #expect(model.events == ["presenter appears"], "a sheet's presenter stays visible around it")
        #expect(host.stats.disappearCount == 0)
    }

    @Test func aViewInsertedUnderAnUpCoverAppearsOnlyWhenTheCoverLeaves() {
        struct Growing: View {
            @Bindable var model: Model
            var body: some View {
                VStack {
                    Text("Base")
                    if model.extra { Text("Extra").onAppear { model.events.append("extra appears") } }
                }
                .fullScreenCover(isPresented: $model.showsCover) { Text("Cover") }
            }
        }
        let model = Model()
        let host = ViewHost(Growing(model: model))
        model.showsCover = true
        host.settle()
        model.extra = true  // the presenter's model changes while it is covered
        _ = host.render()
        #expect(model.events.isEmpty, "a view inserted under the cover is not on screen")
        model.showsCover = false
        #expect(host.presentations.first?.isDismissing == true)
        #expect(model.events == ["extra appears"], "it appears as the cover leaves")
        host.settle()
        #expect(model.events == ["extra appears"])
    }
}

/// UIKit's `detents` "must contain at least one element" and defaults to `[.large()]` (Apple,
/// `UISheetPresentationController.detents`); "by default, sheets support the large detent"
/// (Apple, `presentationDetents(_:)`).
@MainActor
@Suite("A sheet's effective detents, and where they came from")
struct EffectiveDetentTests {
    struct Sheet<Content: View>: View {
        @State var shows = true
        let content: Content
        var body: some View {
            Text("Root").sheet(isPresented: $shows) { content }
        }
    }

    @Test func aSheetWithNoDetentsOffersLargeFromTheSystemDefault() throws {
        let host = ViewHost(Sheet(content: Text("Plain")))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.large])
        #expect(sheet.detentSource == .systemDefault)
        host.settle()
        try host.selectDetent(.large)
        #expect(throws: ViewHostError.self) { try host.selectDetent(.medium) }
    }

    @Test func anEmptyDetentSetResolvesToLargeAndSaysSo() throws {
        let host = ViewHost(Sheet(content: Text("Empty").presentationDetents([])))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.large])
        #expect(sheet.detentSource == .emptyPresentationDetents)
        #expect(sheet.description.contains("detents: [] resolved as"))
    }

    @Test func declaredDetentsAreTheContents() throws {
        let host = ViewHost(Sheet(content: Text("Half").presentationDetents([.medium])))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.medium])
        #expect(sheet.detentSource == .presentationDetents)
    }
}

/// Behaviour that changed between iOS releases is a host parameter (`ViewHost.OSVersion`).
@MainActor
@Suite("What changed between iOS 17, 18 and 26")
struct OSVersionTests {
    struct Sheet: View {
        @State var shows = true
        var body: some View {
            Text("Root").sheet(isPresented: $shows) { Text("Sheet content") }
        }
    }

    @Test(arguments: ViewHost.OSVersion.allCases)
    func aSheetOnIPadIsAPageSheetThroughIOS17AndAFormSheetFromIOS18(os: ViewHost.OSVersion) throws {
        // PresentationSizing.automatic "resolves to .form" on iOS (Apple); through iOS 17 the
        // default was a page sheet as tall as the screen (SvenTiigi/WhatsNewKit#94).
        let host = ViewHost(Sheet(), device: .iPadPro11, os: os)
        host.settle()
        let svg = host.svg()
        let look = os < .iOS18 ? "pageSheet" : "formSheet"
        #expect(svg.contains("data-presentation=\"\(look)\""), "\(os)")
        #expect(!svg.contains("data-presentation=\"\(os < .iOS18 ? "formSheet" : "pageSheet")\""))
        #expect(host.os == os)
    }

    @Test func theDefaultIsTheNewestRelease() {
        #expect(ViewHost(Sheet()).os == .iOS26)
        #expect(ViewHost.OSVersion.newest == .iOS26)
        #expect(ViewHost.OSVersion.allCases.sorted() == [.iOS17, .iOS18, .iOS26])
    }
}

/// An alert's button runs its action, then SwiftUI writes `false` and dismisses ("When the user
/// presses or taps one of the alert's actions, the system sets this value to false and
/// dismisses", Apple, `alert(_:isPresented:actions:)`; swift-composable-architecture#3272 and
/// its fix #3309: a second alert set from the first one's button is lost to the late write).
@MainActor
@Suite("An alert button's action, SwiftUI's write, and what the action presents")
struct AlertButtonOrderTests {
    struct Confirm: View {
        @State var asks = true
        @State var showsReceipt = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("Log \(log.joined(separator: ","))")
            }
            .alert("Delete?", isPresented: $asks) {
                Button("Delete", role: .destructive) {
                    log.append("asks \(asks)")
                    showsReceipt = true
                }
            }
            .sheet(isPresented: $showsReceipt) { Text("Receipt") }
        }
    }

    @Test(arguments: ViewHost.PresentationBehavior.all.filter { $0.whilePresented == .refuse })
    func theActionSeesTheAlertStillPresentedAndItsSheetMeetsTheLeavingAlert(behavior: ViewHost.PresentationBehavior)
        throws
    {
        let host = ViewHost(Confirm(), presentationBehavior: behavior)
        try host.tap("Delete")
        #expect(host.contains(text: "Log asks true"), "the action runs before SwiftUI's write")
        host.settle()
        switch behavior.whileDismissing {
        case .refuse:
            #expect(host.presentations.isEmpty, "\(behavior)")
            #expect(host.warnings.count == 1)
            #expect(host.warnings.first?.contains("while a presentation is in progress") == true)
        case .queue, .queueInPreviousStyle:
            #expect(host.presentations.count == 1, "\(behavior)")
        }
    }
}

/// A sheet's content is not in its presenter's navigation stack: it pushes only through a
/// stack of its own (FlowStacks' README: "Pass `embedInNavigationView: true` if you want to be
/// able to push screens from the presented screen"; nathantannar4/Transmission#9).
@MainActor
@Suite("Presented content and the presenter's navigation stack")
struct PresentedContentNavigationTests {
    struct Root<Sheet: View>: View {
        @State var shows = true
        let sheet: Sheet
        var body: some View {
            NavigationStack {
                Text("Root")
                    .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
                    .sheet(isPresented: $shows) { sheet }
            }
        }
    }

    @Test func aLinkInASheetWithoutAStackOfItsOwnPushesNothing() throws {
        let host = ViewHost(Root(sheet: NavigationLink("Open 1", value: 1)))
        host.settle()
        try? host.tap("Open 1")
        #expect(host.navigationPath.isEmpty)
        #expect(!host.contains(text: "Pushed 1"))
    }

    @Test func aSheetWithItsOwnStackPushesInIt() throws {
        let sheet = NavigationStack {
            NavigationLink("Open 2", value: 2).navigationDestination(for: Int.self) { Text("Sheet pushed \($0)") }
        }
        let host = ViewHost(Root(sheet: sheet))
        try host.tap("Open 2")
        #expect(host.navigationPath == ["2"])
        #expect(host.presentations.first?.contains(text: "Sheet pushed 2") == true)
        #expect(host.warnings.isEmpty)
    }
}
