import Foundation

/// `LazyVStack` and `LazyHStack`: rows one after the other along the axis, each offered the
/// stack's width across it and its ideal length along it, created only as they come within
/// the visible region (`LazyRowPlacement`).
struct LazyStackLayout: LazyContainerLayout, Equatable {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentGuide

    var stackOrientation: Axis? { axis }

    /// Rows offered the stack's length across the axis (or nothing) and their ideal length
    /// along it.
    private func placement(_ proposal: ProposedViewSize) -> LazyRowPlacement {
        let offer =
            axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
        return LazyRowPlacement(axis: axis, gap: spacing ?? ViewSpacing.defaultSpacing) { unit in
            (unit.sizeThatFits(offer), offer)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let measured = placement(proposal).measure(node.layoutContent)
        // "the ideal width of a LazyVStack is that of its first subview" (WWDC26 "Dive into lazy
        // stacks and scrolling with SwiftUI"; a LazyHStack's ideal height likewise).
        let cross = (axis == .vertical ? proposal.width : proposal.height) ?? measured.firstCross
        return axis == .vertical
            ? CGSize(width: cross, height: measured.length) : CGSize(width: measured.length, height: cross)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let placement = placement(ProposedViewSize(bounds.size))
        placement.place(node, in: bounds, window: node.visibleWindow(along: axis)) {
            unit, size, position in
            let guide = ViewDimensions.defaultValue(of: alignment, size: bounds.size)
            let offset = guide - unit.alignmentValue(alignment, size: size)
            return axis == .vertical
                ? CGPoint(x: bounds.minX + offset, y: position) : CGPoint(x: position, y: bounds.minY + offset)
        }
    }
}
