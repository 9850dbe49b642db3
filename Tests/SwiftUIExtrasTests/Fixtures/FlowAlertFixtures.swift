import HeadlessSwiftUI
import Observation
import SwiftUIExtras

/// A flow with alerts and a dialog among its routes: deleting a coin from its detail asks
/// first, closing the editor asks to discard, signing out asks in a dialog.
enum AlertFlowScreen: Hashable, Codable, CustomStringConvertible {
    case detail(String)
    case editor(String)
    case receipt(String)
    case confirmDelete(String)
    case discardChanges
    case signOut

    var description: String {
        switch self {
        case .detail(let id): "detail \(id)"
        case .editor(let id): "editor \(id)"
        case .receipt(let id): "receipt \(id)"
        case .confirmDelete(let id): "confirm delete \(id)"
        case .discardChanges: "discard changes"
        case .signOut: "sign out"
        }
    }
}

/// What the alerts' buttons send.
enum AlertFlowAction: Hashable, Codable {
    case delete(String)
    case discard
    case signOut
}

@Observable
final class AlertFlowModel {
    var routes: [Route<AlertFlowScreen>] = []
    /// Each action sent, with the routes as the action found them.
    var actions: [(action: AlertFlowAction, routes: [Route<AlertFlowScreen>])] = []
}

struct AlertFlowRoot: View {
    @Bindable var model: AlertFlowModel

    var body: some View {
        FlowStack($model.routes) {
            Button("Sign out") { model.routes.append(.confirmationDialog(.signOut, titleVisibility: .visible)) }
        } destination: { screen in
            AlertFlowPage(screen: screen, model: model)
        } alert: { screen in
            Self.content(for: screen)
        } alertAction: { action in
            model.actions.append((action, model.routes))
            switch action {
            case .delete: model.routes.goBack()  // the detail: the alert's route is gone already
            case .discard: model.routes.dismiss()  // the editor the alert was shown from
            case .signOut: model.routes.present(.receipt("signed out"))
            }
        }
    }

    static func content(for screen: AlertFlowScreen) -> AlertContent<AlertFlowAction>? {
        switch screen {
        case .confirmDelete(let id):
            AlertContent(
                title: "Delete \(id)?", message: "Its history goes too.",
                buttons: [.destructive("Delete", action: .delete(id)), .cancel("Keep")])
        case .discardChanges:
            AlertContent(
                title: "Discard changes?",
                buttons: [.destructive("Discard", action: .discard), .cancel("Keep Editing")])
        case .signOut:
            AlertContent(title: "Sign out?", buttons: [.destructive("Sign Out", action: .signOut), .cancel("Cancel")])
        case .detail, .editor, .receipt:
            nil
        }
    }
}

struct AlertFlowPage: View {
    let screen: AlertFlowScreen
    let model: AlertFlowModel

    var body: some View {
        VStack {
            switch screen {
            case .detail(let id):
                Text("Detail of \(id)")
                Button("Delete \(id)") { model.routes.append(.alert(.confirmDelete(id))) }
            case .editor(let id):
                Text("Editing \(id)")
                Button("Close") { model.routes.append(.alert(.discardChanges)) }
            case .receipt(let id):
                Text("Receipt \(id)")
            case .confirmDelete, .discardChanges, .signOut:
                Text("never shown: an alert's route shows no screen")
            }
        }
    }
}
