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
///
/// The hot paths are written as loops: a closure passed to the standard library from main
/// actor code checks the executor at each call (Swift 6's dynamic isolation checks), which
/// cost more than the layout arithmetic itself.
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
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(units.count - 1)
        // Each subview's spacing is read once: it is the next gap's leading side.
        var leading = units[0].layoutSpacing
        for index in 1..<units.count {
            let trailing = units[index].layoutSpacing
            gaps.append(leading.distance(to: trailing, along: axis))
            leading = trailing
        }
        return gaps
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
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for unit in units { sizes.append(unit.sizeThatFits(ideal)) }
            return (Array(repeating: ideal, count: count), sizes)
        }
        var remaining = available
        for gap in gaps { remaining -= gap }
        var minimums: [CGFloat] = []
        var maximums: [CGFloat] = []
        var priorities: [Double] = []
        minimums.reserveCapacity(count)
        maximums.reserveCapacity(count)
        priorities.reserveCapacity(count)
        var onePriority = true
        for unit in units {
            minimums.append(length(unit.sizeThatFits(offer(0))))
            maximums.append(length(unit.sizeThatFits(offer(.infinity))))
            let priority = unit.layoutPriority
            if priority != priorities.first ?? priority { onePriority = false }
            priorities.append(priority)
        }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        let levels = onePriority ? [priorities[0]] : Set(priorities).sorted(by: >)
        for priority in levels {
            let group = levels.count == 1 ? Array(units.indices) : units.indices.filter { priorities[$0] == priority }
            // Space the lower priorities need at least is kept back for them.
            let reserved =
                levels.count == 1
                ? 0 : units.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var groupAvailable = remaining - reserved
            let ordered = leastFlexibleFirst(group, minimums: minimums, maximums: maximums)
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

    /// `indices` from the least flexible (maximum minus minimum) to the most, in order among
    /// equals: an insertion sort, as stacks have few children.
    private func leastFlexibleFirst(_ indices: [Int], minimums: [CGFloat], maximums: [CGFloat]) -> [Int] {
        var ordered = indices
        for position in ordered.indices.dropFirst() {
            let index = ordered[position]
            let flexibility = maximums[index] - minimums[index]
            var slot = position
            while slot > 0 {
                let previous = ordered[slot - 1]
                let previousFlexibility = maximums[previous] - minimums[previous]
                guard (flexibility, index) < (previousFlexibility, previous) else { break }
                ordered[slot] = previous
                slot -= 1
            }
            ordered[slot] = index
        }
        return ordered
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Each subview's proposal and frame relative to the stack's origin, and the stack's size,
    /// with the subviews aligned on `alignment` across the axis.
    func arrangement(_ proposal: ProposedViewSize, alignment: AlignmentGuide, gaps: [CGFloat]? = nil)
        -> StackArrangement
    {
        let gaps = gaps ?? self.gaps()
        let (proposals, sizes) = offers(proposal, gaps: gaps)
        var guides: [CGFloat] = []
        guides.reserveCapacity(units.count)
        // The stack is as thick as the farthest reach on each side of the shared guide.
        var farthestBefore: CGFloat?
        var farthestAfter: CGFloat?
        for index in units.indices {
            let guide = units[index].alignmentValue(alignment, size: sizes[index])
            let reachAfter = crossLength(sizes[index]) - guide
            guides.append(guide)
            farthestBefore = max(farthestBefore ?? guide, guide)
            farthestAfter = max(farthestAfter ?? reachAfter, reachAfter)
        }
        let before = farthestBefore ?? 0
        let after = farthestAfter ?? 0
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
struct StackLayout: LayoutBehavior {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentGuide

    var stackOrientation: Axis? { axis }

    private func algorithm(_ node: ViewNode) -> StackAlgorithm {
        StackAlgorithm(axis: axis, spacing: spacing, units: node.layoutContent?.layoutUnits ?? [])
    }

    private func arrangement(_ proposal: ProposedViewSize, node: ViewNode) -> StackArrangement {
        let state = node.layoutStateCreatingIfNeeded
        for cached in state.arrangements where cached.proposal == proposal && cached.alignment == alignment {
            return cached
        }
        // The gaps depend on the subviews' spacing alone, not on the proposal: found once.
        let gaps = state.stackGaps ?? algorithm(node).gaps()
        state.stackGaps = gaps
        let arrangement = algorithm(node).arrangement(proposal, alignment: alignment, gaps: gaps)
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

    /// The guide in the arrangement that gave the stack this size: SwiftUI's
    /// `explicitAlignment(of:in:proposal:subviews:cache:)` is asked with the proposal the size
    /// came from. The placed arrangement first; else one measured at this size (a parent asks
    /// right after measuring, before it places); else the size proposed as it is.
    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        let state = node.layoutStateCreatingIfNeeded
        var measured: StackArrangement?
        for cached in state.arrangements where cached.alignment == alignment && cached.size == size {
            measured = cached
            if state.isPlaced, cached.proposal == state.placedProposal { break }
        }
        let chosen =
            measured ?? arrangement(state.isPlaced ? state.placedProposal : ProposedViewSize(size), node: node)
        return algorithm(node).explicitAlignment(guide, in: chosen)
    }

    func spacing(node: ViewNode) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for unit in node.layoutContent?.layoutUnits ?? [] { spacing = spacing.union(unit.layoutSpacing) }
        return spacing
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
