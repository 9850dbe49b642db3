import SwiftUIExtras
import Testing

@Suite("Route arrays: push, present, go back and dismiss, as FlowStacks' convenience methods")
struct RouteNavigationTests {
    static let deep: [Route<String>] = [
        .push("a"), .sheet("s"), .push("b"), .cover("c"), .push("d"), .popover("p"),
    ]

    @Test func pushAndPresentAppend() {
        var routes: [Route<String>] = []
        routes.push("a")
        routes.present("s")
        routes.present("c", style: .fullScreenCover)
        #expect(routes == [.push("a"), .sheet("s"), .cover("c")])
    }

    @Test func goBackRemovesScreensOfAnyKindAndStopsAtTheRoot() {
        var routes = Self.deep
        routes.goBack()
        #expect(routes == Array(Self.deep.prefix(5)))
        routes.goBack(2)
        #expect(routes == Array(Self.deep.prefix(3)))
        routes.goBack(10)
        #expect(routes.isEmpty)
        routes = Self.deep
        routes.goBack(-1)
        #expect(routes == Self.deep, "a negative count goes nowhere")
    }

    @Test func goBackToAnIndexAScreenOrAPredicate() {
        var routes = Self.deep
        routes.goBackTo(index: 2)
        #expect(routes == Array(Self.deep.prefix(3)))
        routes.goBackTo(index: 7)
        #expect(routes == Array(Self.deep.prefix(3)), "no such index: nothing changes")

        routes = Self.deep + [.push("a")]
        do {
            let result = routes.goBackTo("a")
            #expect(result)
        }
        #expect(routes == Self.deep + [.push("a")], "the last route showing it is already on top")
        routes.goBack()
        do {
            let result = routes.goBackTo("a")
            #expect(result)
        }
        #expect(routes == [.push("a")])
        do {
            let result = routes.goBackTo("z")
            #expect(!result)
        }
        #expect(routes == [.push("a")])

        routes = Self.deep
        do {
            let result = routes.goBackTo(where: { $0 == "s" || $0 == "c" })
            #expect(result)
        }
        #expect(routes == Array(Self.deep.prefix(4)), "the last match")
        routes.goBackToRoot()
        #expect(routes.isEmpty)
    }

    @Test func dismissTakesThePresentationsWithWhatWasPushedInThem() {
        var routes = Self.deep
        do {
            let result = routes.dismiss()
            #expect(result)
        }
        #expect(routes == Array(Self.deep.prefix(5)), "the popover")
        do {
            let result = routes.dismiss()
            #expect(result)
        }
        #expect(routes == Array(Self.deep.prefix(3)), "the cover and the push in it")
        routes = Self.deep
        do {
            let result = routes.dismiss(count: 2)
            #expect(result)
        }
        #expect(routes == Array(Self.deep.prefix(3)))
        routes = Self.deep
        do {
            let result = routes.dismiss(count: 4)
            #expect(!result, "three presentations only")
        }
        #expect(routes == Self.deep)
        do {
            let result = routes.dismiss(count: 0)
            #expect(!result)
        }
        routes.dismissAll()
        #expect(routes == [.push("a")])
        routes.dismissAll()
        #expect(routes == [.push("a")], "no presentation: nothing changes")
        var empty: [Route<String>] = []
        let dismissedNothing = !empty.dismiss()
        #expect(dismissedNothing)
    }
}
