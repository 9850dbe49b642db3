import Foundation

/// A feedback that a view can play: a haptic and, where the device has them, sounds.
///
/// Played by `sensoryFeedback(_:trigger:)` when its trigger changes; `ViewHost.sensoryFeedback`
/// lists what a screen played.
///
/// ```swift
/// Button("Pay") { paid = true }
///     .sensoryFeedback(.success, trigger: paid)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case pathComplete
        /// `.impact` alone carries neither a weight nor a flexibility.
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    package let kind: Kind

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(kind: .success)
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(kind: .warning)
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(kind: .error)
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(kind: .selection)
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// Indicates a drawing path is complete.
    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 26.0, *)
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// An impact with a weight and intensity.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(weight: .heavy, intensity: 0.8), trigger: dropped)
    /// ```
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact with a flexibility and intensity.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(flexibility: .soft), trigger: snapTick)
    /// ```
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The weight to be represented by an impact feedback.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility to be represented by an impact feedback.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Indicates a collision between moderately flexible UI objects.
        public static let solid = Flexibility(name: "solid")
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays the specified feedback when the provided trigger value changes.
    ///
    /// ```swift
    /// Stepper("Count", value: $count).sensoryFeedback(.increase, trigger: count)
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays the specified feedback when the provided trigger value changes and the condition
    /// returns `true`.
    ///
    /// ```swift
    /// .sensoryFeedback(.decrease, trigger: level) { old, new in new < old }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
    }

    /// Plays the feedback the closure returns when the provided trigger value changes, or none
    /// when it returns `nil`.
    ///
    /// ```swift
    /// .sensoryFeedback(trigger: result) { _, new in new.isError ? .error : nil }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }

    /// Plays the feedback the closure returns when the provided trigger value changes, or none
    /// when it returns `nil`.
    ///
    /// ```swift
    /// .sensoryFeedback(trigger: saved) { saved ? .success : nil }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback() }
    }
}

/// Compares the trigger with the one seen at the previous update, as `onChange` does, and plays
/// the feedback on a change: Apple, "Plays the specified feedback when the provided trigger value
/// changes" — not when the view first appears with it.
struct SensoryFeedbackModifier<T: Equatable> {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?

    final class Memory {
        var lastTrigger: T?
    }
}

extension SensoryFeedbackModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let memory = node.attachment { Memory() }
        if let old = memory.lastTrigger, old != trigger, let played = feedback(old, trigger) {
            node.graph.playedFeedback.append(played)
        }
        memory.lastTrigger = trigger
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
