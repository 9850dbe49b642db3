import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras

// FlowStack with an alert among its routes: closing a coin's editor asks first, as a route,
// so the question is part of the flow (saved and restored with it), and its answer acts on
// the flow under it.

@MainActor
let flowAlertScenes: [GalleryScene] = [
    GalleryScene(
        name: "flow-alert",
        title: "FlowStack: \"Discard changes?\" as a route above the editor sheet; Discard dismisses the editor",
        render: flowAlertScene)
]

enum GalleryEditorScreen: Hashable, Codable, CustomStringConvertible {
    case editor(String)
    case discardChanges(String)

    var description: String {
        switch self {
        case .editor(let id): "editor \(id)"
        case .discardChanges(let id): "discard changes \(id)"
        }
    }
}

/// What the alert's buttons send.
enum GalleryEditorAction: Hashable, Codable {
    case discard
}

@Observable
final class GalleryEditorFlowModel {
    var routes: [Route<GalleryEditorScreen>] = []
}

struct GalleryEditorFlow: View {
    @Bindable var model: GalleryEditorFlowModel

    var body: some View {
        FlowStack($model.routes) {
            Button("Edit BTC") {
                model.routes.present(
                    .editor("BTC"), style: .sheet(detents: [.medium, .large], selectedDetent: .medium))
            }
            .navigationTitle("Coins")
        } destination: { screen in
            if case .editor(let id) = screen {
                VStack {
                    Text("Editing \(id)")
                    Button("Close") { model.routes.append(.alert(.discardChanges(id))) }
                }
            }
        } alert: { screen in
            switch screen {
            case .discardChanges(let id):
                AlertContent(
                    title: "Discard changes to \(id)?", message: "Your edits are lost.",
                    buttons: [.destructive("Discard", action: GalleryEditorAction.discard), .cancel("Keep Editing")])
            case .editor: nil
            }
        } alertAction: { action in
            // The alert's route is gone already: dismiss() closes the editor under it.
            if action == .discard { model.routes.dismiss() }
        }
    }
}

@MainActor
func flowAlertScene() -> String {
    let transcript = Transcript()
    transcript.note(
        "FlowStack($model.routes) { ... } destination: { ... } alert: { screen in AlertContent(...) } alertAction: { ... }"
    )
    let model = GalleryEditorFlowModel()
    let host = transcript.host(GalleryEditorFlow(model: model))
    transcript.attempt("tap(\"Edit BTC\")") { try host.tap("Edit BTC") }
    host.settle()
    transcript.step("the editor sheet: routes \(describeEditorRoutes(model.routes))", host)
    transcript.attempt("tap(\"Close\")") { try host.tap("Close") }
    host.settle()
    transcript.step("the question is a route: \(describeEditorRoutes(model.routes))", host)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = (try? encoder.encode(model.routes)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    transcript.note("saved: \(saved)")
    transcript.attempt("tap(\"Keep Editing\")") { try host.tap("Keep Editing") }
    host.settle()
    transcript.step("Keep Editing only dismisses the alert: \(describeEditorRoutes(model.routes))", host)
    transcript.attempt("tap(\"Close\")") { try host.tap("Close") }
    host.settle()
    transcript.attempt("tap(\"Discard\")") { try host.tap("Discard") }
    host.settle()
    transcript.step("Discard: the action's dismiss() closed the editor: \(describeEditorRoutes(model.routes))", host)
    return transcript.text
}

func describeEditorRoutes(_ routes: [Route<GalleryEditorScreen>]) -> String {
    "[" + routes.map { "\($0.style == .alert ? ".alert" : ".sheet")(\($0.screen))" }.joined(separator: ", ") + "]"
}
