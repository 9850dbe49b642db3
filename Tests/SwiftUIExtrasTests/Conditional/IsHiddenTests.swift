import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("isHidden")
struct IsHiddenTests {
    struct Screen: View {
        let remove: Bool
        @State private var hidden = false

        var body: some View {
            VStack {
                Button(hidden ? "Show" : "Hide") { hidden.toggle() }
                TapCounter(name: "A")
                    .onDisappear {}
                    .isHidden(hidden, remove: remove)
            }
        }
    }

    @Test func hidingKeepsTheViewItsIdentityAndItsState() throws {
        let host = ViewHost(Screen(remove: false))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Hide")
        #expect(
            host.render() == """
                VStack(alignment: .center, spacing: nil)
                  Button
                    Text "Show"
                  Button .opacity(0) .allowsHitTesting(false) .accessibilityHidden
                    Text "A: 2"
                """)
        let error = #expect(throws: ViewHostError.self) { try host.tap("A: 2") }
        #expect(error?.description.contains("does not take taps") == true)
        try host.tap("Show")
        #expect(
            host.render().contains(
                """
                  Button .opacity(1)
                    Text "A: 2"
                """))
        try host.tap("A: 2")
        #expect(host.contains(text: "A: 3"))
        #expect(host.stats.stateDeallocations == 0)
        #expect(host.stats.stateAllocations == 0)
        #expect(host.stats.disappearCount == 0)
    }

    @Test func removingEndsTheViewsIdentityAndState() throws {
        let host = ViewHost(Screen(remove: true))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Hide")
        #expect(
            host.render() == """
                VStack(alignment: .center, spacing: nil)
                  Button
                    Text "Show"
                """)
        #expect(host.stats.stateDeallocations == 1)
        #expect(host.stats.disappearCount == 1)
        try host.tap("Show")
        #expect(host.contains(text: "A: 0"), "the view comes back as a new view, with fresh state")
        #expect(host.stats.stateAllocations == 1)
    }

    struct RemoveToggle: View {
        @State private var remove = false
        var body: some View {
            VStack {
                Button("Remove \(remove)") { remove.toggle() }
                TapCounter(name: "A").isHidden(false, remove: remove)
            }
        }
    }

    @Test func aShownViewKeepsItsIdentityWhateverRemoveSays() throws {
        let host = ViewHost(RemoveToggle())
        try host.tap("A: 0")
        try host.tap("Remove false")
        try host.tap("Remove true")
        #expect(host.contains(text: "A: 1"))
        #expect(host.stats.stateDeallocations == 0)
    }

    struct Coin: Identifiable, Equatable {
        let id: Int
    }

    /// The post 001's row: a divider under every coin but the last.
    struct CoinList: View {
        let coin = [Coin(id: 1), Coin(id: 2)]
        var body: some View {
            VStack {
                ForEach(coin) { item in
                    Text("Coin \(item.id)")
                    Divider()
                        .isHidden(item == coin.last)
                        .padding(.horizontal, 100)
                }
            }
        }
    }

    @Test func postsDividerCallSite() {
        let host = ViewHost(CoinList())
        #expect(
            host.render() == """
                VStack(alignment: .center, spacing: nil)
                  Text "Coin 1"
                  Divider .opacity(1) .padding(.horizontal, 100)
                  Text "Coin 2"
                  Divider .opacity(0) .allowsHitTesting(false) .accessibilityHidden .padding(.horizontal, 100)
                """)
    }
}
