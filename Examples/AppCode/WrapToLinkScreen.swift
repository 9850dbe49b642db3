import SwiftUIExtras

// Watchlist screen: a NavigationStack of coins whose rows are links, in wrapToLink's three
// forms (a destination value, a destination closure built on push, a value for the path).
#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

struct WatchlistCoin: Identifiable, Hashable {
    /// The ticker.
    let id: String
    var name: String
    var price: Double
    var change24h: Double
    var isFavorite: Bool

    static let samples: [WatchlistCoin] = [
        WatchlistCoin(id: "BTC", name: "Bitcoin", price: 64_210.55, change24h: 1.8, isFavorite: true),
        WatchlistCoin(id: "ETH", name: "Ether", price: 3_120.10, change24h: -0.6, isFavorite: true),
        WatchlistCoin(id: "SOL", name: "Solana", price: 142.37, change24h: 4.2, isFavorite: false),
        WatchlistCoin(id: "ADA", name: "Cardano", price: 0.45, change24h: -2.3, isFavorite: false),
    ]
}

struct WatchlistScreen: View {
    @State private var coins = WatchlistCoin.samples
    @State private var path: [WatchlistCoin.ID] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                // 1. A destination value: the summary view only stores the coins, so building
                //    it with the list costs nothing.
                WatchlistMarketRow(coins: coins)
                    .wrapToLink(WatchlistMarketSummary(coins: coins))

                Text("Favorites").font(.headline)
                // 2. A destination closure: the editor is built only for the row that is
                //    pushed, and edits the coin in place through its binding.
                ForEach(coins.indices, id: \.self) { index in
                    if coins[index].isFavorite {
                        WatchlistCoinRow(coin: coins[index])
                            .wrapToLink { WatchlistCoinEditor(coin: $coins[index]) }
                    }
                }

                Text("All Coins").font(.headline)
                // 3. A value appended to the stack's path, shown by navigationDestination(for:):
                //    the path can be saved and restored, and deep links can push it.
                ForEach(coins) { coin in
                    WatchlistCoinRow(coin: coin)
                        .wrapToLink(value: coin.id)
                }
            }
            .navigationTitle("Watchlist")
            .navigationDestination(for: WatchlistCoin.ID.self) { ticker in
                if let coin = coins.first(where: { $0.id == ticker }) {
                    WatchlistCoinDetail(coin: coin)
                } else {
                    Text("\(ticker) is no longer listed.")
                }
            }
        }
    }
}

struct WatchlistCoinRow: View {
    let coin: WatchlistCoin

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(coin.name).font(.body)
                Text(coin.id).font(.caption).foregroundStyle(Color.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text("$\(coin.price, specifier: "%.2f")").font(.body.monospacedDigit())
                Text("\(coin.change24h, specifier: "%+.1f")%")
                    .font(.caption)
                    .foregroundStyle(coin.change24h >= 0 ? Color.green : Color.red)
            }
        }
        .padding(.vertical, 4)
    }
}

struct WatchlistMarketRow: View {
    let coins: [WatchlistCoin]

    private var gainers: Int { coins.filter { $0.change24h > 0 }.count }

    var body: some View {
        Label("\(gainers) of \(coins.count) up today", systemImage: "chart.line.uptrend.xyaxis")
            .padding(.vertical, 4)
    }
}

struct WatchlistMarketSummary: View {
    let coins: [WatchlistCoin]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(coins.sorted { $0.change24h > $1.change24h }) { coin in
                    HStack {
                        Text(coin.name)
                        Spacer()
                        Text("\(coin.change24h, specifier: "%+.1f")%")
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Market")
    }
}

struct WatchlistCoinEditor: View {
    @Binding var coin: WatchlistCoin
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            WatchlistCoinRow(coin: coin)
            Button(role: .destructive) {
                coin.isFavorite = false
                dismiss()
            } label: {
                Label("Remove from Favorites", systemImage: "star.slash")
            }
        }
        .padding()
        .navigationTitle(coin.name)
    }
}

struct WatchlistCoinDetail: View {
    let coin: WatchlistCoin

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("$\(coin.price, specifier: "%.2f")").font(.largeTitle)
            Text("\(coin.change24h, specifier: "%+.2f")% in 24 hours").foregroundStyle(Color.secondary)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .navigationTitle(coin.name)
    }
}
