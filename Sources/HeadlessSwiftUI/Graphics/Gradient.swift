import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location
/// value.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink])
/// ```
@frozen public struct Gradient: Equatable {
    /// One color stop in the gradient.
    ///
    /// ```swift
    /// Gradient.Stop(color: .blue, location: 0.25)
    /// ```
    @frozen public struct Stop: Equatable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, in 0...1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        nonisolated public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Gradient.Stop]

    /// Creates a gradient from an array of color stops.
    nonisolated public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, spaced evenly from 0 to 1.
    nonisolated public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

extension Gradient: Hashable {}
extension Gradient.Stop: Hashable {}
extension Gradient: Sendable {}
extension Gradient.Stop: Sendable {}

/// A linear gradient: its colors change along the line from `startPoint` to `endPoint`. "The
/// gradient maps the unit space points into the bounding rectangle of each shape filled with
/// the gradient" (Apple). As a view it fills the space it is offered.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
///     .frame(height: 120)
/// ```
@frozen nonisolated public struct LinearGradient: ShapeStyle, View {
    package var gradient: Gradient
    package var startPoint: UnitPoint
    package var endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The content and behavior of the view: a rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, LinearGradient> {
        _ShapeView(shape: Rectangle(), style: self)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Gradient(colors: [.white, .gray]), startPoint: .top, endPoint: .bottom))
    /// ```
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors.
    ///
    /// ```swift
    /// Capsule().fill(.linearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing))
    /// ```
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(stops: [.init(color: .red, location: 0.2)], startPoint: .top, endPoint: .bottom))
    /// ```
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// As a shape style, a gradient is drawn linearly from the top to the bottom of what it fills:
/// the stand-in's choice, which Apple's documentation does not spell out.
extension Gradient: ShapeStyle {}
