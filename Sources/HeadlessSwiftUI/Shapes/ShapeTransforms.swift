import Foundation

/// A shape with a translation offset transform applied to it.
///
/// ```swift
/// Circle().offset(x: 10, y: 0)
/// ```
@frozen public struct OffsetShape<Content>: Shape where Content: Shape {
    /// The shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize

    /// Creates a shape offset by `offset`.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape with a rotation transform applied to it.
///
/// ```swift
/// Rectangle().rotation(.degrees(45))
/// ```
@frozen public struct RotatedShape<Content>: Shape where Content: Shape {
    /// The shape.
    public var shape: Content
    /// The angle of rotation.
    public var angle: Angle
    /// The point of the frame the shape rotates around.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape with a scale transform applied to it.
///
/// ```swift
/// Circle().scale(0.5)
/// ```
@frozen public struct ScaledShape<Content>: Shape where Content: Shape {
    /// The shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The point of the frame the shape scales around.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape with an affine transform applied to it.
@frozen public struct TransformedShape<Content>: Shape where Content: Shape {
    /// The shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// A type-erased shape value.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
@frozen public struct AnyShape: Shape, @unchecked Sendable {
    package let base: any Shape

    /// Create an any shape instance from a shape.
    nonisolated public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }
}

/// A shape drawn as a stroke of its path (`stroke(style:)`), for the renderer.
package protocol StrokedShapeDrawing {
    nonisolated var drawnStrokeStyle: StrokeStyle { get }
}

/// `stroke(style:)` as a shape: the outline of the shape, drawn as a stroke. Its path is the
/// shape's own (CoreGraphics' stroked outline is not computed: `strokedPath(_:)` is a gap).
struct StrokedShape<Content: Shape>: Shape, HeadlessShapeDescribing, StrokedShapeDrawing {
    var drawnStrokeStyle: StrokeStyle { style }
    let shape: Content
    let style: StrokeStyle

    func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    var headlessDescription: String { "\(shapeDescription(shape)).stroke(\(style.headlessDescription))" }
}

/// `trim(from:to:)`: the part of the shape's path between two fractions of its length.
struct TrimmedShape<Content: Shape>: Shape, HeadlessShapeDescribing {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }

    var headlessDescription: String {
        "\(shapeDescription(shape)).trim(\(HeadlessValueFormat.number(from))...\(HeadlessValueFormat.number(to)))"
    }
}

/// `size(_:)`: the shape's path made in a rect of a fixed size at the frame's origin.
struct SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize

    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

/// A built-in shape inset by an amount on every side.
struct InsetShapeBox<Content: Shape>: InsettableShape, HeadlessShapeDescribing {
    let shape: Content
    let amount: CGFloat

    func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }

    func inset(by amount: CGFloat) -> InsetShapeBox<Content> {
        InsetShapeBox(shape: shape, amount: self.amount + amount)
    }

    var headlessDescription: String { "\(shapeDescription(shape)).inset(\(HeadlessValueFormat.number(amount)))" }
}
