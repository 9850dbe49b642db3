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

    /// What the rule says in an environment with these values: an axis, or an axis that
    /// depends on whether the content overflows its width (only a condition with
    /// `AdaptiveStackCondition.overflows` can leave that open).
    func decision(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> AxisDecision {
        switch self {
        case .condition(let condition):
            return condition.decision(horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
        case .handler(let handler):
            return .fixed(handler(horizontalSizeClass, dynamicTypeSize) ? .vertical : .horizontal)
        }
    }
}

/// A condition with the environment applied: whether the stack is vertical, as a function of
/// the one thing the environment cannot tell, whether the children overflow the proposed width.
///
/// A function of one `Bool` is its two values, so `and`, `or` and `not` act on them one by
/// one; there are four: always horizontal, always vertical, vertical when overflowing
/// (`.overflows`), vertical when fitting (`.not(.overflows)`).
struct AxisDecision: Hashable, Sendable {
    /// Whether the stack is vertical when the children's ideal widths and spacing exceed the
    /// proposed width.
    var verticalWhenOverflowing: Bool
    /// Whether the stack is vertical when they fit.
    var verticalWhenFitting: Bool

    /// The same axis whether the children fit or not.
    static func fixed(_ axis: Axis) -> AxisDecision {
        AxisDecision(verticalWhenOverflowing: axis == .vertical, verticalWhenFitting: axis == .vertical)
    }

    /// The axis when the environment alone decides it; `nil` when it depends on the fit.
    var fixedAxis: Axis? {
        guard verticalWhenOverflowing == verticalWhenFitting else { return nil }
        return verticalWhenFitting ? .vertical : .horizontal
    }

    /// The axis for children that overflow the proposed width, or fit it.
    func axis(overflows: Bool) -> Axis {
        (overflows ? verticalWhenOverflowing : verticalWhenFitting) ? .vertical : .horizontal
    }
}

/// The alignments and spacings of an adaptive stack, and the layout they make on each axis.
struct AdaptiveStackMetrics: Equatable, Sendable {
    /// The alignment of the vertical stack's children.
    var horizontalAlignment: HorizontalAlignment
    /// The spacing between the horizontal stack's children.
    var horizontalSpacing: CGFloat?
    /// The alignment of the horizontal stack's children.
    var verticalAlignment: VerticalAlignment
    /// The spacing between the vertical stack's children.
    var verticalSpacing: CGFloat?

    /// The horizontal stack: `verticalAlignment`, `horizontalSpacing`.
    var horizontalLayout: HStackLayout {
        HStackLayout(alignment: verticalAlignment, spacing: horizontalSpacing)
    }

    /// The vertical stack: `horizontalAlignment`, `verticalSpacing`.
    var verticalLayout: VStackLayout {
        VStackLayout(alignment: horizontalAlignment, spacing: verticalSpacing)
    }

    /// The layout on `axis`, type-erased so that every axis is the same view to the children
    /// (they keep their identity and state, and the change can animate).
    func layout(on axis: Axis) -> AnyLayout {
        axis == .vertical ? AnyLayout(verticalLayout) : AnyLayout(horizontalLayout)
    }

    /// The layout for `decision`: a stack when the environment decided the axis, otherwise
    /// the layout that measures the children and picks the axis itself. Both are `AnyLayout`,
    /// so a change from one to the other keeps the children's identity too.
    func layout(for decision: AxisDecision) -> AnyLayout {
        if let axis = decision.fixedAxis { return layout(on: axis) }
        return AnyLayout(AdaptiveStackFitLayout(metrics: self, decision: decision))
    }
}
