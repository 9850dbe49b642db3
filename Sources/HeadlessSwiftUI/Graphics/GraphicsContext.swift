import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// In the stand-in a context records what is drawn into it (see `Canvas`): fills and strokes
/// with the path transformed by the context's current transform, texts and images with their
/// positions. Clipping, layers and filters are recorded as state only.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
@frozen public struct GraphicsContext {
    /// Where operations go: shared by the copies of one context, as Apple's contexts share
    /// their destination.
    // Usable from inline: a frozen struct's stored properties need types clients can name.
    @usableFromInline final class Recorder {
        var operations: [CanvasOperation] = []
    }

    let recorder: Recorder
    /// The environment associated with the graphics context.
    public var environment: EnvironmentValues { environmentValues }
    let environmentValues: EnvironmentValues
    let size: CGSize
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1
    /// The current transform matrix, defining user space coordinates.
    public var transform: CGAffineTransform = .identity
    var clipRect: CGRect?

    init(recorder: Recorder, environment: EnvironmentValues, size: CGSize) {
        self.recorder = recorder
        environmentValues = environment
        self.size = size
    }

    /// The bounding rectangle of the intersection of all current clip shapes in the current
    /// user space.
    public var clipBoundingRect: CGRect {
        clipRect ?? CGRect(origin: .zero, size: size)
    }

    // MARK: Transform

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Appends the given transform to the context's existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping and layers

