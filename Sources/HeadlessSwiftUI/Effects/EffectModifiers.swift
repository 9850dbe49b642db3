import Foundation

/// Modes for compositing a view with overlapping content.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: Sendable {
    /// Draws the content normally.
    case normal
    /// Multiplies the content with what is behind it.
    case multiply
    /// Screens the content with what is behind it.
    case screen
    /// Overlays the content.
    case overlay
    /// Keeps the darker of the two colors.
    case darken
    /// Keeps the lighter of the two colors.
    case lighten
    /// Brightens what is behind to reflect the content.
    case colorDodge
    /// Darkens what is behind to reflect the content.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Subtracts the darker color from the lighter.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The hue of the content.
    case hue
    /// The saturation of the content.
    case saturation
    /// The hue and saturation of the content.
    case color
    /// The luminosity of the content.
    case luminosity
    /// The content is drawn only where it overlaps what is behind it.
    case sourceAtop
    /// What is behind is drawn over the content.
    case destinationOver
    /// The content erases what is behind it.
    case destinationOut
    /// Adds and darkens.
    case plusDarker
    /// Adds and lightens.
    case plusLighter
}

extension BlendMode: Equatable, Hashable {}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}

extension ColorRenderingMode: Equatable, Hashable {}

extension View {
    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point. The view's frame does not change.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(CGSize(width: 1.5, height: 1.5))
    /// ```
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let text =
            scale.width == scale.height
            ? HeadlessValueFormat.number(scale.width)
            : "x: \(HeadlessValueFormat.number(scale.width)), y: \(HeadlessValueFormat.number(scale.height))"
        return effect(
            "scaleEffect(\(text)\(anchorText(anchor)))",
            .transform(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor))
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    ///
    /// ```swift
    /// Circle().scaleEffect(isPressed ? 0.9 : 1)
    /// ```
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates a view's rendered output in two dimensions around the specified point. The
    /// view's frame does not change.
    ///
    /// ```swift
    /// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
    /// ```
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(
            "rotationEffect(\(HeadlessValueFormat.number(angle.degrees))°\(anchorText(anchor)))",
            .transform(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor: anchor))
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified
    /// axis.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let axisText = [axis.x, axis.y, axis.z].map { HeadlessValueFormat.number($0) }.joined(separator: ", ")
        return effect(
            "rotation3DEffect(\(HeadlessValueFormat.number(angle.degrees))°, axis: (\(axisText)))",
            .rotation3D(angle, axis: axis))
    }

    /// Applies an affine transformation to this view's rendered output.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return effect(
            "transformEffect(\(values.map { HeadlessValueFormat.number($0) }.joined(separator: ", ")))",
            .transform(transform, anchor: .topLeading))
    }

    /// Adds a shadow to this view.
    ///
    /// The default color is black at 33% opacity (`Color(.sRGBLinear, white: 0, opacity:
    /// 0.33)` in SwiftUI's interface).
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        var text = "shadow(radius: \(HeadlessValueFormat.number(radius))"
        if x != 0 { text += ", x: \(HeadlessValueFormat.number(x))" }
        if y != 0 { text += ", y: \(HeadlessValueFormat.number(y))" }
        return effect(text + ")", .shadow(color: color, radius: radius, x: x, y: y))
    }

    /// Adds a border to this view with the specified style and width.
    ///
    /// Drawn as a stroke inside the view's frame, in front of it, as
    /// `overlay(Rectangle().strokeBorder(content, lineWidth: width))` would (assumption: Apple's
    /// page gives the signature, not the geometry); the frame does not change.
    /// ```swift
    /// Text("Tag").padding(4).border(.gray, width: 1)
    /// ```
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        effect(
            "border(\(shapeStyleDescription(content)), width: \(HeadlessValueFormat.number(width)))",
            .border(content, width: width))
    }

    /// Applies a Gaussian blur to this view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect("blur(radius: \(HeadlessValueFormat.number(radius)))", .blur(radius: radius))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        effect("blendMode(.\(blendMode))", .filter("blendMode"))
    }

    /// Wraps this view in a compositing group.
    nonisolated public func compositingGroup() -> some View {
        effect("compositingGroup", .filter("compositingGroup"))
    }

    /// Composites this view's contents into an offscreen image before final display.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
        -> some View
    {
        effect("drawingGroup", .filter("drawingGroup"))
    }

    /// Brightens this view by the specified amount.
    nonisolated public func brightness(_ amount: Double) -> some View {
        effect("brightness(\(HeadlessValueFormat.number(amount)))", .filter("brightness"))
    }

    /// Sets the contrast and separation between similar colors in this view.
    nonisolated public func contrast(_ amount: Double) -> some View {
        effect("contrast(\(HeadlessValueFormat.number(amount)))", .filter("contrast"))
    }

    /// Adjusts the color saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View {
        effect("saturation(\(HeadlessValueFormat.number(amount)))", .filter("saturation"))
    }

    /// Adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        effect("grayscale(\(HeadlessValueFormat.number(amount)))", .filter("grayscale"))
    }

    /// Applies a hue rotation effect to this view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        effect("hueRotation(\(HeadlessValueFormat.number(angle.degrees))°)", .filter("hueRotation"))
    }

    /// Adds a color multiplication effect to this view.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        effect("colorMultiply(\(color.headlessDescription))", .filter("colorMultiply"))
    }

    /// Inverts the colors in this view.
    nonisolated public func colorInvert() -> some View {
        effect("colorInvert", .filter("colorInvert"))
    }

    /// Adds a luminance to alpha effect to this view.
    nonisolated public func luminanceToAlpha() -> some View {
        effect("luminanceToAlpha", .filter("luminanceToAlpha"))
    }

    /// Masks this view using the alpha channel of the given view.
    ///
    /// Recorded only: the stand-in neither evaluates nor draws the mask view.
    /// ```swift
    /// Color.blue.mask { Text("Masked").font(.largeTitle) }
    /// ```
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        effect("mask(\(typeName(Mask.self)))", .filter("mask"))
    }

    /// Masks this view using the alpha channel of the given view.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        effect("mask(\(typeName(Mask.self)))", .filter("mask"))
    }

    nonisolated private func effect(_ attribute: String, _ effect: NodeEffect) -> some View {
        modifier(DrawingModifier(attribute, .effect(effect)))
    }
}

/// `, anchor: .topLeading` when the anchor is not the center.
private func anchorText(_ anchor: UnitPoint) -> String {
    anchor == .center
        ? "" : ", anchor: (\(HeadlessValueFormat.number(anchor.x)), \(HeadlessValueFormat.number(anchor.y)))"
}
