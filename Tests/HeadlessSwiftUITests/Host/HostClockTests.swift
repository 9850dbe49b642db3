import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Code that waits on an injected clock (`any Clock<Duration>`, `ContinuousClock()` in the
/// app) waits on the host's clock under test: `advance(by:)` lets the time pass at once.
@MainActor
@Suite("HostClock")
struct HostClockTests {
    struct Toast: View {
        let clock: any Clock<Duration>
        @State private var visible = true

        var body: some View {
            VStack {
                if visible { Text("Saved") }
            }
            .task {
                do {
                    try await clock.sleep(for: .seconds(2))
                    visible = false
                } catch {}
            }
        }
    }

    @Test func aTaskThatSleepsWakesWhenTheTimeHasPassed() async {
        let host = ViewHost(Toast(clock: HostClock()))
        #expect(host.contains(text: "Saved"))
        await host.advance(by: 1.9)
        #expect(host.contains(text: "Saved"))
        await host.advance(by: 0.1)
        #expect(!host.contains(text: "Saved"))
    }

    /// An hour passes at once: nothing sleeps for real.
    @Test func anHourPassesAtOnce() async {
        struct Reminder: View {
            let clock: any Clock<Duration>
            @State private var due = false
            var body: some View {
                Text(due ? "Due" : "Waiting")
                    .task {
                        try? await clock.sleep(for: .seconds(3600))
                        due = true
                    }
            }
        }
        let host = ViewHost(Reminder(clock: HostClock()))
        await host.advance(by: 3599)
        #expect(host.contains(text: "Waiting"))
        await host.advance(by: 1)
        #expect(host.contains(text: "Due"))
    }

    /// A woken sleep runs on where its task resumes: for `Clock.sleep(for:)`, nonisolated, the
    /// cooperative pool, which tests running in parallel can hold for milliseconds. The host
    /// waits until the woken task has run on, not for a fixed number of yields. Here the task
    /// prefers an executor that holds its jobs for 0.2 s of real time once the sleep is
    /// registered (`withTaskExecutorPreference`), as a busy pool would.
    @Test func aWokenSleepRunsOnBeforeTheHostGoesOn() async {
        struct Reminder: View {
            let clock: any Clock<Duration>
            let executor: HeldExecutor
            @State private var due = false
            var body: some View {
                Text(due ? "Due" : "Waiting")
                    .task {
                        await withTaskExecutorPreference(executor) {
                            try? await clock.sleep(for: .seconds(60))
                        }
                        due = true
                    }
            }
        }
        let executor = HeldExecutor()
        let host = ViewHost(Reminder(clock: HostClock(), executor: executor))
        while host.nextScheduledDate == nil { await Task.yield() }  // the sleep is registered
        executor.hold(for: 0.2)
        await host.advance(by: 60)
        #expect(host.contains(text: "Due"))
    }

    /// A task started by a button's action, and sleeps in a row, each on the clock.
    @Test func anActionsTaskAndSleepsInARow() async throws {
        struct Upload: View {
            let clock = HostClock()
            @State private var step = 0
            var body: some View {
                Button("Step \(step)") {
                    Task {
                        for _ in 0..<3 {
                            try await clock.sleep(for: .milliseconds(500))
                            step += 1
                        }
                    }
                }
            }
        }
        let host = ViewHost(Upload())
        try host.tap("Step 0")
        await host.advance(by: 0.5)
        #expect(host.contains(text: "Step 1"))
        await host.advance(by: 1)
        #expect(host.contains(text: "Step 3"))
    }

    /// A view that goes cancels its task, and the sleep throws at once, as `Task.sleep` does.
    @Test func aCancelledSleepThrowsWithoutTimePassing() async throws {
        struct Screen: View {
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Close") { shows = false }
                    if shows { Toast(clock: HostClock()) }
                }
            }
        }
        let host = ViewHost(Screen())
        let start = host.now
        try host.tap("Close")
        await host.settleTasks()
        #expect(host.now == start)
        #expect(host.nextScheduledDate == nil)
    }

    /// The clock's instants are the host's dates; outside a host, the real date.
    @Test func nowIsTheHostsDate() async {
        struct Stamp: View {
            let clock = HostClock()
            @State private var stamp: Date?
            var body: some View {
                Text(stamp.map { "\($0.timeIntervalSinceReferenceDate)" } ?? "-")
                    .task { stamp = clock.now.date }
            }
        }
        let host = ViewHost(Stamp())
        await host.advance(by: 0)
        // The closure's literal is a `LocalizedStringKey` (Text's preferred initializer): `%lf`.
        #expect(host.contains(text: String(format: "%lf", host.now.timeIntervalSinceReferenceDate)))
        let outside = HostClock().now.date.timeIntervalSinceNow
        #expect(abs(outside) < 60)
    }
}

/// An executor that runs each job on a thread of its own, once a hold (real time) is over.
final class HeldExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var heldUntil = Date.distantPast

    /// Holds the jobs enqueued from now for `seconds` of real time.
    func hold(for seconds: TimeInterval) {
        lock.withLock { heldUntil = Date().addingTimeInterval(seconds) }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let until = lock.withLock { heldUntil }
        Thread.detachNewThread { [self] in
            let wait = until.timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
