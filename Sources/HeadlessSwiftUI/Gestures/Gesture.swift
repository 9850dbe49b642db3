import Foundation

// SwiftUICore declares it `@preconcurrency @MainActor`: its modifiers and a custom gesture's
// `body` are main-actor isolated (a warning from nonisolated code in Swift 6 mode), while the
// built-in gestures' initializers are not (their conformances are declared in extensions).

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// ```swift
/// Circle()
///     .gesture(
///         DragGesture()
///             .onChanged { value in offset = value.translation }
///             .onEnded { _ in offset = .zero }
///     )
/// ```
@preconcurrency @MainActor
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value

    /// SwiftUI's graph entry point, a hook. Its default, for a gesture whose value is its
    /// body's, is how a custom gesture's `Value` is inferred (as in SwiftUICore).
    nonisolated static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<Value>

    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Never
}

extension Optional: Gesture where Wrapped: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Wrapped.Value

    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    package var headlessDescription: String {
        switch self {
        case .some(let wrapped): return gestureDescription(wrapped)
        case .none: return "nil"
        }
    }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        guard case .some(let wrapped) = self else { return emit(.failed) }
        runGesture(wrapped, touch, in: context) { emit($0.erased) }
    }

    package func acceptsTap(count: Int) -> Bool {
        guard case .some(let wrapped) = self else { return false }
        return gestureAcceptsTap(wrapped, count: count)
    }
}

/// A type-erased gesture.
///
/// ```swift
/// let gesture: AnyGesture<Void> = AnyGesture(TapGesture())
/// ```
@frozen public struct AnyGesture<Value> {
    package let base: any Gesture

    /// Creates an instance from another gesture.
    public init<T>(_ gesture: T) where Value == T.Value, T: Gesture {
        base = gesture
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension AnyGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension AnyGesture: Sendable {}

extension AnyGesture: PrimitiveGesture {
    package var headlessDescription: String { gestureDescription(base) }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        runErased(base, touch, in: context, emit: emit)
    }

    package func acceptsTap(count: Int) -> Bool { gestureAcceptsTap(base, count: count) }
}

// MARK: - Runtime

/// One touch sequence the host delivers, in root (global) coordinates.
package struct GestureTouch {
    /// What the finger does.
    package enum Kind: Equatable {
        /// `count` quick taps at the first sample's location.
        case tap(count: Int)
        /// A press held for `duration` seconds without moving.
        case press(duration: Double)
        /// A finger moving through the samples.
        case drag
    }

    package var kind: Kind
    /// The finger's locations and the times it was there; the first is where it went down.
    package var samples: [(location: CGPoint, time: Date)]

    package init(kind: Kind, samples: [(location: CGPoint, time: Date)]) {
        self.kind = kind
        self.samples = samples
    }

    package var start: (location: CGPoint, time: Date) { samples[0] }
}

/// Where the gesture's view is, to convert locations into its coordinate spaces.
package struct GestureContext {
    /// The frame of the view the gesture is attached to, in root coordinates.
    package var frame: CGRect

    package init(frame: CGRect) {
        self.frame = frame
    }

    /// `point` (root coordinates) in `space`: `.local` is the gesture's view's own space;
    /// `.global` and (assumption: named spaces are not tracked) `.named` are the root's.
    package func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .global, .named: return point
        }
    }
}

/// What a gesture reports while it recognizes a touch: new values, then an end or a failure.
package enum GesturePhase<Value> {
    case changed(Value)
    case ended(Value)
    case failed

    package var erased: GesturePhase<Any> {
        switch self {
        case .changed(let value): return .changed(value)
        case .ended(let value): return .ended(value)
        case .failed: return .failed
        }
    }

    package func cast<T>(to type: T.Type) -> GesturePhase<T> {
        switch self {
        case .changed(let value): return (value as? T).map { .changed($0) } ?? .failed
        case .ended(let value): return (value as? T).map { .ended($0) } ?? .failed
        case .failed: return .failed
        }
    }
}

/// A gesture the runtime recognizes itself (taps, drags, the modifiers that wrap them).
@MainActor
package protocol PrimitiveGesture {
    /// How the gesture shows in the text tree: `DragGesture(minimumDistance: 10)`.
    var headlessDescription: String { get }
    /// Recognizes `touch`, reporting each phase through `emit` as it happens.
    func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void)
    /// Whether a tap of `count` taps ends it (so the host's `tap(_:)` can reach it).
    func acceptsTap(count: Int) -> Bool
}

/// Runs any gesture: a primitive by itself, a custom one through its body.
@MainActor
package func runGesture<G: Gesture>(
    _ gesture: G, _ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<G.Value>) -> Void
) {
    runErased(gesture, touch, in: context) { emit($0.cast(to: G.Value.self)) }
}

@MainActor
package func runErased(
    _ gesture: any Gesture, _ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void
) {
    if let primitive = gesture as? any PrimitiveGesture {
        primitive.run(touch, in: context, emit: emit)
    } else {
        runErased(gesture.body, touch, in: context, emit: emit)
    }
}

@MainActor
package func gestureDescription(_ gesture: any Gesture) -> String {
    if let primitive = gesture as? any PrimitiveGesture { return primitive.headlessDescription }
    return String(describing: type(of: gesture))
}

@MainActor
package func gestureAcceptsTap(_ gesture: any Gesture, count: Int) -> Bool {
    if let primitive = gesture as? any PrimitiveGesture { return primitive.acceptsTap(count: count) }
    return gestureAcceptsTap(gesture.body, count: count)
}

extension Gesture where Self.Body == Never {
    /// A primitive gesture's body: the runtime recognizes the gesture itself and never asks
    /// for it.
    public var body: Never { bodyNeverCalled(Self.self) }
}
