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
struct GridLayout: LayoutBehavior {
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

    private func subviews(_ node: ViewNode) -> [ViewNode] { node.layoutContent?.layoutUnits ?? [] }

    /// Each item's cell relative to the grid's origin, the proposal it gets, and the grid's size.
    func cells(_ proposal: ProposedViewSize, node: ViewNode) -> (
        cells: [(CGRect, ProposedViewSize, Alignment)], size: CGSize
    ) {
        let items = subviews(node)
        let resolved = resolveTracks(length: proposal[cross])
        guard !resolved.isEmpty else { return ([], .zero) }
        let lineGap = spacing ?? ViewSpacing.defaultSpacing
        var cells: [(CGRect, ProposedViewSize, Alignment)] = []
        var lineStart: CGFloat = 0
        var crossExtent: CGFloat = 0
        var lineIndex = 0
        while lineIndex * resolved.count < items.count {
            let lineItems = Array(
                items[(lineIndex * resolved.count)..<min(items.count, (lineIndex + 1) * resolved.count)])
            var proposals: [ProposedViewSize] = []
            var lineLength: CGFloat = 0
            for (offset, item) in lineItems.enumerated() {
                var offered = ProposedViewSize.unspecified
                offered[cross] = resolved[offset].length
                proposals.append(offered)
                let size = item.sizeThatFits(offered)
                lineLength = max(lineLength, axis == .vertical ? size.height : size.width)
            }
            var trackStart: CGFloat = 0
            for (offset, _) in lineItems.enumerated() {
                let trackLength = resolved[offset].length
                let frame =
                    axis == .vertical
                    ? CGRect(x: trackStart, y: lineStart, width: trackLength, height: lineLength)
                    : CGRect(x: lineStart, y: trackStart, width: lineLength, height: trackLength)
                cells.append((frame, proposals[offset], resolved[offset].alignment ?? alignment))
                trackStart += trackLength + (offset < lineItems.count - 1 ? resolved[offset].gap : 0)
            }
            crossExtent = max(crossExtent, trackStart)
            lineStart += lineLength + lineGap
            lineIndex += 1
        }
        let along = max(0, lineStart - (items.isEmpty ? 0 : lineGap))
        let tracksLength = resolved.map(\.length).reduce(0, +) + resolved.dropLast().map(\.gap).reduce(0, +)
        let across = max(crossExtent, tracksLength)
        return (cells, axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        cells(proposal, node: node).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let items = subviews(node)
        for (item, (cell, offered, alignment)) in zip(items, cells(proposal, node: node).cells) {
            let size = item.sizeThatFits(offered)
            let origin = aligned(item, childSize: size, in: cell.size, alignment: alignment)
            item.place(
                in: CGRect(
                    x: bounds.minX + cell.minX + origin.x, y: bounds.minY + cell.minY + origin.y, width: size.width,
                    height: size.height),
                proposal: offered)
        }
    }
}
