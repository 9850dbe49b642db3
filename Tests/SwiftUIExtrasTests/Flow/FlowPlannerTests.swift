import Testing

@testable import SwiftUIExtras

/// The planner as a pure function: hand-written (from, to) rows, then every pair of flows up
/// to three routes deep over push, sheet, cover and popover.
@Suite("FlowPlanner: the fewest legal steps between two flows")
struct FlowPlannerTests {
    typealias R = Route<String>

    static let medium = R.sheet("s", detents: [.medium, .large], selectedDetent: .medium)
    static let large = R.sheet("s", detents: [.medium, .large], selectedDetent: .large)

    /// (from, to, expected steps).
    static let table: [(String, [R], [R], [[R]])] = [
        ("nothing to do", [.push("a")], [.push("a")], []),
        ("one push", [], [.push("a")], [[.push("a")]]),
        ("three pushes at once", [], [.push("a"), .push("b"), .push("c")], [[.push("a"), .push("b"), .push("c")]]),
        ("pop two", [.push("a"), .push("b"), .push("c")], [.push("a")], [[.push("a")]]),
        ("replace the top push", [.push("a"), .push("b")], [.push("a"), .push("c")], [[.push("a"), .push("c")]]),
        ("present with pushes inside", [], [.sheet("s"), .push("x")], [[.sheet("s"), .push("x")]]),
        (
            "push, present, push: one step", [], [.push("a"), .cover("c"), .push("x")],
            [[.push("a"), .cover("c"), .push("x")]]
        ),
        (
            "two presentations: two steps", [], [.sheet("s"), .cover("c")],
            [[.sheet("s")], [.sheet("s"), .cover("c")]]
        ),
        (
            "three levels", [], [.push("a"), .sheet("s"), .push("b"), .popover("p")],
            [[.push("a"), .sheet("s"), .push("b")], [.push("a"), .sheet("s"), .push("b"), .popover("p")]]
        ),
        ("dismiss all at once", [.sheet("s"), .cover("c"), .popover("p")], [], [[]]),
        (
            "dismiss, then pop", [.push("a"), .push("b"), .sheet("s")], [.push("a")],
            [[.push("a"), .push("b")], [.push("a")]]
        ),
        ("switch sheet to cover", [.sheet("s")], [.cover("c")], [[], [.cover("c")]]),
        (
            "switch the top presentation", [.sheet("s"), .sheet("t")], [.sheet("s"), .popover("p")],
            [[.sheet("s")], [.sheet("s"), .popover("p")]]
        ),
        ("pop inside a sheet", [.sheet("s"), .push("x"), .push("y")], [.sheet("s")], [[.sheet("s")]]),
        ("detent changes in place", [medium], [large], [[large]]),
        ("detent in place, then a push", [medium], [large, .push("x")], [[large, .push("x")]]),
        (
            "detent in place while dismissing above", [medium, .cover("c")], [large, .popover("p")],
            [[large], [large, .popover("p")]]
        ),
        ("push to sheet, same screen", [.push("a")], [.sheet("a")], [[.sheet("a")]]),
        ("sheet to push, same screen", [.sheet("a")], [.push("a")], [[], [.push("a")]]),
    ]

    @Test(arguments: 0..<table.count)
    func tableRow(_ row: Int) {
        let (name, from, to, expected) = Self.table[row]
        let steps = FlowPlanner.steps(from: from, to: to)
        #expect(steps == expected, "\(name): \(steps)")
    }

    /// Every flow of up to three routes, valid or not: 5 route values.
    static let alphabet: [R] = [.push("a"), .push("b"), .sheet("s"), .cover("c"), .popover("p")]
    static let flows: [[R]] = {
        var all: [[R]] = [[]]
        var level: [[R]] = [[]]
        for _ in 0..<3 {
            level = level.flatMap { flow in alphabet.map { flow + [$0] } }
            all += level
        }
        return all.filter { FlowPlanner.validPrefix(of: $0).count == $0.count }
    }()

    /// A step iOS accepts: it dismisses one presentation (with what is above it) and adds
    /// nothing, or it adds at most one presentation.
    static func isLegal(_ a: [R], _ b: [R]) -> Bool {
        let common = FlowPlanner.commonPrefixCount(a, b)
        let removed = a[common...]
        let added = b[common...]
        if removed.contains(where: { $0.style.isPresentation }) {
            return added.isEmpty && removed.first!.style.isPresentation
        }
        return added.filter { $0.style.isPresentation }.count <= 1
    }

