import SwiftUIExtras

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// wrapToLink: a list of rows, each wrapped into a navigation link, in its three forms. A
// counter shows how many destinations each form builds. The gallery's wrap-to-link scene
// drives `CoinList`; `NavigationDemoScreen` shows the rows in the demo app's navigation stack.

struct Coin: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
}

private let coins = [
    Coin(id: "BTC", name: "Bitcoin"),
    Coin(id: "ETH", name: "Ethereum"),
    Coin(id: "SOL", name: "Solana"),
]

/// Counts the detail views made (initializers run), shared by reference.
public final class DetailBuildCounter {
    public internal(set) var built = 0

    public init() {}
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
public enum LinkForm: CaseIterable, Sendable {
    /// Seed 001's `wrapToLink(_:)`: the destination as a value, built for every row.
    case eager
    /// `wrapToLink { ... }`: the destination built when the row is pushed.
    case lazy
    /// `wrapToLink(value:)` and the stack's `navigationDestination(for:)`.
    case value

    public var callSite: String {
        switch self {
        case .eager: "CoinRowView(coin: coin).wrapToLink(CoinDetailView(coin: coin))   // seed 001"
        case .lazy: "CoinRowView(coin: coin).wrapToLink { CoinDetailView(coin: coin) }"
        case .value:
            "CoinRowView(coin: coin).wrapToLink(value: coin)  +  .navigationDestination(for: Coin.self) { CoinDetailView(coin: $0) }"
        }
    }

    var title: String {
        switch self {
        case .eager: "Eager"
        case .lazy: "Lazy"
        case .value: "Value"
        }
    }
}

/// Seed 001's list in its own navigation stack.
public struct CoinList: View {
    let form: LinkForm
    let counter: DetailBuildCounter

    public init(form: LinkForm, counter: DetailBuildCounter) {
        self.form = form
        self.counter = counter
    }

    public var body: some View {
        NavigationStack {
            CoinRows(form: form, counter: counter)
        }
    }
}

/// Seed 001's rows, wrapped into links, a divider after each row but the last; they push
/// onto the enclosing navigation stack.
struct CoinRows: View {
    let form: LinkForm
    let counter: DetailBuildCounter

    var body: some View {
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

// MARK: - The demo app's screen

/// wrapToLink in each form, on rows that push onto the app's navigation stack: pick a form,
/// tap a row, go back, and compare how many detail views each form built.
///
/// Push it inside a `NavigationStack` (the demo app's root is one): the rows use it.
public struct NavigationDemoScreen: View {
    @State private var form = LinkForm.lazy
    @State private var counter = DetailBuildCounter()
    /// Bumped whenever the rows appear (at first, for a new form, and back from a detail), so
    /// the count is read again: the counter is a plain class that SwiftUI does not observe.
    @State private var appearances = 0

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Form")
                    .font(.headline)
                HStack {
                    ForEach(LinkForm.allCases, id: \.self) { choice in
                        Button {
                            counter.built = 0
                            form = choice
                        } label: {
                            Text(choice.title).bold(choice == form)
                        }
                    }
                }
                Text(form.callSite)
                    .font(.caption)
                BuildCount(counter: counter, appearances: appearances)
                // A new identity for each form, so that the rows appear anew and the count is read.
                CoinRows(form: form, counter: counter)
                    .onAppear { appearances += 1 }
                    .id(form)
            }
            .padding()
        }
        .navigationTitle("wrapToLink")
    }
}

/// How many detail views the rows have built since the form was picked.
private struct BuildCount: View {
    let counter: DetailBuildCounter
    let appearances: Int

    var body: some View {
        Text("Detail views built: \(counter.built)")
            .font(.footnote)
    }
}