    /// Options that affect the use of clip shapes.
    @frozen public struct ClipOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates an option set from a raw value.
        nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask.
        public static var inverse: GraphicsContext.ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Adds a path to the context's array of clip shapes (recorded as the clip's bounds).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = [])
    {
        let bounds = path.applying(transform).boundingRect
        clipRect = clipRect.map { $0.intersection(bounds) } ?? bounds
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Drawing

    /// Draws `path` into the context, filling the unclipped pixels in `shading`.
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
        recorder.operations.append(.fill(path.applying(transform), shading, opacity: opacity))
    }

    /// Draws `path` into the context, stroking it with `shading` in `style`.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {
        recorder.operations.append(.stroke(path.applying(transform), shading, style, opacity: opacity))
    }

    /// Draws `path` into the context, stroking it with `shading` at `lineWidth`.
    ///
    /// ```swift
    /// context.stroke(sparkline, with: .color(.green), lineWidth: 2)
    /// ```
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a text into the context, at a point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.operations.append(.text(text.content, at: point.transformed(transform)))
    }

    /// Draws a text into the context, in a rectangle.
    public func draw(_ text: Text, in rect: CGRect) {
        recorder.operations.append(.text(text.content, at: rect.origin.transformed(transform)))
    }

    /// Draws an image into the context, at a point.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = point.transformed(transform)
        recorder.operations.append(.image(image.name, in: CGRect(origin: origin, size: .zero)))
    }

    /// Draws an image into the context, in a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let origin = rect.origin.transformed(transform)
        recorder.operations.append(.image(image.name, in: CGRect(origin: origin, size: rect.size)))
    }

    /// An image resolved to a particular environment: its size known, ready to draw many times.
    ///
    /// ```swift
    /// let star = context.resolve(Image(systemName: "star.fill"))
    /// for point in points { context.draw(star, at: point) }
    /// ```
    public struct ResolvedImage {
        let image: Image
        /// The size of the image.
        public var size: CGSize { resolvedSize }
        let resolvedSize: CGSize
        /// The distance from the top of the image to its baseline.
        public let baseline: CGFloat
        /// The shading to fill uncolored image regions with (a symbol's); nil keeps the
        /// image's own colors.
        public var shading: GraphicsContext.Shading?
    }

    /// Gets a version of an image that's fixed with the current values of the graphics
    /// context's environment: a symbol sized by the environment's font and image scale (as `Image`
    /// lays out: a square, the stand-in's assumption), a named image at
    /// zero size (no assets here).
    ///
    /// ```swift
    /// let image = context.resolve(Image(systemName: "heart.fill"))
    /// context.draw(image, in: CGRect(origin: .zero, size: image.size))
    /// ```
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage {
        guard image.isSystemSymbol else {
            return ResolvedImage(image: image, resolvedSize: .zero, baseline: 0, shading: nil)
        }
        // Sized as `Image(systemName:)` lays out (`SymbolImageLayout`), its baseline where the
        // font's descent leaves it.
        let side = SymbolImageLayout.side(in: environmentValues)
        let font = ResolvedFont.resolve(
            environmentValues.font ?? .body, dynamicTypeSize: environmentValues.dynamicTypeSize)
        return ResolvedImage(
            image: image, resolvedSize: CGSize(width: side, height: side), baseline: side - font.descent,
            shading: .foreground)
    }

    /// Draws a resolved image into the context, using the specified rectangle as a layout
    /// frame.
    ///
    /// ```swift
    /// context.draw(context.resolve(Image(systemName: "pin")), in: CGRect(x: 0, y: 0, width: 24, height: 24))
    /// ```
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a point
    /// in the context: the image keeps its resolved size.
    ///
    /// ```swift
    /// context.draw(context.resolve(Image(systemName: "pin")), at: location, anchor: .bottom)
    /// ```
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(
            x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image.image, in: CGRect(origin: origin, size: image.size))
    }

    /// Returns a version of a shading resolved with the current values of the graphics
    /// context's environment.
    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { shading }

    /// Options that affect the rendering of color gradients.
    @frozen public struct GradientOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates an option set from a raw value.
        nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static var `repeat`: GraphicsContext.GradientOptions { GradientOptions(rawValue: 1) }
        /// An option that repeats the gradient outside its nominal range, reflecting every
        /// other instance.
        public static var mirror: GraphicsContext.GradientOptions { GradientOptions(rawValue: 2) }
        /// An option that interpolates between colors in a linear color space.
        public static var linearColor: GraphicsContext.GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: Sendable {
        package enum Kind: Sendable {
            case style(any ShapeStyle)
            case linearGradient(Gradient, start: CGPoint, end: CGPoint)
            case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conicGradient(Gradient, center: CGPoint, angle: Angle)
        }

        package let kind: Kind

        /// A shading instance that draws a copy of the current background.
        public static var backdrop: GraphicsContext.Shading { Shading(kind: .style(Color.clear)) }

        /// A shading instance that fills with the foreground style from the graphics
        /// context's environment.
        public static var foreground: GraphicsContext.Shading { Shading(kind: .style(ForegroundStyle())) }

        /// Returns a shading instance that fills with a color.
        ///
        /// ```swift
        /// context.fill(path, with: .color(.red))
        /// ```
        public static func color(_ color: Color) -> GraphicsContext.Shading { Shading(kind: .style(color)) }

        /// Returns a shading instance that fills with a color in the given color space.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> GraphicsContext.Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Returns a shading instance that fills with a monochrome color in the given color
        /// space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> GraphicsContext.Shading
        {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Returns a shading instance that fills with the given shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { Shading(kind: .style(style)) }

        /// Returns a shading instance that fills a linear (axial) gradient.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = []
        ) -> GraphicsContext.Shading {
            Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
        }

        /// Returns a shading instance that fills a radial gradient.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GraphicsContext.GradientOptions = []
        ) -> GraphicsContext.Shading {
            Shading(kind: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// Returns a shading instance that fills a conic (angular) gradient.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = []
        ) -> GraphicsContext.Shading {
            Shading(kind: .conicGradient(gradient, center: center, angle: angle))
        }

        /// How the shading reads in the text tree.
        package var headlessDescription: String {
            switch kind {
            case .style(let style): shapeStyleDescription(style)
            case .linearGradient(let gradient, _, _): "linearGradient(\(gradientDescription(gradient) ?? ""))"
            case .radialGradient(let gradient, _, _, _): "radialGradient(\(gradientDescription(gradient) ?? ""))"
            case .conicGradient(let gradient, _, _): "conicGradient(\(gradientDescription(gradient) ?? ""))"
            }
        }

        /// The shape style the host draws the shading with: the style, or the gradient's
        /// colors top to bottom.
        package var drawnStyle: any ShapeStyle {
            switch kind {
            case .style(let style): style
            case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
                .conicGradient(let gradient, _, _):
                gradient
            }
        }
    }
}

@available(*, unavailable)
extension GraphicsContext: Sendable {}
