import Foundation

/// A modifier whose only job is geometry: it shows `attributes` on its content's line of the
/// text tree and lays its content out with `behavior`.
struct LayoutModifier<Behavior: ChildPlacingLayout> {
    let attributes: [String]
    let behavior: Behavior
}

extension LayoutModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(attributes)
        node.layoutBehavior = behavior
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}

/// A behaviour that wraps one child and says where the child goes for a given size of its own.
@MainActor
package protocol ChildPlacingLayout: UnaryLayoutBehavior {
    /// The child's proposal and frame, relative to the node's origin, when the node has `size`
    /// after being proposed `proposal`.
    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect)
}

extension ChildPlacingLayout {
    package func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let child = node.layoutContent else { return }
        let (childProposal, frame) = childPlacement(child, size: bounds.size, proposal: proposal)
        child.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), proposal: childProposal)
    }

    package func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        guard let child = node.layoutContent else { return nil }
        let proposal = node.layoutState?.placedProposal ?? ProposedViewSize(size)
        let (_, frame) = childPlacement(child, size: size, proposal: proposal)
        guard let value = child.explicitAlignment(guide, size: frame.size) else { return nil }
        return value + (guide.isHorizontal ? frame.minX : frame.minY)
    }
}

/// Where a child of `childSize` sits in a box of `size` for an alignment: its guides meet the
/// box's guides of the same alignment (the `frame` documentation: "the alignment of this view
/// inside the resulting frame").
@MainActor
func aligned(_ child: ViewNode, childSize: CGSize, in size: CGSize, alignment: Alignment) -> CGPoint {
    let horizontal = AlignmentGuide.horizontal(alignment.horizontal.key)
    let vertical = AlignmentGuide.vertical(alignment.vertical.key)
    return CGPoint(
        x: ViewDimensions.defaultValue(of: horizontal, size: size) - child.alignmentValue(horizontal, size: childSize),
        y: ViewDimensions.defaultValue(of: vertical, size: size) - child.alignmentValue(vertical, size: childSize))
}

// MARK: - Padding

/// `padding`: the child is proposed the padded proposal less the insets, and the view is the
/// child's size plus the insets.
struct PaddingLayout: ChildPlacingLayout, Equatable {
    let insets: EdgeInsets

    /// The amount `padding()` uses when given no length. Apple documents it as "a
    /// platform-specific default amount"; 16 pt is the iOS value as it is commonly measured
    /// (not from Apple's documentation).
    nonisolated static let defaultLength: CGFloat = 16

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let child = node.layoutContent?.sizeThatFits(inset(proposal)) ?? .zero
        return CGSize(
            width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let childProposal = inset(proposal)
        let childSize = child.sizeThatFits(childProposal)
        return (childProposal, CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: childSize))
    }
}

// MARK: - Frames

/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and taken by
/// the frame; an unspecified one passes the proposal through and takes the child's size.
struct FixedFrameLayout: ChildPlacingLayout, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = node.layoutContent?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = childProposal(proposal)
        let childSize = child.sizeThatFits(offered)
        return (
            offered,
            CGRect(origin: aligned(child, childSize: childSize, in: size, alignment: alignment), size: childSize)
        )
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. The
/// child is proposed the frame's proposal clamped to the bounds, with the ideal dimension
/// filling an unspecified one (the modifier's documentation). The frame's own size is the
/// child's, raised toward the proposal up to the maximum and lowered toward it down to the
/// minimum: `max(min, min(child, proposal))`, then `min(max, max(that, proposal))`. This is
/// the reading of the documentation's rules that objc.io's *Thinking in SwiftUI* (layout
/// chapter, "flexible frames") gives; with one bound, a frame never ends outside it.
struct FlexibleFrameLayout: ChildPlacingLayout, Equatable {
    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    private static func clamp(_ value: CGFloat, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        var result = value
        if let maximum { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: (proposal.width ?? idealWidth).map { Self.clamp($0, minWidth, maxWidth) },
            height: (proposal.height ?? idealHeight).map { Self.clamp($0, minHeight, maxHeight) })
    }

    private static func dimension(
        proposed: CGFloat?, ideal: CGFloat?, minimum: CGFloat?, maximum: CGFloat?, child: CGFloat
    ) -> CGFloat {
        let offered = proposed ?? ideal
        var result = child
        if let minimum { result = max(minimum, offered.map { min(result, $0) } ?? result) }
        if let maximum { result = min(maximum, offered.map { max(result, $0) } ?? result) }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let child = node.layoutContent?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: Self.dimension(
                proposed: proposal.width, ideal: idealWidth, minimum: minWidth, maximum: maxWidth, child: child.width),
            height: Self.dimension(
                proposed: proposal.height, ideal: idealHeight, minimum: minHeight, maximum: maxHeight,
                child: child.height))
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = childProposal(proposal)
        let childSize = child.sizeThatFits(offered)
        return (
            offered,
            CGRect(origin: aligned(child, childSize: childSize, in: size, alignment: alignment), size: childSize)
        )
    }
}

