import HeadlessSwiftUI
import Observation
import SwiftUIExtras

/// Seed 001's coins, as the flow's screens: the list pushes a detail, the detail presents an
/// editor sheet, the editor pushes a currency picker in the sheet's own stack.
enum CoinScreen: Hashable, Codable, CustomStringConvertible {
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
}

struct FlowCoin: Identifiable, Equatable {
    let id: String
    let name: String
    static let all = [
        FlowCoin(id: "BTC", name: "Bitcoin"), FlowCoin(id: "ETH", name: "Ethereum"),
        FlowCoin(id: "SOL", name: "Solana"),
    ]
}

@Observable
final class CoinFlowModel {
    var routes: [Route<CoinScreen>] = []
}

struct CoinFlowRoot: View {
    @Bindable var model: CoinFlowModel

    var body: some View {
        FlowStack($model.routes) {
            LazyVStack {
                ForEach(FlowCoin.all) { coin in
                    Button(coin.name) { model.routes.append(.push(.detail(coin.id))) }
                    Divider().isHidden(coin == FlowCoin.all.last)
                }
            }
        } destination: { screen in
            CoinFlowScreen(screen: screen, model: model)
        }
    }
}

struct CoinFlowScreen: View {
    let screen: CoinScreen
    let model: CoinFlowModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        switch screen {
        case .detail(let id):
            VStack {
                Text("Detail of \(id)")
                Button("Edit \(id)") {
                    model.routes.append(.sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium))
                }
            }
        case .editor(let id):
            VStack {
                Text("Editing \(id)")
                Button("Currency") { model.routes.append(.push(.currencyPicker)) }
                Button("Done") { dismiss() }
            }
        case .currencyPicker:
            VStack {
                Text("Pick a currency")
                Button("Back") { dismiss() }
            }
        }
    }
}

/// Screens whose values change while they are shown: `.page("A")` becoming `.page("B")` is
/// the same screen (the same case) with a new value; `.other` is another screen.
enum PageScreen: Hashable, Sendable, CustomStringConvertible {
    case page(String)
    case other(String)
    case settings

    var description: String {
        switch self {
        case .page(let title): "page \(title)"
        case .other(let title): "other \(title)"
        case .settings: "settings"
        }
    }
}

/// A screen identified by its `id`: a new title keeps the note, a new id is another note.
struct NoteScreen: Hashable, Sendable, Identifiable, CustomStringConvertible {
    let id: Int
    var title: String

    var description: String { "note \(id) \(title)" }
}

@Observable
final class PageFlowModel<Screen: Hashable> {
    var routes: [Route<Screen>] = []
}

/// A flow whose every screen shows its value and a counter in `@State`.
struct PageFlowRoot<Screen: Hashable & CustomStringConvertible>: View {
    @Bindable var model: PageFlowModel<Screen>

    var body: some View {
        FlowStack($model.routes) {
            Text("Flow root")
        } destination: { screen in
            CounterPage(title: screen.description)
        }
    }
}

/// Shows its title and how often "Count" was tapped since the screen was created.
struct CounterPage: View {
    let title: String
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Showing \(title)")
            Text("Taps \(taps)")
            Button("Count") { taps += 1 }
            Button("Close") { dismiss() }
        }
    }
}
