import Foundation

/// The outline of a 2D shape.
///
/// A path is a value: a list of elements (moves, lines, quadratic and cubic curves, closes),
/// built as with CoreGraphics' `CGMutablePath`. Arcs and ellipses are stored as cubic curves,
/// as CoreGraphics stores them.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// ```
@frozen public struct Path: Equatable, Sendable {
    package var elements: [Path.Element] = []

    /// An element of a path.
    @frozen public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and defines
        /// a new current point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end-point,
        /// using the single control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end-point, using
        /// the two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath (if any) to the current point,
        /// which terminates the subpath.
        case closeSubpath
    }

    /// Creates an empty path.
    nonisolated public init() {}

    /// Creates a path as the given rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path as the given rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path as the given rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path as the given rounded rectangle, which may have uneven corner radii.
    nonisolated public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates an empty path, then executes a closure to add its initial elements.
    ///
    /// ```swift
    /// Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
    /// ```
    nonisolated public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Initializes from the result of a previous call to `Path.description`. Returns nil if
    /// the string does not contain a valid path description.
    ///
    /// The format is CoreGraphics' (`x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`,
    /// `h`), as `description` writes it.
    nonisolated public init?(_ string: String) {
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let number = Double(token) {
                numbers.append(CGFloat(number))
                continue
            }
            let p = numbers.count >= 2 ? CGPoint(x: numbers[numbers.count - 2], y: numbers[numbers.count - 1]) : nil
            switch (token, numbers.count) {
            case ("m", 2): move(to: p!)
            case ("l", 2): addLine(to: p!)
            case ("q", 4): addQuadCurve(to: p!, control: CGPoint(x: numbers[0], y: numbers[1]))
            case ("c", 6):
                addCurve(
                    to: p!, control1: CGPoint(x: numbers[0], y: numbers[1]),
                    control2: CGPoint(x: numbers[2], y: numbers[3]))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// A rectangle containing all path segments: the points of its lines and curves, control
    /// points excluded (curves are measured by flattening them).
    public var boundingRect: CGRect {
        var bounds = CGRect.null
        for polygon in flattened() {
            for point in polygon.points {
                bounds = bounds.union(CGRect(origin: point, size: .zero))
            }
        }
        return bounds
    }

    /// The last point in the path, or nil if the path contains no points.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Returns true if the path contains a specified point.
    ///
    /// Each subpath is closed; the winding rule is even-odd when `eoFill` is true, non-zero
    /// otherwise (CoreGraphics' `contains(_:using:)`).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in flattened() {
            let points = polygon.points
            guard points.count > 2 else { continue }
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 {
                    winding += 1
                    crossings += 1
                } else if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { $0.transformed(transform) }
        return result
    }

    /// Returns a path constructed by translating all its points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Returns a partial copy of the path: the part between `from` and `to`, fractions of the
    /// path's length in 0...1.
    ///
    /// Elements wholly inside the range are kept as they are; a curve cut by an end of the
    /// range is approximated by lines.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1)
        let to = min(max(to, 0), 1)
        guard to > from else { return Path() }
        if from == 0, to == 1 { return self }
        let segments = measuredSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total
        let end = to * total
        var result = Path()
        var travelled: CGFloat = 0
        for segment in segments {
            let segmentStart = travelled
            let segmentEnd = travelled + segment.length
            travelled = segmentEnd
            guard segmentEnd > start, segmentStart < end, segment.length > 0 else { continue }
            let first = max(start, segmentStart)
            let last = min(end, segmentEnd)
            let startPoint = segment.point(at: (first - segmentStart) / segment.length)
            if result.currentPoint != startPoint { result.move(to: startPoint) }
            if first == segmentStart, last == segmentEnd {
                result.elements.append(segment.element)
            } else {
                for point in segment.points(
                    from: (first - segmentStart) / segment.length, to: (last - segmentStart) / segment.length)
                {
                    result.addLine(to: point)
                }
            }
        }
        return result
    }

    // MARK: Building

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addTransformed(transform) {
            $0.move(to: CGPoint(x: r.minX, y: r.minY))
            $0.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            $0.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            $0.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            $0.closeSubpath()
        }
    }

    /// Adds a set of rectangular subpaths to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a rounded rectangle to the path.
    ///
    /// Continuous corners are drawn as circular ones (an approximation: Apple does not
    /// publish the continuous curve).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerSize.width, 0), r.width / 2)
        let h = min(max(cornerSize.height, 0), r.height / 2)
        let radii = [
            CGSize(width: w, height: h), CGSize(width: w, height: h), CGSize(width: w, height: h),
            CGSize(width: w, height: h),
        ]
        addTransformed(transform) { $0.appendRoundedRect(r, radii: radii) }
    }

    /// Adds a rounded rectangle with uneven corners to the path.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        .map { value -> CGSize in
            let clamped = min(max(value, 0), limit)
            return CGSize(width: clamped, height: clamped)
        }
        addTransformed(transform) { $0.appendRoundedRect(r, radii: radii) }
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.552_284_749_8
        let rx = r.width / 2
        let ry = r.height / 2
        let c = CGPoint(x: r.midX, y: r.midY)
        addTransformed(transform) {
            $0.move(to: CGPoint(x: r.maxX, y: c.y))
            $0.addCurve(
                to: CGPoint(x: c.x, y: r.maxY), control1: CGPoint(x: r.maxX, y: c.y + k * ry),
                control2: CGPoint(x: c.x + k * rx, y: r.maxY))
            $0.addCurve(
                to: CGPoint(x: r.minX, y: c.y), control1: CGPoint(x: c.x - k * rx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: c.y + k * ry))
            $0.addCurve(
                to: CGPoint(x: c.x, y: r.minY), control1: CGPoint(x: r.minX, y: c.y - k * ry),
                control2: CGPoint(x: c.x - k * rx, y: r.minY))
            $0.addCurve(
                to: CGPoint(x: r.maxX, y: c.y), control1: CGPoint(x: c.x + k * rx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: c.y - k * ry))
            $0.closeSubpath()
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addTransformed(transform, continuing: true) {
            $0.appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians)
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// Apple: "`clockwise`: true to make a clockwise arc; false to make a counterclockwise
    /// arc" (`Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`), with
    /// angles "measured from the positive x-axis". The stand-in follows CoreGraphics, which
    /// measures the direction in its y-up user space: `clockwise: true` sweeps towards
    /// decreasing angles, which in SwiftUI's y-down space looks counter-clockwise (the
    /// well-known effect; assumption, as the SwiftUI page does not say it). As in
    /// `CGContextAddArc`, a line joins the current point to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= full }
            if sweep < -full { sweep = -full }
        } else {
            while sweep < 0 { sweep += full }
            if sweep > full { sweep = full }
        }
        addTransformed(transform, continuing: true) {
            $0.appendArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep)
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else { return move(to: tangent1End) }
        let p1 = tangent1End
        let p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let crossValue = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(crossValue) > 1e-9 else {
            addTransformed(transform, continuing: true) { $0.addLine(to: p1) }
            return
        }
        let angle = acos(min(max((v1.x * v2.x + v1.y * v2.y) / (l1 * l2), -1), 1))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let start = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var sweep = atan2(Double(t2.y - center.y), Double(t2.x - center.x)) - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addTransformed(transform, continuing: true) {
            $0.appendArc(center: center, radius: radius, start: start, sweep: sweep)
        }
    }

    /// Appends another path value to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    // MARK: Internals

    /// Builds elements into a scratch path, transforms them and appends them; `continuing`
    /// lets the first move join the current subpath with a line, as arcs do.
    private mutating func addTransformed(
        _ transform: CGAffineTransform, continuing: Bool = false, _ build: (inout Path) -> Void
    ) {
        var scratch = Path()
        build(&scratch)
        var added = scratch.applying(transform).elements
        if continuing, currentPoint != nil, case .move(let start)? = added.first {
            added[0] = .line(to: start)
        }
        elements += added
    }

    private mutating func appendRoundedRect(_ r: CGRect, radii: [CGSize]) {
        let k: CGFloat = 0.552_284_749_8
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr.width > 0, tr.height > 0 {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br.width > 0, br.height > 0 {
            addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl.width > 0, bl.height > 0 {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl.width > 0, tl.height > 0 {
            addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        closeSubpath()
    }

    /// Appends an arc as cubic curves of at most a quarter turn each, starting with a move.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        move(to: point(start))
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let a = point(angle)
            let b = point(next)
            elements.append(
                .curve(
                    to: b,
                    control1: CGPoint(x: a.x - handle * CGFloat(sin(angle)), y: a.y + handle * CGFloat(cos(angle))),
                    control2: CGPoint(x: b.x + handle * CGFloat(sin(next)), y: b.y - handle * CGFloat(cos(next)))))
            angle = next
        }
    }

    /// The path as closed polygons, curves flattened into 16 lines each.
    package func flattened() -> [(points: [CGPoint], closed: Bool)] {
        var polygons: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { polygons.append((current, closed)) }
            current = []
        }
        for segment in measuredSegments(includeMoves: true) {
            switch segment.element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            default:
                current += segment.points(from: 0, to: 1)
            }
        }
        finish(closed: false)
        return polygons
    }

    /// The drawing segments of the path, each with its start point and length.
    package func measuredSegments(includeMoves: Bool = false) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
                if includeMoves { segments.append(PathSegment(start: point, element: element)) }
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                segments.append(PathSegment(start: current, element: element))
                current = point
            case .closeSubpath:
                var closing = PathSegment(start: current, element: .line(to: start))
                if includeMoves { closing = PathSegment(start: current, element: .closeSubpath) }
                segments.append(closing)
                current = start
            }
        }
        return segments
    }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), for the host's renderer.
    package var svgPathData: String {
        func n(_ value: CGFloat) -> String { HeadlessValueFormat.number(value) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)),\(n(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): "M\(p(to))"
            case .line(let to): "L\(p(to))"
            case .quadCurve(let to, let control): "Q\(p(control)) \(p(to))"
            case .curve(let to, let c1, let c2): "C\(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}

/// One drawing segment of a path: an element and the point it starts from.
package struct PathSegment {
    let start: CGPoint
    let element: Path.Element

    /// The point at parameter `t` in 0...1.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch element {
        case .move(let to):
            return to
        case .line(let to):
            return CGPoint(x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t)
        case .quadCurve(let to, let c):
            return CGPoint(
                x: u * u * start.x + 2 * u * t * c.x + t * t * to.x,
                y: u * u * start.y + 2 * u * t * c.y + t * t * to.y)
        case .curve(let to, let c1, let c2):
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
                x: a * start.x + b * c1.x + c * c2.x + d * to.x, y: a * start.y + b * c1.y + c * c2.y + d * to.y)
        case .closeSubpath:
            return start
        }
    }

    /// Points along the segment after `from` up to `to` (16 steps for a curve, the end for a
    /// line).
    func points(from: CGFloat, to: CGFloat) -> [CGPoint] {
        switch element {
        case .line:
            return [point(at: to)]
        case .quadCurve, .curve:
            return (1...16).map { point(at: from + (to - from) * CGFloat($0) / 16) }
        case .move, .closeSubpath:
            return []
        }
    }

    /// The segment's length (curves measured along 16 lines).
    var length: CGFloat {
        var previous = point(at: 0)
        var total: CGFloat = 0
        for next in points(from: 0, to: 1) {
            total += hypot(next.x - previous.x, next.y - previous.y)
            previous = next
        }
        return total
    }
}

extension Path.Element {
    func transformed(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let to): .move(to: to.transformed(t))
        case .line(let to): .line(to: to.transformed(t))
        case .quadCurve(let to, let c): .quadCurve(to: to.transformed(t), control: c.transformed(t))
        case .curve(let to, let c1, let c2):
            .curve(to: to.transformed(t), control1: c1.transformed(t), control2: c2.transformed(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension Path: Shape {
    /// Describes this shape as a path within a rectangular frame of reference: the path
    /// itself.
    nonisolated public func path(in _: CGRect) -> Path { self }
}

extension Path: LosslessStringConvertible {
    /// A description of the path that may be used to recreate the path via `init?(_:)`:
    /// CoreGraphics' path format (`0 0 m 10 0 l h`).
    public var description: String {
        func n(_ value: CGFloat) -> String { HeadlessValueFormat.number(value) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): "\(p(to)) m"
            case .line(let to): "\(p(to)) l"
            case .quadCurve(let to, let control): "\(p(control)) \(p(to)) q"
            case .curve(let to, let c1, let c2): "\(p(c1)) \(p(c2)) \(p(to)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }
}
