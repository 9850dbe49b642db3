// SwiftUICore's types in `Gesture._makeGesture`'s signature. That requirement and its default
// (`where Value == Body.Value`) are how a custom gesture's `Value` is inferred from its body, so
// the stand-in declares them as SwiftUI does. The runtime never calls `_makeGesture`: it
// recognizes primitive gestures itself, so the types carry nothing.

/// A value in SwiftUI's attribute graph (a hook: the stand-in has no graph values to hand out).
///
/// ```swift
/// // Apps never use it; it appears in `Gesture._makeGesture(gesture:inputs:)`.
/// ```
public struct _GraphValue<Value>: Equatable {
    package init() {}

    /// The graph value of a property of this one.
    ///
    /// ```swift
    /// // Apps never use it.
    /// ```
    public subscript<U>(keyPath: KeyPath<Value, U>) -> _GraphValue<U> { _GraphValue<U>() }

    /// Whether two graph values are the same.
    ///
    /// ```swift
    /// // Apps never use it.
    /// ```
    public static func == (a: _GraphValue<Value>, b: _GraphValue<Value>) -> Bool { true }
}

@available(*, unavailable)
extension _GraphValue: Sendable {}

/// The inputs of a gesture in SwiftUI's graph (a hook).
///
/// ```swift
/// // Apps never use it; it appears in `Gesture._makeGesture(gesture:inputs:)`.
/// ```
public struct _GestureInputs {
    package init() {}
}

@available(*, unavailable)
extension _GestureInputs: Sendable {}

/// The outputs of a gesture in SwiftUI's graph (a hook).
///
/// ```swift
/// // Apps never use it; it is `Gesture._makeGesture(gesture:inputs:)`'s result.
/// ```
public struct _GestureOutputs<Value> {
    package init() {}
}

@available(*, unavailable)
extension _GestureOutputs: Sendable {}

extension Gesture where Self.Value == Self.Body.Value {
    /// The graph entry point of a gesture made of its body: what infers a custom gesture's
    /// `Value` as its body's.
    ///
    /// ```swift
    /// struct DoubleTap: Gesture {
    ///     var body: some Gesture { TapGesture(count: 2) }  // Value is Void
    /// }
    /// ```
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs)
        -> _GestureOutputs<Self.Body.Value>
    {
        _GestureOutputs()
    }
}
