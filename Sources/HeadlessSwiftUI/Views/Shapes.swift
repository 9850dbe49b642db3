/// A 2D shape that you can use when drawing a view.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path { Path(rect) }
/// }
/// ```
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The content and behavior of the view.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content)
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, strokeWidth: lineWidth)
    }
}

/// A shape filled or stroked with a style: what a `Shape` shows.
@frozen public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
    /// The shape.
    public var shape: Content
    /// The style that fills it.
    public var style: Style
    package var strokeWidth: CGFloat?

    package init(shape: Content, style: Style, strokeWidth: CGFloat? = nil) {
        self.shape = shape
        self.style = style
        self.strokeWidth = strokeWidth
    }
}

extension _ShapeView: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A shape view's parts, for drawing: the shape, its style and its stroke width (nil when it
/// is filled).
@MainActor
package protocol ShapeViewDrawing {
    var drawnShape: any Shape { get }
    var drawnStyle: any ShapeStyle { get }
    var drawnStrokeWidth: CGFloat? { get }
}

extension _ShapeView: ShapeViewDrawing {
    package var drawnShape: any Shape { shape }
    package var drawnStyle: any ShapeStyle { style }
    package var drawnStrokeWidth: CGFloat? { strokeWidth }
}

extension _ShapeView: EnvironmentForwardingView {
    package func update(node: ViewNode) {
        var attributes: [String] = []
        if !(style is ForegroundStyle) { attributes.append("fill: \(shapeStyleDescription(style))") }
        if let strokeWidth { attributes.append("stroke: \(HeadlessValueFormat.number(strokeWidth))") }
        node.display = .element(shapeDescription(shape), attributes: attributes)
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

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// The outline of a 2D shape.
///
/// ```swift
/// let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
/// ```
@frozen public struct Path: Equatable, Sendable {
    package var rects: [CGRect] = []

    /// Creates an empty path.
    nonisolated public init() {}

    /// Creates a path containing a rectangle.
    nonisolated public init(_ rect: CGRect) {
        rects = [rect]
    }

    /// Creates a path containing an ellipse inscribed in a rectangle.
    nonisolated public init(ellipseIn rect: CGRect) {
        rects = [rect]
    }

    /// Creates a path containing a rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        rects = [rect]
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { rects.isEmpty }

    /// A rectangle containing all path segments.
    public var boundingRect: CGRect {
        rects.reduce(CGRect.null) { $0.union($1) }
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue)
/// ```
@frozen public struct Rectangle: Shape {
    /// Creates a rectangle.
    nonisolated public init() {}
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.white)
/// ```
@frozen public struct RoundedRectangle: Shape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }
}

/// A circle centered on the frame of the view containing it.
///
/// ```swift
/// Circle().fill(.green).frame(width: 10, height: 10)
/// ```
@frozen public struct Circle: Shape {
    /// Creates a circle.
    nonisolated public init() {}
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse aligned inside the frame of the view containing it.
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 60, height: 30)
/// ```
@frozen public struct Ellipse: Shape {
    /// Creates an ellipse.
    nonisolated public init() {}
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Capsule().fill(.orange)
/// ```
@frozen public struct Capsule: Shape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle

    /// Creates a new capsule shape.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view
    /// containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// How a shape reads in the text tree: `Rectangle`, `RoundedRectangle(cornerRadius: 8)`.
func shapeDescription(_ shape: any Shape) -> String {
    switch shape {
    case let rounded as RoundedRectangle:
        "RoundedRectangle(cornerRadius: \(HeadlessValueFormat.number(rounded.cornerSize.width)))"
    default:
        typeName(type(of: shape))
    }
}

/// How a shape style reads in the text tree.
func shapeStyleDescription(_ style: any ShapeStyle) -> String {
    if let color = style as? Color { return color.headlessDescription }
    if let hierarchical = style as? HierarchicalShapeStyle { return hierarchical.headlessDescription }
    return typeName(type(of: style))
}
