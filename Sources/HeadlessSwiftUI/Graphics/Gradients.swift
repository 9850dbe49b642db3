import Foundation

/// A radial gradient: the color function is applied as the distance from a center point,
/// scaled to fit within the defined start and end radii.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
/// ```
@frozen nonisolated public struct RadialGradient: ShapeStyle, View {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startRadius: CGFloat
    package var endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The content and behavior of the view: a rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// An angular gradient, also known as a "conic" gradient: the color function is applied as
/// the angle changes, relative to a center point and defined start and end angles.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .red], center: .center)
/// ```
@frozen nonisolated public struct AngularGradient: ShapeStyle, View {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startAngle: Angle
    package var endAngle: Angle

    /// Creates an angular gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The content and behavior of the view: a rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// A radial gradient that draws an ellipse: its radii are fractions of the filled
/// rectangle's size.
///
/// ```swift
/// EllipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.5)
/// ```
@frozen nonisolated public struct EllipticalGradient: ShapeStyle, View {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startRadiusFraction: CGFloat
    package var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The content and behavior of the view: a rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// A color gradient: a `Gradient` used as a shape style, drawn from top to bottom unless it
/// is given a geometry (`.linearGradient(gradient, startPoint:endPoint:)`).
///
/// ```swift
/// Rectangle().fill(Color.blue.gradient)
/// ```
@frozen public struct AnyGradient: Hashable, ShapeStyle, @unchecked Sendable {
    package var gradient: Gradient

    /// Creates a new instance from the specified gradient.
    nonisolated public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension Color {
    /// Returns the standard gradient for the color `self` (Apple). The stops are the
    /// stand-in's assumption (Apple does not publish them): the color fading to 80% of its
    /// opacity, drawn from top to bottom as `AnyGradient` is ("start-point [0.5, 0] and
    /// end-point [0.5, 1]", Apple's `AnyGradient` page).
    ///
    /// ```swift
    /// Rectangle().fill(.blue.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self, opacity(0.8)]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a base gradient (`Color.blue.gradient`).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> some ShapeStyle
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
    /// ```
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of color stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from a base gradient.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient that draws an ellipse.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse defined by a collection of colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse defined by a collection of color stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse from a base gradient.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        EllipticalGradient(
            gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of color stops.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from a base gradient.
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(colors: [.red, .blue, .red], center: .center))
    /// ```
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colors that completes a full turn.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of color stops that completes a full turn.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A conic gradient from a base gradient that completes a full turn.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
        -> some ShapeStyle
    {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}

/// How a gradient style reads in the text tree: `LinearGradient(#FF0000 → #0000FF)`.
func gradientDescription(_ style: any ShapeStyle) -> String? {
    func colors(_ gradient: Gradient) -> String {
        gradient.stops.map { $0.color.headlessDescription }.joined(separator: " → ")
    }
    switch style {
    case let g as LinearGradient: return "LinearGradient(\(colors(g.gradient)))"
    case let g as RadialGradient: return "RadialGradient(\(colors(g.gradient)))"
    case let g as AngularGradient: return "AngularGradient(\(colors(g.gradient)))"
    case let g as EllipticalGradient: return "EllipticalGradient(\(colors(g.gradient)))"
    case let g as AnyGradient: return "AnyGradient(\(colors(g.gradient)))"
    case let g as Gradient: return "Gradient(\(colors(g)))"
    default: return nil
    }
}
