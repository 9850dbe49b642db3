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

    /// The host's clock, which `TimelineView`s, `Timer.publish` and `HostClock` follow: the
    /// real date when the host was created, then moved only by `advanceTime(by:)`,
    /// `advance(by:)`, `settle()` and the wait for transitions before a user's action. Compare
    /// dates of the clock, never `Date.now`.
    ///
    /// ```swift
    /// let start = host.now
    /// host.advanceTime(by: 1)
    /// #expect(host.now == start.addingTimeInterval(1))
    /// ```
    public var now: Date { graph.now }

    /// Lets `seconds` pass on the clock: the timeline entries, timer ticks and transition ends
    /// that fall in that time happen in date order, each as its own update (a timeline entry
    /// at a transition's end comes first). Sleeps on a `HostClock` that end are resumed; their
    /// tasks run when the test next awaits (`advance(by:)` waits for them). A timeline shows its latest entry at each update, so
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
        var steps = TimeSteps()
        while step(toward: target, &steps) {}
        graph.advanceClock(to: target)
    }

    /// Lets `seconds` pass on the clock as `advanceTime(by:)` does, and lets the tasks that
    /// wake on the way run: after each step (a timeline entry, a timer's tick, a sleep on a
    /// `HostClock` that ends, a transition's end) the host waits until each task resumed there
    /// has run past its sleep, and yields for its hop back to the main actor, so the screen
    /// updates with what it changed. Nothing waits for real time: an hour passes at once.
    ///
    /// Only what waits on the host's clock is under it: `Timer.publish`, `TimelineView`,
    /// transitions and a `HostClock`. A literal `Task.sleep` waits in real time (Swift 6.2's
    /// `Task.sleep` schedules on its executor's own clock, which no public API replaces), so
    /// give the code a clock (`any Clock<Duration>`, `ContinuousClock()` in the app) and a
    /// `HostClock()` in the test.
    ///
    /// ```swift
    /// let host = ViewHost(Toast(clock: HostClock()))   // sleeps 2 s in `.task`, then hides
    /// await host.advance(by: 2)
    /// #expect(!host.contains(text: "Saved"))
    /// ```
    public func advance(by seconds: TimeInterval) async {
        let target = graph.now.addingTimeInterval(max(seconds, 0))
        await yieldToWokenTasks()
        var steps = TimeSteps()
        while step(toward: target, &steps) { await yieldToWokenTasks() }
        graph.advanceClock(to: target)
        await yieldToWokenTasks()
    }

    /// What a walk of the clock to a target has done, for its bounds.
    private struct TimeSteps {
        var transitionRounds = 0
        var entries = 0
    }

    /// One step of the clock toward `target`, whichever comes first: the transitions in flight
    /// end, or the next scheduled thing (a timeline entry, a timer's tick, a sleep's end)
    /// happens. False when nothing is left before `target`, or past a bound (with a warning).
    private func step(toward target: Date, _ steps: inout TimeSteps) -> Bool {
        graph.settle()
        let event = graph.nextScheduledDate
        if let end = transitionsEnd, end <= target, event.map({ end < $0 }) ?? true {
            endTransitionsInFlight()
            steps.transitionRounds += 1
            guard steps.transitionRounds <= 100 else {
                graph.warn("Transitions did not settle after 100 rounds.")
                return false
            }
            return true
        }
        guard let event, event <= target, step(&steps.entries) else { return false }
        graph.advanceClock(to: event)
        return true
    }

    /// The date of the next thing the clock will reach: a timeline's entry, a timer's tick, the
    /// end of a sleep on a `HostClock`; nil when nothing waits on the clock (a screen whose
    /// timers all stopped with their views).
    ///
    /// ```swift
    /// try host.tap("Stop")
    /// #expect(host.nextScheduledDate == nil)
    /// ```
    public var nextScheduledDate: Date? { graph.nextScheduledDate }

    /// Lets the tasks that the last step woke run to their next suspension: a task on the main
    /// actor was enqueued behind this one when its sleep ended, so yielding lets it run first;
    /// then the screen updates.
    ///
    /// A woken sleep runs on where its task resumes (a nonisolated sleep: the cooperative pool,
    /// which tests running in parallel can hold for milliseconds); the host yields until each
    /// has run on (`VirtualTime.hasWokenSleeps`), a bounded number of times, then lets the
    /// task's hop back to the main actor run.
    private func yieldToWokenTasks() async {
        var spins = 0
        while graph.time.hasWokenSleeps, spins < Self.maximumSpins {
            await Task.yield()
            spins += 1
        }
        for _ in 0..<Self.yieldsPerStep { await Task.yield() }
        graph.settle()
    }

    /// How many times the host yields, at most, for a woken sleep's task to run on: about a
    /// second of yielding on a loaded machine, past which the task is stuck elsewhere.
    private static let maximumSpins = 1_000_000

    /// How many times `advance(by:)` yields after each step: a woken task that hops between
    /// the main actor and others a few times still runs before the next step.
    private static let yieldsPerStep = 8

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
            while let entry = graph.nextScheduledDate, entry <= end, step(&steps) {
                graph.advanceClock(to: entry)
            }
            graph.advanceClock(to: end)
        }
        return graph.advanceTransitions()
    }

    /// Lets the next timeline entry pass if it falls at or before `horizon` (`settle()` then
    /// ends the transitions it started); returns whether one fired.
    func passTimelineEntry(before horizon: Date, steps: inout Int) -> Bool {
        guard let entry = graph.nextScheduledDate, entry <= horizon, step(&steps) else { return false }
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
