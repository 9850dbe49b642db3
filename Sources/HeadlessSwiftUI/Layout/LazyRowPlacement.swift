import Foundation

/// How a lazy container lays out its rows along its axis: the views it always has (a header,
/// a view written out) and the rows of its `ForEach`s, of which it creates those that come
/// within the visible region, as SwiftUI does.
///
/// - A row not created is taken to be as long as the mean of the rows measured so far
///   (`LazyRows.estimatedLength`): "This estimated height is based on the average size of
///   views that have been placed before, and the estimated number of remaining subviews"
///   (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI"). Before any was measured,
///   `LazyRowPlacement.unmeasuredLength` (the stand-in's assumption).
/// - Rows are created in the visible region and none beyond ("lays out its views top to
///   bottom, and stops once the visible rect is filled", same session). SwiftUI also
///   prefetches rows about to appear while scrolling, a margin no source measures: the
///   stand-in creates none (an assumption in the README's limits; a prefetched row's body
///   runs, its `onAppear` does not, so no app behaviour rests on it).
/// - A row that leaves the region is let go or kept hidden (`LazyRowRetention`).
@MainActor
struct LazyRowPlacement {
    let axis: Axis
    let gap: CGFloat
    /// A view's size, and the proposal it is placed with.
    let rowSize: (ViewNode) -> (size: CGSize, proposal: ProposedViewSize)

    /// The length of a row before any row of its `ForEach` was measured: 44 pt, a table row's
    /// default height in UIKit (the stand-in's assumption).
    static let unmeasuredLength: CGFloat = 44

    /// One thing the container lays out: a view it always has (and the top of the views
    /// around it that are its alone: its modifiers, `onAppear` among them), or a `ForEach`'s
    /// rows.
    enum Entry {
        case view(ViewNode, top: ViewNode)
        case rows(LazyRows)
    }

    /// What the container lays out, in order, collected through views transparent to layout.
    func entries(_ content: ViewNode?) -> [Entry] {
        var entries: [Entry] = []
        if let content { Self.collectEntries(content, top: content, into: &entries) }
        return entries
    }

