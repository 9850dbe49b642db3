import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.3, duration: 0.25, spring: .bouncy)
///     SpringKeyframe(1.0, spring: .smooth)
/// }
/// ```
public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The type of keyframes representing the body of this type: the keyframe itself.
    public typealias Body = SpringKeyframe<Value>

    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// A nil `duration` is the spring's settling duration; a nil `startVelocity` is the
    /// velocity the value arrives with.
    /// ```swift
    /// SpringKeyframe(1.0, duration: 0.4, spring: .snappy)
    /// ```
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Appends this keyframe (a hook, as in SwiftUICore).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTrack` does.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.spring(to, duration: duration, spring: spring, startVelocity: startVelocity))
    }
}

@available(*, unavailable)
extension SpringKeyframe: Sendable {}
