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
    /// Hit anywhere inside this shape over its frame, and through its children there; never
    /// outside it, even where a child overflows the frame (`contentShape`).
    case contentShape(HitShape)
}

/// The area of a shape inside a rectangle, for hit tests.
package struct HitShape: Sendable {
    let contains: @Sendable (CGRect, CGPoint) -> Bool
    /// The rectangle outside which the shape over a frame takes no hit: the frame for the
    /// built-in shapes, the path's bounds for others (`contentShape(Rectangle().inset(by: -8))`
    /// takes taps outside the view's frame).
    let bounds: @Sendable (CGRect) -> CGRect

    package init(_ shape: any Shape) {
        switch shape {
        case is Circle, is Ellipse, is Capsule, is RoundedRectangle, is Rectangle:
            bounds = { rect in rect }
        default:
            // One point wider: a point on the path's right or bottom edge may be inside it,
            // never inside its bounding rectangle.
            bounds = { rect in shape.path(in: rect).boundingRect.insetBy(dx: -1, dy: -1) }
        }
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
        // Nothing in a subtree placed away from the point can take it: most of a long list is
        // passed over without visiting its rows.
        guard let bounds = hitBounds(), bounds.contains(point) else { return nil }
        graph.statistics.hitTestSearches += 1
        let rule = layoutBehavior?.hitTestRule ?? .children
        switch rule {
        case .none:
            return nil
        case .contentShape(let shape):
            // The content shape is the subtree's whole hit area: a child that overflows the
            // frame takes no tap outside it (Ole Begemann, "clipped() doesn't affect hit
            // testing", iOS 16.1: `.contentShape(Rectangle())` on a 100×100 frame around a
            // 300×300 square "limit[s] hit testing to that area", and the button the square
            // covered takes taps again, https://oleb.net/2022/clipped-hit-testing).
            guard let frame = layoutFrame, shape.contains(frame, point) else { return nil }
        case .children, .bounds, .shape:
            break
        }
        let ordered = childrenInDrawingOrder()
        for index in ordered.indices.reversed() {
            if let hit = StackRoom.ensuring({ ordered[index].hitTest(point) }) { return hit }
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

    /// Where this subtree can take a hit, in root coordinates: the union of the areas of its
    /// views on this screen that take hits (frames, shapes; a content shape bounds what is
    /// below it), nil when nothing in it can. Computed by the first hit test after a change
    /// and kept until the node or something below it is placed again or changes.
    func hitBounds() -> CGRect? {
        let state = layoutStateForHitTesting
        if state.hitBoundsAreValid { return state.hitBounds }
        var bounds: CGRect?
        switch layoutBehavior?.hitTestRule ?? .children {
        case .none:
            bounds = nil
        case .children:
            bounds = childHitBounds()
            // A scroll view (a `UIScrollView` on iOS) takes no touch outside its bounds: content
            // scrolled out of it cannot be hit (UIKit, `hitTest(_:with:)`: "Points that lie
            // outside the receiver's bounds are never reported as hits, even if they actually
            // lie within one of the receiver's subviews").
            if let area = bounds, hasLayoutBehavior, layoutBehavior?.clipsContent == true, let frame = layoutFrame {
                let clipped = area.intersection(frame)
                bounds = clipped.isNull || clipped.isEmpty ? nil : clipped
            }
        case .bounds:
            bounds = childHitBounds()
            if let frame = layoutFrame { bounds = Self.union(bounds, frame) }
        case .shape(let shape):
            bounds = childHitBounds()
            if let frame = layoutFrame { bounds = Self.union(bounds, shape.bounds(frame)) }
        case .contentShape(let shape):
            bounds = layoutFrame.map(shape.bounds)
        }
        state.hitBounds = bounds
        state.hitBoundsAreValid = true
        return bounds
    }

    private func childHitBounds() -> CGRect? {
        var bounds: CGRect?
        for child in children where offscreenChildren.isEmpty || !offscreenChildren.contains(child.key) {
            if let area = StackRoom.ensuring({ child.hitBounds() }) { bounds = Self.union(bounds, area) }
        }
        return bounds
    }

    /// The node is placed again: its bounds, and those of the ancestors that hold them, are
    /// computed again when next asked for. The walk stops at an ancestor already waiting to be.
    func invalidateHitBounds() {
        var node: ViewNode? = self
        while let current = node, let state = current.layoutState, state.hitBoundsAreValid {
            state.hitBoundsAreValid = false
            node = current.parent
        }
    }

    /// The smallest rectangle holding both: `CGRect.union` without its checks for null and
    /// unstandardized rectangles, which frames never are (a long list's bounds take one per
    /// row).
    private static func union(_ bounds: CGRect?, _ area: CGRect) -> CGRect {
        guard let bounds else { return area }
        let minX = min(bounds.minX, area.minX)
        let minY = min(bounds.minY, area.minY)
        return CGRect(
            x: minX, y: minY, width: max(bounds.maxX, area.maxX) - minX, height: max(bounds.maxY, area.maxY) - minY)
    }

    /// Children on this screen, the backmost first: backgrounds, the content, overlays (later
    /// siblings in front of earlier ones). Hit testing walks it backwards; drawing forwards.
    package func childrenInDrawingOrder() -> [ViewNode] {
        // Siblings with a `zIndex` go by it, the others keep their order (a stable sort).
        guard graph.usesZIndex, children.count > 1 else { return childrenInWrittenOrder() }
        let ordered = childrenInWrittenOrder()
        let indices = ordered.map(\.siblingZIndex)
        guard indices.contains(where: { $0 != 0 }) else { return ordered }
        return ordered.indices.sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }.map {
            ordered[$0]
        }
    }

    /// The children shown, back to front as written: a background first.
    private func childrenInWrittenOrder() -> [ViewNode] {
        // Most nodes have neither offscreen nor accessory children: their children as they are,
        // with no filtering (a hit test visits every node in front of its target).
        if offscreenChildren.isEmpty, accessoryLabels.isEmpty { return children }
        // Loops, not `filter`: a main-actor closure handed to the standard library checks its
        // executor at each call (UncheckedClosures.swift).
        var visible: [ViewNode] = []
        for child in children where !offscreenChildren.contains(child.key) { visible.append(child) }
        guard !accessoryLabels.isEmpty else { return visible }
        let background = ChildKey.accessory(.background)
        var ordered: [ViewNode] = []
        for child in visible where child.key == background { ordered.append(child) }
        for child in visible where child.key != background { ordered.append(child) }
        return ordered
    }
}

/// `contentShape(_:eoFill:)`: the view is hit anywhere inside the shape over its frame.
struct ContentShapeLayout: PassThroughLayout {
    let shape: HitShape

    var hitTestRule: HitTestRule { .contentShape(shape) }
}
