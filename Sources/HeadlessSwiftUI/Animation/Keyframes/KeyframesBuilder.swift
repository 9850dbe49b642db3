import Foundation

/// A builder that combines keyframe content values into a single value.
///
/// Keyframes written straight in the closure make one track for the whole value; tracks
/// written there run side by side.
/// ```swift
/// KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }
///     KeyframeTrack(\.offset) { CubicKeyframe(-10, duration: 0.4) }
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Passes a keyframe through unchanged.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.2) }
    /// ```
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// Builds keyframes from a `for` loop, in order.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { for step in steps { LinearKeyframe(step, duration: 0.1) } }
    /// ```
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeTrackContentList(elements: components)
    }

    /// Builds the first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { if fast { MoveKeyframe(1.0) } else { LinearKeyframe(1.0, duration: 0.3) } }
    /// ```
    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>
        .Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }

    /// Builds the second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { if fast { MoveKeyframe(1.0) } else { LinearKeyframe(1.0, duration: 0.3) } }
    /// ```
    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>
        .Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
    }

    /// Starts a sequence of keyframes with the first one.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.2) }
    /// ```
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        first
    }

    /// Adds the next keyframe to a sequence.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.2); LinearKeyframe(0, duration: 0.2) }
    /// ```
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// Builds a track with no keyframes.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) {}
    /// ```
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentList<Value, MoveKeyframe<Value>>(elements: [])
    }

    /// Makes keyframes written straight in the closure one track for the whole value.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 0.3) }
    /// ```
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack { component }
    }

    /// Passes tracks through unchanged.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: Values()) { KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) } }
    /// ```
    public static func buildExpression<Content>(_ expression: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        expression
    }

    /// Starts a set of tracks with the first one.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: Values()) { KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) } }
    /// ```
    public static func buildPartialBlock<Content>(first: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        first
    }

    /// Adds the next track to a set: they run side by side.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: Values()) {
    ///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }
    ///     KeyframeTrack(\.offset) { LinearKeyframe(-10, duration: 0.2) }
    /// }
    /// ```
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value>
    {
        KeyframesPair(first: accumulated, second: next)
    }

    /// Builds keyframes with no tracks: the value stays where it starts.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: 1.0, trigger: taps) { Text("x").scaleEffect($0) } keyframes: { _ in }
    /// ```
    public static func buildBlock() -> some Keyframes<Value> {
        NoKeyframes<Value>()
    }

    /// Passes tracks through unchanged.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: Values()) { KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) } }
    /// ```
    public static func buildFinalResult<Content>(_ component: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        component
    }
}

@available(*, unavailable)
extension KeyframesBuilder: Sendable {}

/// Tracks side by side: the builder's block.
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    typealias Body = Never

    let first: First
    let second: Second

    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// No tracks: the builder's empty block.
struct NoKeyframes<Value>: Keyframes {
    typealias Body = Never

    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {}
}
