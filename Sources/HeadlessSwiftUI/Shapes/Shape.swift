/// A 2D shape that you can use when drawing a view.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path { Path(rect) }
/// }
/// ```
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The content and behavior of the view.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().fill(.red)
    /// ```
    @_disfavoredOverload
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    @_disfavoredOverload
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().stroke(.blue, lineWidth: 4)
    /// ```
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7)
    ///     .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
    /// ```
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
    /// define the stroke characteristics.
    ///
    /// ```swift
    /// Capsule().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
    /// ```
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(shape: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by
    /// `lineWidth` and all other properties of `StrokeStyle` having their default values.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 8)
    /// ```
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// Changes the relative position of this shape using the specified size.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape using the specified point.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape using the specified point.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Scales this shape without changing its bounding frame.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Rotates this shape around an anchor point at the angle you specify.
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45)).fill(.orange)
    /// ```
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Applies an affine transform to this shape.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of `size`.
    nonisolated public func size(_ size: CGSize) -> some Shape {
        SizedShape(shape: self, size: size)
    }

    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of size `(width, height)`.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape view's parts, for drawing: the shape, its style and its stroke (nil when it is
/// filled).
@MainActor
package protocol ShapeViewDrawing {
    var drawnShape: any Shape { get }
    var drawnStyle: any ShapeStyle { get }
    var drawnStroke: StrokeStyle? { get }
    var drawnFillStyle: FillStyle { get }
}

/// A shape filled or stroked with a style: what a `Shape` shows.
@frozen public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
    /// The shape.
    public var shape: Content
    /// The style that fills it.
    public var style: Style
    package var stroke: StrokeStyle?
    package var fillStyle: FillStyle

    package init(shape: Content, style: Style, stroke: StrokeStyle? = nil, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
        self.fillStyle = fillStyle
    }
}

extension _ShapeView: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension _ShapeView: ShapeViewDrawing {
    package var drawnShape: any Shape { shape }
    package var drawnStyle: any ShapeStyle { style }
    package var drawnStroke: StrokeStyle? { stroke }
    package var drawnFillStyle: FillStyle { fillStyle }
}

extension _ShapeView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = FillLayout(hitTestRule: .shape(HitShape(shape)))
        node.reconcile([])
    }
}

/// A shape style that displays one of the overlay fills: the foreground style of the
/// environment.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
@frozen public struct ForegroundStyle: ShapeStyle {
    /// Creates a foreground style instance.
    nonisolated public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A style for rasterizing vector shapes.
///
/// ```swift
/// Circle().fill(.red, style: FillStyle(eoFill: true))
/// ```
@frozen public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape type that is able to inset itself to produce another shape.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with `content`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 2))
    /// ```
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, stroke: style)
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with the foreground color.
    @_disfavoredOverload
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: ForegroundStyle(), stroke: style)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
    /// stroke) of `self` with `content`.
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: inset(by: lineWidth / 2), style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border of `self`
    /// with the foreground color.
    @_disfavoredOverload
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: lineWidth / 2), style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// How a shape reads in the text tree: `Rectangle`, `RoundedRectangle(cornerRadius: 8)`.
/// A shape that spells itself in the text tree: a trimmed, rotated, stroked shape.
protocol HeadlessShapeDescribing {
    nonisolated var headlessDescription: String { get }
}

func shapeDescription(_ shape: any Shape) -> String {
    switch shape {
    case let rounded as RoundedRectangle:
        "RoundedRectangle(cornerRadius: \(HeadlessValueFormat.number(rounded.cornerSize.width)))"
    case let path as Path:
        "Path(\(path.elements.count) elements)"
    case let described as any HeadlessShapeDescribing:
        described.headlessDescription
    default:
        typeName(type(of: shape))
    }
}

/// How a shape style reads in the text tree.
func shapeStyleDescription(_ style: any ShapeStyle) -> String {
    if let color = style as? Color { return color.headlessDescription }
    if let hierarchical = style as? HierarchicalShapeStyle { return hierarchical.headlessDescription }
    if let gradient = gradientDescription(style) { return gradient }
    if let material = style as? Material { return ".\(material.name)" }
    if style is BackgroundStyle { return ".background" }
    if let faded = style as? any FadedShapeStyle {
        return shapeStyleDescription(faded.fadedBase) + ".opacity(\(HeadlessValueFormat.number(faded.fadedOpacity)))"
    }
    return typeName(type(of: style))
}

extension _ShapeView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        var attributes: [String] = []
        if !(style is ForegroundStyle) { attributes.append("fill: \(shapeStyleDescription(style))") }
        if let stroke { attributes.append("stroke: \(stroke.headlessDescription)") }
        if fillStyle.isEOFilled { attributes.append("eoFill") }
        return (shapeDescription(shape), attributes)
    }
}
