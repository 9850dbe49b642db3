import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// Image("photo")
///     .scaleEffect(scale)
///     .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
/// ```
///
/// The stand-in's host has no pinch yet: the gesture is recorded in the text tree and never
/// recognizes a touch.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MagnifyGesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// A value type for a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MagnifyGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension MagnifyGesture: Sendable {}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MagnifyGesture: PrimitiveGesture {
    package var headlessDescription: String { "MagnifyGesture()" }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        emit(.failed)
    }

    package func acceptsTap(count: Int) -> Bool { false }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// Image("photo").gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MagnificationGesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The type representing the gesture's value.
    public typealias Value = CGFloat

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never

}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MagnificationGesture: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated public static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<
        Value
    > {
        _GestureOutputs()
    }
}

@available(*, unavailable)
extension MagnificationGesture: Sendable {}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MagnificationGesture: PrimitiveGesture {
    package var headlessDescription: String { "MagnificationGesture()" }

    package func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        emit(.failed)
    }

    package func acceptsTap(count: Int) -> Bool { false }
}
