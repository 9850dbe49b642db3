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
