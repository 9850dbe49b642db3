import Foundation

/// A type that defines changes to a value over time.
///
/// Write a track per property of the value the keyframes animate:
/// ```swift
/// struct Values { var scale = 1.0; var offset = 0.0 }
///
/// struct Jump: Keyframes {
///     var body: some Keyframes<Values> {
///         KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.2) }
///         KeyframeTrack(\.offset) { LinearKeyframe(-20, duration: 0.3) }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value

    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Lays the keyframes' tracks out from a start value and velocity (a hook, as in
    /// SwiftUICore; its default reads the body, and its parameter is what infers a track's
    /// `Value` as its root).
    func _resolve(
        into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?)
}

extension Keyframes where Self.Value == Self.Body.Value {
    /// Lays out the body's tracks (a hook).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTimeline` and `KeyframeAnimator` do.
    /// ```
    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?
    ) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

extension Never: Keyframes {
    /// No tracks (a hook): no value of `Never` exists.
    ///
    /// ```swift
    /// // Apps never call it.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?) {
    }
}

// SwiftUI's interface prints no `body` witness for `KeyframeTrack` (`Body = Never`); Swift
// needs a public one, given once here (as `Gesture.body` is).
extension Keyframes where Self.Body == Never {
    /// The composition of content that comprise the keyframes: none, for primitive keyframes.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// Keyframes laid out in time: their tracks, each from the start value (a hook, as in
/// SwiftUICore).
///
/// ```swift
/// // Apps never use it; it appears in `Keyframes._resolve(into:initialValue:initialVelocity:)`.
/// ```
public struct _ResolvedKeyframes<Value> {
    var tracks: [PlannedKeyframeTrack<Value>] = []
}

@available(*, unavailable)
extension _ResolvedKeyframes: Sendable {}

/// A track laid out in time: its length, and how it writes its value at a time into the root.
struct PlannedKeyframeTrack<Root> {
    let duration: TimeInterval
    let applyValue: (inout Root, TimeInterval) -> Void
}
