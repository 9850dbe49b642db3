import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Image(systemName: "heart")
///     .gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
public struct TapGesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// The type representing the gesture's value.
    public typealias Value = Void

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension TapGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension TapGesture: Sendable {}

extension TapGesture: PrimitiveGesture {
    package var headlessDescription: String {
        count == 1 ? "TapGesture()" : "TapGesture(count: \(count))"
    }

    /// Ends when the touch is `count` taps; any other touch fails it. A tap gesture that wants
    /// one tap also ends on a double tap's first tap (assumption: iOS runs both when a view
    /// has no double-tap gesture to wait for).
    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        guard case .tap(let taps) = touch.kind, taps >= count else { return emit(.failed) }
        emit(.ended(()))
    }

    package func acceptsTap(count: Int) -> Bool { count >= self.count }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Rectangle()
///     .gesture(SpatialTapGesture().onEnded { value in marker = value.location })
/// ```
#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
public struct SpatialTapGesture {
    /// The required number of tap events.
    public var count: Int

    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    @available(
        iOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 9.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
extension SpatialTapGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension SpatialTapGesture: Sendable {}

#if HEADLESS_TVOS
    @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
#endif
@available(tvOS, unavailable)
extension SpatialTapGesture: PrimitiveGesture {
    package var headlessDescription: String {
        count == 1 ? "SpatialTapGesture()" : "SpatialTapGesture(count: \(count))"
    }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        guard case .tap(let taps) = touch.kind, taps >= count else { return emit(.failed) }
        emit(.ended(Value(location: context.convert(touch.start.location, to: coordinateSpace))))
    }

    package func acceptsTap(count: Int) -> Bool { count >= self.count }
}