    /// A function with an `inout` list, not a local function capturing it: a captured variable
    /// that a closure (`StackRoom.ensuring`'s) reaches is checked for exclusivity at each append.
    private static func collectEntries(_ node: ViewNode, top: ViewNode, into entries: inout [Entry]) {
        if let rows = node.lazyRows {
            entries.append(.rows(rows))
        } else if node.hasLayoutBehavior {
            entries.append(.view(node, top: top))
        } else {
            // A loop, not `filter`: a main-actor closure handed to the standard library checks
            // its executor at each call (UncheckedClosures.swift).
            var children: [ViewNode] = []
            for child in node.children
            where !node.offscreenChildren.contains(child.key) && node.accessoryLabels[child.key] == nil {
                children.append(child)
            }
            for child in children {
                // Below a view with several children, each child is another entry's top.
                StackRoom.ensuring { collectEntries(child, top: children.count > 1 ? child : top, into: &entries) }
            }
        }
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    /// Whether a view from `start` to `end` along the axis shows in `window`.
    static func shows(_ start: CGFloat, _ end: CGFloat, in window: ClosedRange<CGFloat>) -> Bool {
        end > start ? end > window.lowerBound && start < window.upperBound : window.contains(start)
    }

    /// The rows' total length along the axis (created rows measured, the others estimated), and
    /// the length across it of the first view.
    func measure(_ content: ViewNode?) -> (length: CGFloat, firstCross: CGFloat) {
        var total: CGFloat = 0
        var firstCross: CGFloat?
        var items = 0
        for entry in entries(content) {
            switch entry {
            case .view(let view, _):
                let size = rowSize(view).size
                total += length(size)
                firstCross = firstCross ?? crossLength(size)
                items += 1
            case .rows(let rows):
                for row in rows.node.children {
                    for unit in row.layoutUnits {
                        let size = rowSize(unit).size
                        total += length(size)
                        firstCross = firstCross ?? crossLength(size)
                    }
                }
                let uncreated = rows.count - rows.createdIndices.count
                total += CGFloat(uncreated) * (rows.estimatedLength ?? Self.unmeasuredLength)
                items += rows.count
            }
        }
        return (total + gap * CGFloat(max(0, items - 1)), firstCross ?? 0)
    }

    /// Places the views and the created rows of `container`'s content one after the other from
    /// the start of `bounds`, creating the rows that fall within `window` (an interval along
    /// the axis, root coordinates); a created row outside it is let go or hidden
    /// (`LazyRowRetention`).
    /// `origin` gives a view's origin from its size and its position along the axis. `content`
    /// is the container's content, if not its layout content (a section's rows, between its
    /// header and footer).
    func place(
        _ container: ViewNode, content: ViewNode? = nil, in bounds: CGRect, window: ClosedRange<CGFloat>,
        origin: (ViewNode, CGSize, CGFloat) -> CGPoint
    ) {
        var position = axis == .vertical ? bounds.minY : bounds.minX
        var changed = false
        let layoutContent = content ?? container.layoutContent
        // What the container measured, taken just before the first row is created: the rows'
        // lengths then, with the estimates for the rest.
        // Closure literals, not local functions: a local function that captures a variable
        // and is passed as a closure checks exclusivity dynamically at each access.
        var measuredBefore: (length: CGFloat, firstCross: CGFloat)?
        /// Places a view at `position` and moves past it.
        func place(_ unit: ViewNode, at position: inout CGFloat) {
            let (size, proposal) = rowSize(unit)
            unit.place(in: CGRect(origin: origin(unit, size, position), size: size), proposal: proposal)
            position += length(size) + gap
        }
        for entry in entries(layoutContent) {
            switch entry {
            case .view(let view, let top):
                let start = position
                place(view, at: &position)
                // A view written out exists from the start, and shows (to `onAppear` and the
                // host's queries) only while placed on screen.
                let shows = Self.shows(start, position - gap, in: window)
                if let parent = top.parent, parent.coveredChildren.contains(top.key) == shows {
                    if shows { parent.coveredChildren.remove(top.key) } else { parent.coveredChildren.insert(top.key) }
                }
                runLifecycleActions(in: top, appearing: shows)
            case .rows(let rows):
                changed =
                    placeRows(
                        rows, position: &position, window: window, place: place,
                        willCreate: { if measuredBefore == nil { measuredBefore = measure(layoutContent) } })
                    || changed
            }
        }
        // The lengths measured above (this container's, its scroll view's content size) took
        // the old estimates: they are measured again in another pass, unless the container
        // measures what it did (the rows created are as long as they were estimated to be, as a
        // list's 44-point rows are, and its sizes did not take the first row's cross length).
        if changed, !measuresAsBefore(measuredBefore, content: layoutContent, container: container) {
            container.invalidateLayout()
            container.graph.requestLayoutPass()
        }
    }

    /// Whether `container`'s content measures as it did before rows were created: the same
    /// length, and the same first cross length unless no size the container keeps was
    /// measured without a cross length (the only sizes that take it).
    private func measuresAsBefore(
        _ before: (length: CGFloat, firstCross: CGFloat)?, content: ViewNode?, container: ViewNode
    ) -> Bool {
        guard let before else { return false }
        let after = measure(content)
        guard after.length == before.length else { return false }
        if after.firstCross == before.firstCross { return true }
        return container.layoutState?.keepsSize(withoutCrossLengthOf: axis) != true
    }

    /// The row of `rows` that anchors the scroll view being placed, and where on screen (root
    /// coordinates, along the axis) it goes: the scroll view's anchor, if it is one of these
    /// rows, still created, and on screen at the content offset (a scroll to elsewhere, or a
    /// `scrollTo` under way, leaves the rows to fall from the top).
    private func anchor(in rows: LazyRows, window: ClosedRange<CGFloat>) -> (index: Int, position: CGFloat)? {
        guard let scroll = rows.node.graph.scrollBeingPlaced, scroll.target == nil, let anchor = scroll.anchor,
            let row = anchor.row, row.parent === rows.node,
            let cursor = rows.node.children.firstIndex(where: { $0 === row }),
            cursor < rows.createdIndices.count
        else { return nil }
        let position = scroll.rootPosition(ofContentPosition: anchor.position, along: axis)
        guard window.contains(position), rows.createdIndices[cursor] == anchor.index else { return nil }
        return (anchor.index, position)
    }

    /// Lays out the rows before `index` up from `bottom`: created rows at their length, rows
    /// not created skipped by `estimate`, except where they meet `window`, where they are
    /// created. Returns where row 0 starts, and whether a row was created.
    private func placeBefore(
        _ rows: LazyRows, index: Int, bottom: CGFloat, window: ClosedRange<CGFloat>, estimate: CGFloat,
        willCreate: () -> Void, placeCreated: (ViewNode, CGFloat) -> Void
    ) -> (top: CGFloat, created: Bool) {
        var end = bottom
        var created = false
        var next = index - 1
        func lay(_ row: ViewNode) {
            let length = rowLength(row)
            guard length > 0 || !row.layoutUnits.isEmpty else { return }
            end -= gap + length
            placeCreated(row, end)
        }
        while next >= 0 {
            if let cursor = rows.createdIndices.lastIndex(where: { $0 <= next }), rows.createdIndices[cursor] == next {
                lay(rows.node.children[cursor])
                next -= 1
                continue
            }
            // A run of rows not created, down to the created one before it.
            let runStart = (rows.createdIndices.last(where: { $0 < next }) ?? -1) + 1
            while next >= runStart, end - gap > window.lowerBound, end - gap - estimate < window.upperBound {
                willCreate()
                lay(rows.create(at: next))
                created = true
                next -= 1
            }
            if next >= runStart {
                end -= CGFloat(next - runStart + 1) * (estimate + gap)
                next = runStart - 1
            }
        }
        return (end, created)
    }

    /// A created row's length along the axis: its views' and the gaps between them.
    private func rowLength(_ row: ViewNode) -> CGFloat {
        let units = row.layoutUnits
        guard !units.isEmpty else { return 0 }
        var total = CGFloat(units.count - 1) * gap
        for unit in units { total += length(rowSize(unit).size) }
        return total
    }

    /// Places one `ForEach`'s rows from `position`: created rows where they are, uncreated
    /// ones skipped by their estimated length, except in `window`, where they are created
    /// (`willCreate` first). Returns whether a row was created or an estimate changed (the
    /// lengths above may have changed).
    private func placeRows(
        _ rows: LazyRows, position: inout CGFloat, window: ClosedRange<CGFloat>,
        place: (ViewNode, inout CGFloat) -> Void, willCreate: () -> Void
    ) -> Bool {
        let estimate = rows.estimatedLength ?? Self.unmeasuredLength
        let step = estimate + gap
        var created = false
        var measuredLength: CGFloat = 0
        var measuredCount = 0
        var onScreen: [ViewNode] = []
        var offScreen: [ViewNode] = []
        /// Places a created row and notes whether it shows.
        func placeCreated(_ row: ViewNode) {
            let start = position
            let units = row.layoutUnits
            // A row that shows nothing (an `EmptyView`) takes no room and no gap.
            guard !units.isEmpty else { return }
            for unit in units { place(unit, &position) }
            let end = position - gap
            measuredLength += end - start
            measuredCount += 1
            if Self.shows(start, end, in: window) {
                onScreen.append(row)
                if let scroll = rows.node.graph.scrollBeingPlaced, scroll.anchorCandidate == nil {
                    scroll.anchorCandidate = row
                }
                if rows.awaited != nil, rows.awaited == row.key { rows.awaited = nil }
            } else if rows.awaited == nil || rows.awaited != row.key {
                // (`nil` first: comparing optional keys copies both, an `AnyHashable` each.)
                offScreen.append(row)
            }
        }
        var index = 0
        var cursor = 0
        // A row on screen at the last layout keeps its place: the rows before it are laid out
        // up from it (`placeBefore`), and the content offset takes up the difference.
        let start = position
        if let (anchorIndex, anchorPosition) = anchor(in: rows, window: window) {
            position = anchorPosition
            let before = placeBefore(
                rows, index: anchorIndex, bottom: anchorPosition, window: window, estimate: estimate,
                willCreate: willCreate,
                placeCreated: { row, top in
                    position = top
                    placeCreated(row)
                })
            created = created || before.created
            rows.node.graph.scrollBeingPlaced?.shift(by: before.top - start, along: axis)
            position = anchorPosition
            index = anchorIndex
            cursor = rows.createdIndices.firstIndex(of: anchorIndex) ?? 0
        }
        while index < rows.count {
            if cursor < rows.createdIndices.count, rows.createdIndices[cursor] == index {
                placeCreated(rows.node.children[cursor])
                cursor += 1
                index += 1
                continue
            }
            // A run of rows not created, up to the next created one.
            let runEnd = cursor < rows.createdIndices.count ? rows.createdIndices[cursor] : rows.count
            if position < window.lowerBound {
                let skipped = min(runEnd - index, Int(((window.lowerBound - position) / step).rounded(.down)))
                position += CGFloat(skipped) * step
                index += skipped
            }
            while index < runEnd, position < window.upperBound, position + estimate >= window.lowerBound {
                willCreate()
                placeCreated(rows.create(at: index))
                created = true
                cursor += 1
                index += 1
            }
            if index < runEnd, position + estimate < window.lowerBound {
                // Short of the window by less than a row: the next one reaches it.
                position += step
                index += 1
                continue
            }
            position += CGFloat(runEnd - index) * step
            index = runEnd
        }
        let newEstimate = measuredCount > 0 ? measuredLength / CGFloat(measuredCount) : rows.estimatedLength
        let estimateChanged = newEstimate != rows.estimatedLength
        rows.estimatedLength = newEstimate
        switch rows.node.graph.lazyRowRetention {
        case .discardedOffScreen:
            rows.discard(offScreen)
        case .keptOffScreen:
            rows.hide(offScreen)
        }
        rows.show(onScreen)
        return created || estimateChanged
            || !offScreen.isEmpty && rows.node.graph.lazyRowRetention == .discardedOffScreen
    }
}
