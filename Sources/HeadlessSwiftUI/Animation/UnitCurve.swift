import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0,1] to an output progress that is also in the range [0,1].
///
/// The horizontal (x) axis is the input progress, the vertical (y) axis the output progress
/// (https://developer.apple.com/documentation/swiftui/unitcurve).
///
/// ```swift
/// let curve = UnitCurve.easeInOut
/// let halfway = curve.value(at: 0.5)  // 0.5
/// ```
public struct UnitCurve {
    /// The shape of a curve. The inverse of `circularEaseInOut` (its x and y swapped) is
    /// none of the named curves: `circularEaseOutIn`.
    package enum Function: Hashable, Sendable {
        case linear
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case circularEaseOutIn
    }

    package var function: Function

    package init(function: Function) {
        self.function = function
    }

    /// Creates a new curve using bezier control points.
    ///
    /// The curve runs from (0, 0) to (1, 1); the x components of the control points are
    /// clamped to [0, 1] when the curve is evaluated
    /// (https://developer.apple.com/documentation/swiftui/unitcurve/bezier(startcontrolpoint:endcontrolpoint:)).
    ///
    /// ```swift
    /// let curve = UnitCurve.bezier(
    ///     startControlPoint: UnitPoint(x: 0.25, y: 0.1),
    ///     endControlPoint: UnitPoint(x: 0.25, y: 1))
    /// ```
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// Returns the output value (y component) of the curve at the given input progress
    /// (x component), clamped to [0, 1].
    ///
    /// ```swift
    /// let eased = UnitCurve.easeIn.value(at: 0.5)  // ≈ 0.3153
    /// ```
    public func value(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear:
            return x
        case .bezier(let start, let end):
            let curve = CubicBezier(start: start, end: end)
            return curve.y(curve.parameter(forX: x))
        case .circularEaseIn:
            return Self.circularIn(x)
        case .circularEaseOut:
            return Self.circularOut(x)
        case .circularEaseInOut:
            return x < 0.5 ? Self.circularIn(2 * x) / 2 : (1 + Self.circularOut(2 * x - 1)) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circularOut(2 * x) / 2 : (1 + Self.circularIn(2 * x - 1)) / 2
        }
    }

    /// Returns the rate of change (first derivative) of the output value of the curve at the
    /// given input progress, clamped to [0, 1]
    /// (https://developer.apple.com/documentation/swiftui/unitcurve/velocity(at:)).
    ///
    /// A circular curve is vertical where it meets a quadrant's end: its velocity there is
    /// infinite.
    ///
    /// ```swift
    /// let speed = UnitCurve.linear.velocity(at: 0.3)  // 1
    /// ```
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear:
            return 1
        case .bezier(let start, let end):
            let curve = CubicBezier(start: start, end: end)
            return curve.slope(at: curve.parameter(forX: x))
        case .circularEaseIn:
            return Self.circularInSlope(x)
        case .circularEaseOut:
            return Self.circularOutSlope(x)
        case .circularEaseInOut:
            // y = f(2x) / 2, so dy/dx = f'(2x).
            return x < 0.5 ? Self.circularInSlope(2 * x) : Self.circularOutSlope(2 * x - 1)
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circularOutSlope(2 * x) : Self.circularInSlope(2 * x - 1)
        }
    }

    /// Returns a copy of the curve with its x and y components swapped: given an output
    /// value, its `value(at:)` is the input that produces it
    /// (https://developer.apple.com/documentation/swiftui/unitcurve/inverse).
    ///
    /// ```swift
    /// let curve = UnitCurve.easeInOut
    /// let inputTime = curve.inverse.value(at: 0.6)
    /// ```
    public var inverse: UnitCurve {
        switch function {
        case .linear:
            return .linear
        case .bezier(let start, let end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return UnitCurve(function: .circularEaseOutIn)
        case .circularEaseOutIn:
            return .circularEaseInOut
        }
    }

    /// The curve as a Swift developer writes it: `.circularEaseIn`,
    /// `.circularEaseInOut.inverse`, `.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), …)`.
    package var headlessDescription: String {
        let n = HeadlessValueFormat.number(_:) as (CGFloat) -> String
        switch function {
        case .linear: return ".linear"
        case .bezier(let start, let end):
            return
                ".bezier(startControlPoint: UnitPoint(x: \(n(start.x)), y: \(n(start.y))), "
                + "endControlPoint: UnitPoint(x: \(n(end.x)), y: \(n(end.y))))"
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        case .circularEaseOutIn: return ".circularEaseInOut.inverse"
        }
    }

    private static func clamped(_ progress: Double) -> Double {
        min(max(progress, 0), 1)
    }

    /// The fourth (bottom right) quadrant of a unit circle centred at (0, 1).
    private static func circularIn(_ x: Double) -> Double {
        1 - (1 - x * x).squareRoot()
    }

    /// The second (top left) quadrant of a unit circle centred at (1, 0).
    private static func circularOut(_ x: Double) -> Double {
        (1 - (1 - x) * (1 - x)).squareRoot()
    }

    private static func circularInSlope(_ x: Double) -> Double {
        let root = (1 - x * x).squareRoot()
        return root > 0 ? x / root : .infinity
    }

    private static func circularOutSlope(_ x: Double) -> Double {
        let root = (1 - (1 - x) * (1 - x)).squareRoot()
        return root > 0 ? (1 - x) / root : .infinity
    }
}

