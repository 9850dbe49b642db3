import Foundation

/// A type that defines the geometry of a scroll view.
///
/// ```swift
/// ScrollView { content }
///     .onScrollGeometryChange(for: Bool.self) { geometry in
///         geometry.contentOffset.y > 0
///     } action: { _, scrolled in
///         showsShadow = scrolled
///     }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view: its position within its content.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: the scroll view's own size.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view, in its content's coordinates: the container's size
    /// at the content offset ("computed from the scroll view's content offset, content insets,
    /// and its container size", Apple).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds rect of the scroll view: the visible rect within the content insets ("Unlike
    /// the visible rect, this value is within the content insets of the scroll view", Apple).
    public var bounds: CGRect {
        let visible = visibleRect
        return CGRect(
            x: visible.minX + contentInsets.leading, y: visible.minY + contentInsets.top,
            width: max(0, visible.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, visible.height - contentInsets.top - contentInsets.bottom))
    }

    /// A textual representation of the geometry, for debugging.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}
