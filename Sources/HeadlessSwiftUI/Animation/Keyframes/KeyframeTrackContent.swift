import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// Compose keyframes in a type of your own, as in SwiftUI:
/// ```swift
/// struct Bounce: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         SpringKeyframe(1.2, duration: 0.2)
///         CubicKeyframe(1.0, duration: 0.3)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value

    /// The type of keyframes representing the body of this content.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Appends this content's keyframes in order (a hook, as in SwiftUICore; its default reads
    /// the body).
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

extension KeyframeTrackContent where Self.Value == Self.Body.Value {
    /// Appends the body's keyframes (a hook).
    ///
    /// ```swift
    /// // Apps never call it; `KeyframeTrack` does.
    /// ```
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>) {
        body._resolve(into: &resolved)
    }
}

// SwiftUI's interface prints no `body` witness for the keyframe types (`Body = Self`); Swift
// needs a public one, given once here.
extension KeyframeTrackContent where Self.Body == Self {
    /// The composition of content that comprise the keyframe track: the keyframe itself.
    public var body: Self { self }
}

/// A track's keyframes in order (a hook, as in SwiftUICore).
///
/// ```swift
/// // Apps never use it; it appears in `KeyframeTrackContent._resolve(into:)`.
/// ```
public struct _ResolvedKeyframeTrackContent<Value> where Value: Animatable {
    var segments: [KeyframeSegment<Value>] = []
}

@available(*, unavailable)
extension _ResolvedKeyframeTrackContent: Sendable {}
