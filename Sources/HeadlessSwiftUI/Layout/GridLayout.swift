import Foundation

/// `LazyVGrid` and `LazyHGrid`: tracks (columns of a vertical grid, rows of a horizontal one)
/// are sized from the grid's length across its growing axis, then the items fill them in
/// order, a line at a time. `GridItem`'s documentation gives the tracks:
/// - `.fixed(size)`: "a single item with the specified fixed size";
/// - `.flexible(minimum:maximum:)`: "a single flexible item", sized between its bounds;
/// - `.adaptive(minimum:maximum:)`: "multiple items in the space of a single flexible item",
///   as many as fit at the minimum, sharing that space.
/// Fixed tracks are sized first and the others share the rest equally, in order, each clamped
/// to its bounds and the remainder offered on (the distribution swiftui-lab's "Impossible
/// Grids" article measured). A line is as long as its longest item; items sit at the grid
/// item's alignment, or the grid's, in their cell. Each track's own spacing follows it; the
/// grid's spacing is between lines. Both default to 8 pt, the default spacing between views.
struct GridLayout: LazyContainerLayout {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?
    let alignment: Alignment

    private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The length of each track, its item alignment, and the gap after it: its grid item's
    /// spacing ("The spacing to the next item", Apple's `GridItem.spacing`), between the items
    /// of an adaptive track too.
    func resolveTracks(length: CGFloat?) -> [(length: CGFloat, alignment: Alignment?, gap: CGFloat)] {
        let gaps = tracks.dropLast().map { $0.spacing ?? ViewSpacing.defaultSpacing }.reduce(0, +)
        var remaining = (length ?? 0) - gaps
        var lengths = Array(repeating: CGFloat(0), count: tracks.count)
        var open: [Int] = []
        for (index, track) in tracks.enumerated() {
            if case .fixed(let size) = track.size {
                lengths[index] = size
                remaining -= size
            } else {
                open.append(index)
            }
        }
        for (position, index) in open.enumerated() {
            let share = max(0, remaining / CGFloat(open.count - position))
            let resolved: CGFloat
            switch tracks[index].size {
            case .fixed(let size): resolved = size
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                resolved = length == nil ? minimum : min(max(share, minimum), maximum)
            }
            lengths[index] = resolved
            remaining -= resolved
        }
        var result: [(CGFloat, Alignment?, CGFloat)] = []
        for (index, track) in tracks.enumerated() {
            let gap = track.spacing ?? ViewSpacing.defaultSpacing
            guard case .adaptive(let minimum, let maximum) = track.size else {
                result.append((lengths[index], track.alignment, gap))
                continue
            }
            // As many items as fit at the minimum, sharing the track's space.
            let count = max(1, Int(((lengths[index] + gap) / (minimum + gap)).rounded(.down)))
            let each = min(maximum, (lengths[index] - gap * CGFloat(count - 1)) / CGFloat(count))
            result.append(contentsOf: Array(repeating: (each, track.alignment, gap), count: count))
        }
        return result
    }

    /// One item of the grid: a view it always has (and the top of the views that are its
    /// alone), or a `ForEach` row, created or not.
    @MainActor
    private enum Slot {
        case view(ViewNode, top: ViewNode)
        case row(LazyRows, Int)

        /// The item's node, nil for a row not created.
        var node: ViewNode? {
            switch self {
            case .view(let view, _): view
            case .row(let rows, let index): rows.createdRow(at: index)
            }
        }
    }

    private func slots(_ node: ViewNode) -> [Slot] {
        var slots: [Slot] = []
        let placement = LazyRowPlacement(axis: axis, gap: 0) { _ in (.zero, .unspecified) }
        for entry in placement.entries(node.layoutContent) {
            switch entry {
            case .view(let view, let top): slots.append(.view(view, top: top))
            case .rows(let rows): for index in 0..<rows.count { slots.append(.row(rows, index)) }
            }
        }
        return slots
    }

    /// A line not created yet is as long as the mean of the lines measured (WWDC26 "Dive into
    /// lazy stacks and scrolling with SwiftUI", said of lazy stacks; the stand-in's assumption
    /// for grids), or `LazyRowPlacement.unmeasuredLength` before any was.
    private func estimatedLineLength(_ slots: [Slot]) -> CGFloat {
        for case .row(let rows, _) in slots { return rows.estimatedLength ?? LazyRowPlacement.unmeasuredLength }
        return LazyRowPlacement.unmeasuredLength
    }

