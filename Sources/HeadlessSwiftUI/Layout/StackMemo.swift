import Foundation

/// A stack's arrangement for one proposal, kept past the change that made it stale, with the
/// moment it was measured.
///
/// One row of a long stack changes: the row and every ancestor forget what they measured,
/// the stack with them. Measured again, the stack would ask each of its thousands of
/// subviews for three sizes, each answered from the subview's cache. With the memo it asks
/// only the subviews forgotten since (`LayoutState.isForgotten(since:)`), and keeps the
/// offers when their answers leave them as they were: the stack algorithm's offers read each
/// subview's minimum, maximum, priority and spacing, and the length it chose
/// (`StackAlgorithm.offers`), so the same answers give the same offers. With no length
/// proposed along the axis (a stack in a scroll view) every subview is offered its ideal
/// length, whatever the others answer, and only the spacing must hold.
///
/// It is a cache: the arrangement is the one measuring every subview gives (StackMemoTests
/// lay a stack out after each kind of change and compare it with a stack laid out afresh).
@MainActor
struct StackMemo {
    /// Below this many subviews a stack keeps no memo: asking a few cached sizes again costs
    /// less than keeping one.
    static let minimumUnits = 8
    /// Past this many changed subviews the stack measures them all again.
    static let maximumChanges = 8

    let layout: StackLayout
    /// The subviews, held so that a subview's identity is not mistaken for a later one's at
    /// the same address; dropped when the stack's subviews change (`LayoutState.dropUnits`).
    let units: [ViewNode]
    /// The moment (`LayoutState.moment()`) before the subviews were measured: a subview
    /// forgotten since may answer differently.
    private(set) var measuredAt: UInt64
    private(set) var arrangement: StackArrangement
    /// What the arrangement was made from.
    private(set) var measures: StackMeasures

    /// Keeps `arrangement` of `units`, made from `measures` after `measuredAt`.
    init(
        layout: StackLayout, units: [ViewNode], measuredAt: UInt64, arrangement: StackArrangement,
        measures: StackMeasures
    ) {
        self.layout = layout
        self.units = units
        self.measuredAt = measuredAt
        self.arrangement = arrangement
        self.measures = measures
    }

    /// Whether the memo holds this stack's arrangement for `proposal`.
    func holds(_ proposal: ProposedViewSize, of layout: StackLayout) -> Bool {
        arrangement.proposal == proposal && self.layout == layout
    }

    /// The arrangement of `units` for the memo's proposal, asking only the subviews that
    /// changed since; nil when they are not the memo's subviews, when too many changed, or
    /// when a changed one's answers move the offers (the stack then measures everything).
    /// `queries` counts the sizes asked.
    mutating func revised(units: [ViewNode], algorithm: StackAlgorithm, queries: inout Int) -> StackArrangement? {
        guard units.count == self.units.count else { return nil }
        // Whatever is forgotten from here on is seen by the next revision.
        let revisedAt = LayoutState.moment()
        var changed: [Int] = []
        for index in units.indices {
            let unit = units[index]
            guard unit === self.units[index], let state = unit.layoutState else { return nil }
            guard state.isForgotten(since: measuredAt) else { continue }
            guard changed.count < Self.maximumChanges else { return nil }
            changed.append(index)
        }
        measuredAt = revisedAt
        guard !changed.isEmpty else { return arrangement }
        let old = arrangement
        // No length proposed along the axis: each subview was offered its ideal length,
        // whatever the others chose (`StackAlgorithm.offers`).
        let idealLengths = measures.priorities.isEmpty
        var sizes: [CGSize]?
        var guides = measures.guides
        var gaps = measures.gaps
        for index in changed {
            let unit = units[index]
            // A changed spacing moves the gaps on either side, and with them what is left for
            // the subviews along the axis, unless each takes its ideal length.
            if algorithm.spacing == nil, !algorithm.gaps(around: index, into: &gaps), !idealLengths { return nil }
            let offered = old.proposals[index]
            queries += idealLengths ? 1 : 3
            if !idealLengths {
                let across = old.proposal[algorithm.axis == .horizontal ? .vertical : .horizontal]
                guard unit.layoutPriority == measures.priorities[index],
                    algorithm.length(unit.sizeThatFits(algorithm.offer(0, across: across)))
                        == measures.minimums[index],
                    algorithm.length(unit.sizeThatFits(algorithm.offer(.infinity, across: across)))
                        == measures.maximums[index]
                else { return nil }
            }
            let size = unit.sizeThatFits(offered)
            let oldSize = old.frames[index].size
            // Else a length along the axis changes what is left for the others.
            guard idealLengths || algorithm.length(size) == algorithm.length(oldSize) else { return nil }
            let guide = unit.alignmentValue(old.alignment, size: size)
            guard size != oldSize || guide != guides[index] else { continue }
            // The offers hold; the subview's size or its guide moved, which can move the
            // subviews after it along the axis, or every subview across it: the frames are
            // arranged again.
            if sizes == nil { sizes = old.sizes }
            sizes?[index] = size
            guides[index] = guide
        }
        if gaps != measures.gaps, sizes == nil { sizes = old.sizes }
        if let sizes {
            measures.guides = guides
            measures.gaps = gaps
            arrangement = algorithm.arranged(
                old.proposal, alignment: old.alignment, proposals: old.proposals, sizes: sizes, measures: measures)
        }
        return arrangement
    }
}
