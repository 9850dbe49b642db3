import Foundation

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other>(before other: Other) -> SequenceGesture<Self, Other> where Other: Gesture {
        SequenceGesture(self, other)
    }

    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    ///
    /// ```swift
    /// MagnifyGesture().simultaneously(with: RotateGesture())
    /// ```
    nonisolated public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other>
    where Other: Gesture {
        SimultaneousGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    nonisolated public func exclusively<Other>(before other: Other) -> ExclusiveGesture<Self, Other>
    where Other: Gesture {
        ExclusiveGesture(self, other)
    }
}

/// A gesture that's a sequence of two gestures.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
@frozen public struct SequenceGesture<First, Second> where First: Gesture, Second: Gesture {
    /// The first gesture in a sequence of two gestures.
    public var first: First

    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    @frozen public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension SequenceGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension SequenceGesture: Sendable {}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture: PrimitiveGesture {
    package var headlessDescription: String {
        "\(gestureDescription(first)).sequenced(before: \(gestureDescription(second)))"
    }

    /// The first gesture runs on the touch; once it ends, the second one runs on the same touch
    /// (Apple: "the second gesture only receiving events after the first gesture succeeds").
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var firstEnd: First.Value?
        var failed = false
        runGesture(first, touch, in: context) { phase in
            switch phase {
            case .changed(let value): emit(.changed(Value.first(value)))
            case .ended(let value): firstEnd = value
            case .failed: failed = true
            }
        }
        guard let firstValue = firstEnd, !failed else { return emit(.failed) }
        emit(.changed(Value.second(firstValue, nil)))
        runGesture(second, touch, in: context) { phase in
            switch phase {
            case .changed(let value): emit(.changed(Value.second(firstValue, value)))
            case .ended(let value): emit(.ended(Value.second(firstValue, value)))
            case .failed: emit(.failed)
            }
        }
    }

    package func acceptsTap(count: Int) -> Bool { false }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// ```swift
/// TapGesture().simultaneously(with: LongPressGesture())
/// ```
@frozen public struct SimultaneousGesture<First, Second> where First: Gesture, Second: Gesture {
    /// The first of two gestures that can happen simultaneously.
    public var first: First

    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    @frozen public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?

        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension SimultaneousGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension SimultaneousGesture: Sendable {}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture: PrimitiveGesture {
    package var headlessDescription: String {
        "\(gestureDescription(first)).simultaneously(with: \(gestureDescription(second)))"
    }

    /// Both gestures see the touch (the first's events, then the second's: the stand-in does
    /// not interleave them); it ends when either ended, and fails when both failed.
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var value = Value(first: nil, second: nil)
        var ended = false
        runGesture(first, touch, in: context) { phase in
            switch phase {
            case .changed(let firstValue): value.first = firstValue
            case .ended(let firstValue):
                value.first = firstValue
                ended = true
            case .failed: return
            }
            emit(.changed(value))
        }
        runGesture(second, touch, in: context) { phase in
            switch phase {
            case .changed(let secondValue): value.second = secondValue
            case .ended(let secondValue):
                value.second = secondValue
                ended = true
            case .failed: return
            }
            emit(.changed(value))
        }
        emit(ended ? .ended(value) : .failed)
    }

    package func acceptsTap(count: Int) -> Bool {
        gestureAcceptsTap(first, count: count) || gestureAcceptsTap(second, count: count)
    }
}

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// ```swift
/// TapGesture(count: 2).onEnded { like() }.exclusively(before: TapGesture().onEnded { open() })
/// ```
@frozen public struct ExclusiveGesture<First, Second> where First: Gesture, Second: Gesture {
    /// The first of two gestures.
    public var first: First

    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension ExclusiveGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension ExclusiveGesture: Sendable {}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture: PrimitiveGesture {
    package var headlessDescription: String {
        "\(gestureDescription(first)).exclusively(before: \(gestureDescription(second)))"
    }

    /// The first gesture has precedence; the second gets the touch only when the first fails
    /// (Apple: "only one gesture succeeds, giving precedence to the first gesture").
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var firstFailed = false
        runGesture(first, touch, in: context) { phase in
            switch phase {
            case .changed(let value): emit(.changed(Value.first(value)))
            case .ended(let value): emit(.ended(Value.first(value)))
            case .failed: firstFailed = true
            }
        }
        guard firstFailed else { return }
        runGesture(second, touch, in: context) { phase in
            switch phase {
            case .changed(let value): emit(.changed(Value.second(value)))
            case .ended(let value): emit(.ended(Value.second(value)))
            case .failed: emit(.failed)
            }
        }
    }

    package func acceptsTap(count: Int) -> Bool {
        gestureAcceptsTap(first, count: count) || gestureAcceptsTap(second, count: count)
    }
}
