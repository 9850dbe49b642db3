// HeadlessCombine: the part of Apple's Combine that SwiftUI apps use with SwiftUI
// (`ObservableObject`, `@Published`, subjects, `sink`), with Combine's public signatures, for
// platforms without Combine. HeadlessSwiftUI re-exports it, as SwiftUI re-exports Combine's
// `ObservableObject` on Apple platforms.
// Rules followed: https://developer.apple.com/documentation/combine/publisher ("a publisher
// delivers elements to one or more Subscriber instances ... the subscriber's Input and Failure
// associated types must match the Output and Failure types declared by the publisher"), and
// back pressure through `Subscribers.Demand`: a publisher sends no more values than requested.

import Foundation

/// A protocol indicating that an activity or action supports cancellation.
///
/// ```swift
/// let subscription = subject.sink { print($0) }
/// subscription.cancel()
/// ```
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let rawValue: UInt64

    /// Creates a unique Combine identifier.
    public init() {
        rawValue = IdentifierCounter.shared.next()
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// A textual representation of this identifier.
    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

private final class IdentifierCounter: @unchecked Sendable {
    static let shared = IdentifierCounter()
    private let lock = NSLock()
    private var value: UInt64 = 1 << 63

    func next() -> UInt64 {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A unique identifier for identifying publisher streams.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may
    /// request items.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed publishing, either normally or
    /// with an error.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

extension Subscriber where Self.Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// nil means unlimited.
        private let value: Int?

        private init(value: Int?) {
            self.value = value
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(value: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(value: 0)

        /// Creates a demand for the given maximum number of elements.
        public static func max(_ value: Int) -> Subscribers.Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(value: value)
        }

        /// The number of requested values, or nil if unlimited.
        public var max: Int? { value }

        /// A textual representation of this demand.
        public var description: String { value.map { "max(\($0))" } ?? "unlimited" }

        /// Returns the result of adding two demands.
        public static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand {
            guard let l = lhs.value, let r = rhs.value else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(value: sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Subscribers.Demand, rhs: Subscribers.Demand) {
            lhs = lhs + rhs
        }

        /// Returns the result of adding an integer to a demand.
        public static func + (lhs: Subscribers.Demand, rhs: Int) -> Subscribers.Demand {
            lhs + .max(rhs)
        }

        /// Subtracts an integer from a demand; unlimited stays unlimited, and the result is
        /// never below zero.
        public static func - (lhs: Subscribers.Demand, rhs: Int) -> Subscribers.Demand {
            guard let l = lhs.value else { return .unlimited }
            return Demand(value: Swift.max(0, l - rhs))
        }

        /// Subtracts an integer from a demand, and assigns the result to the demand.
        public static func -= (lhs: inout Subscribers.Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Returns a Boolean value that indicates whether the first demand requests fewer
        /// elements than the second.
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool {
            switch (lhs.value, rhs.value) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        /// Returns a Boolean value that indicates whether a demand requests more than the given
        /// number of elements.
        public static func > (lhs: Subscribers.Demand, rhs: Int) -> Bool {
            guard let l = lhs.value else { return true }
            return l > rhs
        }

        /// Returns a Boolean value indicating whether a demand requests the given number of elements.
        public static func == (lhs: Subscribers.Demand, rhs: Int) -> Bool {
            lhs.value == rhs
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable {}

/// Declares that a type can transmit a sequence of values over time.
///
/// ```swift
/// let cancellable = Just(5).map { $0 * 2 }.sink { print($0) }   // 10
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` instance automatically calls `cancel()` when deinitialized
/// (https://developer.apple.com/documentation/combine/anycancellable).
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// model.$name.sink { print($0) }.store(in: &cancellables)
/// ```
final public class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a cancellable object with the given cancellable object.
    public init<C>(_ canceller: C) where C: Cancellable {
        action = canceller.cancel
    }

    deinit {
        action?()
    }

    /// Cancel the activity.
    final public func cancel() {
        let current = action
        action = nil
        current?()
    }

    /// Returns a Boolean value indicating whether two cancellables are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the identity of this cancellable.
    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension AnyCancellable {
    /// Stores this type-erasing cancellable instance in the specified collection.
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
