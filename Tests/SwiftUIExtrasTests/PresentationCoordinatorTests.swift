import Testing
@testable import SwiftUIExtras

@Suite("PresentationCoordinator decides what to dismiss and present, and when")
struct PresentationCoordinatorTests {
    typealias Coordinator = PresentationCoordinator<String, Int>

    /// What the effects say, as short strings.
    func describe(_ effects: [Coordinator.Effect]) -> [String] {
        effects.map {
            switch $0 {
            case .clearBinding: "clear"
            case .dismissed(let entry): "dismissed \(entry.key)"
            case .presented(let entry): "presented \(entry.key)"
            }
        }
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
        #expect(coordinator.request("b", payload: 2).isEmpty)
        #expect(coordinator.shown == nil, "nothing is shown while a leaves")
        #expect(describe(coordinator.dismissalCompleted()) == ["dismissed a", "presented b"])
        #expect(coordinator.shown?.key == "b")
        #expect(coordinator.shown?.payload == 2)
    }

    @Test func theLatestRequestWinsWhileDismissing() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        _ = coordinator.request("b", payload: 2)
        _ = coordinator.request("c", payload: 3)
        _ = coordinator.request(nil, payload: nil)
        _ = coordinator.request("d", payload: 4)
        #expect(describe(coordinator.dismissalCompleted()) == ["dismissed a", "presented d"])
    }

    @Test func reRequestingTheLeavingItemPresentsItAgain() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        _ = coordinator.request(nil, payload: nil)
        _ = coordinator.request("a", payload: 5)
        #expect(describe(coordinator.dismissalCompleted()) == ["dismissed a", "presented a"])
        #expect(coordinator.shown?.payload == 5)
    }

    @Test func theSameItemWithFresherDataStaysUp() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(coordinator.request("a", payload: 2).isEmpty)
        #expect(coordinator.shown?.payload == 2)
    }

    @Test func aSystemDismissalClearsTheBindingOnce() {
        var coordinator = Coordinator()
        _ = coordinator.request("a", payload: 1)
        #expect(describe(coordinator.systemDismissed()) == ["clear"])
        #expect(coordinator.systemDismissed().isEmpty, "already leaving")
        _ = coordinator.request(nil, payload: nil)
        #expect(describe(coordinator.dismissalCompleted()) == ["dismissed a"])
        #expect(coordinator.dismissalCompleted().isEmpty, "a dismissal is reported once")
    }

    @Test func strayEventsChangeNothing() {
        var coordinator = Coordinator()
        #expect(coordinator.systemDismissed().isEmpty)
        #expect(coordinator.dismissalCompleted().isEmpty)
        _ = coordinator.request("a", payload: 1)
        #expect(coordinator.dismissalCompleted().isEmpty, "no dismissal in flight")
        #expect(coordinator.shown?.key == "a")
    }
}