    @Test func everyPairOfFlowsUpToThreeDeep() {
        var pairs = 0
        var totalSteps = 0
        for from in Self.flows {
            for to in Self.flows {
                let steps = FlowPlanner.steps(from: from, to: to)
                pairs += 1
                totalSteps += steps.count
                #expect(steps.last ?? from == to, "\(from) → \(to)")
                var previous = from
                for step in steps {
                    #expect(Self.isLegal(previous, step), "\(from) → \(to): \(previous) → \(step)")
                    previous = step
                }
                // Fewest: one step per dismissal and one per added presentation, at least one.
                let common = FlowPlanner.commonPrefixCount(from, to)
                let dismisses = from[common...].contains { $0.style.isPresentation } ? 1 : 0
                let presents = to[common...].filter { $0.style.isPresentation }.count
                let onlyDismissal = dismisses == 1 && to.count == common && from[common].style.isPresentation
                let expected = from == to ? 0 : dismisses + (onlyDismissal ? 0 : max(presents, 1))
                #expect(steps.count == expected, "\(from) → \(to): \(steps)")
            }
        }
        #expect(Self.flows.count > 60)
        print("FlowPlanner: \(Self.flows.count) valid flows, \(pairs) pairs, \(totalSteps) steps")
    }

    @Test func invalidRoutesAreCutAtTheFirstBadOne() {
        let pushAbovePopover: [R] = [.push("a"), .popover("p"), .push("b"), .sheet("s")]
        let cut = FlowPlanner.validPrefix(of: pushAbovePopover)
        #expect(cut.count == 2)
        #expect(cut.problem?.contains("above a popover") == true)

        let badDetent: [R] = [.sheet("s", detents: [.medium], selectedDetent: .large)]
        #expect(FlowPlanner.validPrefix(of: badDetent).count == 0)
        #expect(FlowPlanner.validPrefix(of: [R.popover("p"), .sheet("s")]).count == 2)
        #expect(FlowPlanner.validPrefix(of: [R.cover("c"), .push("x")]).problem == nil)
    }
}

/// A route's identity: its style's kind and its screen's identity (the `id` of an
/// `Identifiable` screen, else the enum case, else the value). A route that keeps its
/// identity while its screen's value changes is updated in place.
@Suite("Route identity: a changed screen value of the same identity updates in place")
struct RouteIdentityTests {
    enum Inner: Hashable, Sendable {
        case first
        case second(Int)
    }

    indirect enum Screen: Hashable, Sendable {
        case home, settings
        case detail(String)
        case editor(String, draft: Int)
        case labelled(id: String)
        case nested(Inner)
        case wrapped(Screen)
    }

    /// An enum that names its own identity: the id wins over the case.
    enum Tab: Hashable, Identifiable {
        case feed(page: Int)
        case search(String)
        var id: String {
            switch self {
            case .feed: "feed"
            case .search(let query): "search \(query)"
            }
        }
    }

    struct Point: Hashable { var x: Int }

    /// An enum with a custom mirror is not seen as an enum: compared by value.
    enum Mirrored: Hashable, CustomReflectable {
        case value(Int)
        var customMirror: Mirror { Mirror(self, children: [:]) }
    }

    static func same<S: Hashable>(_ a: S, _ b: S, _ style: RouteStyle = .push) -> Bool {
        Route(a, style: style).isSameScreen(as: Route(b, style: style))
    }

    @Test func enumCasesWithoutPayloadAreTheirValue() {
        #expect(Self.same(Screen.home, .home))
        #expect(!Self.same(Screen.home, .settings))
    }

    @Test func enumCasesWithPayloadAreTheirCase() {
        #expect(Self.same(Screen.detail("BTC"), .detail("ETH")))
        #expect(Self.same(Screen.editor("BTC", draft: 1), .editor("ETH", draft: 2)))
        #expect(Self.same(Screen.labelled(id: "a"), .labelled(id: "b")))
        #expect(!Self.same(Screen.detail("BTC"), .editor("BTC", draft: 1)))
        #expect(!Self.same(Screen.detail("home"), .home))
        #expect(!Self.same(Screen.labelled(id: "a"), .detail("a")))
    }

    @Test func nestedEnumsAreTheirOuterCase() {
        #expect(Self.same(Screen.nested(.first), .nested(.second(1))))
        #expect(Self.same(Screen.wrapped(.home), .wrapped(.detail("x"))))
        #expect(!Self.same(Screen.nested(.first), .wrapped(.home)))
        #expect(Self.same(Inner.second(1), .second(2)))
        #expect(!Self.same(Inner.first, .second(2)))
    }