    /// Each item's cell relative to the grid's origin, the proposal it gets, and the grid's
    /// size. Lines of rows not created are estimated; where `window` is given (an interval
    /// along the grid's axis, relative to its origin), the rows of the lines in it are created.
    private func cells(_ proposal: ProposedViewSize, node: ViewNode, window: ClosedRange<CGFloat>? = nil) -> (
        cells: [(ViewNode, CGRect, ProposedViewSize, Alignment, shows: Bool, top: ViewNode?)], size: CGSize
    ) {
        let slots = slots(node)
        let resolved = resolveTracks(length: proposal[cross])
        guard !resolved.isEmpty else { return ([], .zero) }
        let lineGap = spacing ?? ViewSpacing.defaultSpacing
        let estimate = estimatedLineLength(slots)
        var cells: [(ViewNode, CGRect, ProposedViewSize, Alignment, shows: Bool, top: ViewNode?)] = []
        var lineStart: CGFloat = 0
        var crossExtent: CGFloat = 0
        var measured: (total: CGFloat, count: Int) = (0, 0)
        var created = false
        var lineIndex = 0
        while lineIndex * resolved.count < slots.count {
            let lineSlots = Array(
                slots[(lineIndex * resolved.count)..<min(slots.count, (lineIndex + 1) * resolved.count)])
            lineIndex += 1
            let inWindow = window.map { lineStart < $0.upperBound && lineStart + estimate > $0.lowerBound } ?? false
            var nodes = lineSlots.map(\.node)
            if inWindow {
                for (offset, slot) in lineSlots.enumerated() where nodes[offset] == nil {
                    if case .row(let rows, let index) = slot {
                        nodes[offset] = rows.create(at: index)
                        created = true
                    }
                }
            }
            guard nodes.contains(where: { $0 != nil }) else {
                lineStart += estimate + lineGap
                continue
            }
            var proposals: [ProposedViewSize] = []
            var lineLength: CGFloat = 0
            for (offset, item) in nodes.enumerated() {
                var offered = ProposedViewSize.unspecified
                offered[cross] = resolved[offset].length
                proposals.append(offered)
                guard let item else { continue }
                let size = item.sizeThatFits(offered)
                lineLength = max(lineLength, axis == .vertical ? size.height : size.width)
            }
            let shows = window.map { lineStart + lineLength > $0.lowerBound && lineStart < $0.upperBound } ?? true
            if !nodes.contains(where: { $0 == nil }),
                lineSlots.contains(where: { if case .row = $0 { true } else { false } })
            {
                measured.total += lineLength
                measured.count += 1
            }
            var trackStart: CGFloat = 0
            for (offset, item) in nodes.enumerated() {
                let trackLength = resolved[offset].length
                if let item {
                    let frame =
                        axis == .vertical
                        ? CGRect(x: trackStart, y: lineStart, width: trackLength, height: lineLength)
                        : CGRect(x: lineStart, y: trackStart, width: lineLength, height: trackLength)
                    var top: ViewNode?
                    if case .view(_, let viewTop) = lineSlots[offset] { top = viewTop }
                    cells.append((item, frame, proposals[offset], resolved[offset].alignment ?? alignment, shows, top))
                }
                trackStart += trackLength + (offset < nodes.count - 1 ? resolved[offset].gap : 0)
            }
            crossExtent = max(crossExtent, trackStart)
            lineStart += lineLength + lineGap
        }
        if window != nil {
            for case .row(let rows, _) in slots {
                let newEstimate = measured.count > 0 ? measured.total / CGFloat(measured.count) : rows.estimatedLength
                if created || newEstimate != rows.estimatedLength {
                    rows.estimatedLength = newEstimate
                    node.invalidateLayout()
                    node.graph.requestLayoutPass()
                }
                break
            }
        }
        let along = max(0, lineStart - (slots.isEmpty ? 0 : lineGap))
        let tracksLength = resolved.map(\.length).reduce(0, +) + resolved.dropLast().map(\.gap).reduce(0, +)
        let across = max(crossExtent, tracksLength)
        return (cells, axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        cells(proposal, node: node).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let visible = node.visibleWindow(along: axis)
        let origin = axis == .vertical ? bounds.minY : bounds.minX
        let window = (visible.lowerBound - origin)...(visible.upperBound - origin)
        let placed = cells(proposal, node: node, window: window)
        var lists: [ObjectIdentifier: LazyRows] = [:]
        var onScreen: [ObjectIdentifier: [ViewNode]] = [:]
        var offScreen: [ObjectIdentifier: [ViewNode]] = [:]
        for (item, cell, offered, alignment, shows, top) in placed.cells {
            let size = item.sizeThatFits(offered)
            let origin = aligned(item, childSize: size, in: cell.size, alignment: alignment)
            item.place(
                in: CGRect(
                    x: bounds.minX + cell.minX + origin.x, y: bounds.minY + cell.minY + origin.y, width: size.width,
                    height: size.height),
                proposal: offered)
            if let rows = item.parent?.lazyRows {
                let id = ObjectIdentifier(rows)
                lists[id] = rows
                if shows {
                    onScreen[id, default: []].append(item)
                } else {
                    offScreen[id, default: []].append(item)
                }
            } else if let top {
                if let parent = top.parent, parent.coveredChildren.contains(top.key) == shows {
                    if shows { parent.coveredChildren.remove(top.key) } else { parent.coveredChildren.insert(top.key) }
                }
                runLifecycleActions(in: top, appearing: shows)
            }
        }
        for (id, items) in offScreen {
            switch node.graph.lazyRowRetention {
            case .discardedOffScreen: lists[id]?.discard(items)
            case .keptOffScreen: lists[id]?.hide(items)
            }
            node.graph.requestLayoutPass()
        }
        for (id, items) in onScreen { lists[id]?.show(items) }
    }
}
