import Foundation

extension View {
    /// Adds an action to be called when the view crosses the threshold to be considered on or
    /// off screen.
    ///
    /// The view is on screen when more than `threshold` of its area is inside its scroll view
    /// ("By default when the view has crossed more than 50% on-screen, the action will be
    /// called", Apple). The first time it is placed on screen counts as a crossing (the
    /// stand-in's assumption: its previous state is off screen).
    ///
    /// ```swift
    /// VideoPlayer(player: player)
    ///     .onScrollVisibilityChange { visible in
    ///         visible ? player.play() : player.pause()
    ///     }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View {
        modifier(ScrollVisibilityChangeModifier(threshold: threshold, action: action))
    }
}

/// `onScrollVisibilityChange(threshold:_:)`.
struct ScrollVisibilityChangeModifier {
    let threshold: Double
    let action: (Bool) -> Void

    /// The last update's threshold and action, and whether the view was last on screen.
    final class Memory: ScrollObservation {
        var threshold = 0.5
        var action: ((Bool) -> Void)?
        var isVisible = false

        func check(_ node: ViewNode) -> (() -> Void)? {
            guard let action, let frame = node.layoutFrame, frame.width > 0 || frame.height > 0 else { return nil }
            let shown = frame.intersection(node.visibleRegion(along: [.horizontal, .vertical]))
            let area = max(frame.width, 1) * max(frame.height, 1)
            let fraction = shown.isNull ? 0 : max(shown.width, 0) * max(shown.height, 0) / area
            let visible = fraction > threshold
            guard visible != isVisible else { return nil }
            isVisible = visible
            return { action(visible) }
        }
    }
}

extension ScrollVisibilityChangeModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed,
    EnvironmentForwardingModifier
{
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let memory = node.attachment { Memory() }
        memory.threshold = threshold
        memory.action = action
        node.observeScrolling(memory, content: content)
    }
}
