import Testing

@testable import SwiftUIExtras

@Suite("PresentationCoordinator decides what to dismiss and present, and when")
struct PresentationCoordinatorTests {
    typealias Coordinator = PresentationCoordinator<String, Int>

    /// What the effects say, as short strings.
    func describe(_ effects: [Coordinator.Effect]) -> [String] {
        effects.map {
            switch $0 {
            case .clearBinding(let entry): "clear \(entry.key)"
            case .dismissed(let entry): "dismissed \(entry.key)"
            case .presented(let entry): "presented \(entry.key)"
            case .becameUp(let entry): "up \(entry.key)"
            case .recovered(let entry, let recovery): "recovered \(entry.key) \(recovery)"
            }
        }
    }

    /// The phase, as a short string.
    func describe(_ phase: Coordinator.Phase) -> String {
        switch phase {
        case .idle: "idle"
        case .presenting(let entry): "presenting \(entry.key)"
        case .dismissing(let entry, let next): "dismissing \(entry.key) next \(next?.key ?? "-")"
        }
    }

    /// The entry's content appears, and it has the time to come up.
    @discardableResult
    func up(_ key: String, _ coordinator: inout Coordinator) -> [String] {
        coordinator.contentAppeared(key, attempt: 0)
        return describe(coordinator.settled(key))
    }

    /// An alert or dialog: no content events, so its arrival and its leaving are waits.
    @Test func anEntryWithoutContentEventsIsTimedInAndOut() {
        var coordinator = Coordinator()
        #expect(describe(coordinator.request("alert", payload: 1, hasContentEvents: false)) == ["presented alert"])
        #expect(coordinator.expectation == .settling("alert"), "animating in from the start: no appearance to wait for")
        #expect(coordinator.request("b", payload: 2).isEmpty, "held until it is up")
        #expect(describe(coordinator.settled("alert")) == ["up alert"])
        #expect(describe(coordinator.phase) == "dismissing alert next b")
        #expect(coordinator.expectation == .leaving("alert"), "no completion comes: its leaving is a wait")
        #expect(coordinator.dismissalCompleted("b").isEmpty && coordinator.left("b").isEmpty, "stale")
        #expect(describe(coordinator.left("alert")) == ["dismissed alert", "presented b"])
        #expect(coordinator.left("alert").isEmpty, "once")
        #expect(coordinator.shown?.key == "b")
    }

    /// SwiftUI's write after a button's action: the alert leaves, with no warning ever.
    @Test func aButtonsWriteDismissesAnAlertAndTheActionsRequestComesAfter() {
        var coordinator = Coordinator()
        _ = coordinator.request("alert", payload: 1, hasContentEvents: false)
        _ = coordinator.settled("alert")
        // The action asks for a sheet, then SwiftUI writes false.
        #expect(coordinator.request("sheet", payload: 2).isEmpty)
        #expect(coordinator.systemDismissed("alert").isEmpty, "already leaving")
        #expect(coordinator.timedOut(.leaving("alert")).isEmpty, "a wait, not an event: nothing to recover")
        #expect(describe(coordinator.left("alert")) == ["dismissed alert", "presented sheet"])
        #expect(coordinator.expectation == .appearance("sheet", attempt: 0))
    }

    @Test func aRequestFromIdlePresentsAtOnce() {
        var coordinator = Coordinator()
        #expect(describe(coordinator.request("a", payload: 1)) == ["presented a"])
        #expect(coordinator.shown?.key == "a")
    }

    @Test func nilFromIdleDoesNothing() {
        var coordinator = Coordinator()
        #expect(coordinator.request(nil, payload: nil).isEmpty)
        #expect(coordinator.shown == nil)
    }

