import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within
/// a closure.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.1)
///     if bouncy {
///         SpringKeyframe(1.0, spring: .bouncy)
///     } else {
///         CubicKeyframe(1.0, duration: 0.3)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    /// Passes a keyframe through unchanged.
    ///
    /// ```swift
    /// KeyframeTrack { LinearKeyframe(1.0, duration: 0.2) }
    /// ```
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// Builds keyframes from a `for` loop, in order.
    ///
    /// ```swift
    /// KeyframeTrack { for step in steps { LinearKeyframe(step, duration: 0.1) } }
    /// ```
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeTrackContentList(elements: components)
    }

    /// Builds the first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// KeyframeTrack { if fast { MoveKeyframe(1.0) } else { LinearKeyframe(1.0, duration: 0.3) } }
    /// ```
    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>
        .Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// Builds the second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// KeyframeTrack { if fast { MoveKeyframe(1.0) } else { LinearKeyframe(1.0, duration: 0.3) } }
    /// ```
    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>
        .Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    /// Starts a sequence of keyframes with the first one.
    ///
    /// ```swift
    /// KeyframeTrack { LinearKeyframe(1.0, duration: 0.2) }
    /// ```
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        first
    }

    /// Adds the next keyframe to a sequence.
    ///
    /// ```swift
    /// KeyframeTrack { LinearKeyframe(1.2, duration: 0.1); LinearKeyframe(1.0, duration: 0.1) }
    /// ```
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// Builds a track with no keyframes: its value stays where it starts.
    ///
    /// ```swift
    /// KeyframeTrack(\.scale) {}
    /// ```
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentList<Value, MoveKeyframe<Value>>(elements: [])
    }
}

@available(*, unavailable)
extension KeyframeTrackContentBuilder: Sendable {}

extension KeyframeTrackContentBuilder {
    /// A conditional result from the result builder: one branch of an `if`/`else`.
    ///
    /// ```swift
    /// KeyframeTrack { if fast { MoveKeyframe(1.0) } else { LinearKeyframe(1.0, duration: 0.3) } }
    /// ```
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where
        ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        /// The type of keyframes representing the body of this type: the conditional itself.
        public typealias Body = KeyframeTrackContentBuilder<Value>.Conditional<ConditionalValue, First, Second>
        /// The type of value the keyframes animate.
        public typealias Value = ConditionalValue

        let storage: KeyframeBranch<First, Second>

        init(storage: KeyframeBranch<First, Second>) {
            self.storage = storage
        }

        /// The composition of content that comprise the keyframe track: the conditional itself.
        /// (SwiftUI's interface prints no witness; Swift needs a public one.)
        public var body: KeyframeTrackContentBuilder<Value>.Conditional<ConditionalValue, First, Second> {
            Body(storage: storage)
        }

        /// Appends the keyframes of the branch taken (a hook, as in SwiftUICore).
        ///
        /// ```swift
        /// // Apps never call it; `KeyframeTrack` does.
        /// ```
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let first): first._resolve(into: &resolved)
            case .second(let second): second._resolve(into: &resolved)
            }
        }
    }
}

/// The branch a `Conditional` took.
enum KeyframeBranch<First, Second> {
    case first(First)
    case second(Second)
}

@available(*, unavailable)
extension KeyframeTrackContentBuilder.Conditional: Sendable {}

/// Keyframes one after the other: the builder's block.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    typealias Body = Self

    let first: First
    let second: Second

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Keyframes from a loop, in order; empty for an empty block.
struct KeyframeTrackContentList<Value: Animatable, Element: KeyframeTrackContent>: KeyframeTrackContent
where Element.Value == Value {
    typealias Body = Self

    let elements: [Element]

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}
