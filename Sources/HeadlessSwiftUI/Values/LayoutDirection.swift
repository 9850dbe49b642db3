/// A direction in which SwiftUI can lay out content.
///
/// ```swift
/// if subviews.layoutDirection == .rightToLeft { /* mirror */ }
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}
