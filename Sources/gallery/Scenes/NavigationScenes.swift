import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// wrapToLink: a list of rows, each wrapped into a navigation link, before and after a tap on
// one row, in its three forms. A counter shows how many destinations each form builds.

@MainActor
let navigationScenes: [GalleryScene] = [
    GalleryScene(
        name: "wrap-to-link", title: "wrapToLink: a row list before and after a tap, in its three forms",
        render: wrapToLinkScene)
]

struct Coin: Identifiable, Hashable {
    let id: String
    let name: String
}

private let coins = [
    Coin(id: "BTC", name: "Bitcoin"),
    Coin(id: "ETH", name: "Ethereum"),
    Coin(id: "SOL", name: "Solana"),
]

/// Counts the detail views made (initializers run), shared by reference.
final class DetailBuildCounter {
    var built = 0
}

struct CoinRowView: View {
    let coin: Coin

    var body: some View {
        HStack {
            Text(coin.id)
            Spacer()
            Text(coin.name)
        }
    }
}

struct CoinDetailView: View {
    let coin: Coin

    init(coin: Coin, counter: DetailBuildCounter) {
        self.coin = coin
        counter.built += 1
    }

    var body: some View {
        VStack {
            Text(coin.name)
            Text("Detail of \(coin.id)")
        }
    }
}

/// How a `CoinList` wraps its rows.
enum LinkForm: CaseIterable {
    /// Seed 001's `wrapToLink(_:)`: the destination as a value, built for every row.
    case eager
    /// `wrapToLink { ... }`: the destination built when the row is pushed.
    case lazy
    /// `wrapToLink(value:)` and the stack's `navigationDestination(for:)`.
    case value

    var callSite: String {
        switch self {
        case .eager: "CoinRowView(coin: coin).wrapToLink(CoinDetailView(coin: coin))   // seed 001"
        case .lazy: "CoinRowView(coin: coin).wrapToLink { CoinDetailView(coin: coin) }"
        case .value:
            "CoinRowView(coin: coin).wrapToLink(value: coin)  +  .navigationDestination(for: Coin.self) { CoinDetailView(coin: $0) }"
        }
    }
}

/// Seed 001's list: rows wrapped into links, a divider after each row but the last.
struct CoinList: View {
    let form: LinkForm
    let counter: DetailBuildCounter

    var body: some View {
        NavigationStack {
            LazyVStack {
                ForEach(coins) { coin in
                    row(coin)
                    Divider()
                        .isHidden(coin == coins.last)
                }
            }
            .navigationDestination(for: Coin.self) { coin in
                CoinDetailView(coin: coin, counter: counter)
            }
        }
    }

    @ViewBuilder
    private func row(_ coin: Coin) -> some View {
        switch form {
        case .eager:
            CoinRowView(coin: coin)
                .wrapToLink(CoinDetailView(coin: coin, counter: counter))
        case .lazy:
            CoinRowView(coin: coin)
                .wrapToLink { CoinDetailView(coin: coin, counter: counter) }
        case .value:
            CoinRowView(coin: coin)
                .wrapToLink(value: coin)
        }
    }
}

@MainActor
func wrapToLinkScene() -> String {
    let transcript = Transcript()
    for (index, form) in LinkForm.allCases.enumerated() {
        if index > 0 { transcript.note("") }
        transcript.note(form.callSite)
        let counter = DetailBuildCounter()
        let host = transcript.host(CoinList(form: form, counter: counter))
        transcript.step("the list (detail views built so far: \(counter.built))", host)
        transcript.tap("Ethereum", on: host)
        transcript.step("tapped the ETH row (detail views built so far: \(counter.built))", host)
        transcript.attempt("back()") { try host.back() }
        let path = host.navigationPath
        transcript.note(
            "back(): navigationPath = [\(path.joined(separator: ", "))], the list is shown again: \(host.contains(text: "Ethereum") && !host.contains(text: "Detail of ETH"))"
        )
    }
    return transcript.text
}
