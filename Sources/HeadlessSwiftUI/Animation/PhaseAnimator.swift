import Foundation

/// A placeholder used to construct an inline modifier, transition, or other helper type: it
/// stands for the view that the modifier is applied to.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .phaseAnimator([1.0, 1.3]) { content, scale in content.scaleEffect(scale) }
/// ```
public struct PlaceholderContentView<Value> {
    /// Where the modified view is found when the placeholder is shown: filled in by the
    /// modifier that made the placeholder before it shows its body.
    package let slot: PlaceholderSlot

    package init(content: any View) {
        slot = PlaceholderSlot(content)
    }

    package init(slot: PlaceholderSlot) {
        self.slot = slot
    }
}

/// The view a `PlaceholderContentView` stands for.
package final class PlaceholderSlot {
    package var content: any View

    package init(_ content: any View) {
        self.content = content
    }
}

extension PlaceholderContentView: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension PlaceholderContentView: Sendable {}

extension PlaceholderContentView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = .transparent
        node.reconcile(key: .content, view: slot.content, environment: node.environment)
    }
}

/// `phaseAnimator`: the content built for the phase it is at, stepping on the host's clock.
///
/// A phase is reached when the animation to it is logically complete
/// (`Animation.headlessLogicalDuration`; a step with no animation takes one frame, 1/60 s: an
/// assumption, a 60 Hz display's frame).
/// Without a trigger the animator "cycles through a sequence of phases continuously" from the
/// moment it appears; with one, it rests at the first phase and, when the trigger changes, goes
/// once through the others and back to the first (Apple, `phaseAnimator(_:content:animation:)`
/// and `phaseAnimator(_:trigger:content:animation:)`). Values are not interpolated: a phase's
/// content shows whole when it is reached. The text tree names the phase.
struct PhaseAnimatorModifier<Phase: Equatable, Result: View> {
    let phases: [Phase]
    /// The trigger, with a test of whether another one differs; nil for a continuous animator.
    let trigger: PhaseTrigger?
    let animation: (Phase) -> Animation?
    let build: (any View, Phase) -> Result

    /// Where the animator is, kept on its node.
    final class Memory: NodeAttachment {
        var index = 0
        var pending: (time: VirtualTime, token: Int)?
        var trigger: PhaseTrigger?

        func nodeWillTearDown(_ node: ViewNode) {
            if let pending { pending.time.cancel(pending.token) }
            pending = nil
        }
    }
}

/// A phase animator's trigger value, compared with the one it had at the last update.
struct PhaseTrigger {
    let value: Any
    let differs: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        differs = { ($0 as? T) != value }
    }
}

extension PhaseAnimatorModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        guard !phases.isEmpty else {
            // An empty sequence: SwiftUI requires phases; the content is shown as is.
            node.output.display = .transparent
            node.reconcile(key: .content, view: content, environment: node.environment)
            return
        }
        let memory = node.attachment { Memory() }
        if memory.index >= phases.count { memory.index = 0 }
        if let trigger {
            if let last = memory.trigger, last.differs(trigger.value), memory.pending == nil {
                schedule(memory, node: node)
            }
            memory.trigger = trigger
        } else if memory.pending == nil, phases.count > 1 {
            schedule(memory, node: node)
        }
        let phase = phases[memory.index]
        node.output.display = .modifier(["phaseAnimator(phase: \(String(describing: phase)))"])
        node.reconcile(key: .content, view: build(content, phase), environment: node.environment)
    }

    /// Schedules the step to the next phase, when the animation to it completes.
    @MainActor private func schedule(_ memory: Memory, node: ViewNode) {
        guard let time = VirtualTime.current else { return }
        let next = (memory.index + 1) % phases.count
        guard let duration = animation(phases[next]).map(\.headlessLogicalDuration) ?? Self.frame else {
            return  // an animation repeated forever never completes: the animator stays
        }
        let token = time.schedule(at: time.now.addingTimeInterval(max(duration, Self.frame))) { [weak node] in
            // The host runs what falls due on its clock on the main actor.
            MainActor.assumeIsolated {
                memory.pending = nil
                memory.index = next
                guard let node, node.isAlive else { return }
                node.invalidate()
                // Without a trigger, on and on; with one, until it is back at the first phase.
                if trigger == nil || next != 0 { schedule(memory, node: node) }
            }
        }
        memory.pending = (time, token)
    }

    /// One display frame: a step with no animation still takes one.
    private static var frame: TimeInterval { 1.0 / 60 }
}

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// It steps as `phaseAnimator` does (see `PhaseAnimatorModifier`), its content built for the
/// phase it is at.
/// ```swift
/// PhaseAnimator([0.8, 1.0, 1.2], trigger: taps) { scale in
///     Image(systemName: "star.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase, Content> where Content: View, Phase: Equatable {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through a sequence of phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// ```swift
    /// PhaseAnimator([0.5, 1.0]) { opacity in Text("Loading").opacity(opacity) }
    /// ```
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Cycles through a sequence of phases in response to changes in a specified value,
    /// updating the content using the view builder closure that you supply.
    ///
    /// ```swift
    /// PhaseAnimator([false, true], trigger: saves) { lifted in Text("Saved").offset(y: lifted ? -4 : 0) }
    /// ```
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }
}

