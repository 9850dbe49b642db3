import Foundation

/// A publisher that publishes changes from observable objects.
///
/// ```swift
/// final class Store: ObservableObject {
///     var count = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
final public class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        core.attach(subscriber, initial: nil)
    }

    /// Sends the changed value to the downstream subscriber.
    final public func send() {
        core.send(())
    }
}

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the
/// changed value before any of its `@Published` properties changes
/// (https://developer.apple.com/documentation/combine/observableobject).
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var name: String
///     init(name: String) { self.name = name }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    ///
    /// One publisher per object: the object's `@Published` properties share it, as Combine's
    /// synthesized publisher does.
    public var objectWillChange: ObservableObjectPublisher {
        WillChangePublishers.shared.publisher(for: self)
    }
}

/// The synthesized `objectWillChange` publishers: kept in the object's `@Published`
/// properties (found by reflection, superclasses included), or for an object without any, in
/// a table held weakly by object.
final class WillChangePublishers: @unchecked Sendable {
    static let shared = WillChangePublishers()
    private let lock = NSRecursiveLock()
    private var loose: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    struct Weak {
        weak var object: AnyObject?
    }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            var fields: [any PublishedField] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    if let property = child.value as? any PublishedProperty { fields.append(property.field) }
                }
                mirror = current.superclassMirror
            }
            if !fields.isEmpty {
                let publisher = fields.lazy.compactMap(\.willChange).first ?? ObservableObjectPublisher()
                for field in fields { field.willChange = publisher }
                return publisher
            }
            let key = ObjectIdentifier(object)
            if let entry = loose[key], entry.object.object === object { return entry.publisher }
            loose = loose.filter { $0.value.object.object != nil }
            let publisher = ObservableObjectPublisher()
            loose[key] = (Weak(object: object), publisher)
            return publisher
        }
    }
}

/// A `@Published` property seen through reflection.
protocol PublishedProperty {
    var field: any PublishedField { get }
}

/// The storage of a `@Published` property, which holds its object's `objectWillChange`.
protocol PublishedField: AnyObject {
    var willChange: ObservableObjectPublisher? { get set }
}

extension Published: PublishedProperty {
    var field: any PublishedField { storage }
}

/// A type that publishes a property marked with an attribute.
///
/// The publisher sends the new value in the property's `willSet`, so subscribers receive it
/// before it is set on the property, and the enclosing object's `objectWillChange` fires
/// first (https://developer.apple.com/documentation/combine/published).
/// ```swift
/// final class Weather: ObservableObject {
///     @Published var temperature: Double = 20
/// }
/// let cancellable = weather.$temperature.sink { print("will be", $0) }
/// ```
@propertyWrapper
public struct Published<Value> {
    final class Storage: PublishedField {
        var value: Value
        let subject = SubjectCore<Value, Never>()
        var willChange: ObservableObjectPublisher?
        var assignment: AnyCancellable?

        init(value: Value) {
            self.value = value
        }

        func set(_ newValue: Value) {
            willChange?.send()
            subject.send(newValue)
            value = newValue
        }
    }

    private var storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = Storage(value: wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Published is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: HeadlessCombine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        let storage: Storage

        /// Attaches the specified subscriber to this publisher.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            storage.subject.attach(subscriber, initial: storage.value)
        }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
        set { storage = newValue.storage }
    }

    /// The enclosing object's access to the wrapped value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }
}

extension Publisher where Self.Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher; the subscription lives as long as the property.
    ///
    /// ```swift
    /// $query.map { $0.count }.assign(to: &$queryLength)
    /// ```
    public func assign(to published: inout Published<Self.Output>.Publisher) {
        let storage = published.storage
        storage.assignment = sink { [weak storage] in storage?.set($0) }
    }
}
