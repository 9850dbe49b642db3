/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The storage lives in the view graph at the view's identity: it survives the parent's
/// re-evaluation and ends when the identity does.
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
@frozen public struct State<Value>: DynamicProperty {
    package let initialValue: Value
    /// Set by the graph, in the copy of the view whose body it evaluates (and so in every
    /// copy that body makes: closures, bindings); nil in a view not yet installed. Creating a
    /// `State` allocates nothing: a parent re-creates its children's states at every update.
    package var storage: StateStorage<Value>?

    /// Creates a state property that stores an initial value.
    nonisolated public init(wrappedValue value: Value) {
        initialValue = value
        storage = nil
    }

    /// Creates a state property that stores an initial value.
    nonisolated public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get {
            guard let storage else { return initialValue }
            return storage.read()
        }
        nonmutating set {
            guard let storage else {
                // SwiftUI drops writes to state that is not installed in a view, and says so.
                GraphContext.warnUninstalledState(Value.self)
                return
            }
            storage.write(newValue)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        guard let storage else {
            return Binding(location: ConstantLocation(value: initialValue))
        }
        return Binding(location: storage)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    nonisolated public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: Int) {
        storage = node.stateStorage(slot: slot, initialValue: initialValue)
    }
}

extension State: GraphOwnedProperty {}

extension State: RuntimeComparable {
    /// State is owned by the graph: a new initial value from the parent is ignored, as in SwiftUI.
    package func runtimeEquals(_ other: Any) -> Bool { true }
}

/// As in the iOS 18+ SDKs: sendable when its value is.
extension State: @unchecked Sendable where Value: Sendable {}

/// The reference a state-like property (`GestureState`, `FocusState`, `Namespace`) carries so
/// that the graph can connect every copy of it to the persistent storage.
@usableFromInline package final class StateLink<Value> {
    package var storage: StateStorage<Value>?
    package init() {}
}
