import Foundation

/// `ScrollView`: it takes the space it is offered, and offers its content nil along its
/// scrolling axes, so the content takes its ideal length there and can be longer than the
/// view. Across the axes the content is offered the view's size. The content starts at the
/// top leading corner (its scroll offset is zero; the stand-in does not scroll).
struct ScrollLayout: ChildPlacingLayout, ClippingLayout, Equatable {
    let axes: Axis.Set

    private func contentProposal(_ size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Along a scrolling axis the view fills what it is offered; with nothing offered it is
        // as long as its content.
        let content = node.layoutContent?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = contentProposal(ProposedViewSize(size))
        let contentSize = child.sizeThatFits(offered)
        // Content narrower than the view is centred across the scrolling axis. This is the
        // stand-in's assumption (commonly seen, not in Apple's `ScrollView` documentation).
        let x = axes.contains(.horizontal) ? 0 : (size.width - contentSize.width) / 2
        let y = axes.contains(.vertical) ? 0 : (size.height - contentSize.height) / 2
        return (offered, CGRect(origin: CGPoint(x: x, y: y), size: contentSize))
    }
}

/// A container that clips what it draws to its frame, as a scroll view does (UIKit's scroll
/// views clip to their bounds; SwiftUI's `scrollClipDisabled(_:)` exists to turn it off).
@MainActor
package protocol ClippingLayout {}

/// `NavigationStack`: a container that takes the whole space it is offered (the navigation
/// controller's view) and centres its top screen in it, as the hosting root does (WWDC19
/// session 237). That a stack fills its space and centres its screen is the stand-in's
/// assumption; Apple does not document it. The navigation bar's height is not modelled.
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
