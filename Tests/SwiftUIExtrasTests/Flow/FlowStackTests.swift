import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("FlowStack: the seed's coin list pushing details and presenting an editor, end to end")
struct FlowStackTests {
    /// A host that collects SwiftUIExtras' warnings too.
    static func host(
        _ model: CoinFlowModel, behavior: ViewHost.PresentationBehavior = .default, device: Device? = nil,
        os: ViewHost.OSVersion = .newest
    ) -> (ViewHost, WarningBox) {
        let box = WarningBox()
        var values = EnvironmentValues()
        values.runtimeWarning = RuntimeWarningAction { box.messages.append($0) }
        let host = ViewHost(
            CoinFlowRoot(model: model), environment: values, device: device, presentationBehavior: behavior, os: os)
        return (host, box)
    }

    final class WarningBox { var messages: [String] = [] }

    static let threeLevels: [Route<CoinScreen>] = [
        .push(.detail("BTC")), .sheet(.editor("BTC"), detents: [.medium, .large], selectedDetent: .large),
        .push(.currencyPicker),
    ]

    @Test func tapsPushAndPresentAndTheUserWritesBack() throws {
        let model = CoinFlowModel()
        let (host, box) = Self.host(model)
        try host.tap("Ethereum")
        #expect(model.routes == [.push(.detail("ETH"))])
        #expect(host.navigationPath == ["detail ETH"])
        #expect(host.contains(text: "Detail of ETH"))

        try host.tap("Edit ETH")
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.presentations.first?.selectedDetent == .medium)
        #expect(host.presentations.first?.contains(text: "Editing ETH") == true)

        try host.tap("Currency")
        #expect(host.navigationPath == ["currency picker"], "the push goes to the sheet's own stack")
        #expect(model.routes.count == 3)

