import Foundation

/// A clock that only moves when told, with the work scheduled on it: the time a
/// `HeadlessSwiftUIHost` lets pass. The stand-in's view graph owns one and binds it as
/// ``current`` while it updates, so a `Timer.publish` that connects during an update, or a
/// `HostClock` that sleeps in a task started there, schedules on it instead of waiting for
/// real time; the host runs what falls due as it advances the clock.
///
/// Thread-safe: a sleeping task registers from any thread. The actions run on the thread that
/// advances the clock (the host's main actor), in date order, ties in the order scheduled.
package final class VirtualTime: @unchecked Sendable {
    /// The clock of the graph whose update is running, inherited by the tasks started there.
    @TaskLocal package static var current: VirtualTime?

    private struct Event {
        let token: Int
        let due: Date
        let action: () -> Void
    }

    private let lock = NSLock()
    private var date: Date
    /// Ordered by due date, then by token (the order of scheduling).
    private var events: [Event] = []
    private var nextToken = 0
    /// Sleeps the clock ended whose tasks have not run on since (`sleepWoke()`,
    /// `wokenSleepRan()`).
    private var wokenSleeps = 0

    package init(now: Date) {
        date = now
    }

    /// The clock's date.
    package var now: Date { lock.withLock { date } }

    /// The earliest date something is scheduled at; nil when nothing is.
    package var nextDue: Date? { lock.withLock { events.first?.due } }

    /// Schedules `action` at `due` (at once, on the next advance, if `due` has passed);
    /// returns the token that cancels it.
    @discardableResult
    package func schedule(at due: Date, _ action: @escaping () -> Void) -> Int {
        lock.withLock {
            nextToken += 1
            let event = Event(token: nextToken, due: due, action: action)
            let index = events.firstIndex { $0.due > due } ?? events.endIndex
            events.insert(event, at: index)
            return nextToken
        }
    }

    /// Notes that a sleep on this clock ended and its task was resumed: it runs on where the
    /// task resumes (for a nonisolated sleep, the cooperative pool), which other work can hold
    /// for a while, so the host waits for it (`hasWokenSleeps`) rather than yield a fixed number
    /// of times.
    package func sleepWoke() {
        lock.withLock { wokenSleeps += 1 }
    }

    /// Notes that a woken sleep's task ran on past its sleep.
    package func wokenSleepRan() {
        lock.withLock { wokenSleeps -= 1 }
    }

    /// Whether a sleep has ended whose task has not run on yet.
    package var hasWokenSleeps: Bool { lock.withLock { wokenSleeps > 0 } }

    /// Removes the action scheduled with `token`, if it has not run.
    package func cancel(_ token: Int) {
        lock.withLock { events.removeAll { $0.token == token } }
    }

    /// How close to the clock a due date counts as reached: dates are `Double` seconds since
    /// 2001, so `start + 3600` and `(start + 3599) + 1` can differ in their last bit.
    private static let sameMoment: TimeInterval = 1e-6

    /// Moves the clock to `newDate` (never back) and returns the actions due by then, in
    /// order, for the caller to run.
    package func advance(to newDate: Date) -> [() -> Void] {
        lock.withLock {
            if newDate > date { date = newDate }
            let limit = date.addingTimeInterval(Self.sameMoment)
            let dueCount = events.firstIndex { $0.due > limit } ?? events.endIndex
            let due = events.prefix(dueCount).map(\.action)
            events.removeFirst(dueCount)
            return due
        }
    }
}
