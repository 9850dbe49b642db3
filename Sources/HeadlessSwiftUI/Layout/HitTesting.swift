import Foundation

/// How a point inside a view's frame hits the view, following SwiftUI's documented rules:
/// - a shape hits where it paints: "the default content shape is the shape itself"
///   (`contentShape(_:eoFill:)` documentation; `Shape` views fill their path);
/// - `contentShape(_:)` "defines the content shape for hit testing" over the whole view, so
///   empty space inside it hits;
/// - `allowsHitTesting(false)` makes a view and its content pass taps through to what is
///   behind ("Configures whether this view participates in hit test operations");
/// - a container hits only where a child hits: empty space in a stack takes no tap, which is
///   why `contentShape(Rectangle())` is needed to make a row tappable across its width (Apple's
///   `contentShape` article "Making a view's entire area tappable", and the seed of
///   `wrapToLink`). A plain-style button's label is such a container.
package enum HitTestRule {
    /// Hit only through its children (stacks, modifiers, transparent views).
    case children
    /// Hit anywhere in its frame (text, images, colours, rectangles).
    case bounds
    /// Hit inside its shape.
    case shape(HitShape)
    /// Never hit (spacers: they draw nothing).
    case none
    /// Hit anywhere inside this shape over its frame, and through its children
    /// (`contentShape`).
    case contentShape(HitShape)
}

/// The area of a shape inside a rectangle, for hit tests.
package struct HitShape: Sendable {
    let contains: @Sendable (CGRect, CGPoint) -> Bool

    package init(_ shape: any Shape) {
        switch shape {
        case is Circle:
            contains = { rect, point in
                let radius = min(rect.width, rect.height) / 2
                let dx = point.x - rect.midX
                let dy = point.y - rect.midY
                return dx * dx + dy * dy <= radius * radius
            }
        case is Ellipse:
            contains = { rect, point in
                guard rect.width > 0, rect.height > 0 else { return false }
                let dx = (point.x - rect.midX) / (rect.width / 2)
                let dy = (point.y - rect.midY) / (rect.height / 2)
                return dx * dx + dy * dy <= 1
            }
        case is Capsule:
            contains = { rect, point in
                HitShape.roundedRectContains(rect, radius: min(rect.width, rect.height) / 2, point)
            }
        case let rounded as RoundedRectangle:
            let radius = rounded.cornerSize.width
            contains = { rect, point in HitShape.roundedRectContains(rect, radius: radius, point) }
        case is Rectangle:
            contains = { rect, point in rect.contains(point) }
        default:
            // Any other shape (a `Path`, a custom shape) hit-tests by its path, filled with
            // the non-zero rule: Apple's `Path.contains(_:eoFill:)`.
            contains = { rect, point in shape.path(in: rect).contains(point) }
        }
    }

    static func roundedRectContains(_ rect: CGRect, radius: CGFloat, _ point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        let r = min(radius, rect.width / 2, rect.height / 2)
        let cx = min(max(point.x, rect.minX + r), rect.maxX - r)
        let cy = min(max(point.y, rect.minY + r), rect.maxY - r)
        let dx = point.x - cx
        let dy = point.y - cy
        return dx * dx + dy * dy <= r * r
    }
}

extension ViewNode {
    /// The frontmost view at `point` (root coordinates) that takes the hit, after a layout
    /// pass: children are tried front to back (an overlay before the content, the content
    /// before a background, later siblings of a `ZStack` first).
    package func hitTest(_ point: CGPoint) -> ViewNode? {
        guard environment.allowsHitTesting else { return nil }
        let rule = layoutBehavior?.hitTestRule ?? .children
        if case .none = rule { return nil }
        let ordered = childrenInDrawingOrder()
        for index in ordered.indices.reversed() {
            if let hit = ordered[index].hitTest(point) { return hit }
        }
        switch rule {
        case .children, .none:
            // No frame needed: such a view is hit only through its children.
            return nil
        case .bounds:
            guard let frame = layoutFrame else { return nil }
            return frame.contains(point) ? self : nil
        case .shape(let shape), .contentShape(let shape):
            guard let frame = layoutFrame else { return nil }
            return shape.contains(frame, point) ? self : nil
        }
    }

    /// Children on this screen, the backmost first: backgrounds, the content, overlays (later
    /// siblings in front of earlier ones). Hit testing walks it backwards; drawing forwards.
    package func childrenInDrawingOrder() -> [ViewNode] {
        // Most nodes have neither offscreen nor accessory children: their children as they are,
        // with no filtering (a hit test visits every node in front of its target).
        if offscreenChildren.isEmpty, accessoryLabels.isEmpty { return children }
        let visible = children.filter { !offscreenChildren.contains($0.key) }
        guard !accessoryLabels.isEmpty else { return visible }
        let background = ChildKey.accessory(.background)
        return visible.filter { $0.key == background } + visible.filter { $0.key != background }
    }
}

/// `contentShape(_:eoFill:)`: the view is hit anywhere inside the shape over its frame.
struct ContentShapeLayout: PassThroughLayout {
    let shape: HitShape

    var hitTestRule: HitTestRule { .contentShape(shape) }
}
