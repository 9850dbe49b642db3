import Foundation

/// A modifier whose only job is geometry: it shows `attributes` on its content's line of the
/// text tree and lays its content out with `behavior`.
struct LayoutModifier<Behavior: ChildPlacingLayout> {
    let attributes: [String]
    let behavior: Behavior
    /// What SwiftUI prints to the console for the modifier's arguments, at each update.
    var warnings: [String] = []
}

extension LayoutModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        for warning in warnings { node.graph.warnOncePerFrame(warning, for: node) }
        node.output.display = .modifier(attributes)
        node.layoutBehavior = behavior
        node.reconcile(key: .content, view: content, environment: node.environment)
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

    /// `frame(width:height:alignment:)` as SwiftUI takes its arguments: a negative dimension is
    /// zero, a NaN or infinite one is ignored (the child's), and SwiftUI prints "Invalid frame
    /// dimension (negative or non-finite)." Measured on SwiftUI (mburger89/MetalUI,
    /// docs/probes/swiftui-layout-input-validation.swift: `frame(width: -10)` is 0 wide,
    /// `.infinity` and `.nan` the child's 20).
    nonisolated init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ length: CGFloat?) -> CGFloat? {
            guard let length, !length.isNaN, length != .infinity else { return nil }
            return max(length, 0)
        }
        self.width = valid(width)
        self.height = valid(height)
        self.alignment = alignment
    }

    /// The console line SwiftUI prints for these arguments, if any.
    nonisolated static func warnings(width: CGFloat?, height: CGFloat?) -> [String] {
        let invalid = [width, height].contains { $0.map { $0 < 0 || !$0.isFinite } ?? false }
        return invalid ? [FrameWarning.invalidDimension] : []
    }

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

/// What SwiftUI prints for a frame's arguments (its console, quoted by the probe above).
enum FrameWarning {
    static let contradictory = "Contradictory frame constraints specified."
    static let invalidDimension = "Invalid frame dimension (negative or non-finite)."
}

/// One axis of a flexible frame's bounds, as SwiftUI takes them: each raised to the one before
/// it (a minimum below zero to zero, the ideal to the minimum, the maximum to the ideal or,
/// without one, the minimum). Every case is one real SwiftUI measured (mburger89/MetalUI,
/// docs/probes/swiftui-layout-input-validation.swift at 3bb1ca1, macOS 26.6.2):
/// `frame(minWidth: 80, maxWidth: 40)` is 80 wide whether offered 100 or nothing;
/// `(minWidth: 60, idealWidth: 40)` 60 and `(idealWidth: 100, maxWidth: 80)` 100 when offered
/// nothing; `(maxWidth: -10)` 0 when offered 100.
struct FrameBounds: Equatable {
    let minimum, ideal, maximum: CGFloat?

    init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
        let low = minimum.map { max($0, 0) }
        let middle = ideal.map { max(low ?? 0, $0) }
        self.minimum = low
        self.ideal = middle
        self.maximum = maximum.map { max(middle ?? low ?? 0, $0) }
    }

    /// SwiftUI's check where `frame` is called (inlined from its interface into apps, as
    /// decompiled apps show it): a missing minimum is -infinity, a missing ideal the minimum,
    /// a missing maximum the ideal; out of order (or NaN), "Contradictory frame constraints
    /// specified."
    static func isContradictory(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) -> Bool {
        let low = minimum ?? -.infinity
        let middle = ideal ?? low
        let high = maximum ?? middle
        return !(low <= middle && middle <= high)
    }

    /// SwiftUI's check in the frame layout (as OpenSwiftUI reproduces it, and the probe's
    /// console agrees): a minimum above the ideal (or the maximum), an ideal above the
    /// maximum, a missing minimum taken as zero; or an infinite or NaN minimum.
    static func isInvalid(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) -> Bool {
        let low = minimum ?? 0
        return low > (ideal ?? maximum ?? .infinity) || (ideal ?? 0) > (maximum ?? .infinity) || !low.isFinite
    }

    /// The child's proposal along the axis: the frame's (or the ideal), within the bounds.
    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
        (proposed ?? ideal).map { length in
            var result = length
            if let maximum { result = min(result, maximum) }
            if let minimum { result = max(result, minimum) }
            return result
        }
    }

    /// Whether the frame's length follows from the proposal alone (the child not asked).
    func lengthWithoutChild(proposed: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        guard let minimum, let maximum else { return nil }
        return min(max(proposed, minimum), maximum)
    }

    /// The frame's length around a child `child` long that was proposed `childProposal`.
    func length(child: CGFloat, childProposal: CGFloat?) -> CGFloat {
        switch (minimum, maximum) {
        case (let low?, let high?): min(max(low, child), high)
        case (let low?, nil): max(min(childProposal ?? .infinity, child), low)
        case (nil, let high?): min(max(childProposal ?? -.infinity, child), high)
        case (nil, nil): child
        }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. An axis
/// with a proposal and both bounds is the proposal within them; one proposed nothing is its
/// ideal, if it has one; otherwise the child is proposed the frame's proposal (or ideal) within
/// the bounds, and the frame is the child's length, pulled toward that proposal by the bound
/// on the side it lies ("a frame never ends outside its bounds"). This is SwiftUI's
/// `_FlexFrameLayout` as OpenSwiftUI reproduces it (Sources/OpenSwiftUICore/Layout/Modifier/
/// FrameLayout.swift), with the bounds taken in order as real SwiftUI measured (`FrameBounds`).
struct FlexibleFrameLayout: ChildPlacingLayout, Equatable {
    let horizontal: FrameBounds
    let vertical: FrameBounds
    let alignment: Alignment

    nonisolated init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Alignment
    ) {
        horizontal = FrameBounds(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
        vertical = FrameBounds(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        self.alignment = alignment
    }

    /// The console lines SwiftUI prints for these arguments.
    nonisolated static func warnings(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
        maxHeight: CGFloat?
    ) -> [String] {
        var warnings: [String] = []
        if FrameBounds.isContradictory(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
            || FrameBounds.isContradictory(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        {
            warnings.append(FrameWarning.contradictory)
        }
        if FrameBounds.isInvalid(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
            || FrameBounds.isInvalid(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        {
            warnings.append(FrameWarning.invalidDimension)
        }
        return warnings
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = horizontal.lengthWithoutChild(proposed: proposal.width)
        let height = vertical.lengthWithoutChild(proposed: proposal.height)
        if let width, let height { return CGSize(width: width, height: height) }
        let offered = childProposal(proposal)
        let child = node.layoutContent?.sizeThatFits(offered) ?? .zero
        return CGSize(
            width: width ?? horizontal.length(child: child.width, childProposal: offered.width),
            height: height ?? vertical.length(child: child.height, childProposal: offered.height))
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