// The conformance is declared apart so that the initializers stay nonisolated, as SwiftUI's are.
extension PhaseAnimator: View {
    /// The content and behavior of the view: the phase animator's modifier over no view, its
    /// content built from the phase alone.
    public var body: some View {
        let content = content
        return EmptyView().modifier(
            PhaseAnimatorModifier(phases: phases, trigger: trigger, animation: animation) { _, phase in content(phase) }
        )
    }
}

@available(*, unavailable)
extension PhaseAnimator: Sendable {}

extension View {
    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// Under a host, each phase is reached on its clock when the animation to it completes
    /// (see `PhaseAnimatorModifier`).
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .phaseAnimator([1.0, 1.3]) { content, scale in content.scaleEffect(scale) }
    /// ```
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence<Phase>, Content: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            PhaseAnimatorModifier(phases: Array(phases), trigger: nil, animation: animation) {
                content(PlaceholderContentView(content: $0), $1)
            })
    }

    /// Animates effects that you apply to a view over a sequence of phases that change
    /// whenever the trigger value changes.
    ///
    /// ```swift
    /// Text("Saved").phaseAnimator([false, true], trigger: saves) { content, lifted in
    ///     content.offset(y: lifted ? -4 : 0)
    /// }
    /// ```
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence<Phase>, Trigger: Equatable, Content: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            PhaseAnimatorModifier(phases: Array(phases), trigger: PhaseTrigger(trigger), animation: animation) {
                content(PlaceholderContentView(content: $0), $1)
            })
    }

    /// Applies the given animation to all animatable values within this view.
    ///
    /// Recorded on the view's line (animations are recorded, not interpolated).
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(AttributeModifier("animation(\(animation?.headlessDescription ?? "nil"))"))
    }
}

extension View where Self: Equatable {
    /// Applies the given animation to all animatable values within this view, when the view
    /// (an `Equatable` value) changes.
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(AttributeModifier("animation(\(animation?.headlessDescription ?? "nil"))"))
    }
}

/// `animation(_:body:)`: the body built over a placeholder for the modified view, the
/// animation recorded on the line.
struct ScopedAnimationModifier<Result: View> {
    let animation: Animation?
    let slot: PlaceholderSlot
    let body: Result
}

extension ScopedAnimationModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(["animation(\(animation?.headlessDescription ?? "nil"), body:)"])
        slot.content = content
        node.reconcile(key: .content, view: body, environment: node.environment)
    }
}

extension View {
    /// Applies the given animation to all animatable values within the `body` closure.
    ///
    /// Recorded, not interpolated: the body is built over the view and the animation is shown
    /// on the line.
    /// ```swift
    /// Text("Hi").animation(.smooth) { content in content.opacity(isOn ? 1 : 0.5) }
    /// ```
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let slot = PlaceholderSlot(EmptyView())
        return modifier(
            ScopedAnimationModifier(animation: animation, slot: slot, body: body(PlaceholderContentView(slot: slot))))
    }
}
