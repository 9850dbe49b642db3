import Foundation

/// `ScrollView`: it takes the space it is offered, and offers its content nil along its
/// scrolling axes, so the content takes its ideal length there and can be longer than the
/// view. Across the axes the content is offered the view's size. Along them the content starts
/// at the view's top leading corner, moved back by the content offset (`ScrollOffset`).
struct ScrollLayout: ChildPlacingLayout, ClippingLayout, Equatable {
    let axes: Axis.Set

    package var scrollAxes: Axis.Set { axes }

    /// The content's proposal in a view of `size` whose content is inset by `margins`.
    private func contentProposal(_ size: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal)
                ? nil : size.width.map { max(0, $0 - margins.leading - margins.trailing) },
            height: axes.contains(.vertical) ? nil : size.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Along a scrolling axis the view fills what it is offered; with nothing offered it is
        // as long as its content and its margins.
        let margins = node.safeAreaPaddingAround
        let content = node.layoutContent?.sizeThatFits(contentProposal(proposal, margins: margins)) ?? .zero
        return CGSize(
            width: proposal.width ?? content.width + margins.leading + margins.trailing,
            height: proposal.height ?? content.height + margins.top + margins.bottom)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let child = node.layoutContent else { return }
        let margins = node.safeAreaPaddingAround
        let (offered, frame) = placement(child, size: bounds.size, margins: margins)
        // The content scrolls through its margins: they are part of its extent.
        let extent = CGSize(
            width: axes.contains(.horizontal) ? frame.width + margins.leading + margins.trailing : frame.width,
            height: axes.contains(.vertical) ? frame.height + margins.top + margins.bottom : frame.height)
        node.placeScrolledContent(of: extent, in: bounds) { offset in
            child.place(in: frame.offsetBy(dx: bounds.minX - offset.x, dy: bounds.minY - offset.y), proposal: offered)
        }
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        placement(child, size: size, margins: child.parent?.safeAreaPaddingAround ?? EdgeInsets())
    }

    /// The content's proposal and frame in a view of `size`, inset by `margins` (the insets of
    /// `safeAreaPadding` around the scroll view).
    private func placement(_ child: ViewNode, size: CGSize, margins: EdgeInsets) -> (ProposedViewSize, CGRect) {
        let offered = contentProposal(ProposedViewSize(size), margins: margins)
        let contentSize = child.sizeThatFits(offered)
        // Content narrower than the view is centred across the scrolling axis. This is the
        // stand-in's assumption (commonly seen, not in Apple's `ScrollView` documentation).
        let inner = CGSize(
            width: size.width - margins.leading - margins.trailing, height: size.height - margins.top - margins.bottom)
        let x = margins.leading + (axes.contains(.horizontal) ? 0 : (inner.width - contentSize.width) / 2)
        let y = margins.top + (axes.contains(.vertical) ? 0 : (inner.height - contentSize.height) / 2)
        return (offered, CGRect(origin: CGPoint(x: x, y: y), size: contentSize))
    }
}

