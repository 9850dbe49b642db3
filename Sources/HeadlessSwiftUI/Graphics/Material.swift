import Foundation

/// A background material type: a blur of what is behind the view, tinted by the system
/// background. The stand-in draws no blur: it fills with the system background color at an
/// opacity that grows with the thickness (ultra thin 0.3, thin 0.5, regular 0.7, thick 0.85,
/// ultra thick 0.95, a bar's 0.8: the stand-in's assumptions; Apple gives no figures).
///
/// ```swift
/// Text("Now playing").padding().background(.regularMaterial, in: Capsule())
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {
    /// How opaque the material's tint is drawn.
    package let opacity: Double
    /// The material's name, as the text tree shows it.
    package let name: String

    /// A material that's somewhat translucent.
    public static var regular: Material { Material(opacity: 0.7, name: "regularMaterial") }
    /// A material that's more opaque than translucent.
    public static var thick: Material { Material(opacity: 0.85, name: "thickMaterial") }
    /// A material that's more translucent than opaque.
    public static var thin: Material { Material(opacity: 0.5, name: "thinMaterial") }
    /// A mostly translucent material.
    public static var ultraThin: Material { Material(opacity: 0.3, name: "ultraThinMaterial") }
    /// A mostly opaque material.
    public static var ultraThick: Material { Material(opacity: 0.95, name: "ultraThickMaterial") }
    /// A material matched to the current platform's bars (navigation bar, toolbar, tab bar).
    public static var bar: Material { Material(opacity: 0.8, name: "bar") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matched to the current platform's bars.
    public static var bar: Material { .bar }
}

extension View {
    /// Sets the view's background to a shape filled with a style, behind the view and as large
    /// as it.
    ///
    /// ```swift
    /// Text("Label").padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    /// ```
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Sets the view's background to an insettable shape filled with a style.
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: InsettableShape {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Sets the view's background to a shape filled with the default background style.
    ///
    /// ```swift
    /// Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 8))
    /// ```
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
    where S: Shape {
        background(alignment: .center) { shape.fill(BackgroundStyle(), style: fillStyle) }
    }

    /// Sets the view's background to an insettable shape filled with the default background style.
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
    where S: InsettableShape {
        background(alignment: .center) { shape.fill(BackgroundStyle(), style: fillStyle) }
    }
}
