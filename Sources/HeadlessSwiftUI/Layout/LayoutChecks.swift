import Foundation

/// What a node answered the container that measured it since its measurements were last
/// dropped: its sizes by proposal, its guides, spacing and priority (`LayoutState.takeAnswers()`).
struct LayoutAnswers {
    let sizes: KeptSizes<ProposedViewSize>
    let alignments: [(AlignmentGuide, CGSize, CGFloat?)]
    let spacing: ViewSpacing?
    let priority: Double?
    /// Whether every answer is here: none was let go to make room, and no layout value (which
    /// is not kept) was asked for.
    let isComplete: Bool
}

// MARK: - Layout checks
//
// An update that changes a view's value, environment or children may change its layout. It
// need not: a toggle switched on, a button given a new action, a text that still fits. SwiftUI
// "automatically reuses both the results of calls into the layout and the values that the
// layout reads from its subviews" (Apple, `Layout.makeCache(subviews:)`): a container is
// asked again only for what changed. The runtime did not: every update forgot the sizes of
// the view and of each ancestor up to the screen, and the next pass measured and placed the
// whole path again (a toggle in a form: 41,000 instructions of layout for a change of no size).
//
// A change made in an update (a flush) is now checked before the next layout pass: the view's
// unit (the view itself, or the nearest view above it with a layout behaviour) is asked again
// every question its container asked it, at the same proposals. The same answers mean the
// containers above would lay it out at the same frame: it is placed there again, alone, and
// the ancestors keep what they measured and placed. A different answer, or answers that were
// not all kept (a layout value, which is not kept, was read), forget the ancestors as before,
// and the pass lays the path out again. What an undocumented detail may differ in: a custom
// `Layout` above a view whose answers stayed is not asked again (`updateCache`,
// `placeSubviews`), where SwiftUI may ask it.

extension ViewNode {
    /// The node's value, environment or children changed in an update: in a flush, its layout
    /// is checked before the next layout pass (`ViewGraph.checkChangedLayouts()`); outside one
    /// (mounting, a layout pass creating rows) its ancestors forget their layout at once.
    package func layoutInputsChanged() {
        guard graph.isFlushing else { return invalidateLayout() }
        scheduleLayoutCheck()
    }

    /// The node's children changed (a reconcile, rows replaced or inserted): as
    /// `layoutInputsChanged()`, for a node that lays its children out itself. A view transparent
    /// to layout passes its children to the container above, which learns of a change to them
    /// from `layoutChildrenChanged()`.
    package func childrenChangedLayoutInputs() {
        guard graph.isFlushing else { return invalidateLayout() }
        if hasLayoutBehavior { scheduleLayoutCheck() }
    }

    private func scheduleLayoutCheck() {
        guard !isAwaitingLayoutCheck else { return }
        isAwaitingLayoutCheck = true
        graph.pendingLayoutChecks.append(self)
    }

    /// The view whose answers its container reads in place of this node's: the node itself
    /// when it has a layout behaviour, else the nearest such view above it, within its layer
    /// (presented content and covered screens are laid out as layers of their own); the
    /// layer's root when none is.
    private var layoutUnitAbove: ViewNode {
        var unit = self
        while !unit.hasLayoutBehavior, let parent = unit.parent, !parent.isOffscreen(unit) {
            unit = parent
        }
        return unit
    }

    /// The first step of a check (`ViewGraph.checkChangedLayouts()`): the views between the
    /// node and its unit (`layoutUnitAbove`) measured through it, and forget; the unit is
    /// returned, to be checked once however many of the views below it changed.
    fileprivate func forgetUpToUnit() -> ViewNode? {
        isAwaitingLayoutCheck = false
        guard isAlive else { return nil }
        let unit = layoutUnitAbove
        var node: ViewNode? = self
        while let current = node, current !== unit {
            current.layoutState?.forget()
            node = current.parent
        }
        return unit
    }

    /// Checks a unit some of whose views changed: it is asked again what its container asked
    /// it. The same answers: it is placed again where it was, and nothing above it changes.
    /// Otherwise its ancestors forget their layout, and the next pass lays them out again.
    /// Returns whether it answered as before (or was not asked: never measured, or forgotten
    /// with its ancestors already).
    fileprivate func checkUnit() -> Bool {
        isAwaitingLayoutCheck = false
        guard isAlive, let state = layoutState else { return true }  // never measured: nothing read it
        // Forgotten with its ancestors already (a deeper unit's check, an invalidation in the
        // update): the pass lays them all out.
        guard state.forgottenWithAncestorsIn != LayoutState.layoutRound else { return false }
        let frame = state.frame
        let proposal = state.placedProposal
        let wasPlaced = state.isPlaced
        let answers = state.takeAnswers()
        guard answers.isComplete, answersAsBefore(answers) else {
            // What it measured just now is what it answers: only the ancestors forget.
            invalidateAncestorsLayout()
            return false
        }
        if wasPlaced { place(in: frame, proposal: proposal) }
        invalidateHitBoundsAbove()
        return true
    }

    /// Whether the node, asked again, answers every question in `answers` as it did.
    private func answersAsBefore(_ answers: LayoutAnswers) -> Bool {
        for index in 0..<answers.sizes.count {
            let (proposal, size) = answers.sizes.entry(at: index)
            guard sizeThatFits(proposal) == size else { return false }
        }
        for (guide, size, value) in answers.alignments where explicitAlignment(guide, size: size) != value {
            return false
        }
        if let spacing = answers.spacing, !layoutSpacing.isSame(as: spacing) { return false }
        if let priority = answers.priority, layoutPriority != priority { return false }
        return true
    }

    /// The ancestors' hit bounds hold this node's: placed again, it may reach elsewhere.
    private func invalidateHitBoundsAbove() {
        var node = parent
        while let current = node {
            current.layoutState?.hitBoundsAreValid = false
            node = current.parent
        }
    }
}

extension ViewGraph {
    /// Checks the layouts the last updates may have changed (`ViewNode.layoutInputsChanged()`),
    /// deepest first: a view whose answers changed forgets the path above it, and the checks
    /// of views on that path are then left to the pass.
    func checkChangedLayouts() {
        while !pendingLayoutChecks.isEmpty {
            let changed = pendingLayoutChecks
            pendingLayoutChecks.removeAll()
            var units: [ViewNode] = []
            for node in changed {
                guard let unit = node.forgetUpToUnit(), !unit.isAwaitingLayoutCheck else { continue }
                unit.isAwaitingLayoutCheck = true
                units.append(unit)
            }
            // What was forgotten here is not forgotten "since the last layout", which would
            // say that its ancestors are too (`invalidateLayout` stops at such a node).
            _ = LayoutState.moment()
            // An insertion sort in a loop: a closure handed to `sort` checks its executor on
            // each call, and the list is short (the units of the views one update changed).
            for index in units.indices.dropFirst() {
                let unit = units[index]
                var position = index
                while position > 0, units[position - 1].depth < unit.depth {
                    units[position] = units[position - 1]
                    position -= 1
                }
                units[position] = unit
            }
            for unit in units {
                // A unit whose answers changed forgets its ancestors "since the last layout";
                // one that answered as before moves the layout's activity on, so that what it
                // forgot is not taken for that.
                if unit.checkUnit() { _ = LayoutState.moment() }
            }
        }
    }
}

extension ViewSpacing {
    /// Whether the two prefer the same spacing (the type is not `Equatable` in SwiftUI).
    func isSame(as other: ViewSpacing) -> Bool {
        edges == other.edges && isSpacer == other.isSpacer
    }
}
