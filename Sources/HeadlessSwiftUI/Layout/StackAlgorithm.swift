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
@MainActor
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let units: [ViewNode]

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The gap after each subview but the last.
    func gaps() -> [CGFloat] {
        guard units.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: units.count - 1) }
        return (0..<(units.count - 1)).map { index in
            units[index].layoutSpacing.distance(to: units[index + 1].layoutSpacing, along: axis)
        }
    }

    /// What each subview is offered, and the size it chooses, for the stack's proposal.
    func offers(_ proposal: ProposedViewSize, gaps: [CGFloat]) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
        let count = units.count
        let crossProposal = proposal[cross]
        func offer(_ length: CGFloat?) -> ProposedViewSize {
            var offered = ProposedViewSize.unspecified
            offered[axis] = length
            offered[cross] = crossProposal
            return offered
        }
        guard let available = proposal[axis], count > 0 else {
            // No length offered along the axis: every child takes its ideal length.
            let ideal = offer(nil)
            return (Array(repeating: ideal, count: count), units.map { $0.sizeThatFits(ideal) })
        }
        var remaining = available - gaps.reduce(0, +)
        let minimums = units.map { length($0.sizeThatFits(offer(0))) }
        let maximums = units.map { length($0.sizeThatFits(offer(.infinity))) }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        let priorities = units.map(\.layoutPriority)
        let levels = priorities.allSatisfy { $0 == priorities[0] } ? [priorities[0]] : Set(priorities).sorted(by: >)
        for priority in levels {
            let group = levels.count == 1 ? Array(units.indices) : units.indices.filter { priorities[$0] == priority }
            // Space the lower priorities need at least is kept back for them.
            let reserved =
                levels.count == 1
                ? 0 : units.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var groupAvailable = remaining - reserved
            let ordered = group.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            var left = ordered.count
            for index in ordered {
                let offered = offer(max(0, groupAvailable / CGFloat(left)))
                let size = units[index].sizeThatFits(offered)
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

    /// Each subview's proposal and frame relative to the stack's origin, and the stack's size,
    /// with the subviews aligned on `alignment` across the axis.
    func arrangement(_ proposal: ProposedViewSize, alignment: AlignmentGuide) -> StackArrangement {
        let gaps = gaps()
        let (proposals, sizes) = offers(proposal, gaps: gaps)
        let guides = units.indices.map { units[$0].alignmentValue(alignment, size: sizes[$0]) }
        // The stack is as thick as the farthest reach on each side of the shared guide.
        let before = guides.max() ?? 0
        let after = zip(sizes, guides).map { crossLength($0) - $1 }.max() ?? 0
        var position: CGFloat = 0
        var frames: [CGRect] = []
        frames.reserveCapacity(units.count)
        for index in units.indices {
            let crossOffset = before - guides[index]
            let size = sizes[index]
            frames.append(
                axis == .horizontal
                    ? CGRect(x: position, y: crossOffset, width: size.width, height: size.height)
                    : CGRect(x: crossOffset, y: position, width: size.width, height: size.height))
            position += length(size) + (index < gaps.count ? gaps[index] : 0)
        }
        let thickness = units.isEmpty ? 0 : before + after
        let size =
            axis == .horizontal
            ? CGSize(width: position, height: thickness) : CGSize(width: thickness, height: position)
        return StackArrangement(
            proposal: proposal, alignment: alignment, proposals: proposals, frames: frames, size: size)
    }

    func place(_ arrangement: StackArrangement, in bounds: CGRect) {
        for index in units.indices {
            units[index].place(
                in: arrangement.frames[index].offsetBy(dx: bounds.minX, dy: bounds.minY),
                proposal: arrangement.proposals[index])
        }
    }

    /// A guide of the stack, from its subviews' explicit guides where they sit in it: the
    /// first text baseline is the topmost subview's, the last the bottommost's; any other
    /// guide is the first explicit value (Apple does not document how `combineExplicit`
    /// merges values; this is the stand-in's reading).
    func explicitAlignment(_ guide: AlignmentGuide, in arrangement: StackArrangement) -> CGFloat? {
        var values: [CGFloat] = []
        for index in units.indices {
            let frame = arrangement.frames[index]
            guard let value = units[index].explicitAlignment(guide, size: frame.size) else { continue }
            values.append(value + (guide.isHorizontal ? frame.minX : frame.minY))
        }
        return combineExplicit(guide, values)
    }
}

/// One arrangement of a stack's subviews for a proposal.
struct StackArrangement {
    let proposal: ProposedViewSize
    let alignment: AlignmentGuide
    let proposals: [ProposedViewSize]
    let frames: [CGRect]
    let size: CGSize
}

/// A built-in stack (`HStack`, `VStack`, the lazy ones, and the `*StackLayout`s inside
/// `AnyLayout`): the stack algorithm on the node's layout children, its arrangements kept per
/// proposal until something below changes.
struct StackLayout: LayoutBehavior, StackOrientedLayout {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentGuide

    var stackOrientation: Axis? { axis }

    private func algorithm(_ node: ViewNode) -> StackAlgorithm {
        StackAlgorithm(axis: axis, spacing: spacing, units: node.layoutContent?.layoutUnits ?? [])
    }

    private func arrangement(_ proposal: ProposedViewSize, node: ViewNode) -> StackArrangement {
        let state = node.layoutStateCreatingIfNeeded
        if let cached = state.arrangements.first(where: { $0.proposal == proposal && $0.alignment == alignment }) {
            return cached
        }
        let arrangement = algorithm(node).arrangement(proposal, alignment: alignment)
        if state.arrangements.count >= 4 { state.arrangements.removeFirst() }
        state.arrangements.append(arrangement)
        return arrangement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        arrangement(proposal, node: node).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        algorithm(node).place(arrangement(proposal, node: node), in: bounds)
    }

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        let proposal = node.layoutState?.placedProposal ?? ProposedViewSize(size)
        return algorithm(node).explicitAlignment(guide, in: arrangement(proposal, node: node))
    }

    func spacing(node: ViewNode) -> ViewSpacing {
        (node.layoutContent?.layoutUnits ?? []).reduce(ViewSpacing.zero) { $0.union($1.layoutSpacing) }
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
