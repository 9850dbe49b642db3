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
@frozen public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction

    package let location: Location<Value>

    package init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// The iOS 18+ SDKs' signature: `@Sendable @isolated(any)` closures that inherit the
    /// isolation of the context forming them (`@_inheritActorContext`), so closures written in
    /// a main-actor `body` may touch main-actor state.
    /// ```swift
    /// Binding(get: { model.name }, set: { model.name = $0 })
    /// ```
    @preconcurrency nonisolated public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        let get = synchronous(get)
        let set = synchronous(set)
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with a closure that reads and writes the binding value.
    ///
    /// ```swift
    /// Binding(get: { volume }, set: { value, transaction in withTransaction(transaction) { volume = value } })
    /// ```
    @preconcurrency nonisolated public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        self.init(location: ClosureLocation(get: synchronous(get), set: synchronous(set)))
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
        self.init(
            location: ClosureLocation(
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
        self.init(
            location: ClosureLocation(
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
        self.init(
            location: ClosureLocation(
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

/// As in the iOS 18+ SDKs: a binding may cross isolation when its value can.
extension Binding: @unchecked Sendable where Value: Sendable {}

// SwiftUI calls a binding's closures synchronously wherever the binding is read, on the main
// actor in practice (the graph runs there). Swift has no synchronous call of an
// `@isolated(any)` function, so the stand-in reads it as the plain function it is underneath:
// an `@isolated(any)` function has the same representation and calling convention as a
// non-isolated one, its isolation kept in the context (SE-0431).
private func synchronous<Result>(_ function: @escaping @isolated(any) @Sendable () -> Result) -> () -> Result {
    unsafeBitCast(function, to: (@Sendable () -> Result).self)
}

private func synchronous<A, Result>(_ function: @escaping @isolated(any) @Sendable (A) -> Result) -> (A) -> Result {
    unsafeBitCast(function, to: (@Sendable (A) -> Result).self)
}

private func synchronous<A, B, Result>(_ function: @escaping @isolated(any) @Sendable (A, B) -> Result) -> (A, B) ->
    Result
{
    unsafeBitCast(function, to: (@Sendable (A, B) -> Result).self)
}
