import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("FlowStack: alerts and confirmation dialogs as routes, their content as data")
struct FlowStackAlertTests {
    typealias WarningBox = FlowStackTests.WarningBox

    static func host(
        _ model: AlertFlowModel, behavior: ViewHost.PresentationBehavior = .default, device: Device? = nil
    ) -> (ViewHost, WarningBox) {
        let box = WarningBox()
        var values = EnvironmentValues()
        values.runtimeWarning = RuntimeWarningAction { box.messages.append($0) }
        return (
            ViewHost(AlertFlowRoot(model: model), environment: values, device: device, presentationBehavior: behavior),
            box
        )
    }

    /// The alert shows the content its screen maps to; a button's action finds the alert's
    /// route already gone, so `goBack()` there pops the detail under it.
    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func anAlertsActionComesOnceItsRouteIsGone(behavior: ViewHost.PresentationBehavior) throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model, behavior: behavior)
        model.routes = [.push(.detail("BTC"))]
        host.settle()
        #expect(host.navigationPath == ["detail BTC"])
        try host.tap("Delete BTC")
        host.settle()
        let alert = try #require(host.presentations.first)
        #expect(host.presentations.map(\.style) == [.alert])
        #expect(alert.texts == ["Delete BTC?", "Its history goes too.", "Delete", "Keep"])

        try host.tap("Delete")
        host.settle()
        #expect(model.actions.map(\.action) == [.delete("BTC")], "\(behavior)")
        #expect(model.actions.first?.routes == [.push(.detail("BTC"))], "the alert's route went before the action")
        #expect(model.routes.isEmpty, "\(behavior)")
        #expect(host.presentations.isEmpty)
        #expect(host.navigationPath.isEmpty)
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(behavior): \(host.warnings) \(box.messages)")
    }

    @Test func aButtonWithoutAnActionOnlyDismissesAndIsWrittenBack() throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model)
        model.routes = [.push(.detail("ETH")), .alert(.confirmDelete("ETH"))]
        host.settle()
        try host.tap("Keep")
        host.settle()
        #expect(model.actions.isEmpty)
        #expect(model.routes == [.push(.detail("ETH"))])
        #expect(host.presentations.isEmpty)
        #expect(host.contains(text: "Detail of ETH"))
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(host.warnings) \(box.messages)")
    }

    /// An alert shown from a sheet; its action dismisses the sheet (not the alert, gone
    /// already), which waits for the alert to have left: its presenter is busy until then.
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func anAlertsActionDismissesTheSheetItWasShownFrom(behavior: ViewHost.PresentationBehavior) throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model, behavior: behavior)
        model.routes = [.sheet(.editor("SOL"))]
        host.settle()
        try host.tap("Close")
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet, .alert], "\(behavior)")
        #expect(host.presentations.last?.texts.first == "Discard changes?")

        try host.tap("Discard")
        host.settle()
        #expect(model.actions.map(\.routes) == [[.sheet(.editor("SOL"))]])
        #expect(model.routes.isEmpty, "\(behavior)")
        #expect(host.presentations.isEmpty, "\(behavior)")
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(behavior): \(host.warnings) \(box.messages)")
    }

    /// A dialog's action presents a sheet, which comes once the dialog has gone.
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func aDialogsActionPresentsASheetOnceTheDialogHasGone(behavior: ViewHost.PresentationBehavior) throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model, behavior: behavior)
        try host.tap("Sign out")
        host.settle()
        let dialog = try #require(host.presentations.first)
        #expect(dialog.style == .confirmationDialog)
        #expect(dialog.texts == ["Sign out?", "Sign Out", "Cancel"], "its title is visible, as the route says")

        try host.tap("Sign Out")
        host.settle()
        #expect(model.routes == [.sheet(.receipt("signed out"))], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Receipt signed out") == true, "\(behavior)")
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(behavior): \(host.warnings) \(box.messages)")
    }

    /// One assignment (a deep link, a restore) ending in an alert: the alert comes once the
    /// sheet it is shown from is up.
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func aFlowEndingInAnAlertArrivesInOneAssignment(behavior: ViewHost.PresentationBehavior) throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model, behavior: behavior)
        let routes: [Route<AlertFlowScreen>] = [
            .push(.detail("BTC")), .sheet(.editor("BTC"), detents: [.medium, .large], selectedDetent: .large),
            .alert(.discardChanges),
        ]
        model.routes = try Route.flow(decoding: JSONEncoder().encode(routes))
        host.settle()
        #expect(model.routes == routes)
        #expect(host.presentations.map(\.style) == [.sheet, .alert], "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Editing BTC") == true)
        #expect(host.presentations.first?.selectedDetent == .large)
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(behavior): \(host.warnings) \(box.messages)")
    }

    /// An alert route whose screen's value changes, keeping its case, is the same alert: its
    /// text changes where it stands, with no dismissal.
    @Test func anAlertWhoseScreenValueChangesIsUpdatedInPlace() throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model)
        model.routes = [.alert(.confirmDelete("BTC"))]
        host.settle()
        model.routes = [.alert(.confirmDelete("ETH"))]
        #expect(host.presentations.count == 1)
        #expect(host.presentations.first?.isDismissing == false)
        #expect(host.presentations.first?.texts.first == "Delete ETH?")
        try host.tap("Delete")
        host.settle()
        #expect(model.actions.map(\.action) == [.delete("ETH")])
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(host.warnings) \(box.messages)")
    }

    @Test func routesAboveAnAlertAndAnAlertWithoutContentAreDroppedWithAWarning() {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model)
        model.routes = [.alert(.confirmDelete("BTC")), .push(.detail("BTC")), .sheet(.editor("BTC"))]
        host.settle()
        #expect(model.routes == [.alert(.confirmDelete("BTC"))], "the longest valid prefix is kept")
        #expect(box.messages.count == 1)
        #expect(box.messages.first?.contains("route 1 shows detail BTC above an alert, which shows no screen") == true)

        model.routes = [.push(.detail("ETH")), .alert(.receipt("ETH"))]
        host.settle()
        #expect(model.routes == [.push(.detail("ETH"))])
        #expect(box.messages.count == 2)
        #expect(box.messages.last?.contains("gives no content for it") == true, "\(box.messages)")
        #expect(host.presentations.isEmpty)
    }

    /// A flow without an `alert` closure has no content for any alert.
    @Test func aFlowWithoutAlertsDropsAnAlertRoute() {
        let model = CoinFlowModel()
        let (host, box) = FlowStackTests.host(model)
        model.routes = [.push(.detail("BTC")), .alert(.editor("BTC"))]
        host.settle()
        #expect(model.routes == [.push(.detail("BTC"))])
        #expect(box.messages.count == 1)
        #expect(
            box.messages.first?.contains("as an alert, but the FlowStack's `alert` closure gives no content") == true)
        #expect(host.presentations.isEmpty)
    }

    /// A popover route attaches where it says, its arrow on the edge it says; the default
    /// leaves both to SwiftUI's defaults (the whole screen, the system's edge).
    @Test func aPopoverRouteAttachesAtItsAnchor() throws {
        let model = AlertFlowModel()
        let (host, box) = Self.host(model, device: .iPadPro11)
        model.routes = [.popover(.receipt("tip"), anchor: .point(.topTrailing), arrowEdge: .top)]
        host.settle()
        let popover = try #require(host.presentations.first)
        #expect(popover.style == .popover(arrowEdge: .top))
        guard case .point(let point)? = popover.attachmentAnchor else {
            Issue.record("anchored at \(String(describing: popover.attachmentAnchor))")
            return
        }
        #expect(point == .topTrailing)

        model.routes = [.popover(.receipt("other tip"))]
        host.settle()
        let plain = try #require(host.presentations.first)
        #expect(plain.style == .popover(arrowEdge: nil))
        guard case .rect? = plain.attachmentAnchor else {
            Issue.record("anchored at \(String(describing: plain.attachmentAnchor))")
            return
        }
        #expect(host.warnings.isEmpty && box.messages.isEmpty, "\(host.warnings) \(box.messages)")
    }
}
