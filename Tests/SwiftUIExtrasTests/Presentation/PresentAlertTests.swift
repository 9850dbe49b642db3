import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

/// What an alert's buttons send.
enum CoinAction: Hashable, Codable {
    case delete(String)
    case keep
}

enum CoinDestination: Identifiable, Hashable {
    case editor(String)
    case confirmDelete(String)
    case receipt(String)
    case signOut
    var id: Self { self }
}

/// What the screen's handlers saw.
final class AlertLog {
    var actions: [CoinAction] = []
    var dismissed: [CoinDestination] = []
}

/// A screen whose one binding drives sheets, an alert and a confirmation dialog; deleting from
/// the alert presents a receipt sheet from the alert's own button.
struct AlertScreen: View {
    let log: AlertLog
    @State private var destination: CoinDestination?

    var body: some View {
        VStack {
            Button("Ask") { destination = .confirmDelete("BTC") }
            Button("Sign out") { destination = .signOut }
            Button("Edit") { destination = .editor("BTC") }
            Text("Destination \(destination.map { "\($0)" } ?? "none")")
        }
        .present(item: $destination, onDismiss: { log.dismissed.append($0) }) { destination in
            Text("Showing \(destination)")
        } style: { destination in
            switch destination {
            case .editor, .receipt:
                return .sheet
            case .confirmDelete(let id):
                return .alert(
                    AlertContent<CoinAction>(
                        title: "Delete \(id)?", message: "Its history goes too.",
                        buttons: [.destructive("Delete", action: .delete(id)), .cancel("Keep", action: .keep)])
                ) { action in
                    log.actions.append(action)
                    if case .delete(let id) = action { self.destination = .receipt(id) }
                }
            case .signOut:
                return .confirmationDialog(
                    AlertContent<CoinAction>(
                        title: "Sign out?", buttons: [.destructive("Sign Out"), .cancel("Cancel")]),
                    titleVisibility: .visible
                ) { log.actions.append($0) }
            }
        }
    }
}

@Observable
final class AlertSwitchModel {
    var destination: CoinDestination?
}

/// The same styles, the binding in the app's model.
struct AlertModelScreen: View {
    @Bindable var model: AlertSwitchModel
    let log: AlertLog

    var body: some View {
        Text("Screen")
            .present(item: $model.destination, onDismiss: { log.dismissed.append($0) }) { destination in
                Text("Showing \(destination)")
            } style: { destination in
                if case .confirmDelete(let id) = destination {
                    .alert(
                        AlertContent(
                            title: "Delete \(id)?", buttons: [.destructive("Delete", action: CoinAction.delete(id))]))
                } else {
                    .sheet
                }
            }
    }
}

@MainActor
@Suite("present(item:): alerts and confirmation dialogs as one more style, their content as data")
struct PresentAlertTests {
    @Test func anAlertShowsItsContentAndItsButtonSendsItsAction() throws {
        let log = AlertLog()
        let host = ViewHost(AlertScreen(log: log))
        try host.tap("Ask")
        host.settle()
        let alert = try #require(host.presentations.first)
        #expect(alert.style == .alert)
        #expect(alert.texts == ["Delete BTC?", "Its history goes too.", "Delete", "Keep"])
        try host.tap("Keep")
        host.settle()
        #expect(log.actions == [.keep])
        #expect(host.presentations.isEmpty)
        #expect(log.dismissed == [.confirmDelete("BTC")], "onDismiss, once")
        #expect(host.contains(text: "Destination none"), "SwiftUI's write cleared the binding")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// The action presents the next item from the alert's own button: it comes once the alert
    /// has gone (a sheet asked for while the alert leaves is refused or queued by UIKit,
    /// swift-composable-architecture#3272).
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func aSheetAskedForByTheAlertsButtonComesOnceTheAlertHasGone(behavior: ViewHost.PresentationBehavior) throws {
        let log = AlertLog()
        let host = ViewHost(AlertScreen(log: log), presentationBehavior: behavior)
        try host.tap("Ask")
        host.settle()
        try host.tap("Delete")
        host.settle()
        #expect(log.actions == [.delete("BTC")], "\(behavior)")
        #expect(host.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Showing receipt(\"BTC\")") == true, "\(behavior)")
        #expect(log.dismissed == [.confirmDelete("BTC")], "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aDialogsButtonWithoutAnActionOnlyDismisses(behavior: ViewHost.PresentationBehavior) throws {
        let log = AlertLog()
        let host = ViewHost(AlertScreen(log: log), presentationBehavior: behavior)
        try host.tap("Sign out")
        host.settle()
        let dialog = try #require(host.presentations.first)
        #expect(dialog.style == .confirmationDialog)
        #expect(dialog.texts == ["Sign out?", "Sign Out", "Cancel"])
        try host.tap("Cancel")
        host.settle()
        #expect(log.actions.isEmpty)
        #expect(host.presentations.isEmpty)
        #expect(log.dismissed == [.signOut])
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }

    /// The app switches from the alert to a sheet: the alert is dismissed first, and the sheet
    /// comes once it has gone.
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func theAppSwitchingFromAnAlertToASheetDismissesFirst(behavior: ViewHost.PresentationBehavior) throws {
        let log = AlertLog()
        let model = AlertSwitchModel()
        let switching = ViewHost(AlertModelScreen(model: model, log: log), presentationBehavior: behavior)
        model.destination = .confirmDelete("ETH")
        switching.settle()
        #expect(switching.presentations.map(\.style) == [.alert], "\(behavior)")
        model.destination = .editor("ETH")
        switching.settle()
        #expect(switching.presentations.map(\.style) == [.sheet], "\(behavior)")
        #expect(log.dismissed == [.confirmDelete("ETH")], "\(behavior)")
        #expect(switching.warnings.isEmpty, "\(behavior): \(switching.warnings)")
    }

    @Test func alertContentIsCodableAndEquatable() throws {
        let content = AlertContent(
            title: "Delete BTC?", message: "Its history goes too.",
            buttons: [AlertButton.destructive("Delete", action: CoinAction.delete("BTC")), .cancel("Keep")])
        let data = try JSONEncoder().encode(content)
        #expect(try JSONDecoder().decode(AlertContent<CoinAction>.self, from: data) == content)
        #expect(content.buttons.map(\.role) == [.destructive, .cancel])
        #expect(content.buttons.last?.action == nil)
    }
}