    @Test func aSwitchWaitsForTheDismissal() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        up("a", &coordinator)
        #expect(coordinator.request("b", payload: 2).isEmpty)
        #expect(coordinator.shown == nil, "nothing is shown while a leaves")
        #expect(coordinator.onScreen?.key == "a", "a is still on screen, leaving")
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented b"])
        #expect(coordinator.shown?.key == "b")
        #expect(coordinator.shown?.payload == 2)
    }

    @Test func theLatestRequestWinsWhileDismissing() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        up("a", &coordinator)
        _ = coordinator.request("b", payload: 2)
        _ = coordinator.request("c", payload: 3)
        _ = coordinator.request(nil, payload: nil)
        _ = coordinator.request("d", payload: 4)
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented d"])
    }

    @Test func reRequestingTheLeavingItemPresentsItAgain() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        up("a", &coordinator)
        _ = coordinator.request(nil, payload: nil)
        _ = coordinator.request("a", payload: 5)
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented a"])
        #expect(coordinator.shown?.payload == 5)
    }

    @Test func theSameItemWithFresherDataStaysUp() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(coordinator.request("a", payload: 2).isEmpty)
        #expect(coordinator.shown?.payload == 2)
    }

    // MARK: SwiftUI's binding write before the completion (the write at the start, or at the
    // end before onDismiss)

    @Test func aSystemDismissalClearsTheBindingThenCompletes() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(describe(coordinator.systemDismissed("a")) == ["clear a"])
        #expect(describe(coordinator.phase) == "dismissing a next -")
        #expect(coordinator.systemDismissed("a").isEmpty, "a second write changes nothing")
        _ = coordinator.request(nil, payload: nil)  // the cleared binding arrives
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a"])
        #expect(describe(coordinator.phase) == "idle")
        #expect(coordinator.dismissalCompleted("a").isEmpty, "a dismissal is reported once")
    }

    // MARK: The completion before SwiftUI's binding write (onDismiss or onDisappear first)

    @Test func aCompletionOfTheShownEntryMeansTheSystemDismissedIt() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        // The old coordinator ignored this event and, once the write came, stayed
        // `dismissing(a)` for good: every later request queued behind it.
        #expect(describe(coordinator.dismissalCompleted("a")) == ["clear a", "dismissed a"])
        #expect(describe(coordinator.phase) == "idle")
        #expect(coordinator.systemDismissed("a").isEmpty, "the late write finds it gone")
        #expect(describe(coordinator.phase) == "idle")
        #expect(describe(coordinator.request("b", payload: 2)) == ["presented b"], "nothing is stuck")
    }

    @Test func aLateWriteDuringASwitchChangesNothing() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        up("a", &coordinator)
        _ = coordinator.request("b", payload: 2)  // the app switches while a is swiped
        #expect(coordinator.systemDismissed("a").isEmpty, "the app already moved on: its binding is kept")
        #expect(describe(coordinator.phase) == "dismissing a next b")
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented b"])
    }

    // MARK: Stray events: about an entry that is not on screen

    @Test func aStrayWriteChangesNothing() {
        var coordinator = Coordinator()
        #expect(coordinator.systemDismissed("a").isEmpty, "nothing up")
        _ = coordinator.request("b", payload: 2)
        #expect(coordinator.systemDismissed("a").isEmpty, "a is not the entry on screen")
        #expect(describe(coordinator.phase) == "presenting b")
    }

    @Test func aStrayCompletionChangesNothing() {
        var coordinator = Coordinator()
        #expect(coordinator.dismissalCompleted("a").isEmpty, "nothing up")
        _ = coordinator.request("b", payload: 2)
        up("b", &coordinator)
        _ = coordinator.request("c", payload: 3)
        #expect(coordinator.dismissalCompleted("a").isEmpty, "a repeated completion of an earlier entry")
        #expect(describe(coordinator.phase) == "dismissing b next c")
        #expect(describe(coordinator.dismissalCompleted("b")) == ["dismissed b", "presented c"])
        #expect(coordinator.dismissalCompleted("b").isEmpty, "b's completion, delivered twice")
        #expect(describe(coordinator.phase) == "presenting c")
    }

    /// Every event in every phase leads, once the pending dismissal completes and the app's
    /// binding has followed the clears, to showing what the binding holds.
    @Test func noEventSequenceGetsStuck() {
        let keys: [String?] = [nil, "a", "b"]
        enum Step {
            case request(String?)
            case write(String)
            case complete(String)
        }
        let steps: [Step] = keys.map { .request($0) } + ["a", "b"].flatMap { [Step.write($0), .complete($0)] }
        var sequences: [[Step]] = [[]]
        for _ in 0..<4 { sequences = sequences.flatMap { prefix in steps.map { prefix + [$0] } } }
        #expect(sequences.count == 7 * 7 * 7 * 7)
        for sequence in sequences {
            var coordinator = Coordinator()
            var binding: String?
            func run(_ effects: [Coordinator.Effect]) {
                for effect in effects {
                    switch effect {
                    case .clearBinding(let entry) where binding == entry.key:
                        binding = nil
                        run(coordinator.request(nil, payload: nil))
                    case .presented(let entry):
                        // It comes up (its content appears, and the time passes).
                        coordinator.contentAppeared(entry.key, attempt: entry.attempt)
                        run(coordinator.settled(entry.key))
                    default: break
                    }
                }
            }
            for step in sequence {
                switch step {
                case .request(let key):
                    binding = key
                    run(coordinator.request(key, payload: key.map { _ in 0 }))
                case .write(let key): run(coordinator.systemDismissed(key))
                case .complete(let key): run(coordinator.dismissalCompleted(key))
                }
            }
            // The transitions complete: the entry leaving finishes.
            if case .dismissing(let leaving, _) = coordinator.phase {
                run(coordinator.dismissalCompleted(leaving.key))
            }
            #expect(
                coordinator.shown?.key == binding,
                "\(sequence) ends at \(describe(coordinator.phase)) with the binding at \(binding ?? "nil")")
        }
    }

    /// A popover's content leaving the screen ends its dismissal only once one is under way;
    /// while it is shown, it is covered (a full-screen cover above) until it comes back, or
    /// SwiftUI dismissed it and its write of nil follows.
    @Test func aPopoversContentLeavingWhileShownIsCoveredOrAnEarlyCompletion() {
        var coordinator = Coordinator()
        _ = coordinator.request("p", payload: 1)
        #expect(coordinator.contentDisappeared("p", attempt: 0, endsDismissal: true).isEmpty, "covered: nothing ends")
        #expect(describe(coordinator.phase) == "presenting p")
        coordinator.contentAppeared("p", attempt: 0)
        #expect(describe(coordinator.systemDismissed("p")) == ["clear p"], "revealed, then swiped: a dismissal begins")
        #expect(describe(coordinator.contentDisappeared("p", attempt: 0, endsDismissal: true)) == ["dismissed p"])
        #expect(describe(coordinator.phase) == "idle")

        _ = coordinator.request("q", payload: 2)
        #expect(coordinator.contentDisappeared("q", attempt: 0, endsDismissal: true).isEmpty)
        #expect(describe(coordinator.systemDismissed("q")) == ["clear q", "dismissed q"], "gone before the write")
        #expect(describe(coordinator.phase) == "idle")
        #expect(
            coordinator.contentDisappeared("q", attempt: 0, endsDismissal: true).isEmpty,
            "a repeated disappearance is stale")
    }

    // MARK: Up: a change waits until the shown entry has come up

    @Test func aChangeBeforeTheEntryIsUpIsHeldUntilItIs() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(coordinator.expectation == .appearance("a", attempt: 0))
        #expect(coordinator.request("b", payload: 2).isEmpty)
        #expect(describe(coordinator.phase) == "presenting a", "UIKit refuses a dismissal while a animates in")
        coordinator.contentAppeared("a", attempt: 0)
        #expect(coordinator.expectation == .settling("a"))
        #expect(coordinator.request("c", payload: 3).isEmpty, "the latest request wins")
        #expect(describe(coordinator.settled("a")) == ["up a"])
        #expect(describe(coordinator.phase) == "dismissing a next c")
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented c"])
    }

    @Test func aPushIsUpAtOnce() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1, animatesIn: false)
        #expect(coordinator.expectation == nil)
        _ = coordinator.request(nil, payload: nil)
        #expect(describe(coordinator.phase) == "dismissing a next -")
    }

    @Test func aSwipeBeforeTheEntryIsUpLetsTheHeldRequestFollow() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        coordinator.contentAppeared("a", attempt: 0)
        _ = coordinator.request("b", payload: 2)
        #expect(describe(coordinator.systemDismissed("a")) == ["clear a"])
        #expect(describe(coordinator.dismissalCompleted("a")) == ["dismissed a", "presented b"])
    }

    // MARK: Recovery from an event that never comes

    @Test func aPresentationThatNeverAppearsIsAskedAgainThenGivenUp() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(describe(coordinator.timedOut(.appearance("a", attempt: 0))) == ["recovered a presentingAgain"])
        #expect(coordinator.shown?.attempt == 1)
        #expect(coordinator.timedOut(.appearance("a", attempt: 0)).isEmpty, "a stale timeout")
        #expect(describe(coordinator.timedOut(.appearance("a", attempt: 1))) == ["recovered a presentingAgain"])
        #expect(
            describe(coordinator.timedOut(.appearance("a", attempt: 2))) == ["recovered a gaveUp", "clear a"],
            "after \(Coordinator.maximumAttempts) attempts")
        #expect(describe(coordinator.phase) == "idle")
        #expect(describe(coordinator.request("b", payload: 2)) == ["presented b"], "nothing is stuck")
    }

    /// An earlier attempt's content, taken down to show the item again (its appearance was
    /// lost), reports its leaving: its events speak for nothing now.
    @Test func theEventsOfAnEarlierAttemptAreStale() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        _ = coordinator.timedOut(.appearance("a", attempt: 0))
        #expect(coordinator.contentDisappeared("a", attempt: 0, endsDismissal: true).isEmpty)
        #expect(coordinator.dismissalCompleted("a").isEmpty, "a completion before the new attempt appeared")
        coordinator.contentAppeared("a", attempt: 0)
        #expect(coordinator.expectation == .appearance("a", attempt: 1), "the old attempt's appearance")
        coordinator.contentAppeared("a", attempt: 1)
        #expect(coordinator.expectation == .settling("a"))
        #expect(describe(coordinator.dismissalCompleted("a")) == ["clear a", "dismissed a"], "once it appeared")
    }

    @Test func aDismissalWhoseContentStaysIsAskedAgainAndOneWithoutItsCompletionEnds() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        up("a", &coordinator)
        _ = coordinator.request("b", payload: 2)
        #expect(describe(coordinator.timedOut(.dismissal("a", attempt: 0))) == ["recovered a dismissingAgain"])
        #expect(coordinator.expectation == .dismissal("a", attempt: 1))
        _ = coordinator.contentDisappeared("a", attempt: 0, endsDismissal: false)
        #expect(
            describe(coordinator.timedOut(.dismissal("a", attempt: 1)))
                == ["recovered a completedWithoutEvent", "dismissed a", "presented b"])
        #expect(coordinator.dismissalCompleted("a").isEmpty, "a completion that comes after all is stale")
    }

}
