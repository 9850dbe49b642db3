import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Adjacent cubic keyframes make a Catmull-Rom spline through their values.
/// ```swift
/// KeyframeTrack(\.offset) {
///     CubicKeyframe(-30, duration: 0.25)
///     CubicKeyframe(0, duration: 0.25)
/// }
/// ```
public struct CubicKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The type of keyframes representing the body of this type: the keyframe itself.
    public typealias Body = CubicKeyframe<Value>

    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// Nil velocities are computed to keep the motion smooth.
    /// ```swift
    /// CubicKeyframe(1.0, duration: 0.3, endVelocity: 0)
    /// ```
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Appends this keyframe (a hook, as in SwiftUICore).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTrack` does.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
    }
}

@available(*, unavailable)
extension CubicKeyframe: Sendable {}
