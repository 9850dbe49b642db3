/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct PlayButton: View {
///     @Binding var isPlaying: Bool
///     var body: some View {
///         Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
///     }
/// }
/// // PlayButton(isPlaying: $isPlaying)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction

    package let location: Location<Value>

    package init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding with closures that read and write the binding value.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with a closure that reads and writes the binding value.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Creates a binding with an immutable value.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value: value))
    }

    /// Creates a binding from the value of another binding.
    nonisolated public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue, transaction: transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    nonisolated public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: ClosureLocation(
            get: { Optional(base.wrappedValue) },
            set: { value, transaction in
                if let value { base.transaction(transaction).wrappedValue = value }
            },
            identity: base.location
        ))
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or nil when the
    /// base value is nil.
    nonisolated public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(location: ClosureLocation(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            },
            set: { value, transaction in base.transaction(transaction).wrappedValue = value },
            identity: base.location
        ))
    }

    /// Creates a binding by projecting the base value to a hashable value.
    nonisolated public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(location: ClosureLocation(
            get: { AnyHashable(base.wrappedValue) },
            set: { value, transaction in
                if let typed = value.base as? V { base.transaction(transaction).wrappedValue = typed }
            },
            identity: base.location
        ))
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { wrappedValue.id }
    /// A type representing the stable identity of the entity associated with an instance.
    public typealias ID = Value.ID
}

extension Binding: DynamicProperty {}

extension Binding: RuntimeComparable {
    /// Two bindings are the same input when they point at the same location.
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return location.isSame(as: other.location)
    }
}

@available(*, unavailable)
extension Binding: Sendable {}