extension UnitCurve: Sendable {}

extension UnitCurve: Hashable {}

// The named curves' shapes are Apple's documentation's: control points for the Bézier curves,
// quadrants of a unit circle for the circular ones, e.g.
// https://developer.apple.com/documentation/swiftui/unitcurve/easeinout,
// https://developer.apple.com/documentation/swiftui/unitcurve/circulareasein.
extension UnitCurve {
    /// A bezier curve that starts out slowly, speeds up over the middle, then slows down
    /// again as it approaches the end; the same curve as `easeInOut`.
    ///
    /// ```swift
    /// let curve = UnitCurve.easeInOut  // rather than .easeInEaseOut
    /// ```
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut = UnitCurve.easeInOut

    /// A bezier curve that starts out slowly, speeds up over the middle, then slows down
    /// again as it approaches the end: control points (0.42, 0) and (0.58, 1).
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.easeInOut, duration: 0.3)
    /// ```
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A bezier curve that starts out slowly, then speeds up as it finishes: control points
    /// (0.42, 0) and (1, 1).
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.easeIn, duration: 0.3)
    /// ```
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// A bezier curve that starts out quickly, then slows down as it approaches the end:
    /// control points (0, 0) and (0.58, 1).
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.easeOut, duration: 0.3)
    /// ```
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A curve that starts out slowly, then speeds up as it finishes: the fourth (bottom
    /// right) quadrant of a unit circle, 1 − √(1 − x²).
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.circularEaseIn, duration: 0.4)
    /// ```
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A circular curve that starts out quickly, then slows down as it approaches the end:
    /// the second (top left) quadrant of a unit circle, √(1 − (1 − x)²).
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.circularEaseOut, duration: 0.4)
    /// ```
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// A circular curve that starts out slowly, speeds up over the middle, then slows down
    /// again as it approaches the end: `circularEaseIn` over the first half of the input,
    /// `circularEaseOut` over the second, each scaled by one half.
    ///
    /// ```swift
    /// let animation = Animation.timingCurve(.circularEaseInOut, duration: 0.4)
    /// ```
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// A linear curve: the output progress equals the input progress, and the velocity is
    /// always 1.
    ///
    /// ```swift
    /// let progress = UnitCurve.linear.value(at: 0.25)  // 0.25
    /// ```
    public static let linear = UnitCurve(function: .linear)
}

/// A cubic Bézier curve from (0, 0) to (1, 1), in polynomial form: x(t) = ((a t + b) t + c) t,
/// with c = 3 x₁, b = 3 (x₂ − x₁) − c, a = 1 − c − b, and likewise for y.
private struct CubicBezier {
    let ax, bx, cx: Double
    let ay, by, cy: Double

    init(start: UnitPoint, end: UnitPoint) {
        let x1 = min(max(Double(start.x), 0), 1)
        let x2 = min(max(Double(end.x), 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(start.y)
        by = 3 * (Double(end.y) - Double(start.y)) - cy
        ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in [0, 1] at which x(t) = x: a few Newton steps from t = x, then
    /// bisection (x is non-decreasing on [0, 1], its control points' x being clamped to [0, 1]).
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < tolerance { return t }
            let slope = dx(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<100 {
            let error = self.x(t) - x
            if abs(error) < tolerance { return t }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// dy/dx at parameter t; where x′(t) is zero (a control point on an end point), the
    /// limit of the ratio of the derivatives.
    func slope(at t: Double) -> Double {
        let tiny = 1e-12
        let (dx1, dy1) = (dx(t), dy(t))
        if abs(dx1) > tiny { return dy1 / dx1 }
        if abs(dy1) > tiny { return dy1 > 0 ? .infinity : -.infinity }
        let (dx2, dy2) = (6 * ax * t + 2 * bx, 6 * ay * t + 2 * by)
        if abs(dx2) > tiny { return dy2 / dx2 }
        return abs(ax) > tiny ? ay / ax : 0
    }
}
