import Foundation

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when
    /// drawing.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.gradient.opacity(0.4))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A shape style drawn at a fraction of its opacity (`ShapeStyle.opacity(_:)`): the renderer
/// resolves `base` and multiplies its colors' opacity.
package struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    package let base: Base
    package let opacity: Double
}

/// A shape style that wraps another and fades it, read by the renderer and the text tree
/// whatever the wrapped style's type.
package protocol FadedShapeStyle {
    var fadedBase: any ShapeStyle { get }
    var fadedOpacity: Double { get }
}

extension OpacityShapeStyle: FadedShapeStyle {
    package var fadedBase: any ShapeStyle { base }
    package var fadedOpacity: Double { opacity }
}
