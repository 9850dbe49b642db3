import Foundation

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// The closure to execute on receipt of a value.
        final public var receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Tells the subscriber that it has successfully subscribed to the publisher.
        final public func receive(subscription: any Subscription) {
            guard self.subscription == nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Tells the subscriber that the publisher has produced an element.
        final public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        /// Tells the subscriber that the publisher has completed publishing.
        final public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }

        /// Cancel the activity.
        final public func cancel() {
            let current = subscription
            subscription = nil
            current?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// ```swift
    /// loader.results.sink(receiveCompletion: { print($0) }, receiveValue: { items = $0 })
    /// ```
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Transforms all elements from the upstream publisher with a provided closure.
    ///
    /// ```swift
    /// model.$query.map { $0.count }
    /// ```
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Self.Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// ```swift
    /// model.$name.sink { print("name will be", $0) }.store(in: &cancellables)
    /// ```
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable
    {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the specified subscriber to this publisher.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            upstream.subscribe(MapSubscriber(downstream: subscriber, transform: transform))
        }
    }
}

/// Passes the upstream subscription through and transforms each value.
private final class MapSubscriber<Downstream: Subscriber, Input>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input

    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    private let subscribeBody: (ErasedSubscriber<Output, Failure>) -> Void

    /// A textual representation of this publisher.
    public var description: String { "AnyPublisher" }
    /// A custom playground description for this instance.
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        subscribeBody = { erased in publisher.subscribe(ErasedSubscriberAdapter(erased)) }
    }
}

private final class ErasedSubscriberAdapter<Input, Failure: Error>: Subscriber {
    let erased: ErasedSubscriber<Input, Failure>
    init(_ erased: ErasedSubscriber<Input, Failure>) { self.erased = erased }
    func receive(subscription: any Subscription) { erased.receiveSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { erased.receiveInput(input) }
    func receive(completion: Subscribers.Completion<Failure>) { erased.receiveCompletion(completion) }
}

extension AnyPublisher: Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscribeBody(ErasedSubscriber(subscriber))
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// ```swift
/// Just("Ready").sink { print($0) }
/// ```
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(output: output, downstream: ErasedSubscriber(subscriber)))
    }
}

extension Just: Equatable where Output: Equatable {}

private final class JustSubscription<Output>: Subscription {
    var output: Output?
    var downstream: ErasedSubscriber<Output, Never>?

    init(output: Output, downstream: ErasedSubscriber<Output, Never>) {
        self.output = output
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let value = output, let downstream else { return }
        output = nil
        self.downstream = nil
        _ = downstream.receiveInput(value)
        downstream.receiveCompletion(.finished)
    }

    func cancel() {
        output = nil
        downstream = nil
    }
}
