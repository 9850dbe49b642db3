import Foundation

extension Path {
    /// Returns a stroked copy of the path: the outline of the area a stroke with `style` paints.
    ///
    /// The outline is built of one closed polygon per segment (as wide as the line), one per
    /// join (round: a circle; bevel: the triangle between the segments' outer corners; miter:
    /// that triangle and the miter's tip while the miter is within `miterLimit`, as Core
    /// Graphics draws them) and one per cap (round: a circle; square: the segment extended by
    /// half the width; butt: none). All polygons wind the same way, so the nonzero rule fills
    /// their union: `contains(_:)` answers whether a point is under the stroke. Curves are
    /// flattened first; dashes are not applied (the whole line is outlined).
    ///
    /// ```swift
    /// let ring = Path { $0.addArc(center: c, radius: 40, startAngle: .zero, endAngle: .degrees(270), clockwise: false) }
    /// let outline = ring.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
    /// outline.contains(CGPoint(x: c.x + 40, y: c.y))   // true: on the ring
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var outline = Path()
        let half = style.lineWidth / 2
        guard half > 0 else { return outline }
        for polyline in flattened() {
            var points = polyline.points
            // Repeated points make no direction.
            points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
            if polyline.closed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count > 1 else {
                // A lone point paints a cap's shape only when the cap has one.
                if let point = points.first, style.lineCap != .butt {
                    outline.addStrokePolygon(
                        capShape(at: point, direction: CGPoint(x: 1, y: 0), half: half, cap: style.lineCap))
                }
                continue
            }
            let count = points.count
            let segmentCount = polyline.closed ? count : count - 1
            for index in 0..<segmentCount {
                var start = points[index]
                var end = points[(index + 1) % count]
                let direction = unit(end - start)
                if !polyline.closed, style.lineCap == .square {
                    if index == 0 { start = start - direction * half }
                    if index == segmentCount - 1 { end = end + direction * half }
                }
                let normal = CGPoint(x: -direction.y, y: direction.x) * half
                outline.addStrokePolygon([start + normal, end + normal, end - normal, start - normal])
            }
            // Joins: at every inner vertex, and at every vertex of a closed polyline.
            let joinIndices = polyline.closed ? Array(0..<count) : Array(1..<(count - 1))
            for index in joinIndices {
                let vertex = points[index]
                let incoming = unit(vertex - points[(index - 1 + count) % count])
                let outgoing = unit(points[(index + 1) % count] - vertex)
                outline.addStrokePolygon(
                    joinShape(at: vertex, incoming: incoming, outgoing: outgoing, half: half, style: style))
            }
            if !polyline.closed, style.lineCap == .round {
                outline.addStrokePolygon(strokeCircle(at: points[0], radius: half))
                outline.addStrokePolygon(strokeCircle(at: points[count - 1], radius: half))
            }
        }
        return outline
    }

    /// Adds a closed polygon wound clockwise in y-down coordinates (negative shoelace area),
    /// so that overlapping pieces of one outline add up under the nonzero rule.
    private mutating func addStrokePolygon(_ polygon: [CGPoint]) {
        guard polygon.count > 2 else { return }
        var area: CGFloat = 0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            area += point.x * next.y - next.x * point.y
        }
        let ordered = area > 0 ? Array(polygon.reversed()) : polygon
        addLines(ordered)
        closeSubpath()
    }
}

private func joinShape(at vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint, half: CGFloat, style: StrokeStyle)
    -> [CGPoint]
{
    if style.lineJoin == .round { return strokeCircle(at: vertex, radius: half) }
    // The outer side is where the turn opens: the side opposite the turn's direction.
    let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
    guard abs(turn) > 1e-9 else { return [] }  // straight on: nothing to fill
    let side: CGFloat = turn > 0 ? -1 : 1
    let before = vertex + CGPoint(x: -incoming.y, y: incoming.x) * (half * side)
    let after = vertex + CGPoint(x: -outgoing.y, y: outgoing.x) * (half * side)
    guard style.lineJoin == .miter else { return [vertex, before, after] }
    // Core Graphics' miter limit: the miter's length over the line width, 1 / sin(θ / 2) for
    // the angle θ between the segments.
    let cosine = max(-1, min(1, -(incoming.x * outgoing.x + incoming.y * outgoing.y)))
    let sinHalf = sqrt((1 - cosine) / 2)
    guard sinHalf > 0, 1 / sinHalf <= style.miterLimit else { return [vertex, before, after] }
    let bisector = unit(unit(before - vertex) + unit(after - vertex))
    let tip = vertex + bisector * (half / sinHalf)
    return [vertex, before, tip, after]
}

private func capShape(at point: CGPoint, direction: CGPoint, half: CGFloat, cap: CGLineCap) -> [CGPoint] {
    switch cap {
    case .round:
        return strokeCircle(at: point, radius: half)
    case .square:
        return [
            CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
            CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
        ]
    default:
        return []
    }
}

/// A circle as a 32-sided polygon.
private func strokeCircle(at center: CGPoint, radius: CGFloat) -> [CGPoint] {
    (0..<32).map { step in
        let angle = Double(step) / 32 * 2 * .pi
        return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }
}

private func unit(_ vector: CGPoint) -> CGPoint {
    let length = sqrt(vector.x * vector.x + vector.y * vector.y)
    return length > 0 ? CGPoint(x: vector.x / length, y: vector.y / length) : .zero
}

private func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
private func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
private func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
