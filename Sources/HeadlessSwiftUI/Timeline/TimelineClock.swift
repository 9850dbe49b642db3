/// The timelines alive in a graph, each with the entry it shows and its next one.
@MainActor
final class TimelineRegistry {
    private var timelines: [ObjectIdentifier: TimelineState] = [:]

    func register(_ timeline: TimelineState) {
        timelines[ObjectIdentifier(timeline)] = timeline
    }

    func unregister(_ timeline: TimelineState) {
        timelines[ObjectIdentifier(timeline)] = nil
    }

    /// The earliest next entry of any timeline.
    var nextEntry: Date? {
        timelines.values.lazy.compactMap(\.next).min()
    }

    /// Moves every timeline to its latest entry at or before `date`; returns the nodes of the
    /// ones whose entry changed.
    func catchUp(to date: Date) -> [ViewNode] {
        timelines.values.compactMap { timeline in
            guard let next = timeline.next, next <= date, timeline.catchUp(to: date) else { return nil }
            return timeline.node
        }
    }
}

/// One `TimelineView`'s place in its schedule: the entry its content shows, the next one,
/// and the rest of the sequence the schedule gave when the view appeared (or when its
/// schedule changed).
@MainActor
final class TimelineState: NodeAttachment {
    private unowned let graph: ViewGraph
    private(set) weak var node: ViewNode?
    /// The schedule the entries came from, to notice a new one.
    private var schedule: Any?
    /// The entry the content shows (`context.date`).
    private(set) var date: Date
    /// The first entry after `date`; nil when the sequence has ended.
    private(set) var next: Date?
    private var pull: () -> Date? = { nil }

    /// How many entries that do not come after the one before (the sequence should ascend)
    /// are skipped in a row before the sequence is taken as ended: a guard against a sequence
    /// that repeats one date forever.
    private static let staleEntryLimit = 10_000

    init(node: ViewNode) {
        graph = node.graph
        self.node = node
        date = node.graph.now
        graph.timelines.register(self)
    }

    func nodeWillTearDown(_ node: ViewNode) {
        graph.timelines.unregister(self)
        pull = { nil }
        next = nil
    }

    /// Starts the schedule when the view first appears, and again when its schedule changed
    /// (compared as view inputs are: an equal value is the same schedule). SwiftUI documents
    /// neither what a new schedule does to a timeline on screen nor which date it shows
    /// first; the stand-in asks the new schedule for its entries from the clock, as at
    /// appearance (an assumption).
    func follow<Schedule: TimelineSchedule>(_ schedule: Schedule) {
        if let current = self.schedule, runtimeEqual(current, schedule) { return }
        self.schedule = schedule
        start(schedule.entries(from: graph.now, mode: .normal))
    }

    /// Takes a new sequence of entries: the content shows the latest entry at or before the
    /// clock, or the first entry when none has come yet. SwiftUI shows a timeline's content at
    /// once and passes it a date of the schedule (`context.date` is "the date from the
    /// schedule that triggered the current view update"), so before the first entry the only
    /// date of the schedule to give it is that first entry (an assumption: the documentation
    /// does not say). A schedule with no entries at all shows the clock's date at appearance
    /// (an assumption).
    private func start<Entries: Sequence<Date>>(_ entries: Entries) {
        var iterator = entries.makeIterator()
        pull = { iterator.next() }
        guard let first = pull() else {
            date = graph.now
            next = nil
            return
        }
        date = first
        next = pullNext()
        catchUp(to: graph.now)
    }

    /// Moves to the latest entry at or before `now`, skipping the ones in between: SwiftUI
    /// updates the content once per frame with the entry that is due, and does not replay
    /// entries a frame passed over (an assumption: a timeline "redraws the content it contains
    /// at scheduled points in time", Apple's `TimelineView`, and a frame shows one date).
    /// Returns whether the shown entry changed.
    @discardableResult
    func catchUp(to now: Date) -> Bool {
        var changed = false
        while let upcoming = next, upcoming <= now {
            date = upcoming
            changed = true
            next = pullNext()
        }
        return changed
    }

    /// The next entry after `date`, skipping any that do not come after it.
    private func pullNext() -> Date? {
        for _ in 0..<Self.staleEntryLimit {
            guard let candidate = pull() else { return nil }
            if candidate > date { return candidate }
        }
        return nil
    }
}
