import Foundation

/// A keyframe that uses simple linear interpolation.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     LinearKeyframe(-20, duration: 0.2, timingCurve: .easeOut)
/// }
/// ```
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The type of keyframes representing the body of this type: the keyframe itself.
    public typealias Body = LinearKeyframe<Value>

    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// ```swift
    /// LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeInOut)
    /// ```
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Appends this keyframe (a hook, as in SwiftUICore).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTrack` does.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.linear(to, duration: duration, curve: timingCurve))
    }
}

@available(*, unavailable)
extension LinearKeyframe: Sendable {}