        try host.back()
        #expect(
            model.routes == [
                .push(.detail("ETH")), .sheet(.editor("ETH"), detents: [.medium, .large], selectedDetent: .medium),
            ])

        try host.selectDetent(.large)
        #expect(model.routes.last?.style == .sheet(detents: [.medium, .large], selectedDetent: .large))

        #expect(host.dismiss())
        host.settle()
        #expect(model.routes == [.push(.detail("ETH"))])
        #expect(host.presentations.isEmpty)
        #expect(host.navigationPath == ["detail ETH"])

        try host.back()
        #expect(model.routes.isEmpty)
        #expect(host.contains(text: "Bitcoin"))
        #expect(
            host.warnings.isEmpty && box.messages.isEmpty,
            "\(host.warnings) \(box.messages)")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func oneAssignmentOpensThreeLevelsAndAnotherClosesThem(behavior: ViewHost.PresentationBehavior) throws {
        let model = CoinFlowModel()
        let (host, box) = Self.host(model, behavior: behavior)
        model.routes = Self.threeLevels
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.presentations.first?.selectedDetent == .large)
        #expect(host.navigationPath == ["currency picker"])
        #expect(host.presentations.first?.contains(text: "Pick a currency") == true)

        // "Back" calls dismiss() in the pushed picker: a pop; "Done" dismisses the sheet.
        try host.tap("Back")
        #expect(model.routes == Array(Self.threeLevels.prefix(2)))
        try host.tap("Done")
        host.settle()
        #expect(model.routes == [.push(.detail("BTC"))])
        #expect(host.presentations.isEmpty)

        model.routes = Self.threeLevels
        host.settle()
        model.routes = []
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.navigationPath.isEmpty)
        #expect(host.contains(text: "Solana"))
        #expect(
            host.warnings.isEmpty && box.messages.isEmpty,
            "\(host.warnings) \(box.messages)")
    }

    @Test(arguments: ViewHost.OSVersion.allCases)
    func threeLevelsOpenAndCloseOnIPadUnderEachRelease(os: ViewHost.OSVersion) throws {
        let model = CoinFlowModel()
        let (host, box) = Self.host(model, device: .iPadPro11, os: os)
        model.routes = Self.threeLevels
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet], "\(os)")
        #expect(host.navigationPath == ["currency picker"])
        _ = host.svg()  // lays the sheet out as the release draws it on iPad
        model.routes = []
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.navigationPath.isEmpty)
        #expect(
            host.warnings.isEmpty && box.messages.isEmpty,
            "\(host.warnings) \(box.messages)")
    }

    @Test func aPushAbovePopoverIsDroppedWithAWarning() {
        let model = CoinFlowModel()
        let (host, box) = Self.host(model)
        model.routes = [.push(.detail("BTC")), .popover(.editor("BTC")), .push(.currencyPicker)]
        host.settle()
        #expect(model.routes == [.push(.detail("BTC")), .popover(.editor("BTC"))], "the longest valid prefix is kept")
        #expect(box.messages.count == 1)
        #expect(box.messages.first?.contains("above a popover") == true)
        #expect(host.presentations.count == 1)
    }
    @Test func aDeepLinkAndASavedFlowOpenOnScreen() throws {
        let model = CoinFlowModel()
        let (host, box) = Self.host(model)
        let url = try #require(URL(string: "coins://SOL/edit/currency"))
        model.routes = Route.flow(from: url, route: FlowCodableTests.coinRoute)
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.presentations.first?.selectedDetent == .medium)
        #expect(host.presentations.first?.contains(text: "Pick a currency") == true)
        #expect(host.contains(text: "Detail of SOL"))

        // Dragged to .large, saved, and restored in another host: the sheet comes back at .large.
        try host.selectDetent(.large)
        let saved = try JSONEncoder().encode(model.routes)
        let restored = CoinFlowModel()
        let (second, secondBox) = Self.host(restored)
        restored.routes = Route.flow(decoding: saved)
        second.settle()
        #expect(restored.routes == model.routes)
        #expect(second.presentations.first?.selectedDetent == .large)
        #expect(second.navigationPath == ["currency picker"])
        #expect(
            host.warnings.isEmpty && second.warnings.isEmpty && box.messages.isEmpty
                && secondBox.messages.isEmpty)
    }

    /// A full-screen cover presented from a popover hides the popover's content (it
    /// disappears), but the popover is still up: the flow keeps it, and reveals it again
    /// when the cover goes (found by FlowInputFuzzTests: the flow used to take the
    /// disappearance for the end of a dismissal, and cleared the routes).
    @Test(arguments: ViewHost.PresentationBehavior.all.filter { $0.whilePresentingIn == .waitUntilPresented })
    func aCoverAboveAPopoverLeavesThePopoverInTheFlow(behavior: ViewHost.PresentationBehavior) throws {
        let model = NamedFlowModel()
        let host = ViewHost(NamedFlowRoot(model: model), presentationBehavior: behavior)
        model.routes = [.sheet("s"), .popover("p")]
        host.settle()
        model.routes = [.popover("p"), .cover("c")]
        host.settle()
        #expect(model.routes == [.popover("p"), .cover("c")], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.popover(arrowEdge: nil), .fullScreenCover], "\(behavior)")
        try host.tap("Close c")
        host.settle()
        #expect(model.routes == [.popover("p")], "\(behavior)")
        #expect(host.presentations.last?.contains(text: "Screen p") == true, "\(behavior)")
        try host.tap("Close p")
        host.settle()
        #expect(model.routes.isEmpty, "\(behavior)")
        #expect(host.presentations.isEmpty, "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    /// The flow replaced by one whose cover stands at the place of a leaving cover of the
    /// same screen: the leaving level's late events (its content torn down after the
    /// dismissal, as swift-navigation#192 describes) are not the new level's (found by
    /// FlowInputFuzzTests: the new level used to be removed).
    @Test(arguments: ViewHost.PresentationBehavior.all.filter { $0.whilePresentingIn == .waitUntilPresented })
    func aNewLevelWhereALeavingOneShowedTheSameScreenStays(behavior: ViewHost.PresentationBehavior) {
        let model = NamedFlowModel()
        let host = ViewHost(NamedFlowRoot(model: model), presentationBehavior: behavior)
        model.routes = [.sheet("s"), .cover("c"), .sheet("m"), .cover("c"), .popover("p")]
        host.settle()
        let next: [Route<String>] = [.push("a"), .popover("p"), .cover("c"), .push("b"), .cover("c"), .popover("p")]
        model.routes = next
        host.settle()
        #expect(model.routes == next, "\(behavior)")
        #expect(
            host.presentations.map(\.style) == [
                .popover(arrowEdge: nil), .fullScreenCover, .fullScreenCover, .popover(arrowEdge: nil),
            ],
            "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

}
