import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

@MainActor
@Suite("wrapToLink")
struct WrapToLinkTests {
    // MARK: Pushing and popping

    @Test(arguments: [LinkRowForm.eager, .lazy])
    func tappingAWrappedRowPushesItsDestinationAndBackReturns(form: LinkRowForm) throws {
        let host = ViewHost(LinkRowList(count: 10, form: form, counter: LinkDestinationCounter()))
        try host.tap("Row 7")
        // The host names a pushed view by the destination's own type in both forms (the
        // closure form's lazy wrapper is seen through).
        #expect(host.navigationPath == ["LinkCountedDetail"])
        #expect(
            host.render() == """
                NavigationStack(depth: 1)
                  Text "Detail 7"
                """)
        try host.back()
        #expect(host.navigationPath.isEmpty)
        #expect(host.contains(text: "Row 7"))
        #expect(!host.contains(text: "Detail 7"))
        #expect(host.warnings.isEmpty)
    }

    // MARK: When destinations are built

    @Test func theClosureFormBuildsNoDestinationUntilItsLinkIsPushed() throws {
        let counter = LinkDestinationCounter()
        let host = ViewHost(LinkRowList(count: 100, form: .lazy, counter: counter))
        // The lazy stack creates the rows on screen (the screen below the navigation bar holds
        // 24 of 100).
        #expect(host.texts.count == 24)
        #expect(counter.closureCalls == 0)
        #expect(counter.inits == 0)
        #expect(host.stats.bodyEvaluations(of: LinkCountedDetail.self) == 0)

        try host.scroll(toShow: "Row 42")
        #expect(counter.closureCalls == 0, "rows created by scrolling build nothing either")
        try host.tap("Row 42")
        #expect(counter.closureCalls == 1, "only the tapped row's closure runs")
        #expect(counter.inits == 1)
        #expect(counter.bodies == 1)
        #expect(host.stats.bodyEvaluations(of: LinkCountedDetail.self) == 1)
        #expect(host.contains(text: "Detail 42"))

        // Going back calls nothing; pushing again builds the destination anew.
        try host.back()
        #expect(counter.closureCalls == 1)
        try host.scroll(toShow: "Row 3")
        try host.tap("Row 3")
        #expect(counter.closureCalls == 2)
        #expect(counter.inits == 2)
        #expect(host.contains(text: "Detail 3"))
    }

    @Test func theSeedFormBuildsEveryRowsDestinationButEvaluatesNoneBeforeThePush() throws {
        let counter = LinkDestinationCounter()
        let host = ViewHost(LinkRowList(count: 100, form: .eager, counter: counter))
        // The difference from the closure form is in construction: one destination value per
        // row the lazy stack creates (the 24 on screen), while no destination body runs in
        // either form.
        #expect(host.texts.count == 24)
        #expect(counter.inits == 24)
        #expect(counter.bodies == 0)
        #expect(host.stats.bodyEvaluations(of: LinkCountedDetail.self) == 0)

        try host.scroll(toShow: "Row 42")
        let built = counter.inits
        #expect(built > 24, "each row created on the way builds its destination")
        try host.tap("Row 42")
        #expect(
            counter.inits == built, "the pushed destination is the one the row built; the push leaves the list alone")
        #expect(counter.bodies == 1)
        #expect(host.stats.bodyEvaluations(of: LinkCountedDetail.self) == 1)
        #expect(host.contains(text: "Detail 42"))
    }

    @Test func aRebuiltListRebuildsEveryEagerDestinationButNoLazyOne() throws {
        let eager = LinkDestinationCounter()
        let lazy = LinkDestinationCounter()
        let host = ViewHost(RebuiltLists(eager: eager, lazy: lazy))
        #expect(eager.inits == 10)
        #expect(lazy.inits == 0)
        try host.tap("Rebuild: 0")
        try host.tap("Rebuild: 1")
        #expect(host.stats.bodyEvaluations(of: RebuiltLists.self) == 3)
        #expect(eager.inits == 30, "each update of the list builds every destination again")
        #expect(lazy.closureCalls == 0)
        #expect(lazy.inits == 0)
    }

    /// Two ten-row lists, one per form, under a button that re-evaluates both.
    struct RebuiltLists: View {
        let eager: LinkDestinationCounter
        let lazy: LinkDestinationCounter
        @State private var rebuilds = 0

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Rebuild: \(rebuilds)") { rebuilds += 1 }
                    ForEach(0..<10, id: \.self) { number in
                        Text("Eager \(number) \(rebuilds)")
                            .wrapToLink(LinkCountedDetail(number: number, counter: eager))
                        Text("Lazy \(number) \(rebuilds)")
                            .wrapToLink {
                                let _ = lazy.closureCalls += 1
                                LinkCountedDetail(number: number, counter: lazy)
                            }
                    }
                }
            }
        }
    }

    /// A list whose rows push, through the closure form, a detail that renames its item
    /// through a binding.
    struct EditableList: View {
        @State private var names = ["Bitcoin", "Ethereum"]

        var body: some View {
            NavigationStack {
                VStack {
                    ForEach(names.indices, id: \.self) { index in
                        Text(names[index])
                            .wrapToLink { Renamer(name: $names[index]) }
                    }
                }
            }
        }
    }

    struct Renamer: View {
        @Binding var name: String

        var body: some View {
            VStack {
                Text("Editing \(name)")
                Button("Shout") { name += "!" }
            }
        }
    }

    @Test func aDeferredDestinationEditsThroughItsBindingWhilePushed() throws {
        let host = ViewHost(EditableList())
        try host.tap("Ethereum")
        try host.tap("Shout")
        #expect(host.contains(text: "Editing Ethereum!"), "the pushed destination follows the state")
        try host.back()
        #expect(host.texts == ["Bitcoin", "Ethereum!"])
    }

    // MARK: Style and content shape

    struct ThreeForms: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Seed form").wrapToLink(Text("Seed destination"))
                    Text("Closure form").wrapToLink { Text("Closure destination") }
                    Text("Value form").wrapToLink(value: "value")
                }
                .navigationDestination(for: String.self) { Text("Destination for \($0)") }
            }
        }
    }

    @Test func everyFormIsAPlainLinkWithARectangularContentShape() throws {
        let host = ViewHost(ThreeForms())
        #expect(
            host.render() == """
                NavigationStack
                  VStack(alignment: .center, spacing: nil)
                    NavigationLink(style: .plain) .buttonStyle(.plain)
                      Text "Seed form" .contentShape(Rectangle)
                    NavigationLink(style: .plain) .buttonStyle(.plain)
                      Text "Closure form" .contentShape(Rectangle)
                    NavigationLink(value: value, style: .plain) .buttonStyle(.plain)
                      Text "Value form" .contentShape(Rectangle)
                """)
        try host.tap("Seed form")
        #expect(host.contains(text: "Seed destination"))
        try host.back()
        try host.tap("Closure form")
        #expect(host.contains(text: "Closure destination"))
        try host.back()
        try host.tap("Value form")
        #expect(host.contains(text: "Destination for value"))
    }

    @Test func theModifierIsTheSeedsLinkBlock() throws {
        let modified = ViewHost(
            NavigationStack {
                HStack {
                    Text("Bitcoin")
                    Text("BTC")
                }
                .modifier(NavigationLinkWrapper(destination: Text("Detail")))
            })
        let written = ViewHost(
            NavigationStack {
                NavigationLink {
                    Text("Detail")
                } label: {
                    HStack {
                        Text("Bitcoin")
                        Text("BTC")
                    }
                    .contentShape(Rectangle())
                }
                .buttonStyle(PlainButtonStyle())
            })
        #expect(modified.render() == written.render())
        try modified.tap("BTC")
        #expect(modified.contains(text: "Detail"))
    }

    // MARK: Value links

    struct WrapCoin: Hashable {
        let name: String
    }

    struct ValueLinks: View {
        var body: some View {
            NavigationStack {
                VStack {
                    HStack {
                        Text("Bitcoin")
                        Text("BTC")
                    }
                    .wrapToLink(value: WrapCoin(name: "Bitcoin"))
                    Text("Unknown").wrapToLink(value: 42)
                    Text("Nothing").wrapToLink(value: WrapCoin?.none)
                }
                .navigationDestination(for: WrapCoin.self) { coin in
                    Text("Coin \(coin.name)")
                }
            }
        }
    }

    @Test func aValuePushesThroughTheStacksDestination() throws {
        let host = ViewHost(ValueLinks())
        #expect(
            host.render().contains(
                """
                    NavigationLink(value: WrapCoin(name: "Bitcoin"), style: .plain) .buttonStyle(.plain)
                      HStack(alignment: .center, spacing: nil) .contentShape(Rectangle)
                        Text "Bitcoin"
                        Text "BTC"
                """))
        try host.tap("BTC")
        #expect(host.navigationPath == ["WrapCoin(name: \"Bitcoin\")"])
        #expect(host.contains(text: "Coin Bitcoin"))
        try host.back()
        #expect(host.navigationPath.isEmpty)
        #expect(host.contains(text: "Unknown"))
        #expect(host.warnings.isEmpty)
    }

    @Test func aValueWithoutADestinationWarnsAndDoesNothing() throws {
        let host = ViewHost(ValueLinks())
        try host.tap("Unknown")
        #expect(host.navigationPath.isEmpty)
        #expect(host.contains(text: "Unknown"))
        #expect(
            host.warnings == [
                "A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
            ])
    }

    @Test func aNilValueDoesNothing() throws {
        let host = ViewHost(ValueLinks())
        try host.tap("Nothing")
        #expect(host.navigationPath.isEmpty)
        #expect(host.warnings.isEmpty)
    }

    // MARK: Hit shape and live destinations

    @Test(arguments: [LinkRowForm.eager, .lazy])
    func theContentShapeIsOnTheLabel(form: LinkRowForm) throws {
        // A plain-styled link hit-tests its label, so the shape belongs there; the old
        // wrapper put it on the link, outside the label.
        let host = ViewHost(LinkRowList(count: 1, form: form, counter: LinkDestinationCounter()))
        let lines = host.render().split(separator: "\n").map(String.init)
        let link = try #require(lines.firstIndex { $0.contains("NavigationLink") })
        #expect(!lines[link].contains("contentShape"))
        #expect(lines[link + 1].contains(".contentShape(Rectangle)"), "\(lines)")
    }

    @Test func theValueFormPutsTheContentShapeOnTheLabelToo() throws {
        let host = ViewHost(NavigationStack { Text("BTC").wrapToLink(value: "btc") })
        let lines = host.render().split(separator: "\n").map(String.init)
        let link = try #require(lines.firstIndex { $0.contains("NavigationLink") })
        #expect(!lines[link].contains("contentShape"))
        #expect(lines[link + 1].contains("Text \"BTC\" .contentShape(Rectangle)"), "\(lines)")
    }

    @Observable
    final class Coin {
        var price = 100
        var listed = true
    }

    struct PriceDetail: View {
        let price: Int
        var body: some View { Text("Price \(price)") }
    }

    struct Market: View {
        let coin: Coin

        var body: some View {
            NavigationStack {
                VStack {
                    if coin.listed {
                        Text("BTC \(coin.price)").wrapToLink(PriceDetail(price: coin.price))
                    }
                }
            }
        }
    }

    @Test func aPushedDestinationFollowsItsLinkWhileTheLinkIsThere() throws {
        let coin = Coin()
        let host = ViewHost(Market(coin: coin))
        try host.tap("BTC 100")
        #expect(host.contains(text: "Price 100"))
        coin.price = 120  // the list re-renders the link's destination
        #expect(host.contains(text: "Price 120"))
        #expect(host.navigationPath == ["PriceDetail"])
        coin.listed = false  // the link leaves the hierarchy
        coin.price = 90
        #expect(host.contains(text: "Price 120"), "a screen whose link is gone keeps its last value")
    }
}
