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

    /// The gap after each subview but the last, reading each subview's spacing once.
    func gaps() -> [CGFloat] {
        guard units.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: units.count - 1) }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(units.count - 1)
        // Each subview's spacing is the next gap's leading side.
        var leading = units[0].layoutSpacing
        for index in 1..<units.count {
            let trailing = units[index].layoutSpacing
            gaps.append(leading.distance(to: trailing, along: axis))
            leading = trailing
        }
        return gaps
    }

    /// Brings the gaps on either side of the subview at `index` up to date with its spacing;
    /// whether they were already.
    func gaps(around index: Int, into gaps: inout [CGFloat]) -> Bool {
        let spacing = units[index].layoutSpacing
        var held = true
        if index > 0 {
            let gap = units[index - 1].layoutSpacing.distance(to: spacing, along: axis)
            if gap != gaps[index - 1] { (gaps[index - 1], held) = (gap, false) }
        }
        if index + 1 < units.count {
            let gap = spacing.distance(to: units[index + 1].layoutSpacing, along: axis)
            if gap != gaps[index] { (gaps[index], held) = (gap, false) }
        }
        return held
    }

    /// What a subview is offered: `length` along the axis, the stack's own proposal across it.
    func offer(_ length: CGFloat?, across crossProposal: CGFloat?) -> ProposedViewSize {
        var offered = ProposedViewSize.unspecified
        offered[axis] = length
        offered[cross] = crossProposal
        return offered
    }

    /// What each subview is offered, and the size it chooses, for the stack's proposal.
    func offers(_ proposal: ProposedViewSize, gaps: [CGFloat]) -> (
        proposals: [ProposedViewSize], sizes: [CGSize], measures: StackMeasures
    ) {
        let count = units.count
        let crossProposal = proposal[cross]
        func offer(_ length: CGFloat?) -> ProposedViewSize { self.offer(length, across: crossProposal) }
        guard let available = proposal[axis], count > 0 else {
            // No length offered along the axis: every child takes its ideal length.
            let ideal = offer(nil)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for unit in units { sizes.append(unit.sizeThatFits(ideal)) }
            return (Array(repeating: ideal, count: count), sizes, StackMeasures())
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
        return (proposals, sizes, StackMeasures(minimums: minimums, maximums: maximums, priorities: priorities))
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

    func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Each subview's proposal and frame relative to the stack's origin, and the stack's size,
    /// with the subviews aligned on `alignment` across the axis.
    func arrangement(_ proposal: ProposedViewSize, alignment: AlignmentGuide, gaps: [CGFloat]? = nil)
        -> StackArrangement
    {
        measuredArrangement(proposal, alignment: alignment, gaps: gaps ?? self.gaps()).arrangement
    }

    /// The arrangement, and what the algorithm read of the subviews to make it.
    func measuredArrangement(_ proposal: ProposedViewSize, alignment: AlignmentGuide, gaps: [CGFloat])
        -> (arrangement: StackArrangement, measures: StackMeasures)
    {
        var (proposals, sizes, measures) = offers(proposal, gaps: gaps)
        measures.gaps = gaps
        measures.guides.reserveCapacity(units.count)
        for index in units.indices {
            measures.guides.append(units[index].alignmentValue(alignment, size: sizes[index]))
        }
        let arrangement = arranged(
            proposal, alignment: alignment, proposals: proposals, sizes: sizes, measures: measures)
        return (arrangement, measures)
    }

    /// The arrangement of subviews whose proposals, sizes, guides and gaps are known:
    /// arithmetic alone, no subview is asked.
    func arranged(
        _ proposal: ProposedViewSize, alignment: AlignmentGuide, proposals: [ProposedViewSize], sizes: [CGSize],
        measures: StackMeasures
    ) -> StackArrangement {
        let guides = measures.guides
        let gaps = measures.gaps
        // The stack is as thick as the farthest reach on each side of the shared guide.
        var farthestBefore: CGFloat?
        var farthestAfter: CGFloat?
        for index in sizes.indices {
            let guide = guides[index]
            let reachAfter = crossLength(sizes[index]) - guide
            farthestBefore = max(farthestBefore ?? guide, guide)
            farthestAfter = max(farthestAfter ?? reachAfter, reachAfter)
        }
        let before = farthestBefore ?? 0
        let after = farthestAfter ?? 0
        var position: CGFloat = 0
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for index in sizes.indices {
            let crossOffset = before - guides[index]
            let size = sizes[index]
            frames.append(
                axis == .horizontal
                    ? CGRect(x: position, y: crossOffset, width: size.width, height: size.height)
                    : CGRect(x: crossOffset, y: position, width: size.width, height: size.height))
            position += length(size) + (index < gaps.count ? gaps[index] : 0)
        }
        let thickness = sizes.isEmpty ? 0 : before + after
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

    /// The size each subview chose.
    var sizes: [CGSize] {
        var sizes: [CGSize] = []
        sizes.reserveCapacity(frames.count)
        for frame in frames { sizes.append(frame.size) }
        return sizes
    }
}

/// What the stack algorithm read of each subview besides the sizes it chose: the inputs of
/// its offers and frames, so that a relayout can tell whether the offers still hold, and
/// arrange the frames again if only the sizes across the axis moved (`StackMemo`). Kept
/// apart from `StackArrangement`, which is copied at every lookup.
struct StackMeasures {
    /// Each subview's value of the alignment guide, at its size.
    var guides: [CGFloat] = []
    /// The gap after each subview but the last.
    var gaps: [CGFloat] = []
    /// Each subview's length along the axis when offered nothing and when offered
    /// everything, and its priority; all empty when the proposal names no length along the
    /// axis (each subview then takes its ideal length, whatever its flexibility).
    var minimums: [CGFloat] = []
    var maximums: [CGFloat] = []
    var priorities: [Double] = []
}

/// What a built-in stack keeps of its subviews' layout.
final class StackLayoutState: LayoutState {
    /// The arrangements, by proposal.
    @exclusivity(unchecked) var arrangements: [StackArrangement] = []
    /// The gaps between the subviews, which do not depend on the proposal.
    @exclusivity(unchecked) var gaps: [CGFloat]?
    /// Arrangements kept past a change, to revise rather than measure again (`StackMemo`):
    /// not dropped with the measurements, only with the subviews.
    @exclusivity(unchecked) var memos: [StackMemo]?

    override func purgeForgotten() {
        super.purgeForgotten()
        arrangements.removeAll(keepingCapacity: true)
        gaps = nil
    }

    override func dropUnits() {
        super.dropUnits()
        memos = nil
    }
}

/// A built-in stack (`HStack`, `VStack`, the lazy ones, and the `*StackLayout`s inside
/// `AnyLayout`): the stack algorithm on the node's layout children, its arrangements kept per
/// proposal until something below changes.
struct StackLayout: LayoutBehavior, Equatable {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentGuide

    var stackOrientation: Axis? { axis }

    func makeLayoutState() -> LayoutState { StackLayoutState() }

    private func algorithm(_ node: ViewNode) -> StackAlgorithm {
        StackAlgorithm(axis: axis, spacing: spacing, units: node.layoutContent?.layoutUnits ?? [])
    }

    private func arrangement(_ proposal: ProposedViewSize, node: ViewNode) -> StackArrangement {
        let state = node.layoutState(as: StackLayoutState.self)
        for cached in state.arrangements where cached.proposal == proposal && cached.alignment == alignment {
            return cached
        }
        let algorithm = algorithm(node)
        var queries = 0
        let arrangement =
            revisedArrangement(proposal, algorithm: algorithm, state: state, queries: &queries)
            ?? measuredArrangement(proposal, algorithm: algorithm, state: state, queries: &queries)
        // Counted where a memo can save them: reaching the graph's statistics retains the
        // graph, 1.2M instructions in the first layout of 10,000 rows' short stacks.
        if queries > 0 { node.graph.statistics.stackSizeQueries += queries }
        if state.arrangements.count >= 4 { state.arrangements.removeFirst() }
        state.arrangements.append(arrangement)
        return arrangement
    }

    /// The arrangement kept for `proposal` from before the last change, brought up to date by
    /// asking only the subviews that changed (`StackMemo`). Inlined, as is
    /// `measuredArrangement`: their calls' prologues, paid by each of 10,000 rows, cost the
    /// first layout 0.6M instructions.
    @inline(__always) private func revisedArrangement(
        _ proposal: ProposedViewSize, algorithm: StackAlgorithm, state: StackLayoutState, queries: inout Int
    ) -> StackArrangement? {
        guard let count = state.memos?.count else { return nil }
        for index in 0..<count where state.memos![index].holds(proposal, of: self) {
            guard
                let arrangement = state.memos![index].revised(
                    units: algorithm.units, algorithm: algorithm, queries: &queries)
            else {
                state.memos!.remove(at: index)
                return nil
            }
            return arrangement
        }
        return nil
    }

    /// The arrangement measured from every subview, kept in a memo for the next change.
    @inline(__always) private func measuredArrangement(
        _ proposal: ProposedViewSize, algorithm: StackAlgorithm, state: StackLayoutState, queries: inout Int
    ) -> StackArrangement {
        let measuredAt = LayoutState.moment()
        // The gaps depend on the subviews' spacing alone, not on the proposal: found once.
        let gaps = state.gaps ?? algorithm.gaps()
        state.gaps = gaps
        let (arrangement, measures) = algorithm.measuredArrangement(proposal, alignment: alignment, gaps: gaps)
        // A short stack asks its few cached sizes again for less than a memo costs.
        guard algorithm.units.count >= StackMemo.minimumUnits else { return arrangement }
        // The ideal length of each subview, or its minimum, maximum and offered size.
        queries += algorithm.units.count * (measures.priorities.isEmpty ? 1 : 3)
        let memo = StackMemo(
            layout: self, units: algorithm.units, measuredAt: measuredAt, arrangement: arrangement, measures: measures)
        if state.memos == nil { state.memos = [] }
        if state.memos!.count >= 4 { state.memos!.removeFirst() }
        state.memos!.append(memo)
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
        let state = node.layoutState(as: StackLayoutState.self)
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
