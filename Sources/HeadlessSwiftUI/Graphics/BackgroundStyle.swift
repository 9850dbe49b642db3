import Foundation

/// The background style in the current context: the system background (white in light mode,
/// black in dark mode; the SVG draws it so).
///
/// ```swift
/// Text("Card").padding().background(.background, in: RoundedRectangle(cornerRadius: 8))
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
    /// Creates a background style instance.
    @inlinable public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { .init() }
}
