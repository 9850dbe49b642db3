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
