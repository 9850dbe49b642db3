#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// Which way an adaptive stack lays out its content: the pure decision behind
/// ``AdaptiveStack``, ``CompactStack`` and ``AccessibleStack``, with no view code.
///
/// When the condition holds the stack is vertical, otherwise horizontal.
enum StackAxisRule {
    /// A condition written as a value (comparable, so an unchanged stack can be skipped).
    case condition(AdaptiveStackCondition)
    /// A condition written as a closure: `AdaptiveStack.ConditionHandler`.
    case handler((UserInterfaceSizeClass?, DynamicTypeSize) -> Bool)

    /// The stack's axis in an environment with these values.
    func axis(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Axis {
        let isVertical: Bool
        switch self {
        case .condition(let condition):
            isVertical = condition.isSatisfied(
                horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
        case .handler(let handler):
            isVertical = handler(horizontalSizeClass, dynamicTypeSize)
        }
        return isVertical ? .vertical : .horizontal
    }
}

/// The alignments and spacings of an adaptive stack, and the layout they make on each axis.
struct AdaptiveStackMetrics: Equatable {
    /// The alignment of the vertical stack's children.
    var horizontalAlignment: HorizontalAlignment
    /// The spacing between the horizontal stack's children.
    var horizontalSpacing: CGFloat?
    /// The alignment of the horizontal stack's children.
    var verticalAlignment: VerticalAlignment
    /// The spacing between the vertical stack's children.
    var verticalSpacing: CGFloat?

    /// The layout on `axis`, type-erased so that every axis is the same view to the children
    /// (they keep their identity and state, and the change can animate).
    func layout(on axis: Axis) -> AnyLayout {
        axis == .vertical
            ? AnyLayout(VStackLayout(alignment: horizontalAlignment, spacing: verticalSpacing))
            : AnyLayout(HStackLayout(alignment: verticalAlignment, spacing: horizontalSpacing))
    }
}
