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

    /// Bindable needs an observable object; this declaration (in the type itself, as in
    /// SwiftUI) lets a memberwise initializer take the wrapped object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    nonisolated public init(wrappedValue: Value) {
        fatalError("unavailable")
    }

    /// Bindable needs an observable object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    nonisolated public init(projectedValue: Bindable<Value>) {
        fatalError("unavailable")
    }

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable {
    /// Creates a bindable object from an observable object.
    nonisolated public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.object = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    nonisolated public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.object = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    nonisolated public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identifier of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
    /// The type of the identifier.
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}
