import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// Apple: "A property that's declared as `@GestureState` implicitly resets when the gesture
/// becomes inactive" (`GestureState` documentation). The storage lives in the view graph at
/// the view's identity, as `@State`'s does.
///
/// ```swift
/// @GestureState private var isPressing = false
///
/// var body: some View {
///     Circle()
///         .fill(isPressing ? Color.red : Color.green)
///         .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
/// }
/// ```
@propertyWrapper
@frozen public struct GestureState<Value>: DynamicProperty {
    package let initialValue: Value
    package let link: StateLink<Value>
    package let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        link = StateLink()
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value {
        guard let storage = link.storage else { return initialValue }
        return storage.read()
    }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` during a gesture (`updating(_:body:)`).
    @MainActor package func update(_ value: Value) {
        link.storage?.write(value)
    }

    /// The current value, without subscribing a reader.
    @MainActor package var currentValue: Value {
        wrappedValue
    }

    /// Puts the initial value back when the gesture becomes inactive, calling `reset` with the
    /// value it had.
    @MainActor package func resetToInitialValue() {
        var transaction = Transaction()
        reset(currentValue, &transaction)
        link.storage?.write(initialValue)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.storage = node.stateStorage(slot: slot, initialValue: initialValue)
    }
}

extension GestureState: GraphOwnedProperty {}

extension GestureState: RuntimeComparable {
    /// Owned by the graph, as `State`: a new initial value from the parent is ignored.
    package func runtimeEquals(_ other: Any) -> Bool { true }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().updating($offset) { value, state, transaction in
    ///     state = value.translation
    /// }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
///
/// ```swift
/// LongPressGesture().updating($isPressing) { value, state, _ in state = value }
/// ```
@frozen public struct GestureStateGesture<Base, State> where Base: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base

    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>

    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension GestureStateGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension GestureStateGesture: Sendable {}

extension GestureStateGesture: PrimitiveGesture {
    package var headlessDescription: String { gestureDescription(base) + ".updating" }

    /// Runs `body` with each new value and writes the state it leaves; when the gesture ends or
    /// fails, the state goes back to its initial value before the phase goes on to the
    /// gestures that wrap this one (assumption: Apple documents the reset "when the gesture
    /// becomes inactive", not its order relative to `onEnded`).
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var active = false
        runGesture(base, touch, in: context) { phase in
            switch phase {
            case .changed(let value):
                active = true
                var current = state.currentValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.update(current)
            case .ended, .failed:
                if active { state.resetToInitialValue() }
                active = false
            }
            emit(phase.erased)
        }
    }

    package func acceptsTap(count: Int) -> Bool { gestureAcceptsTap(base, count: count) }
}
