import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Its tracks run side by side from the initial value; each keeps its last value once it ends.
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     LinearKeyframe(1.0, duration: 0.5)
///     SpringKeyframe(0.0, spring: .bouncy)
/// }
/// let halfway = timeline.value(time: 0.25)  // 0.5
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [PlannedKeyframeTrack<Value>]

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: CGPoint.zero) { LinearKeyframe(CGPoint(x: 10, y: 0), duration: 1) }
    /// ```
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.initialValue = initialValue
        tracks = resolved.tracks
    }

    /// The duration of the content in seconds: that of its longest track.
    ///
    /// ```swift
    /// let seconds = timeline.duration
    /// ```
    public var duration: TimeInterval {
        tracks.lazy.map(\.duration).max() ?? 0
    }

    /// Returns the interpolated value at the given time, in seconds from the start.
    ///
    /// Before the start it is the initial value; after a track's end, that track's last value.
    /// ```swift
    /// let value = timeline.value(time: 0.25)
    /// ```
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.applyValue(&value, time) }
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    ///
    /// ```swift
    /// let end = timeline.value(progress: 1)
    /// ```
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}

@available(*, unavailable)
extension KeyframeTimeline: Sendable {}