/// `fixedSize(horizontal:vertical:)`: the fixed dimensions are proposed nil, so the child
/// takes its ideal size there ("Fixes this view at its ideal size in the specified dimensions").
struct FixedSizeLayout: ChildPlacingLayout, Equatable {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.layoutContent?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = childProposal(proposal)
        return (offered, CGRect(origin: .zero, size: child.sizeThatFits(offered)))
    }
}

/// `offset(x:y:)`: the view keeps its place in layout and its content is drawn moved ("the
/// original dimensions of the view aren't changed by offsetting the contents").
struct OffsetLayout: ChildPlacingLayout, Equatable {
    let offset: CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.layoutContent?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        (proposal, CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: child.sizeThatFits(proposal)))
    }
}

/// `position(x:y:)`: the view takes the space proposed to it and puts its content's centre at
/// the point ("Positions the center of this view at the specified coordinates in its parent's
/// coordinate space").
struct PositionLayout: ChildPlacingLayout, Equatable {
    let position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let childSize = child.sizeThatFits(proposal)
        return (
            proposal,
            CGRect(
                x: position.x - childSize.width / 2, y: position.y - childSize.height / 2, width: childSize.width,
                height: childSize.height)
        )
    }
}

/// A modifier that passes its content through unchanged and adds something the container
/// reads: a priority, a guide, a layout value.
protocol PassThroughLayout: ChildPlacingLayout {}

extension PassThroughLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.layoutContent?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        (proposal, CGRect(origin: .zero, size: size))
    }
}

/// `layoutPriority(_:)`.
struct PriorityLayout: PassThroughLayout, Equatable {
    let value: Double

    func priority(node: ViewNode) -> Double { value }
}

/// `alignmentGuide(_:computeValue:)`: the guide's value, computed from the view's dimensions.
struct AlignmentGuideLayout: PassThroughLayout {
    let guide: AlignmentGuide
    let computeValue: @Sendable (ViewDimensions) -> CGFloat

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        guard let child = node.layoutContent else { return nil }
        guard guide == self.guide else { return child.explicitAlignment(guide, size: size) }
        return computeValue(child.dimensions(at: size))
    }
}

/// `layoutValue(key:value:)`.
struct LayoutValueLayout: PassThroughLayout {
    let key: ObjectIdentifier
    let value: UncheckedValue<Any>

    func layoutValue(_ key: ObjectIdentifier, node: ViewNode) -> Any? {
        key == self.key ? value.value : node.layoutContent?.layoutValue(key)
    }
}

/// `ignoresSafeArea(_:edges:)`: a view that reaches an edge of the safe area grows past it to
/// the container's edge ("Expands the safe area of a view"). The stand-in applies it at the
/// safe area of the layer being laid out (the device's, or a sheet card's).
struct IgnoresSafeAreaLayout: PassThroughLayout, Equatable {
    let edges: Edge.Set

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let child = node.layoutContent else { return }
        let layer = node.layerGeometry
        let frame = expandIntoSafeArea(bounds, edges: edges, container: layer.container, safeArea: layer.safeArea)
        node.layoutStateCreatingIfNeeded.frame = frame
        child.place(in: frame, proposal: ProposedViewSize(frame.size))
    }
}

/// `frame` grown to the container's edge on each of `edges` where it reaches the safe
/// area's edge (within half a point); `container` is in root coordinates, `safeArea` its
/// insets.
package func expandIntoSafeArea(_ frame: CGRect, edges: Edge.Set, container: CGRect, safeArea: EdgeInsets) -> CGRect {
    var frame = frame
    let tolerance: CGFloat = 0.5
    if edges.contains(.top), abs(frame.minY - (container.minY + safeArea.top)) < tolerance {
        frame.size.height += frame.minY - container.minY
        frame.origin.y = container.minY
    }
    if edges.contains(.leading), abs(frame.minX - (container.minX + safeArea.leading)) < tolerance {
        frame.size.width += frame.minX - container.minX
        frame.origin.x = container.minX
    }
    if edges.contains(.bottom), abs(frame.maxY - (container.maxY - safeArea.bottom)) < tolerance {
        frame.size.height = container.maxY - frame.minY
    }
    if edges.contains(.trailing), abs(frame.maxX - (container.maxX - safeArea.trailing)) < tolerance {
        frame.size.width = container.maxX - frame.minX
    }
    return frame
}
