#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A stack that is vertical at the accessibility Dynamic Type sizes, and horizontal
/// otherwise: an ``AdaptiveStack`` with the `.accessible` condition.
///
/// Children keep their identity and `@State` when the text size changes.
///
/// ```swift
/// AccessibleStack {
///     Text("01:00:05:12")
///     Button(role: .destructive) {
///     } label: {
///         Label("Reset", systemImage: "clock.arrow.circlepath")
///     }
/// }
/// ```
public struct AccessibleStack<Content: View>: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private let metrics: AdaptiveStackMetrics
    private let content: Content

    /// Creates a stack that is vertical at the accessibility Dynamic Type sizes
    /// (`DynamicTypeSize.isAccessibilitySize`).
    ///
    /// ```swift
    /// AccessibleStack(horizontalAlignment: .leading, verticalSpacing: 8) {
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
    /// AccessibleStack { Text("A"); Text("B") }
    /// ```
    public var body: some View {
        // `.accessible` does not look at the size class (the decision tests prove it for every
        // size class), so this view reads only the Dynamic Type size and a size class change
        // does not re-evaluate it.
        let decision = StackAxisRule.condition(.accessible).decision(
            horizontalSizeClass: nil, dynamicTypeSize: dynamicTypeSize)
        let layout = metrics.layout(for: decision)
        layout {
            content
        }
    }
}
