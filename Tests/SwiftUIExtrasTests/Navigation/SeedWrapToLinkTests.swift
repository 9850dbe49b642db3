import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

/// The post 001's screen. `coinList` and `coinGrid` are the post's, as its last listing
/// writes them (only `import SwiftUI` differs); the rest is the app around them, which the
/// post leaves out: a coin, its row, cell and detail views, and a screen holding the coins.
private enum SeedCoins {
    struct Coin: Identifiable, Equatable {
        let id: String
        var name: String
        var isFavorite = false
    }

    struct CoinRowView: View {
        @Binding var coin: Coin

        var body: some View {
            HStack {
                Text(coin.name)
                Spacer()
                Text(coin.isFavorite ? "★" : "☆")
            }
        }
    }

    struct CoinCellView: View {
        @Binding var coin: Coin

        var body: some View {
            VStack {
                Text(coin.name)
                Text(coin.isFavorite ? "★" : "☆")
            }
        }
    }

    struct CoinDetailView: View {
        @Binding var item: Coin

        var body: some View {
            VStack {
                Text("\(item.name) detail")
                Button(item.isFavorite ? "Remove from favorites" : "Add to favorites") {
                    item.isFavorite.toggle()
                }
            }
        }
    }

    struct CoinScreen: View {
        let showsGrid: Bool
        let searchText: String
        @State var coin: [Coin] = [
            Coin(id: "btc", name: "Bitcoin"),
            Coin(id: "eth", name: "Ethereum"),
            Coin(id: "xrp", name: "Ripple"),
        ]
        let columns = [GridItem(.flexible()), GridItem(.flexible())]

        init(showsGrid: Bool = false, searchText: String = "") {
            self.showsGrid = showsGrid
            self.searchText = searchText
        }

        var filteredList: [Coin] {
            searchText.isEmpty ? coin : coin.filter { $0.name.contains(searchText) }
        }

        var body: some View {
            NavigationStack {
                ScrollView {
                    if showsGrid { coinGrid } else { coinList }
                }
            }
        }

        var coinList: some View {
            LazyVStack {
                ForEach(filteredList, id: \.id) { item in

                    if let index = coin.firstIndex(where: { $0.id == item.id }) {
                        CoinRowView(coin: $coin[index])
                            .wrapToLink(CoinDetailView(item: $coin[index]))

                        Divider()
                            .isHidden(item == coin.last)
                            .padding(.horizontal, 100)
                    }
                }
            }
        }
        var coinGrid: some View {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(filteredList, id: \.id) { item in
                    if let index = coin.firstIndex(where: { $0.id == item.id }) {
                        CoinCellView(coin: $coin[index])
                            .wrapToLink(CoinDetailView(item: $coin[index]))
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Seed 001: wrapToLink as the post uses it")
struct SeedWrapToLinkTests {
    static func row(_ name: String, _ star: String, divider: String) -> String {
        """
              NavigationLink(style: .plain) .buttonStyle(.plain)
                HStack(alignment: .center, spacing: nil) .contentShape(Rectangle)
                  Text "\(name)"
                  Spacer
                  Text "\(star)"
              Divider \(divider) .padding(.horizontal, 100)
        """
    }

    static func cell(_ name: String, _ star: String) -> String {
        """
              NavigationLink(style: .plain) .buttonStyle(.plain)
                VStack(alignment: .center, spacing: nil) .contentShape(Rectangle)
                  Text "\(name)"
                  Text "\(star)"
        """
    }

    static let shownDivider = ".opacity(1)"
    static let hiddenDivider = ".opacity(0) .allowsHitTesting(false) .accessibilityHidden"

    @Test func theListShowsEachCoinAsAPlainLinkAndHidesTheLastDivider() {
        let host = ViewHost(SeedCoins.CoinScreen())
        #expect(
            host.render() == """
                NavigationStack
                  ScrollView(axes: .vertical)
                    LazyVStack(alignment: .center, spacing: nil)
                \(Self.row("Bitcoin", "☆", divider: Self.shownDivider))
                \(Self.row("Ethereum", "☆", divider: Self.shownDivider))
                \(Self.row("Ripple", "☆", divider: Self.hiddenDivider))
                """)
        #expect(host.warnings.isEmpty)
    }

    @Test func aRowOpensItsCoinsDetailWhichEditsTheCoinThroughItsBinding() throws {
        let host = ViewHost(SeedCoins.CoinScreen())
        try host.tap("Ethereum")
        #expect(host.navigationPath == ["CoinDetailView"])
        #expect(host.contains(text: "Ethereum detail"))
        #expect(!host.contains(text: "Bitcoin"), "the list is covered")

        try host.tap("Add to favorites")
        #expect(
            host.render() == """
                NavigationStack(depth: 1)
                  VStack(alignment: .center, spacing: nil)
                    Text "Ethereum detail"
                    Button
                      Text "Remove from favorites"
                """)

        try host.back()
        #expect(host.navigationPath.isEmpty)
        #expect(host.render().contains(Self.row("Ethereum", "★", divider: Self.shownDivider)))
        #expect(host.render().contains(Self.row("Bitcoin", "☆", divider: Self.shownDivider)))
        #expect(host.warnings.isEmpty)
    }

    @Test func aGridCellOpensItsCoinsDetailToo() throws {
        let host = ViewHost(SeedCoins.CoinScreen(showsGrid: true))
        #expect(
            host.render() == """
                NavigationStack
                  ScrollView(axes: .vertical)
                    LazyVGrid(columns: 2, alignment: .center, spacing: 8)
                \(Self.cell("Bitcoin", "☆"))
                \(Self.cell("Ethereum", "☆"))
                \(Self.cell("Ripple", "☆"))
                """)
        try host.tap("Ripple")
        #expect(host.contains(text: "Ripple detail"))
        try host.tap("Add to favorites")
        try host.back()
        #expect(host.render().hasSuffix(Self.cell("Ripple", "★")))
        #expect(host.render().contains(Self.cell("Bitcoin", "☆")))
    }

    /// The post hides the divider after the last coin, not after the last row shown: with a
    /// search that leaves out the last coin, the last row shown keeps its divider.
    @Test func aFilteredListKeepsTheDividerOfItsLastRowUnlessItIsTheLastCoin() throws {
        let host = ViewHost(SeedCoins.CoinScreen(searchText: "e"))
        #expect(
            host.render() == """
                NavigationStack
                  ScrollView(axes: .vertical)
                    LazyVStack(alignment: .center, spacing: nil)
                \(Self.row("Ethereum", "☆", divider: Self.shownDivider))
                \(Self.row("Ripple", "☆", divider: Self.hiddenDivider))
                """)
        let withoutLast = ViewHost(SeedCoins.CoinScreen(searchText: "Bit"))
        #expect(withoutLast.render().hasSuffix(Self.row("Bitcoin", "☆", divider: Self.shownDivider)))
        try withoutLast.tap("Bitcoin")
        #expect(withoutLast.contains(text: "Bitcoin detail"))
    }
}