/// Where a scroll view's content is scrolled to, kept on its node: the content offset (the
/// point of the content at the view's top leading corner), and the content's and the view's
/// sizes at the last layout, which bound it.
package final class ScrollOffset {
    // Kept on a node, and touched only by the runtime on the main actor: the stored fields opt
    // out of dynamic exclusivity checks, as `ViewNode`'s hot fields do (no access to them
    // overlaps another).
    /// The content offset: zero at the top leading edge, up to the content's length less the
    /// view's along each scrolling axis.
    @exclusivity(unchecked) package internal(set) var offset: CGPoint = .zero
    /// The content's size at the last layout.
    @exclusivity(unchecked) package internal(set) var contentSize: CGSize = .zero
    /// The view's size at the last layout.
    @exclusivity(unchecked) package internal(set) var viewportSize: CGSize = .zero
    /// A view that `scrollTo(_:anchor:)` asked to show, kept in place while the layout settles
    /// (lazy rows around it are created and measured, and its position moves with them).
    @exclusivity(unchecked) var target: Target?
    /// The first lazy row on screen at the last layout, and where it was in the content.
    @exclusivity(unchecked) var anchor: Anchor?
    /// The first lazy row placed on screen in the layout under way.
    weak var anchorCandidate: ViewNode?
    /// How far the content's start moved in the layout under way, as rows laid out up from the
    /// anchor found the content before it longer or shorter than estimated.
    @exclusivity(unchecked) var shift: CGPoint = .zero
    /// The view's top leading corner at the layout under way (root coordinates).
    @exclusivity(unchecked) var viewportOrigin: CGPoint = .zero

    /// A lazy row on screen, kept where it is when the rows before it change length: "as
    /// estimates are replaced with actual sizes, SwiftUI adjusts the scroll view's content
    /// offset so that views on screen don't jump" (WWDC26 "Dive into lazy stacks and scrolling
    /// with SwiftUI"). A scroll moves it with the content.
    /// Rows inserted or removed before it (its index changed) release it: the offset then stays
    /// and the rows on screen move, as a collection view's do (an assumption: the session
    /// speaks of estimates, not of changes to the data).
    struct Anchor {
        weak var row: ViewNode?
        /// The row's index among its `ForEach`'s elements.
        let index: Int
        /// Where the row started in the content (content coordinates).
        let position: CGPoint
    }

    /// Where a point `position` along `axis` of the content is on screen (root coordinates).
    func rootPosition(ofContentPosition position: CGPoint, along axis: Axis) -> CGFloat {
        axis == .vertical ? viewportOrigin.y - offset.y + position.y : viewportOrigin.x - offset.x + position.x
    }

    /// Notes that the content's start moved by `distance` along `axis`.
    func shift(by distance: CGFloat, along axis: Axis) {
        if axis == .vertical { shift.y += distance } else { shift.x += distance }
    }

    struct Target {
        weak var node: ViewNode?
        let anchor: UnitPoint?
    }

    /// The content offset that shows `frame` (root coordinates) in `viewport` as
    /// `scrollTo(_:anchor:)` does: its anchor point at the viewport's, or with no anchor the
    /// least move that shows all of it.
    func offset(showing frame: CGRect, in viewport: CGRect, anchor: UnitPoint?) -> CGPoint {
        guard let anchor else {
            func least(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> CGFloat {
                low < start ? low - start : (high > end ? min(high - end, low - start) : 0)
            }
            return clamped(
                CGPoint(
                    x: offset.x + least(frame.minX, frame.maxX, viewport.minX, viewport.maxX),
                    y: offset.y + least(frame.minY, frame.maxY, viewport.minY, viewport.maxY)))
        }
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let meets = CGPoint(
            x: viewport.minX + anchor.x * viewport.width, y: viewport.minY + anchor.y * viewport.height)
        return clamped(CGPoint(x: offset.x + point.x - meets.x, y: offset.y + point.y - meets.y))
    }

    /// The largest offset: the content's end at the view's end (zero when the content fits).
    package var maximumOffset: CGPoint {
        CGPoint(
            x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
    }

    /// Takes the first lazy row placed on screen as the anchor for the next layout.
    @MainActor
    func takeAnchor(viewport: CGRect) {
        guard let row = anchorCandidate, let frame = row.layoutUnits.first?.layoutFrame,
            let rows = row.parent?.lazyRows,
            let cursor = row.parent?.children.firstIndex(where: { $0 === row }), cursor < rows.createdIndices.count
        else {
            anchor = nil
            return
        }
        anchor = Anchor(
            row: row, index: rows.createdIndices[cursor],
            position: CGPoint(x: frame.minX - viewport.minX + offset.x, y: frame.minY - viewport.minY + offset.y))
    }

    /// `offset` kept within zero and `maximumOffset`, as a scroll view keeps its content
    /// offset when it is not bouncing.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        return CGPoint(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
    }
}

extension ViewNode {
    /// The content offset of this scroll view (a node whose layout scrolls), nil for another.
    package var scrollOffset: ScrollOffset? {
        guard let behavior = layoutBehavior, !behavior.scrollAxes.isEmpty else { return nil }
        return attachment { ScrollOffset() }
    }

    /// The axes this scroll view scrolls along; none for another view.
    package var scrollAxes: Axis.Set {
        layoutBehavior?.scrollAxes ?? []
    }

    /// Whether this view lies wholly outside the frame of a scroll view it is in (scrolled out
    /// of view, where no finger reaches it).
    package var isScrolledOutOfView: Bool {
        guard let frame = layoutFrame else { return false }
        var current = parent
        while let node = current {
            if node.scrollOffset != nil, let viewport = node.layoutFrame, !viewport.intersects(frame) { return true }
            current = node.parent
        }
        return false
    }

    /// Places a scroll view's content, `contentSize` long, scrolled in `viewport` (root
    /// coordinates): `place` puts it at a content offset. The offset is kept within the
    /// content, and a view that `scrollTo(_:anchor:)` asked for is then brought to its place.
    func placeScrolledContent(of contentSize: CGSize, in viewport: CGRect, place: (CGPoint) -> Void) {
        let scroll = attachment { ScrollOffset() }
        scroll.contentSize = contentSize
        scroll.viewportSize = viewport.size
        scroll.viewportOrigin = viewport.origin
        // A content offset past the content's end (the content got shorter) comes back to it,
        // unless a row on screen holds the content where it is (its estimates changed: the
        // offset is then moved by what they moved the content's start).
        if scroll.anchor == nil { scroll.offset = scroll.clamped(scroll.offset) }
        placeHoldingAnchor(scroll, place: place)
        if scroll.shift != .zero {
            // The rows on screen stayed where they were while the content before them changed
            // length: the offset follows, and the next pass places the content there. Where
            // that would pass the content's edge, the edge holds instead, and the rows move.
            let wanted = CGPoint(x: scroll.offset.x - scroll.shift.x, y: scroll.offset.y - scroll.shift.y)
            scroll.offset = scroll.clamped(wanted)
            invalidateLayout()
            graph.requestLayoutPass()
            if scroll.offset != wanted {
                scroll.anchor = nil
                scroll.anchorCandidate = nil
            }
        } else if scroll.offset != scroll.clamped(scroll.offset) {
            scroll.offset = scroll.clamped(scroll.offset)
            placeHoldingAnchor(scroll, place: place)
        }
        scroll.takeAnchor(viewport: viewport)
        guard let target = scroll.target else { return }
        guard let targetNode = target.node, targetNode.isAlive, let targetFrame = targetNode.layoutFrame else {
            scroll.target = nil
            return
        }
        let offset = scroll.offset(showing: targetFrame, in: viewport, anchor: target.anchor)
        if offset == scroll.offset {
            scroll.target = nil
            return
        }
        // Moved: the content is placed again, and what it creates there measured in another
        // pass, which brings the view to its place again.
        scroll.offset = offset
        place(offset)
        invalidateLayout()
        graph.requestLayoutPass()
    }

    /// Places the content at the offset, its lazy rows noting the first row on screen and how
    /// far the anchor row's place moved the content's start (`ScrollOffset.shift`).
    private func placeHoldingAnchor(_ scroll: ScrollOffset, place: (CGPoint) -> Void) {
        scroll.shift = .zero
        scroll.anchorCandidate = nil
        let outer = graph.scrollBeingPlaced
        graph.scrollBeingPlaced = scroll
        place(scroll.offset)
        graph.scrollBeingPlaced = outer
    }

    /// Scrolls this scroll view's content to `offset`, kept within its extent as the last
    /// layout measured it; the next layout places the content there.
    package func scroll(to offset: CGPoint) {
        guard let scroll = scrollOffset else { return }
        let target = scroll.clamped(offset)
        guard target != scroll.offset else { return }
        scroll.offset = target
        invalidateLayout()
    }
}

/// A container that clips what it draws to its frame, as a scroll view does (UIKit's scroll
/// views clip to their bounds; SwiftUI's `scrollClipDisabled(_:)` exists to turn it off).
@MainActor
package protocol ClippingLayout: LayoutBehavior {}

extension ClippingLayout {
    package var clipsContent: Bool { true }
}

/// A container of screens (a collapsed `NavigationSplitView`): it takes the whole
/// space it is offered and centres its top screen in it, as the hosting root does (WWDC19
/// session 237). That it fills its space and centres its screen is the stand-in's assumption;
/// Apple does not document it. (`NavigationStack` and `TabView` reserve their bars:
/// `NavigationStackLayout`, `TabViewLayout`.)
struct ScreenContainerLayout: ChildPlacingLayout, Equatable {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = node.layoutContent?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = ProposedViewSize(size)
        let contentSize = child.sizeThatFits(offered)
        let origin = CGPoint(x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2)
        return (offered, CGRect(origin: origin, size: contentSize))
    }
}

