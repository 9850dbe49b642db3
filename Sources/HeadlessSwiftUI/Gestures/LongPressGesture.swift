import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// Text("Hold me")
///     .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in showMenu = true })
/// ```
public struct LongPressGesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double

    /// The maximum distance that the long press can move before the gesture fails.
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    public var maximumDistance: CGFloat {
        get { storedMaximumDistance }
        set { storedMaximumDistance = newValue }
    }

    private var storedMaximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    ///
    /// The defaults, 0.5 seconds and 10 points, are those of Apple's documentation of
    /// `LongPressGesture.init(minimumDuration:maximumDistance:)`.
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        storedMaximumDistance = maximumDistance
    }

    /// The runtime's own way in (every platform's `onLongPressGesture` builds one).
    package init(duration: Double, distance: CGFloat) {
        minimumDuration = duration
        storedMaximumDistance = distance
    }

    /// The type representing the gesture's value.
    public typealias Value = Bool

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension LongPressGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension LongPressGesture: Sendable {}

extension LongPressGesture: PrimitiveGesture {
    package var headlessDescription: String {
        "LongPressGesture(minimumDuration: \(HeadlessValueFormat.number(minimumDuration)))"
    }

    /// The value is `true` from the moment the finger is down (`updating` sees it), and the
    /// gesture ends with `true` once the press has lasted `minimumDuration`; a shorter press
    /// or a finger that moves farther than `maximumDistance` fails it. (Apple: "A long-press
    /// gesture … succeeds when the user performs a long press"; the value is "true while the
    /// gesture is pressing" per the `LongPressGesture` example with `updating`.)
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        emit(.changed(true))
        let duration: Double
        switch touch.kind {
        case .press(let held): duration = held
        case .tap: duration = 0
        case .drag:
            let start = touch.start
            let moved = touch.samples.first {
                hypot($0.location.x - start.location.x, $0.location.y - start.location.y) > storedMaximumDistance
            }
            duration = (moved?.time ?? touch.samples.last?.time ?? start.time).timeIntervalSince(start.time)
        }
        guard duration >= minimumDuration else { return emit(.failed) }
        emit(.ended(true))
    }

    package func acceptsTap(count: Int) -> Bool { minimumDuration <= 0 }
}
