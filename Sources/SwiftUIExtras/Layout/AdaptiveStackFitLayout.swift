#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// The layout of an ``AdaptiveStack`` whose condition depends on the fit
/// (`AdaptiveStackCondition.overflows`): for each proposal it measures the children's ideal
/// widths and the spacing between them, decides the axis, and leaves the sizing and placing
/// to an `HStackLayout` or a `VStackLayout` with the stack's alignment and spacing for that
/// axis.
///
/// One layout for both axes, so each child exists once: it keeps its identity and `@State`
/// when the axis switches (`ViewThatFits` would build the content twice and show one copy).
/// The stack wraps it in `AnyLayout`, as it does the plain stacks when the environment alone
/// decides, so moving between the two never changes the view's type either.
///
/// Only the public `Layout` API is used, so this compiles against SwiftUI as it is.
///
/// A `Layout` has one static orientation (`layoutProperties`), so a `Spacer` among the
/// children expands along both axes, as a `Spacer` outside a stack does; give it a frame
/// where that matters.
struct AdaptiveStackFitLayout: Layout, Sendable {
    /// The alignment and spacing of each axis.
    let metrics: AdaptiveStackMetrics
    /// The axis for children that overflow and for children that fit (a decision the
    /// environment left open, so one of each).
    let decision: AxisDecision

    /// Room for floating-point error when the ideal widths are added up, as `ViewThatFits` in
    /// the stand-in allows: a width that fits to a ten-thousandth of a point fits.
    static let tolerance: CGFloat = 0.0001

    /// What depends on the subviews alone, kept between layout passes until SwiftUI reports
    /// that the layout or a subview changed (`updateCache`): the children's ideal width side
    /// by side, and each stack's own cache, so switching axis does not rebuild them.
    struct Cache {
        var idealWidth: CGFloat
        var horizontal: HStackLayout.Cache
        var vertical: VStackLayout.Cache
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(
            idealWidth: idealWidth(of: subviews),
            horizontal: Self.makeCache(of: metrics.horizontalLayout, subviews: subviews),
            vertical: Self.makeCache(of: metrics.verticalLayout, subviews: subviews))
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.idealWidth = idealWidth(of: subviews)
        Self.updateCache(of: metrics.horizontalLayout, &cache.horizontal, subviews: subviews)
        Self.updateCache(of: metrics.verticalLayout, &cache.vertical, subviews: subviews)
    }

    /// The width the children take side by side at their ideal sizes: each one's width when
    /// offered no size, plus the stack's `horizontalSpacing` between neighbours, or each
    /// pair's preferred distance when it is `nil` (as `HStack` spaces them).
    func idealWidth(of subviews: Subviews) -> CGFloat {
        var width: CGFloat = 0
        for index in subviews.indices {
            width += subviews[index].sizeThatFits(.unspecified).width
            if index > subviews.startIndex {
                width +=
                    metrics.horizontalSpacing
                    ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }
        }
        return width
    }

    /// Whether children `idealWidth` wide side by side are wider than `proposal` offers. A
    /// proposal with no width (the ideal size is asked) or an infinite one has room for
    /// anything.
    static func overflows(_ proposal: ProposedViewSize, idealWidth: CGFloat) -> Bool {
        guard let width = proposal.width, width.isFinite else { return false }
        return idealWidth > width + tolerance
    }

    /// The axis for `proposal`.
    func axis(for proposal: ProposedViewSize, cache: Cache) -> Axis {
        decision.axis(overflows: Self.overflows(proposal, idealWidth: cache.idealWidth))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if axis(for: proposal, cache: cache) == .vertical {
            return Self.sizeThatFits(
                of: metrics.verticalLayout, proposal: proposal, subviews: subviews, cache: &cache.vertical)
        } else {
            return Self.sizeThatFits(
                of: metrics.horizontalLayout, proposal: proposal, subviews: subviews, cache: &cache.horizontal)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // The proposal the size was computed for, so the axis placed is the axis measured.
        if axis(for: proposal, cache: cache) == .vertical {
            Self.placeSubviews(
                of: metrics.verticalLayout, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.vertical)
        } else {
            Self.placeSubviews(
                of: metrics.horizontalLayout, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.horizontal)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        if axis(for: proposal, cache: cache) == .vertical {
            return Self.explicitAlignment(
                of: metrics.verticalLayout, guide: guide, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.vertical)
        } else {
            return Self.explicitAlignment(
                of: metrics.horizontalLayout, guide: guide, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.horizontal)
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        if axis(for: proposal, cache: cache) == .vertical {
            return Self.explicitAlignment(
                of: metrics.verticalLayout, guide: guide, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.vertical)
        } else {
            return Self.explicitAlignment(
                of: metrics.horizontalLayout, guide: guide, in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.horizontal)
        }
    }

    // MARK: - Forwarding to a stack

    // SwiftUI's `HStackLayout` and `VStackLayout` declare their `Layout` methods out of sight
    // (their interface lists the conformance, not the methods), so they are called through
    // the protocol, generically.

    private static func makeCache<L: Layout>(of layout: L, subviews: Subviews) -> L.Cache {
        layout.makeCache(subviews: subviews)
    }

    private static func updateCache<L: Layout>(of layout: L, _ cache: inout L.Cache, subviews: Subviews) {
        layout.updateCache(&cache, subviews: subviews)
    }

    private static func sizeThatFits<L: Layout>(
        of layout: L, proposal: ProposedViewSize, subviews: Subviews, cache: inout L.Cache
    ) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func placeSubviews<L: Layout>(
        of layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout L.Cache
    ) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func explicitAlignment<L: Layout>(
        of layout: L, guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout L.Cache
    ) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func explicitAlignment<L: Layout>(
        of layout: L, guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout L.Cache
    ) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
