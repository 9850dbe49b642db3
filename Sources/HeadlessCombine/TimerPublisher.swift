import Foundation

// Apple's Foundation declares the timer publisher where Combine exists
// (https://developer.apple.com/documentation/foundation/timer/timerpublisher);
// swift-corelibs-foundation does not, so HeadlessCombine provides it with Foundation's
// signatures. Under a HeadlessSwiftUIHost it ticks on the host's clock (`VirtualTime`): a
// test lets the time pass instead of waiting for it.
#if !canImport(Combine)
    extension RunLoop {
        /// Options that affect the operation of the run loop scheduler (none are defined).
        public struct SchedulerOptions: Sendable {}
    }

    extension Timer {
        /// Returns a publisher that repeatedly emits the current date on the given interval.
        ///
        /// ```swift
        /// Text("\(seconds)")
        ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
        ///         seconds += 1
        ///     }
        /// ```
        public static func publish(
            every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) -> Timer.TimerPublisher {
            TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
        }

        /// A publisher that repeatedly emits the current date on a given interval, once
        /// connected: the first value one interval after `connect()`, then one each interval
        /// (as a `Timer` first fires one interval after it is scheduled: Apple, `Timer`). A
        /// subscriber with no demand when the timer fires misses that value (an assumption, as
        /// a `PassthroughSubject` drops it).
        ///
        /// Under a `ViewHost` (connected while the host's graph updates: by `autoconnect()` in
        /// `onReceive`, or in an action), it fires on the host's clock, and each value is the
        /// clock's date; elsewhere, on `runLoop` in `mode`, in real time.
        ///
        /// ```swift
        /// let timer = Timer.publish(every: 0.5, on: .main, in: .default)
        /// let subscription = timer.sink { date in print(date) }
        /// let connection = timer.connect()
        /// ```
        final public class TimerPublisher: ConnectablePublisher {
            /// The kind of values published by this publisher.
            public typealias Output = Date
            /// The kind of errors this publisher might publish.
            public typealias Failure = Never

            /// The time interval between the values.
            final public let interval: TimeInterval
            /// The tolerance the run loop may fire the timer with (the host's clock fires on time).
            final public let tolerance: TimeInterval?
            /// The run loop the timer runs on, in real time.
            final public let runLoop: RunLoop
            /// The run loop mode the timer runs in, in real time.
            final public let mode: RunLoop.Mode
            /// The scheduler options.
            final public let options: RunLoop.SchedulerOptions?

            private let lock = NSLock()
            /// The subscribers, each with its demand: a subject's (a tick without demand is
            /// dropped, as the subject drops a value).
            private let subject = PassthroughSubject<Date, Never>()
            private var connection: TimerConnection?

            /// Creates a publisher that repeatedly emits the current date on the given interval.
            public init(
                interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                options: RunLoop.SchedulerOptions? = nil
            ) {
                self.interval = interval
                self.tolerance = tolerance
                self.runLoop = runLoop
                self.mode = mode
                self.options = options
            }

            /// Connects to the publisher, allowing it to proceed with publishing values: the
            /// timer starts. Connecting again while connected returns the same connection (an
            /// assumption: Apple documents one connection, not a second call).
            final public func connect() -> any Cancellable {
                lock.lock()
                if let connection {
                    lock.unlock()
                    return connection
                }
                let made = TimerConnection(publisher: self)
                connection = made
                lock.unlock()
                made.start()
                return made
            }

            /// Attaches the specified subscriber to this publisher.
            final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
                subject.receive(subscriber: subscriber)
            }

            fileprivate func fire(_ date: Date) {
                subject.send(date)
            }

            fileprivate func disconnect(_ ended: TimerConnection) {
                lock.withLock {
                    if connection === ended { connection = nil }
                }
            }
        }
    }

    /// One connection of a timer publisher: its ticks on the host's clock, or a run loop timer.
    private final class TimerConnection: Cancellable, @unchecked Sendable {
        private weak var publisher: Timer.TimerPublisher?
        private let interval: TimeInterval
        private let lock = NSLock()
        private var cancelled = false
        private var virtualTime: VirtualTime?
        private var token: Int?
        private var timer: Timer?

        init(publisher: Timer.TimerPublisher) {
            self.publisher = publisher
            interval = max(publisher.interval, 0.0001)
        }

        func start() {
            if let time = VirtualTime.current {
                virtualTime = time
                scheduleTick(on: time, at: time.now.addingTimeInterval(interval))
            } else if let publisher {
                let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
                    self?.publisher?.fire(Date())
                }
                timer.tolerance = publisher.tolerance ?? 0
                self.timer = timer
                publisher.runLoop.add(timer, forMode: publisher.mode)
            }
        }

        /// The next tick at `due`: it sends the clock's date, then schedules the one after,
        /// an interval later (ticks do not drift with the moment the host runs them).
        private func scheduleTick(on time: VirtualTime, at due: Date) {
            let token = time.schedule(at: due) { [weak self] in
                guard let self, !self.isCancelled else { return }
                self.scheduleTick(on: time, at: due.addingTimeInterval(self.interval))
                self.publisher?.fire(due)
            }
            lock.withLock { self.token = token }
        }

        private var isCancelled: Bool { lock.withLock { cancelled } }

        func cancel() {
            let pending: Int? = lock.withLock {
                cancelled = true
                defer { token = nil }
                return token
            }
            if let pending { virtualTime?.cancel(pending) }
            timer?.invalidate()
            timer = nil
            publisher?.disconnect(self)
        }
    }
#endif
