#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A stack that is vertical when the horizontal size class is compact, and horizontal
/// otherwise: an ``AdaptiveStack`` with the `.compact` condition.
///
/// Children keep their identity and `@State` when the size class changes.
///
/// ```swift
/// CompactStack {
///     Text("01:00:05:12")
///     Button(role: .destructive) {
///     } label: {
///         Label("Reset", systemImage: "clock.arrow.circlepath")
///     }
/// }
/// ```
public struct CompactStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private let metrics: AdaptiveStackMetrics
    private let content: Content

    /// Creates a stack that is vertical in a compact horizontal size class.
    ///
    /// ```swift
    /// CompactStack(horizontalAlignment: .leading, horizontalSpacing: 12) {
    ///     Text("01:00:05:12")
    ///     Button("Reset") {}
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - horizontalAlignment: The children's alignment on the vertical axis.
    ///   - horizontalSpacing: The spacing between children on the horizontal axis.
    ///   - verticalAlignment: The children's alignment on the horizontal axis.
    ///   - verticalSpacing: The spacing between children on the vertical axis.
    ///   - content: The stacked views.
    public init(
        horizontalAlignment: HorizontalAlignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalAlignment: VerticalAlignment = .center,
        verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        metrics = AdaptiveStackMetrics(
            horizontalAlignment: horizontalAlignment,
            horizontalSpacing: horizontalSpacing,
            verticalAlignment: verticalAlignment,
            verticalSpacing: verticalSpacing
        )
        self.content = content()
    }

    /// The content in a vertical or horizontal stack layout: an `AnyLayout` wrapping a
    /// `VStackLayout` or an `HStackLayout`, so the children are the same views on both axes.
    ///
    /// ```swift
    /// // HStackLayout at .large, VStackLayout at .accessibility1:
    /// CompactStack { Text("A"); Text("B") }
    /// ```
    public var body: some View {
        // `.compact` does not look at the Dynamic Type size (the decision tests prove it for
        // every size), so this view reads only the size class and a text size change does
        // not re-evaluate it.
        let decision = StackAxisRule.condition(.compact).decision(
            horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: .large)
        let layout = metrics.layout(for: decision)
        layout {
            content
        }
    }
}
