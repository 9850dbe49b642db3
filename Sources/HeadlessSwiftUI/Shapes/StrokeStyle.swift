import Foundation

/// The characteristics of a stroke that traces a path.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 6]))
/// ```
@frozen public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components. The defaults are CoreGraphics':
    /// width 1, butt caps, miter joins, miter limit 10, no dashes.
    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How the style reads in the text tree: `4`, or `4 round dash [2, 3]`.
    package var headlessDescription: String {
        var parts = [HeadlessValueFormat.number(lineWidth)]
        switch lineCap {
        case .round: parts.append("round")
        case .square: parts.append("square")
        default: break
        }
        switch lineJoin {
        case .round: parts.append("roundJoin")
        case .bevel: parts.append("bevelJoin")
        default: break
        }
        if !dash.isEmpty {
            parts.append("dash [\(dash.map { HeadlessValueFormat.number($0) }.joined(separator: ", "))]")
        }
        return parts.joined(separator: " ")
    }

    /// The SVG attribute names for the cap and join.
    package var svgLineCap: String {
        switch lineCap {
        case .round: "round"
        case .square: "square"
        default: "butt"
        }
    }

    package var svgLineJoin: String {
        switch lineJoin {
        case .round: "round"
        case .bevel: "bevel"
        default: "miter"
        }
    }
}

// `extension StrokeStyle : Animatable` in the iOS 26.2 SDK: line width, miter limit, dash phase.
extension StrokeStyle: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The data to animate.
    public var animatableData: StrokeStyle.AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}
