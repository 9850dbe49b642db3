import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

@MainActor
@Suite("present(item:) drives every style from one binding")
struct PresentTests {
    @Test func aSheetACoverAndAPopoverEachShowTheirStyle() {
        for destination in Destination.allCases {
            let model = PresentationModel()
            let host = ViewHost(PresentingRoot(model: model))
            model.destination = destination
            #expect(host.presentations.map(\.style) == [destination.hostStyle], "\(destination)")
            #expect(host.contains(text: "Showing \(destination.rawValue)"))
            #expect(host.warnings.isEmpty)
        }
    }

    @Test func theSheetStyleCarriesItsDetentsAndIndicator() throws {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .profile
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.medium, .large])
        #expect(sheet.selectedDetent == .medium)
        #expect(sheet.dragIndicator == .visible)
        host.settle()
        model.destination = .help
        host.settle()
        #expect(host.presentations.first?.detents == [.large], "a plain .sheet writes no detents: SwiftUI's default")
        #expect(host.presentations.first?.detentSource == .systemDefault)
        #expect(host.presentations.first?.dragIndicator == .automatic)
    }

    @Test(arguments: ViewHost.OSVersion.allCases)
    func switchingFromASheetToACoverOnIPadUnderEachRelease(os: ViewHost.OSVersion) {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model), device: .iPadPro11, os: os)
        model.destination = .profile
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet])
        model.destination = .settings
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover], "\(os)")
        #expect(model.dismissed == [.profile])
        #expect(host.warnings.isEmpty)
        _ = host.svg()  // lays the layers out as the release draws them
    }

    @Test func switchingFromASheetToACoverWhileUpEndsWithTheCover() {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .profile
        #expect(host.presentations.map(\.style) == [.sheet])
        host.settle()
        model.destination = .settings
        #expect(host.presentations.map(\.isDismissing) == [true], "the sheet leaves first")
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.contains(text: "Showing settings"))
        #expect(model.dismissed == [.profile])
        #expect(host.warnings.isEmpty)
    }

    @Test func onDismissFiresOncePerDismissal() {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .profile
        _ = host.presentations  // an update: the sheet animates in
        host.settle()
        model.destination = .settings
        host.settle()
        model.destination = .tip
        host.settle()
        model.destination = nil
        host.settle()
        host.settle()
        #expect(model.dismissed == [.profile, .settings, .tip])
        #expect(host.stats.dismissalsCompleted == 3)
    }

    @Test func changesBetweenTwoUpdatesAreCoalesced() {
        // Like SwiftUI, the view sees the binding once per update: a value set and replaced
        // before the next update is never shown, and never reported.
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .profile
        model.destination = .settings
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(model.dismissed.isEmpty)
    }

    @Test func settingNilDismisses() {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .settings
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        host.settle()
        model.destination = nil
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(model.dismissed == [.settings])
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aSwipeClearsTheBinding(behavior: ViewHost.PresentationBehavior) {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
        model.destination = .help
        #expect(host.dismiss())
        #expect(model.destination == (behavior.bindingWrite == .atStart ? nil : .help))
        host.settle()
        #expect(model.destination == nil)
        #expect(host.presentations.isEmpty)
        #expect(model.dismissed == [.help])
        #expect(host.warnings.isEmpty)
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func dismissFromInsideClearsTheBinding(behavior: ViewHost.PresentationBehavior) throws {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
        model.destination = .onboarding
        try host.tap("Close onboarding")
        #expect(model.destination == (behavior.bindingWrite == .atStart ? nil : .onboarding))
        host.settle()
        #expect(model.destination == nil)
        #expect(host.presentations.isEmpty)
        #expect(model.dismissed == [.onboarding])
    }

    @Test func fastSuccessiveChangesSettleOnTheLatest() {
        fastSuccessiveChanges(under: .init(whilePresentingIn: .waitUntilPresented))
    }

    @Test func fastSuccessiveChangesSettleOnTheLatestWhenIOSRefusesADismissalWhilePresentingIn() {
        // A change while the sheet animates in would be refused: the coordinator holds it
        // until the sheet is up.
        fastSuccessiveChanges(under: .init(whilePresentingIn: .refuse))
    }

    private func fastSuccessiveChanges(under behavior: ViewHost.PresentationBehavior) {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
        model.destination = .profile
        _ = host.presentations
        for destination in [Destination.settings, .tip, nil, .hint, .help, .onboarding] {
            model.destination = destination
            _ = host.presentations
        }
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.contains(text: "Showing onboarding"))
        #expect(model.dismissed == [.profile], "only what was shown is reported")
        #expect(host.warnings.isEmpty)
    }

    struct Nested: View {
        @State private var outer: Destination? = .help
        @State private var inner: Destination?

        var body: some View {
            Text("Root")
                .present(item: $outer) { _ in
                    VStack {
                        Text("Outer sheet")
                        Button("Open cover") { inner = .settings }
                    }
                    .present(item: $inner) { _ in Text("Inner cover") }
                }
        }
    }

    @Test func theSameAPIInsidePresentedContentNests() throws {
        let host = ViewHost(Nested())
        try host.tap("Open cover")
        #expect(host.presentations.map(\.style) == [.sheet, .fullScreenCover])
        #expect(host.presentations.last?.contains(text: "Inner cover") == true)
        #expect(host.warnings.isEmpty)
    }

    struct Versioned: Identifiable, Presentable {
        var id: Int
        var title: String
        var presentationStyle: PresentationStyle { .sheet }
    }

    @Observable
    final class VersionedModel {
        var item: Versioned? = Versioned(id: 1, title: "first")
    }

    struct VersionedRoot: View {
        @Bindable var model: VersionedModel
        var body: some View {
            Text("Root").present(item: $model.item) { item in Text("Item \(item.id) \(item.title)") }
        }
    }

    @Test func anItemWhoseIDChangesIsANewItemAndFresherDataUpdatesInPlace() {
        let model = VersionedModel()
        let host = ViewHost(VersionedRoot(model: model))
        #expect(host.contains(text: "Item 1 first"))
        model.item?.title = "renamed"
        #expect(host.contains(text: "Item 1 renamed"))
        #expect(host.stats.dismissalsCompleted == 0)
        host.settle()
        model.item?.id = 2
        #expect(host.presentations.map(\.isDismissing) == [true], "a new id is a new item")
        host.settle()
        #expect(host.contains(text: "Item 2 renamed"))
        #expect(host.stats.dismissalsCompleted == 1)
        #expect(host.warnings.isEmpty)
    }
}
