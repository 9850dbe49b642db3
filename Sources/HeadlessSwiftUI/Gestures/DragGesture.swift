import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
///
/// var body: some View {
///     Card()
///         .offset(offset)
///         .gesture(
///             DragGesture()
///                 .updating($offset) { value, state, _ in state = value.translation }
///                 .onEnded { value in if value.translation.width > 100 { dismiss() } }
///         )
/// }
/// ```
#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
public struct DragGesture {
    /// The minimum dragging distance for the gesture to succeed.
    public var minimumDistance: CGFloat

    /// The coordinate space of the dragging gesture's location.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    ///
    /// The default minimum distance, 10 points, is the one Apple documents.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date

        /// The location of the drag gesture's current event.
        public var location: CGPoint

        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint

        package var predictedOffset: CGSize
        package var currentVelocity: CGSize

        /// The total translation from the start of the drag gesture to the current event of
        /// the drag gesture.
        ///
        /// Apple: "equivalent to `location.{x,y} - startLocation.{x,y}`".
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The current drag velocity, in points per second.
        public var velocity: CGSize { currentVelocity }

        /// A prediction, based on the current drag velocity, of where the final location will
        /// be if dragging stopped now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + predictedOffset.width, y: location.y + predictedOffset.height)
        }

        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(
                width: translation.width + predictedOffset.width, height: translation.height + predictedOffset.height)
        }
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
extension DragGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension DragGesture: Sendable {}

#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
extension DragGesture: PrimitiveGesture {
    package var headlessDescription: String {
        minimumDistance == 10
            ? "DragGesture()" : "DragGesture(minimumDistance: \(HeadlessValueFormat.number(minimumDistance)))"
    }

    /// Starts once the finger has moved `minimumDistance` from where it went down, then
    /// reports every sample; ends when the finger lifts. `startLocation` is where the finger
    /// went down (Apple: "The location of the drag gesture's first event").
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        let start = touch.start
        var previous = start
        var last: Value?
        for sample in touch.samples {
            defer { previous = sample }
            let dx = sample.location.x - start.location.x
            let dy = sample.location.y - start.location.y
            guard last != nil || hypot(dx, dy) >= minimumDistance else { continue }
            let value = makeValue(sample: sample, previous: previous, start: start.location, context: context)
            last = value
            emit(.changed(value))
        }
        guard let last else { return emit(.failed) }
        emit(.ended(last))
    }

    private func makeValue(
        sample: (location: CGPoint, time: Date), previous: (location: CGPoint, time: Date), start: CGPoint,
        context: GestureContext
    ) -> Value {
        let interval = sample.time.timeIntervalSince(previous.time)
        let velocity =
            interval > 0
            ? CGSize(
                width: (sample.location.x - previous.location.x) / interval,
                height: (sample.location.y - previous.location.y) / interval) : .zero
        // The projection of WWDC 2018 "Designing Fluid Interfaces" (session 803): with
        // UIScrollView's normal deceleration rate 0.998 per millisecond, a finger lifted at
        // `velocity` travels velocity / 1000 × 0.998 / (1 − 0.998) ≈ velocity × 0.499 s more.
        // That SwiftUI's prediction uses this rate is an assumption.
        let rate = 0.998
        let factor = rate / (1 - rate) / 1000
        return Value(
            time: sample.time,
            location: context.convert(sample.location, to: coordinateSpace),
            startLocation: context.convert(start, to: coordinateSpace),
            predictedOffset: CGSize(width: velocity.width * factor, height: velocity.height * factor),
            currentVelocity: velocity)
    }

    package func acceptsTap(count: Int) -> Bool { minimumDistance <= 0 }
}
