import Foundation

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// ```swift
    /// DragGesture().onEnded { value in
    ///     if value.translation.width < -100 { delete() }
    /// }
    /// ```
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_gesture: self, action: action)
    }

    /// Adds an action to perform when the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in position = value.location }
    /// ```
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>
    where Self.Value: Equatable {
        _ChangedGesture(_gesture: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }
    /// ```
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_gesture: self, transform: body)
    }
}

/// A gesture that performs an action when its base gesture ends (`onEnded(_:)`).
public struct _EndedGesture<Content> where Content: Gesture {
    package let _gesture: Content
    package let action: (Content.Value) -> Void

    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension _EndedGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension _EndedGesture: Sendable {}

extension _EndedGesture: PrimitiveGesture {
    package var headlessDescription: String { gestureDescription(_gesture) + ".onEnded" }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        runGesture(_gesture, touch, in: context) { phase in
            if case .ended(let value) = phase { action(value) }
            emit(phase.erased)
        }
    }

    package func acceptsTap(count: Int) -> Bool { gestureAcceptsTap(_gesture, count: count) }
}

/// A gesture that performs an action when its base gesture's value changes (`onChanged(_:)`).
public struct _ChangedGesture<Content> where Content: Gesture, Content.Value: Equatable {
    package let _gesture: Content
    package let action: (Content.Value) -> Void

    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension _ChangedGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension _ChangedGesture: Sendable {}

extension _ChangedGesture: PrimitiveGesture {
    package var headlessDescription: String { gestureDescription(_gesture) + ".onChanged" }

    /// Calls the action for each new value, not again for an equal one: the reason `onChanged`
    /// asks for an `Equatable` value (Apple: "Adds an action to perform when the gesture's value
    /// changes").
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var last: Content.Value?
        runGesture(_gesture, touch, in: context) { phase in
            if case .changed(let value) = phase, value != last {
                last = value
                action(value)
            }
            emit(phase.erased)
        }
    }

    package func acceptsTap(count: Int) -> Bool { gestureAcceptsTap(_gesture, count: count) }
}

/// A gesture whose values are its base gesture's, transformed (`map(_:)`).
public struct _MapGesture<Content, Value> where Content: Gesture {
    package let _gesture: Content
    package let transform: (Content.Value) -> Value

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension _MapGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension _MapGesture: Sendable {}

extension _MapGesture: PrimitiveGesture {
    package var headlessDescription: String { gestureDescription(_gesture) + ".map" }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        runGesture(_gesture, touch, in: context) { phase in
            switch phase {
            case .changed(let value): emit(.changed(transform(value)))
            case .ended(let value): emit(.ended(transform(value)))
            case .failed: emit(.failed)
            }
        }
    }

    package func acceptsTap(count: Int) -> Bool { gestureAcceptsTap(_gesture, count: count) }
}
