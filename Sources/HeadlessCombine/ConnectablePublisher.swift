import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common)
/// let subscription = timer.sink { print($0) }
/// let connection = timer.connect()   // values flow from here on
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to proceed with publishing values.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher:
    /// it connects when the first subscriber subscribes, and disconnects when the last one
    /// cancels (Apple's page says only "connecting or disconnecting"; when is an assumption,
    /// OpenCombine's `Autoconnect` does the same).
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    final public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        final public let upstream: Upstream

        private let lock = NSLock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher.
        final public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(AutoconnectSubscriber(downstream: subscriber, owner: self))
            let connects = lock.withLock {
                subscribers += 1
                return subscribers == 1
            }
            if connects {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        fileprivate func subscriberCancelled() {
            let ended: (any Cancellable)? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ended?.cancel()
        }
    }
}

/// Passes values through, and tells the autoconnect publisher when its subscriber cancels.
private final class AutoconnectSubscriber<Downstream: Subscriber, Upstream: ConnectablePublisher>: Subscriber,
    Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    private var owner: Publishers.Autoconnect<Upstream>?
    private var upstream: (any Subscription)?

    init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
        self.downstream = downstream
        self.owner = owner
    }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        upstream?.cancel()
        upstream = nil
        owner?.subscriberCancelled()
        owner = nil
    }
}
