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
    package func update(node: ViewNode) {
        node.output.display = .transparent
        node.reconcile([ChildSlot(key: .content, view: slot.content, environment: node.environment)])
    }
}

/// `phaseAnimator`: the content built for the phase it rests at.
///
/// Animations are recorded, not run: the stand-in shows the first phase, as if the animator
/// were at rest before its first step (assumption: Apple's `phaseAnimator(_:content:animation:)`
/// page says only that it cycles "through a sequence of phases" and that the sequence must not
/// be empty). A trigger change is recorded as the same resting phase. The text tree names the
/// phase.
struct PhaseAnimatorModifier<Phase: Equatable, Result: View> {
    let first: Phase?
    let build: (any View, Phase) -> Result
}

extension PhaseAnimatorModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        guard let first else {
            // An empty sequence: SwiftUI requires phases; the content is shown as is.
            node.output.display = .transparent
            node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
            return
        }
        node.output.display = .modifier(["phaseAnimator(phase: \(String(describing: first)))"])
        node.reconcile([ChildSlot(key: .content, view: build(content, first), environment: node.environment)])
    }
}

extension View {
    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// The stand-in shows the first phase (see `PhaseAnimatorModifier`).
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence<Phase>, Content: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            PhaseAnimatorModifier(first: phases.first(where: { _ in true })) {
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
            PhaseAnimatorModifier(first: phases.first(where: { _ in true })) {
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

extension ScopedAnimationModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(["animation(\(animation?.headlessDescription ?? "nil"), body:)"])
        slot.content = content
        node.reconcile([ChildSlot(key: .content, view: body, environment: node.environment)])
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
