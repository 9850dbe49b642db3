import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Sends a subscription to the subscriber.
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

/// A subscriber with its type erased, as a subject's conduit holds it.
struct ErasedSubscriber<Input, Failure: Error> {
    let receiveSubscription: (any Subscription) -> Void
    let receiveInput: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = subscriber.receive(subscription:)
        receiveInput = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }
}

/// The subscribers of a subject and their demand: values go only to subscribers that asked
/// for more, as Combine's back pressure requires.
final class SubjectCore<Output, Failure: Error> {
    final class Conduit: Subscription {
        weak var core: SubjectCore?
        var downstream: ErasedSubscriber<Output, Failure>?
        var demand: Subscribers.Demand = .none
        /// A value owed to the subscriber once it asks (a current value subject's value).
        var pending: Output?

        init(core: SubjectCore, downstream: ErasedSubscriber<Output, Failure>, pending: Output?) {
            self.core = core
            self.downstream = downstream
            self.pending = pending
        }

        func request(_ demand: Subscribers.Demand) {
            self.demand += demand
            if let value = pending, self.demand > 0, let downstream {
                pending = nil
                self.demand -= 1
                self.demand += downstream.receiveInput(value)
            }
        }

        func offer(_ value: Output) {
            guard let downstream else { return }
            guard demand > 0 else { return }
            demand -= 1
            demand += downstream.receiveInput(value)
        }

        func cancel() {
            downstream = nil
            core?.remove(self)
        }
    }

    private var conduits: [Conduit] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let erased = ErasedSubscriber(subscriber)
        if let completion {
            erased.receiveSubscription(EmptySubscription())
            erased.receiveCompletion(completion)
            return
        }
        let conduit = Conduit(core: self, downstream: erased, pending: initial)
        conduits.append(conduit)
        erased.receiveSubscription(conduit)
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let current = conduits
        conduits.removeAll()
        for conduit in current {
            let downstream = conduit.downstream
            conduit.downstream = nil
            downstream?.receiveCompletion(completion)
        }
    }

    func remove(_ conduit: Conduit) {
        conduits.removeAll { $0 === conduit }
    }

    var hasSubscribers: Bool { !conduits.isEmpty }
}

/// A subscription that does nothing: given to subscribers of a publisher that has finished.
struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A subject that broadcasts elements to downstream subscribers.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// let cancellable = taps.sink { print($0) }
/// taps.send(1)
/// ```
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()

    /// Creates a passthrough subject.
    public init() {}

    /// Sends a subscription to the subscriber.
    final public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Attaches the specified subscriber to this publisher.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        core.attach(subscriber, initial: nil)
    }

    /// Sends a value to the subscriber.
    final public func send(_ input: Output) {
        core.send(input)
    }

    /// Sends a completion signal to the subscriber.
    final public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// ```swift
/// let volume = CurrentValueSubject<Double, Never>(0.5)
/// let cancellable = volume.sink { print($0) }   // prints 0.5 at once
/// volume.value = 0.8                             // prints 0.8
/// ```
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()
    private var current: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    final public var value: Output {
        get { current }
        set {
            current = newValue
            core.send(newValue)
        }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// Sends a subscription to the subscriber.
    final public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Attaches the specified subscriber to this publisher.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        core.attach(subscriber, initial: current)
    }

    /// Sends a value to the subscriber.
    final public func send(_ input: Output) {
        value = input
    }

    /// Sends a completion signal to the subscriber.
    final public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }
}
