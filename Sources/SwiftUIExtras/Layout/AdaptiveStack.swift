#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A stack that is vertical while a condition on the horizontal size class, the Dynamic
/// Type size or the fit of its content holds, and horizontal otherwise.
///
/// The axis switches through `AnyLayout`, so the content is the same views on both axes:
/// children keep their identity and `@State` when the size class, the text size or the
/// available width changes, and the change animates when it happens inside an animation.
///
/// ```swift
/// AdaptiveStack(condition: .compact.or(.accessible)) {
///     Text("01:00:05:12")
///     Button(role: .destructive) {
///     } label: {
///         Label("Reset", systemImage: "clock.arrow.circlepath")
///     }
/// }
/// ```
///
/// On the vertical axis the stack uses `horizontalAlignment` and `verticalSpacing` (a
/// `VStackLayout`); on the horizontal axis `verticalAlignment` and `horizontalSpacing` (an
/// `HStackLayout`).
///
/// With ``AdaptiveStackCondition/overflows`` the stack also switches on fit: horizontal
/// while its children's ideal widths plus spacing fit the width it is offered, vertical
/// otherwise, decided by one custom layout during layout:
///
/// ```swift
/// AdaptiveStack(condition: .accessible.or(.overflows)) {
///     Text("01:00:05:12")
///     Button("Reset") {}
/// }
/// ```
public struct AdaptiveStack<Content: View>: View {
    /// Decides the axis from the horizontal size class and the Dynamic Type size: `true`
    /// stacks vertically.
    ///
    /// ```swift
    /// let compactXXXLarge: AdaptiveStack.ConditionHandler = { sizeClass, typeSize in
    ///     sizeClass == .compact && typeSize >= .xxxLarge
    /// }
    /// ```
    public typealias ConditionHandler = (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool

    /// The conditions you can pass instead of a closure: ``AdaptiveStackCondition``.
    ///
    /// ```swift
    /// let condition: AdaptiveStack.Condition = .compact.or(.accessible)
    /// ```
    public typealias Condition = AdaptiveStackCondition

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private let metrics: AdaptiveStackMetrics
    private let rule: StackAxisRule
    private let content: Content

    /// Creates a stack that decides its axis with a closure: vertical while `condition`
    /// returns `true`.
    ///
    /// ```swift
    /// private func compactXXXLarge(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
    ///     horizontalSizeClass == .compact && dynamicTypeSize >= .xxxLarge
    /// }
    ///
    /// var body: some View {
    ///     AdaptiveStack(condition: compactXXXLarge) {
    ///         Text("01:00:05:12")
    ///         Button("Reset") {}
    ///     }
    /// }
    /// ```
    ///
    /// A closure cannot be compared, so the stack runs its body every time its parent does;
    /// a ``Condition`` value does not have that cost.
    ///
    /// - Parameters:
    ///   - horizontalAlignment: The children's alignment on the vertical axis.
    ///   - horizontalSpacing: The spacing between children on the horizontal axis.
    ///   - verticalAlignment: The children's alignment on the horizontal axis.
    ///   - verticalSpacing: The spacing between children on the vertical axis.
    ///   - condition: Whether to stack vertically, given the horizontal size class and the
    ///     Dynamic Type size.
    ///   - content: The stacked views.
    public init(
        horizontalAlignment: HorizontalAlignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalAlignment: VerticalAlignment = .center,
        verticalSpacing: CGFloat? = nil,
        condition: @escaping ConditionHandler,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            metrics: AdaptiveStackMetrics(
                horizontalAlignment: horizontalAlignment,
                horizontalSpacing: horizontalSpacing,
                verticalAlignment: verticalAlignment,
                verticalSpacing: verticalSpacing
            ),
            rule: .handler(condition),
            content: content()
        )
    }

    /// Creates a stack that is vertical while `condition` holds.
    ///
    /// ```swift
    /// AdaptiveStack(horizontalAlignment: .leading, verticalSpacing: 4, condition: .compact) {
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
    ///   - condition: When to stack vertically: `.compact`, `.accessible`,
    ///     `.compact.or(.accessible)`, ...
    ///   - content: The stacked views.
    public init(
        horizontalAlignment: HorizontalAlignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalAlignment: VerticalAlignment = .center,
        verticalSpacing: CGFloat? = nil,
        condition: Condition,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            metrics: AdaptiveStackMetrics(
                horizontalAlignment: horizontalAlignment,
                horizontalSpacing: horizontalSpacing,
                verticalAlignment: verticalAlignment,
                verticalSpacing: verticalSpacing
            ),
            rule: .condition(condition),
            content: content()
        )
    }

    init(metrics: AdaptiveStackMetrics, rule: StackAxisRule, content: Content) {
        self.metrics = metrics
        self.rule = rule
        self.content = content
    }

    /// The content in a vertical or horizontal stack layout: an `AnyLayout` wrapping a
    /// `VStackLayout` or an `HStackLayout`, so the children are the same views on both axes.
    /// When the environment leaves the axis to the fit (``AdaptiveStackCondition/overflows``),
    /// the `AnyLayout` wraps one layout that measures the children and lays them out as
    /// either stack.
    ///
    /// ```swift
    /// // HStackLayout at .large, VStackLayout at .accessibility1:
    /// AdaptiveStack(condition: .accessible) { Text("A"); Text("B") }
    /// ```
    public var body: some View {
        let decision = rule.decision(horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
        let layout = metrics.layout(for: decision)
        layout {
            content
        }
    }
}
