import Foundation

/// The stacks' layout algorithm, as Apple describes it.
///
/// - WWDC19 "Building Custom Views with SwiftUI" (session 237): the stack subtracts the
///   spacing from the space it is offered, divides what remains by the number of children
///   still to size, offers that to the least flexible child first, takes what it used away,
///   and repeats, so flexible children share what the rigid ones leave.
/// - `layoutPriority(_:)` documentation: "a parent layout offers the child views with the
///   highest layout priority all the space offered to the parent minus the minimum space
///   required for all its lower-priority children."
/// - `spacing: nil` documentation: "the stack [chooses] a default distance for each pair of
///   subviews", from the subviews' `ViewSpacing` (`distance(to:along:)`).
///
/// Flexibility is the difference between the size a child takes when offered nothing and
/// when offered everything along the axis (the same proposals Apple's `Layout` examples use
/// for minimum and maximum sizes).
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let subviews: LayoutSubviews

    init(axis: Axis, spacing: CGFloat?, subviews: LayoutSubviews) {
        self.axis = axis
        self.spacing = spacing
        self.subviews = subviews
    }

    @MainActor
    init(axis: Axis, spacing: CGFloat?, units: [ViewNode]) {
        self.init(axis: axis, spacing: spacing, subviews: LayoutSubviews(units.map { LayoutSubview(node: $0) }))
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The gap after each subview but the last.
    func gaps() -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// What each subview is offered, and the size it chooses, for the stack's proposal.
    func arrange(_ proposal: ProposedViewSize) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
        let count = subviews.count
        let crossProposal = proposal[cross]
        func offer(_ length: CGFloat?) -> ProposedViewSize {
            var offered = ProposedViewSize.unspecified
            offered[axis] = length
            offered[cross] = crossProposal
            return offered
        }
        guard let available = proposal[axis], count > 0 else {
            // No length offered along the axis: every child takes its ideal length.
            let proposals = Array(repeating: offer(nil), count: count)
            return (proposals, zip(subviews, proposals).map { $0.sizeThatFits($1) })
        }
        var remaining = available - gaps().reduce(0, +)
        let minimums = subviews.map { length($0.sizeThatFits(offer(0))) }
        let maximums = subviews.map { length($0.sizeThatFits(offer(.infinity))) }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }
            // Space the lower priorities need at least is kept back for them.
            let reserved = subviews.indices.filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            var groupAvailable = remaining - reserved
            let ordered = group.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            var left = ordered.count
            for index in ordered {
                let offered = offer(max(0, groupAvailable / CGFloat(left)))
                let size = subviews[index].sizeThatFits(offered)
                proposals[index] = offered
                sizes[index] = size
                groupAvailable -= length(size)
                remaining -= length(size)
                left -= 1
            }
        }
        return (proposals, sizes)
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Each subview's frame relative to the stack's origin, and the stack's size, with the
    /// subviews aligned on `alignment` across the axis.
    func frames(for proposal: ProposedViewSize, alignment: AlignmentGuide) -> (frames: [CGRect], size: CGSize) {
        let (proposals, sizes) = arrange(proposal)
        let guides = subviews.indices.map { index -> CGFloat in
            subviews[index].dimensions(in: proposals[index]).value(of: alignment)
        }
        // The stack is as thick as the farthest reach on each side of the shared guide.
        let before = guides.max() ?? 0
        let after = zip(sizes, guides).map { crossLength($0) - $1 }.max() ?? 0
        var position: CGFloat = 0
        var frames: [CGRect] = []
        let gaps = gaps()
        for index in subviews.indices {
            let crossOffset = before - guides[index]
            let size = sizes[index]
            frames.append(
                axis == .horizontal
                    ? CGRect(x: position, y: crossOffset, width: size.width, height: size.height)
                    : CGRect(x: crossOffset, y: position, width: size.width, height: size.height))
            position += length(size) + (index < gaps.count ? gaps[index] : 0)
        }
        let thickness = subviews.isEmpty ? 0 : before + after
        let size =
            axis == .horizontal
            ? CGSize(width: position, height: thickness) : CGSize(width: thickness, height: position)
        return (frames, size)
    }

    func size(for proposal: ProposedViewSize, alignment: AlignmentGuide? = nil) -> CGSize {
        frames(for: proposal, alignment: alignment ?? defaultAlignment).size
    }

    private var defaultAlignment: AlignmentGuide {
        axis == .horizontal ? .vertical(.center) : .horizontal(.center)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, alignment: AlignmentGuide) {
        let (proposals, _) = arrange(proposal)
        let (frames, _) = frames(for: proposal, alignment: alignment)
        for index in subviews.indices {
            let frame = frames[index]
            subviews[index].place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: proposals[index])
        }
    }

    /// A guide of the stack, from its subviews' explicit guides where they sit in it: the
    /// first text baseline is the topmost subview's, the last the bottommost's; any other
    /// guide is the first explicit value (Apple does not document how `combineExplicit`
    /// merges values; this is the stand-in's reading).
    func explicitAlignment(
        _ guide: AlignmentGuide, proposal: ProposedViewSize, alignment: AlignmentGuide
    ) -> CGFloat? {
        let (proposals, _) = arrange(proposal)
        let (frames, _) = frames(for: proposal, alignment: alignment)
        var values: [CGFloat] = []
        for index in subviews.indices {
            guard let value = subviews[index].dimensions(in: proposals[index]).explicitValue(of: guide) else {
                continue
            }
            let frame = frames[index]
            values.append(value + (guide.isHorizontal ? frame.minX : frame.minY))
        }
        return combineExplicit(guide, values)
    }
}

/// How several explicit values of one guide merge in a container (see `StackAlgorithm`).
func combineExplicit(_ guide: AlignmentGuide, _ values: [CGFloat]) -> CGFloat? {
    switch guide {
    case .vertical(.firstTextBaseline): return values.min()
    case .vertical(.lastTextBaseline): return values.max()
    default: return values.first
    }
}
