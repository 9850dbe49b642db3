import Foundation

/// A rendering effect recorded on a modifier node: what `scaleEffect`, `rotationEffect`,
/// `shadow`, `border`, `blur` and the color adjustments draw. None of them changes layout:
/// Apple documents `scaleEffect(_:anchor:)` as scaling "this view's rendered output" and
/// `rotationEffect(_:anchor:)` as rotating "a view's rendered output"
/// (developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)); that the frame
/// stays is the stand-in's reading of "rendered output" (assumption, not spelled out there).
/// The host's SVG renderer draws the geometric ones.
package enum NodeEffect: Sendable {
    /// A transform about an anchor of the view's frame: scale, rotation or an affine matrix.
    case transform(CGAffineTransform, anchor: UnitPoint)
    /// `rotation3DEffect`: recorded, not drawn (no perspective in the SVG renderer).
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat))
    /// `shadow(color:radius:x:y:)`.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `border(_:width:)`: a stroke of the given width inside the view's frame, in front of it.
    case border(any ShapeStyle, width: CGFloat)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat)
    /// A color filter or compositing change the renderer does not draw (`brightness`,
    /// `blendMode`, `compositingGroup`, `mask`, ...), by name.
    case filter(String)
}
