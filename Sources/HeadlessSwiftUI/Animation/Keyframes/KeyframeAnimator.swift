import Foundation

/// A container that animates its content with keyframes.
///
/// Under a host the content is built once per display frame (1/60 s of the host's clock)
/// while the keyframes play, with the value at that frame, as SwiftUI's "content closure
/// updates every frame while animating" (Apple, `KeyframeAnimator`).
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath, Content>
where Value == KeyframePath.Value, KeyframePath: Keyframes, Content: View {
    let initialValue: Value
    let mode: KeyframeAnimatorMode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the given keyframes when the given trigger value changes, updating the view using
    /// the modifiers you apply in `body`.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: 0.0, trigger: shakes) { offset in
    ///     TextField("Code", text: $code).offset(x: offset)
    /// } keyframes: { _ in
    ///     CubicKeyframe(-8, duration: 0.05); CubicKeyframe(8, duration: 0.1); CubicKeyframe(0, duration: 0.05)
    /// }
    /// ```
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        mode = .trigger(PhaseTrigger(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply
    /// in `body`.
    ///
    /// When `repeating` is false the content shows the value at the beginning of the timeline.
    /// ```swift
    /// KeyframeAnimator(initialValue: 0.0, repeating: isLoading) { angle in
    ///     Image(systemName: "arrow.2.circlepath").rotationEffect(.degrees(angle))
    /// } keyframes: { _ in
    ///     MoveKeyframe(0); LinearKeyframe(360, duration: 1)
    /// }
    /// ```
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }
}

// The conformance is declared apart so that the initializers stay nonisolated, as SwiftUI's are.
extension KeyframeAnimator: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension KeyframeAnimator: Sendable {}

/// What starts a keyframe animator's keyframes.
enum KeyframeAnimatorMode {
    /// A change of the trigger plays them once.
    case trigger(PhaseTrigger)
    /// They loop from the moment the view appears while true; false shows the start value.
    case repeating(Bool)
}

/// A keyframe animator's place: the value it rests at and the keyframes playing, if any.
///
/// A run's keyframes are asked for with the animator's current value, "equal to
/// `initialValue` when the view first appears, then ... the end value of the previous
/// keyframe animation" (Apple, `init(initialValue:trigger:content:keyframes:)`), and the run
/// starts from that value. After a run the animator rests at its end value. A trigger that
/// changes during a run starts the next run from the value shown at that moment, at rest (an
/// assumption: Apple does not say; SwiftUI's `_resolve` hook takes a start velocity, which it
/// may pass). A loop that ends starts the next one from its end value, at the moment it ended.
final class KeyframeAnimatorState<Value>: NodeAttachment {
    struct Run {
        let start: Date
        let timeline: KeyframeTimeline<Value>
    }

    var value: Value
    var run: Run?
    var trigger: PhaseTrigger?

    init(value: Value) {
        self.value = value
    }

    /// The value shown at `date`, finishing (or looping) the run when it has ended by then.
    func value(at date: Date, keyframes: (Value) -> KeyframeTimeline<Value>, loops: Bool) -> Value {
        while let run {
            // To the microsecond, the clock's resolution: dates are seconds since 2001 in a
            // Double, so a frame 0.1 s in reads 0.09999976 s.
            let elapsed = (max(date.timeIntervalSince(run.start), 0) * 1e6).rounded() / 1e6
            let duration = run.timeline.duration
            if elapsed < duration { return run.timeline.value(time: elapsed) }
            value = run.timeline.value(time: duration)
            self.run =
                loops && duration > 0
                ? Run(start: run.start.addingTimeInterval(duration), timeline: keyframes(value)) : nil
        }
        return value
    }

    func nodeWillTearDown(_ node: ViewNode) {
        run = nil
    }
}

extension KeyframeAnimator: PrimitiveView, RuntimeDescribed, EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    @MainActor package func update(node: ViewNode) {
        let state = node.attachment { KeyframeAnimatorState(value: initialValue) }
        let frames = node.attachment { TimelineState(node: node) }
        // A local function, not a closure value: passed on without a context allocated per frame.
        func makeTimeline(_ value: Value) -> KeyframeTimeline<Value> {
            KeyframeTimeline(initialValue: value, keyframes: node.runningAppCode { keyframes(value) })
        }
        let value: Value
        switch mode {
        case .trigger(let trigger):
            if let last = state.trigger, last.differs(trigger.value) {
                let current = state.value(at: frames.date, keyframes: makeTimeline, loops: false)
                state.value = current
                state.run = .init(start: node.graph.now, timeline: makeTimeline(current))
            }
            state.trigger = trigger
            value = state.value(at: frames.date, keyframes: makeTimeline, loops: false)
        case .repeating(true):
            if state.run == nil { state.run = .init(start: node.graph.now, timeline: makeTimeline(state.value)) }
            value = state.value(at: frames.date, keyframes: makeTimeline, loops: true)
        case .repeating(false):
            state.run = nil
            value = initialValue
        }
        // While keyframes play, a frame each display frame; none at rest.
        frames.follow(AnimationTimelineSchedule(paused: state.run == nil))
        node.output.display = .modifier(["keyframeAnimator(value: \(String(describing: value)))"])
        let view = node.runningAppCode { content(value) }
        node.reconcile(key: .content, view: view, environment: node.environment)
    }
}

extension View {
    /// Plays the given keyframes when the given trigger value changes, updating the view using
    /// the modifiers you apply in `body`.
    ///
    /// ```swift
    /// Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, trigger: rings) { content, angle in
    ///     content.rotationEffect(.degrees(angle))
    /// } keyframes: { _ in
    ///     CubicKeyframe(15, duration: 0.1); CubicKeyframe(-15, duration: 0.2); CubicKeyframe(0, duration: 0.1)
    /// }
    /// ```
    nonisolated public func keyframeAnimator<Value, Trigger: Equatable, Content: View, Path: Keyframes<Value>>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply
    /// in `body`.
    ///
    /// ```swift
    /// Circle().keyframeAnimator(initialValue: 1.0) { content, scale in
    ///     content.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     CubicKeyframe(1.2, duration: 0.5); CubicKeyframe(1.0, duration: 0.5)
    /// }
    /// ```
    nonisolated public func keyframeAnimator<Value, Content: View, Path: Keyframes<Value>>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }
}
