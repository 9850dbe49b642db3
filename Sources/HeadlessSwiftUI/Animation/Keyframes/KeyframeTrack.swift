import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// ```swift
/// KeyframeAnimator(initialValue: Values(), trigger: taps) { values in
///     Text("♥").scaleEffect(values.scale)
/// } keyframes: { _ in
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.5, duration: 0.1)
///         SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
///     }
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content>: Keyframes
where Value == Content.Value, Content: KeyframeTrackContent {
    /// The type of keyframes representing the body of this type.
    public typealias Body = Never

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// ```swift
    /// KeyframeTrack {
    ///     CubicKeyframe(1.2, duration: 0.2)
    ///     CubicKeyframe(1.0, duration: 0.2)
    /// }
    /// ```
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// ```swift
    /// KeyframeTrack(\.offset) { LinearKeyframe(-20, duration: 0.3) }
    /// ```
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Lays the track out from the start value's property at the key path, moving at the start
    /// velocity's (a hook, as in SwiftUICore).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTimeline` and `KeyframeAnimator` do.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var keyframes = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &keyframes)
        let keyPath = keyPath
        let plan = KeyframeTrackPlan(
            initial: initialValue[keyPath: keyPath],
            initialVelocity: initialVelocity?[keyPath: keyPath].animatableData ?? .zero, segments: keyframes.segments)
        resolved.tracks.append(
            PlannedKeyframeTrack(
                duration: plan.duration,
                applyValue: { root, time in root[keyPath: keyPath] = plan.value(at: time) }))
    }
}

@available(*, unavailable)
extension KeyframeTrack: Sendable {}