/// `ViewThatFits(in:)`: every candidate exists; the view shows the first whose ideal size fits
/// the proposal along the constrained axes, or the last one if none fits ("ViewThatFits
/// evaluates its child views in the order you provide them ... and selects the first child
/// whose ideal size on the constrained axes fits within the proposed size", Apple's
/// `ViewThatFits` documentation).
struct ViewThatFitsLayout: LayoutBehavior, Equatable {
    let axes: Axis.Set

    func choice(_ proposal: ProposedViewSize, candidates: [ViewNode]) -> ViewNode? {
        for candidate in candidates {
            let ideal = candidate.sizeThatFits(
                ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.0001
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.0001
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let candidates = node.layoutContent?.layoutUnits ?? []
        return choice(proposal, candidates: candidates)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let candidates = node.layoutContent?.layoutUnits ?? []
        let chosen = choice(proposal, candidates: candidates)
        for candidate in candidates where candidate !== chosen { candidate.unplace() }
        chosen?.place(in: bounds, proposal: proposal)
    }

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        let candidates = node.layoutContent?.layoutUnits ?? []
        let proposal = node.layoutState?.placedProposal ?? ProposedViewSize(size)
        return choice(proposal, candidates: candidates)?.explicitAlignment(guide, size: size)
    }
}

/// `GeometryReader`: it takes all the space it is offered (10 pt where nothing is offered, the
/// `replacingUnspecifiedDimensions` default, which is why a reader in a vertical scroll view
/// is 10 pt tall), offers that space to its content, and puts the content at its top leading
/// corner (SwiftUI's behaviour since iOS 14). After a layout pass that gives the reader a new
/// size or place, its content is evaluated again with the new proxy, as SwiftUI does.
struct GeometryReaderLayout: LayoutBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let geometry = node.attachment { GeometryReaderState() }
        let layer = node.layerGeometry
        if geometry.frame != bounds || geometry.layer != layer {
            geometry.frame = bounds
            geometry.layer = layer
            node.invalidate()
        }
        node.layoutContent?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}

/// What a reader's content last saw.
final class GeometryReaderState {
    var frame: CGRect?
    var layer: LayerGeometry?
}

extension ViewNode {
    /// The region of the screen where this view's content shows, along `axis`, in root
    /// coordinates: the frame of the nearest scroll view above that scrolls along it, or of
    /// its layer (the screen, a sheet's card) when none does.
    func visibleWindow(along axis: Axis) -> ClosedRange<CGFloat> {
        let region = visibleRegion(along: axis == .vertical ? .vertical : .horizontal)
        return axis == .vertical ? region.minY...region.maxY : region.minX...region.maxX
    }

    /// The frame (root coordinates) of the nearest scroll view above this view that scrolls
    /// along one of `axes`, or of its layer when none does.
    func visibleRegion(along axes: Axis.Set) -> CGRect {
        var current = parent
        while let node = current {
            if !node.scrollAxes.isDisjoint(with: axes), let state = node.layoutState, state.isPlaced {
                return state.frame
            }
            current = node.parent
        }
        return layerGeometry.container
    }
}
