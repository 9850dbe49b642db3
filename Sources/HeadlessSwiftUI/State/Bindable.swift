import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// ```swift
/// struct TitleEditor: View {
///     @Bindable var book: Book          // an @Observable class
///     var body: some View {
///         Toggle("Read", isOn: $book.isRead)
///     }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    private var object: Value

    /// The wrapped object.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    nonisolated public init(wrappedValue: Value) {
        self.object = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    nonisolated public init(_ wrappedValue: Value) {
        self.object = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    nonisolated public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identifier of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
    /// The type of the identifier.
    public typealias ID = Value.ID
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}
