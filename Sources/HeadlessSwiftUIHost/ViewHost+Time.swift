import HeadlessSwiftUI

extension ViewHost {
    /// How long a presentation or dismissal transition takes: it ends this long after it
    /// started. An assumption: UIKit documents no figure for a sheet's or a cover's animation,
    /// and FlowStacks (johnpatrickmorgan/FlowStacks, `RoutesHolder.swift`) waits 0.65 s between
    /// steps as enough for one. Transitions that start while others are in flight end with
    /// them (a simple model: one round of transitions, ending together).
    public static let transitionDuration: TimeInterval = 0.5

    /// How far past the moment the screen came to rest `settle()` lets time pass for the
    /// timelines on screen: their entries up to this long after `settle()` began, or after the
    /// last transition ended, fire (with the transitions they start), no later ones. An assumption, long enough for a flow's waits (a few tenths of a second
    /// after each presentation) and short enough to leave a watchdog's timeout to the test.
    public static let settleHorizon: TimeInterval = 2

    /// The host's clock, which `TimelineView`s follow: the real date when the host was created,
    /// then moved only by `advanceTime(by:)`, `settle()` and the wait for transitions before a
    /// user's action. Compare dates of the clock, never `Date.now`.
    ///
    /// ```swift
    /// let start = host.now
    /// host.advanceTime(by: 1)
    /// #expect(host.now == start.addingTimeInterval(1))
    /// ```
    public var now: Date { graph.now }

    /// Lets `seconds` pass on the clock: the timeline entries and transition ends that fall in
    /// that time happen in date order, each as its own update (a timeline entry at a
    /// transition's end comes first). A timeline shows its latest entry at each update, so
    /// entries one step passes over are not replayed. A transition started during the time
    /// ends `transitionDuration` after it started, if that is within it.
    ///
    /// ```swift
    /// try host.tap("Open")
    /// host.advanceTime(by: 0.25)
    /// #expect(host.presentations.last?.isPresenting == true)
    /// ```
    public func advanceTime(by seconds: TimeInterval) {
        let target = graph.now.addingTimeInterval(max(seconds, 0))
        var rounds = 0
        var steps = 0
        while true {
            graph.settle()
            if let end = transitionsEnd, end <= target {
                endTransitionsInFlight()
                rounds += 1
                if rounds > 100 {
                    graph.warn("Transitions did not settle after 100 rounds.")
                    break
                }
                continue
            }
            guard let entry = graph.nextTimelineEntry, entry <= target, step(&steps) else { break }
            graph.advanceClock(to: entry)
        }
        graph.advanceClock(to: target)
    }

    /// When the transitions in flight end: `transitionDuration` after they began (never before
    /// the clock); nil when none is in flight.
    var transitionsEnd: Date? {
        graph.transitionsBegan.map { max($0.addingTimeInterval(Self.transitionDuration), graph.now) }
    }

    /// Ends the transitions in flight once their time has passed: the timeline entries that
    /// fall before their end (during the animation) fire first, in order, each its own update;
    /// then the clock reaches the end and the transitions end (`advanceTransitions()`, which
    /// flushes first). Returns whether there was anything to end.
    @discardableResult
    func endTransitionsInFlight() -> Bool {
        graph.settle()
        if let end = transitionsEnd {
            var steps = 0
            while let entry = graph.nextTimelineEntry, entry <= end, step(&steps) {
                graph.advanceClock(to: entry)
            }
            graph.advanceClock(to: end)
        }
        return graph.advanceTransitions()
    }

    /// Lets the next timeline entry pass if it falls at or before `horizon` (`settle()` then
    /// ends the transitions it started); returns whether one fired.
    func passTimelineEntry(before horizon: Date, steps: inout Int) -> Bool {
        guard let entry = graph.nextTimelineEntry, entry <= horizon, step(&steps) else { return false }
        graph.advanceClock(to: entry)
        return true
    }

    /// Counts one timeline step of a host call; false (with a warning) past the bound, which
    /// only a schedule whose dates crowd together without end reaches.
    private func step(_ steps: inout Int) -> Bool {
        steps += 1
        guard steps > Self.timelineStepLimit else { return true }
        if steps == Self.timelineStepLimit + 1 {
            graph.warn("Timeline entries did not settle after \(Self.timelineStepLimit) updates.")
        }
        return false
    }

    private static let timelineStepLimit = 100_000
}
