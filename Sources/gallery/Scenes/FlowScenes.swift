import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras

// FlowStack: one array of routes for a whole flow of pushes and presentations. Seed 001's
// coin list pushes a detail, the detail presents an editor sheet, and the editor pushes a
// currency picker inside the sheet's own stack. One scene opens it from a deep link, the
// other restores it from JSON.

@MainActor
let flowScenes: [GalleryScene] = [
    GalleryScene(
        name: "flow-deep-link",
        title: "FlowStack: coins://BTC/edit/currency opens a detail, its editor sheet and a picker in one assignment",
        render: flowDeepLinkScene),
    GalleryScene(
        name: "flow-restored",
        title: "FlowStack: a flow restored from JSON, sheet and detent included, and damaged JSON",
        render: flowRestoredScene),
]

enum GalleryCoinScreen: Hashable, Codable, CustomStringConvertible {
    case detail(String)
    case editor(String)
    case currencyPicker

    var description: String {
        switch self {
        case .detail(let id): "detail \(id)"
        case .editor(let id): "editor \(id)"
        case .currencyPicker: "currency picker"
        }
    }

    /// The deep link's steps: a coin id, `edit`, `currency`.
    static func route(_ step: String, _ before: [Route<GalleryCoinScreen>]) -> Route<GalleryCoinScreen>? {
        switch (step, before.last?.screen) {
        case ("edit", .detail(let id)?): .sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium)
        case ("currency", .editor?): .push(.currencyPicker)
        case (let id, nil) where ["BTC", "ETH", "SOL"].contains(id): .push(.detail(id))
        default: nil
        }
    }
}

@Observable
final class GalleryFlowModel {
    var routes: [Route<GalleryCoinScreen>] = []
}

struct GalleryCoinFlow: View {
    @Bindable var model: GalleryFlowModel
    let coins = [("BTC", "Bitcoin"), ("ETH", "Ethereum"), ("SOL", "Solana")]

    var body: some View {
        FlowStack($model.routes) {
            LazyVStack {
                ForEach(coins, id: \.0) { coin in
                    Button(coin.1) { model.routes.append(.push(.detail(coin.0))) }
                    Divider().isHidden(coin.0 == coins.last?.0)
                }
            }
            .navigationTitle("Coins")
        } destination: { screen in
            switch screen {
            case .detail(let id):
                VStack {
                    Text("Detail of \(id)")
                    Button("Edit") {
                        model.routes.append(.sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium))
                    }
                }
            case .editor(let id):
                VStack {
                    Text("Editing \(id)")
                    Button("Currency") { model.routes.append(.push(.currencyPicker)) }
                }
            case .currencyPicker:
                Text("Pick a currency")
            }
        }
    }
}

@MainActor
func describe(_ routes: [Route<GalleryCoinScreen>]) -> String {
    "["
        + routes.map { route in
            switch route.style {
            case .push: ".push(\(route.screen))"
            case .sheet(let detents, let selected):
                ".sheet(\(route.screen), detents: \(detents.sorted { $0.description < $1.description }), selected: \(selected.map(\.description) ?? "nil"))"
            case .fullScreenCover: ".cover(\(route.screen))"
            case .popover: ".popover(\(route.screen))"
            case .alert: ".alert(\(route.screen))"
            case .confirmationDialog: ".confirmationDialog(\(route.screen))"
            }
        }.joined(separator: ", ") + "]"
}

@MainActor
func flowDeepLinkScene() -> String {
    let transcript = Transcript()
    transcript.note("FlowStack($model.routes) { CoinList } destination: { screen in ... }")
    let model = GalleryFlowModel()
    let host = transcript.host(GalleryCoinFlow(model: model))
    transcript.step("the coin list, routes []", host)
    let url = URL(string: "coins://BTC/edit/currency")!
    model.routes = Route.flow(from: url, route: GalleryCoinScreen.route)
    host.settle()
    transcript.step("routes = Route.flow(from: \(url)): \(describe(model.routes))", host)
    transcript.attempt("back()") { try host.back() }
    transcript.step("back in the sheet's stack: routes \(describe(model.routes))", host)
    host.dismiss()
    host.settle()
    transcript.step("sheet swiped away and settled: routes \(describe(model.routes))", host)
    model.routes = []
    host.settle()
    transcript.step("routes = []: back to the list", host)
    return transcript.text
}

@MainActor
func flowRestoredScene() -> String {
    let transcript = Transcript()
    let json = """
        [{"screen":{"detail":{"_0":"ETH"}},"style":"push"},
         {"screen":{"editor":{"_0":"ETH"}},"style":"sheet","detents":["large","medium"],"selectedDetent":"large"},
         {"screen":{"currencyPicker":{}},"style":"push"}]
        """
    transcript.note("saved flow:")
    for line in json.split(separator: "\n") { transcript.note("    " + line.trimmingCharacters(in: .whitespaces)) }
    let model = GalleryFlowModel()
    let host = transcript.host(GalleryCoinFlow(model: model))
    model.routes = Route.flow(decoding: Data(json.utf8))
    host.settle()
    transcript.step("routes = Route.flow(decoding: saved): \(describe(model.routes))", host)
    transcript.attempt("selectDetent(.medium)") { try host.selectDetent(.medium) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = (try? encoder.encode(model.routes)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    transcript.note("dragged to .medium, saved again: \(saved)")

    // Damaged data: the app's own warning collector shows what was dropped.
    let damaged = #"[{"screen":{"detail":{"_0":"SOL"}},"style":"push"},{"screen":{"wallet":{}},"style":"sheet"}]"#
    var dropped: [String] = []
    let restored = Route<GalleryCoinScreen>.flow(
        decoding: Data(damaged.utf8), warning: RuntimeWarningAction { dropped.append($0) })
    transcript.note("")
    transcript.note("damaged: \(damaged)")
    transcript.note("Route.flow(decoding: damaged) keeps \(describe(restored)), and warns:")
    for message in dropped { transcript.note("    \(message.prefix(110))…") }
    let second = transcript.host(
        GalleryCoinFlow(
            model: {
                let m = GalleryFlowModel()
                m.routes = restored
                return m
            }()))
    second.settle()
    transcript.step("the restored prefix", second)
    return transcript.text
}
