import Foundation
import HeadlessSwiftUI

/// A clock that, inside a `ViewHost`, is the host's clock: a sleep ends when the test lets
/// the time pass (`advance(by:)`), at once, never in real time. Outside a host it is the
/// real time.
///
/// Give the code under test a clock, as an `any Clock<Duration>` that the app sets to
/// `ContinuousClock()`, and a `HostClock()` in the test. A sleep started in a view's `task`,
/// in an action (also inside a `Task` it starts) or in a timer's tick is on the clock of the
/// host that ran it. A cancelled task's sleep throws `CancellationError` at once, as
/// `Task.sleep` does.
///
/// ```swift
/// struct Toast: View {
///     var clock: any Clock<Duration> = ContinuousClock()
///     @State private var visible = true
///     var body: some View {
///         VStack { if visible { Text("Saved") } }
///             .task {
///                 try? await clock.sleep(for: .seconds(2))
///                 visible = false
///             }
///     }
/// }
///
/// let host = ViewHost(Toast(clock: HostClock()))
/// await host.advance(by: 2)
/// #expect(!host.contains(text: "Saved"))
/// ```
public struct HostClock: Clock {
    /// A moment on the clock: a date of the host's clock, or a real date outside a host.
    public struct Instant: InstantProtocol {
        /// The moment as a date.
        public var date: Date

        /// The moment at `date`.
        ///
        /// ```swift
        /// let deadline = HostClock.Instant(date: host.now.addingTimeInterval(5))
        /// ```
        public init(date: Date) {
            self.date = date
        }

        /// The moment `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(date: date.addingTimeInterval(duration.timeInterval))
        }

        /// The duration from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            .seconds(other.date.timeIntervalSince(date))
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.date < rhs.date }
    }

    /// A clock that follows the host whose task uses it.
    ///
    /// ```swift
    /// let host = ViewHost(Toast(clock: HostClock()))
    /// ```
    public init() {}

    /// The host's date, inside a host; the real date outside.
    public var now: Instant { Instant(date: VirtualTime.current?.now ?? Date()) }

    /// The host's clock fires exactly on time.
    public var minimumResolution: Duration { .zero }

    /// Suspends until the clock reaches `deadline`: inside a host, until the test lets the
    /// time pass; outside, in real time. Throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let time = VirtualTime.current else {
            let wait = deadline.date.timeIntervalSinceNow
            if wait > 0 { try await Task.sleep(for: .seconds(wait)) } else { try Task.checkCancellation() }
            return
        }
        try Task.checkCancellation()
        guard deadline.date > time.now else { return }
        let sleeper = Sleeper(time: time)
        // After the task has run on (woken or cancelled): the host waits for it.
        defer { sleeper.ran() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard sleeper.begin(continuation) else { return }
                let token = time.schedule(at: deadline.date) { sleeper.end(throwing: nil) }
                if !sleeper.keep(token) { time.cancel(token) }
            }
        } onCancel: {
            if let token = sleeper.end(throwing: CancellationError()) { time.cancel(token) }
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// One sleep on a host's clock: its continuation, resumed once, by the clock or by
/// cancellation, whichever comes first.
private final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private let time: VirtualTime
    private var continuation: CheckedContinuation<Void, any Error>?
    private var token: Int?
    private var ended = false
    /// Whether `end` resumed the task (noted on the clock until the task runs on).
    private var resumed = false

    init(time: VirtualTime) {
        self.time = time
    }

    /// The task ran on past its sleep: the clock stops waiting for it.
    func ran() {
        if lock.withLock({ resumed }) { time.wokenSleepRan() }
    }

    /// Takes the continuation; false (after resuming it) when cancellation came first.
    func begin(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        lock.lock()
        if ended {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    /// Keeps the token of the scheduled wake-up; false when the sleep has already ended.
    func keep(_ token: Int) -> Bool {
        lock.withLock {
            guard !ended else { return false }
            self.token = token
            return true
        }
    }

    /// Ends the sleep (with `error`, when cancelled), once; returns the wake-up's token to
    /// cancel.
    @discardableResult
    func end(throwing error: (any Error)?) -> Int? {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return nil
        }
        ended = true
        let continuation = self.continuation
        let token = self.token
        self.continuation = nil
        resumed = continuation != nil
        lock.unlock()
        if continuation != nil { time.sleepWoke() }
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
        return token
    }
}
