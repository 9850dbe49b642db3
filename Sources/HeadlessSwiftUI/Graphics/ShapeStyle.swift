import Foundation

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}
