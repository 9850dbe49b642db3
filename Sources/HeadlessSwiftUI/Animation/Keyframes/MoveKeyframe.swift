import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// ```swift
/// KeyframeTrack(\.angle) {
///     MoveKeyframe(.degrees(0))
///     LinearKeyframe(.degrees(360), duration: 1)
/// }
/// ```
public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The type of keyframes representing the body of this type: the keyframe itself.
    public typealias Body = MoveKeyframe<Value>

    let to: Value

    /// Creates a new keyframe using the given value.
    ///
    /// ```swift
    /// MoveKeyframe(0.0)
    /// ```
    public init(_ to: Value) {
        self.to = to
    }

    /// Appends this keyframe (a hook, as in SwiftUICore).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTrack` does.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.move(to))
    }
}

@available(*, unavailable)
extension MoveKeyframe: Sendable {}
