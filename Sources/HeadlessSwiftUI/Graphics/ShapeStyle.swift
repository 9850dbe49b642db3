import Foundation

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// `Never` is a shape style, as in SwiftUICore (iOS 17): the `Resolved` type of a style that
/// resolves to nothing.
extension Never: ShapeStyle {}
