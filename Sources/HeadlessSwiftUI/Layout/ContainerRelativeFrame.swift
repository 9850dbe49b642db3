import Foundation

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    ///
    /// The container is the nearest scroll view, list, navigation stack or tab view around the
    /// view, else the screen (or presented layer), less its safe area: Apple's "the size of a
    /// container like the ones listed above subtracting any safe area insets"
    /// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["containerRelativeFrame(\(axes.headlessDescription))"],
                behavior: ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length }))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, as a share of `count` rows or columns spanning `span` of them.
    ///
    /// Each length is `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`
    /// (the documentation's example: a view spanning 2 of 5 columns).
    ///
    /// ```swift
    /// CardView(card).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
    /// ```
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            LayoutModifier(
                attributes: [
                    "containerRelativeFrame(\(axes.headlessDescription), count: \(count), span: \(span), spacing: \(HeadlessValueFormat.number(spacing)))"
                ],
                behavior: ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
                    let count = CGFloat(max(1, count))
                    let span = CGFloat(max(1, span))
                    return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
                }))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, computed by `length` from the container's length along each axis.
    ///
    /// ```swift
    /// Image("hero").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let computed = UncheckedValue(length)
        return modifier(
            LayoutModifier(
                attributes: ["containerRelativeFrame(\(axes.headlessDescription))"],
                behavior: ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { container, axis in
                    computed.value(container, axis)
                }))
    }
}

/// The frame of `containerRelativeFrame`: like `frame(width:height:)` with the lengths computed
/// from the container's size.
struct ContainerRelativeFrameLayout: ChildPlacingLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (CGFloat, Axis) -> CGFloat

    nonisolated init(axes: Axis.Set, alignment: Alignment, length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// The nearest container's size: its frame from the last layout pass, or the layer's safe
    /// area when there is none yet.
    private func containerSize(of node: ViewNode) -> CGSize {
        var current = node.parent
        while let candidate = current {
            // Every `ContainerKind` is one of the containers the modifier's documentation lists.
            if candidate.containerKind != nil, let frame = candidate.layoutFrame {
                return frame.size
            }
            current = candidate.parent
        }
        return node.layerGeometry.safeRect.size
    }

    private func frame(for node: ViewNode) -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize(of: node)
        return (
            axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
            axes.contains(.vertical) ? length(container.height, .vertical) : nil
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (width, height) = frame(for: node)
        return FixedFrameLayout(width: width, height: height, alignment: alignment).sizeThatFits(proposal, node: node)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = ProposedViewSize(
            width: axes.contains(.horizontal) ? size.width : proposal.width,
            height: axes.contains(.vertical) ? size.height : proposal.height)
        let childSize = child.sizeThatFits(offered)
        return (
            offered,
            CGRect(origin: aligned(child, childSize: childSize, in: size, alignment: alignment), size: childSize)
        )
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let (width, height) = frame(for: node)
        // A container laid out after this view was measured: measure again with its size.
        if let width, abs(width - bounds.width) > 0.001 { node.invalidate() }
        if let height, abs(height - bounds.height) > 0.001 { node.invalidate() }
        guard let child = node.layoutContent else { return }
        let (childProposal, frame) = childPlacement(child, size: bounds.size, proposal: proposal)
        child.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), proposal: childProposal)
    }
}
