import Foundation

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

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    ///
    /// ```swift
    /// Color.blue.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))
    /// ```
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Rectangle: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

extension RoundedRectangle: InsettableShape {
    /// Returns `self` inset by `amount`: the corners shrink by the same amount.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(
            shape: RoundedRectangle(
                cornerSize: CGSize(
                    width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0)),
                style: style),
            amount: amount)
    }
}

extension Circle: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

extension Ellipse: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

extension Capsule: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

/// Describes the corner radius values of a rounded rectangle with uneven corners.
///
/// ```swift
/// RectangleCornerRadii(topLeading: 16, topTrailing: 16)
/// ```
@frozen public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    nonisolated public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame
/// of the view containing it.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.teal)
/// ```
@frozen public struct UnevenRoundedRectangle: Shape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

/// A shape that is replaced by an inset version of the current container shape. If no
/// container shape was defined, is replaced by a rectangle.
///
/// The stand-in defines no container shapes (widgets' and iOS 26's), so it is always the
/// rectangle of its frame: what Apple documents for "no container shape".
@frozen public struct ContainerRelativeShape: Shape {
    /// Creates a container-relative shape.
    nonisolated public init() {}

    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

extension RectangleCornerRadii {
    /// The type defining the data to animate: the top corners, then the bottom ones (the SDK's
    /// type; which corner is which component is the stand-in's choice).
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    /// The data to animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading)) }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}