    @Test func identifiableScreensAreTheirID() {
        #expect(Self.same(NoteScreen(id: 1, title: "A"), NoteScreen(id: 1, title: "B")))
        #expect(!Self.same(NoteScreen(id: 1, title: "A"), NoteScreen(id: 2, title: "A")))
        #expect(Self.same(Tab.feed(page: 1), .feed(page: 2)))
        #expect(!Self.same(Tab.search("a"), .search("b")), "the id, not the case")
    }

    @Test func otherScreensAreTheirValue() {
        #expect(Self.same("a", "a"))
        #expect(!Self.same("a", "b"))
        #expect(!Self.same(1, 2))
        #expect(!Self.same(Point(x: 1), Point(x: 2)))
        #expect(Self.same(Point(x: 1), Point(x: 1)))
        #expect(!Self.same(Mirrored.value(1), .value(2)))
        #expect(Self.same(Mirrored.value(1), .value(1)))
    }

    @Test func anotherKindIsAnotherScreenButOptionsAreNot() {
        #expect(!Route.push(Screen.detail("a")).isSameScreen(as: .sheet(.detail("a"))))
        #expect(!Route.cover(Screen.detail("a")).isSameScreen(as: .popover(.detail("b"))))
        #expect(
            Route.sheet(Screen.detail("a"), detents: [.medium, .large], selectedDetent: .medium)
                .isSameScreen(as: .sheet(.detail("b"), detents: [.large])))
    }

    typealias R = Route<Screen>

    /// (from, to, expected steps).
    static let table: [(String, [R], [R], [[R]])] = [
        ("a push's value, in place", [.push(.detail("a"))], [.push(.detail("b"))], [[.push(.detail("b"))]]),
        (
            "values below and above a presentation, in place, one step",
            [.push(.detail("a")), .sheet(.editor("a", draft: 0)), .push(.labelled(id: "a")), .cover(.detail("c"))],
            [.push(.detail("b")), .sheet(.editor("b", draft: 1)), .push(.labelled(id: "b")), .cover(.detail("d"))],
            [[.push(.detail("b")), .sheet(.editor("b", draft: 1)), .push(.labelled(id: "b")), .cover(.detail("d"))]]
        ),
        ("a popover's value, in place", [.popover(.detail("a"))], [.popover(.detail("b"))], [[.popover(.detail("b"))]]),
        (
            "a value in place, then another case dismissed and presented",
            [.sheet(.detail("a")), .cover(.home)], [.sheet(.detail("b")), .cover(.settings)],
            [[.sheet(.detail("b"))], [.sheet(.detail("b")), .cover(.settings)]]
        ),
        ("another case: a new screen", [.sheet(.detail("a"))], [.sheet(.home)], [[], [.sheet(.home)]]),
        ("another kind: a new screen", [.sheet(.detail("a"))], [.cover(.detail("b"))], [[], [.cover(.detail("b"))]]),
        (
            "another case pushed: replaced in one step", [.push(.detail("a")), .push(.home)],
            [.push(.detail("b")), .push(.settings)], [[.push(.detail("b")), .push(.settings)]]
        ),
    ]

    @Test(arguments: 0..<table.count)
    func tableRow(_ row: Int) {
        let (name, from, to, expected) = Self.table[row]
        #expect(FlowPlanner.steps(from: from, to: to) == expected, "\(name)")
    }

    @Test func theDriverUpdatesInPlaceAndTheUserStillWritesBack() {
        let medium = R.sheet(.detail("a"), detents: [.medium, .large], selectedDetent: .medium)
        var driver = FlowDriver<Screen>()
        _ = driver.request([.push(.home), medium])
        driver.appeared(1)
        driver.presented(1)
        #expect(driver.waiting == nil)

        let changed: [R] = [.push(.home), .sheet(.detail("b"), detents: [.medium, .large], selectedDetent: .medium)]
        _ = driver.request(changed)
        #expect(driver.shown == changed, "the new value is shown at once")
        #expect(driver.waiting == nil && driver.pending.isEmpty, "nothing is dismissed or presented")

        let dragged = driver.selectDetent(.large, at: 1)
        #expect(dragged == [.push(.home), .sheet(.detail("b"), detents: [.medium, .large], selectedDetent: .large)])
        #expect(driver.userRemoved(from: 1) == [.push(.home)])
        #expect(driver.waiting == .dismissal(1))
    }
}
