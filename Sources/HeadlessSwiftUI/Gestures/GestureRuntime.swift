import Foundation

/// How an attached gesture competes with the gestures of its view's subviews.
package enum GesturePriority {
    /// `gesture(_:)`: a subview's gesture that takes the touch wins ("the gesture defined by
    /// the view's subviews takes precedence", `gesture(_:including:)` documentation).
    case normal
    /// `highPriorityGesture(_:)`: "with a higher precedence than gestures defined by the view".
    case high
    /// `simultaneousGesture(_:)`: "to process simultaneously with gestures defined by the view".
    case simultaneous
}

/// A gesture attached to a view (`gesture`, `onTapGesture`, ...): it shows on its content's
/// line of the text tree, takes its content's frame, and keeps the gesture for the host.
struct GestureModifier {
    /// The line in the tree: `onTapGesture(count: 2)`; nil for `name(<the gesture>)`.
    var attribute: String?
    var name = "gesture"
    let gesture: any Gesture
    let priority: GesturePriority
    let mask: GestureMask
}

extension GestureModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let maskText = mask == .all ? "" : ", including: \(mask.headlessDescription)"
        node.output.display = .modifier([attribute ?? "\(name)(\(gestureDescription(gesture))\(maskText))"])
        node.layoutBehavior = GestureLayout()
        let enabled = mask.contains(.gesture) && node.environment.isEnabled && node.environment.gesturesEnabled
        let attached = node.attachment { AttachedGesture() }
        attached.gesture = gesture
        attached.priority = priority
        attached.isEnabled = enabled
        // A tap gesture takes taps as a button does, so the host's `tap(_:)` and `tap(at:)`
        // reach it through the same hit testing.
        if enabled, gestureAcceptsTap(gesture, count: 1) {
            node.output.tapAction = { [weak node] in
                guard let node else { return }
                let frame = node.layoutFrame ?? .zero
                node.performGesture(
                    GestureTouch(kind: .tap(count: 1), samples: [(CGPoint(x: frame.midX, y: frame.midY), Date())]))
            }
        } else {
            node.output.tapAction = nil
        }
        node.output.isTapEnabled = enabled
        var environment = node.environment
        if !mask.contains(.subviews) { environment.gesturesEnabled = false }
        node.reconcile(key: .content, view: content, environment: environment)
    }
}

/// The gesture modifier's layout: its content's.
struct GestureLayout: PassThroughLayout {}

/// The gesture a node carries, for the host.
@MainActor
package final class AttachedGesture {
    package var gesture: any Gesture = TapGesture()
    package var priority = GesturePriority.normal
    package var isEnabled = true
}

struct GesturesEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether gestures in this subtree are on: an ancestor's `gesture(_:including:)` without
    /// `.subviews` turns them off.
    package var gesturesEnabled: Bool {
        get { self[GesturesEnabledKey.self] }
        set { self[GesturesEnabledKey.self] = newValue }
    }
}

extension ViewNode {
    /// Runs `touch` through this node's own gesture; true when the gesture ended (succeeded).
    /// The graph is flushed after each phase, as each event is its own update on iOS.
    @discardableResult
    package func performGesture(_ touch: GestureTouch) -> Bool {
        guard let attached = existingAttachment(AttachedGesture.self), attached.isEnabled else { return false }
        let context = GestureContext(frame: layoutFrame ?? .zero)
        var ended = false
        runErased(attached.gesture, touch, in: context) { phase in
            if case .ended = phase { ended = true }
            graph.flush()
        }
        graph.flush()
        return ended
    }

    /// Delivers `touch` to the gestures of `self` (the view under the finger) and its
    /// ancestors, as iOS arbitrates them: high-priority gestures first (outermost first), then
    /// ordinary ones from the innermost out, the first that succeeds taking the touch; every
    /// simultaneous gesture sees the touch as well. Says whether any gesture succeeded, and
    /// whether one of them took the touch for itself (an exclusive one).
    package func dispatchGesture(_ touch: GestureTouch) -> GestureDispatch {
        var chain: [ViewNode] = []
        var current: ViewNode? = self
        while let node = current {
            if let attached = node.existingAttachment(AttachedGesture.self), attached.isEnabled,
                node.environment.allowsHitTesting
            {
                chain.append(node)
            }
            current = node.parent
        }
        func priority(_ node: ViewNode) -> GesturePriority? { node.existingAttachment(AttachedGesture.self)?.priority }
        let exclusive =
            chain.filter { priority($0) == .high }.reversed() + chain.filter { priority($0) == .normal }
        var result = GestureDispatch(recognized: false, taken: false)
        for node in exclusive where node.performGesture(touch) {
            result = GestureDispatch(recognized: true, taken: true)
            break
        }
        for node in chain where priority(node) == .simultaneous {
            if node.performGesture(touch) { result.recognized = true }
        }
        return result
    }

    /// The scroll view a drag by `translation` that starts on this view scrolls: the innermost
    /// one around it that scrolls along the drag's main axis and allows scrolling. UIKit: a
    /// scroll view whose scrolling is disabled "doesn't accept touch events; it forwards them
    /// up the responder chain" (`isScrollEnabled`). Nil when none does.
    package func scrollViewTaking(dragBy translation: CGSize) -> ViewNode? {
        let axis: Axis.Set = abs(translation.height) >= abs(translation.width) ? .vertical : .horizontal
        var current: ViewNode? = self
        while let node = current {
            if node.scrollOffset != nil, node.scrollAxes.contains(axis), node.environment.isScrollEnabled {
                return node
            }
            current = node.parent
        }
        return nil
    }
}

/// What the gestures under a finger did with its touch.
package struct GestureDispatch {
    /// Some gesture succeeded.
    package var recognized: Bool
    /// An exclusive gesture succeeded: no other view (a scroll view around it) gets the touch.
    package var taken: Bool
}
