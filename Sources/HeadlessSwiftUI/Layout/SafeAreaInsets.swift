import Foundation

extension View {
    /// Shows the specified content above or below the modified view.
    ///
    /// The content is placed at the edge, and the modified view's safe area shrinks by its
    /// height (and the spacing): the documentation's "the vertical edge of the view to inset by
    /// the height of content, to make space for content"
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l).
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }
    ///     .safeAreaInset(edge: .bottom) {
    ///         ComposerBar(text: $draft)
    ///     }
    /// ```
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                spacing: spacing, inset: content()))
    }

    /// Shows the specified content beside the modified view.
    ///
    /// ```swift
    /// Map().safeAreaInset(edge: .trailing) { ZoomControls() }
    /// ```
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, inset: content()))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// Content that respects the safe area moves in by the insets, as with `padding(_:)`; a
    /// scroll view keeps its frame and insets its content instead, which scrolls under the
    /// insets (`SafeAreaPaddingLayout`).
    ///
    /// ```swift
    /// ScrollView { cards }.safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["safeAreaPadding(\(insets.headlessDescription))"],
                behavior: SafeAreaPaddingLayout(insets: insets))
        )
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// ```swift
    /// ScrollView { cards }.safeAreaPadding(.horizontal, 20)
    /// ```
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let arguments = HeadlessValueFormat.arguments([
            (nil, edges == .all ? nil : edges.headlessDescription),
            (nil, length.map { HeadlessValueFormat.number($0) }),
        ])
        let amount = length ?? PaddingLayout.defaultLength
        let insets = EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
        return modifier(
            LayoutModifier(
                attributes: ["safeAreaPadding(\(arguments))"], behavior: SafeAreaPaddingLayout(insets: insets)))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// ```swift
    /// ScrollView { cards }.safeAreaPadding(16)
    /// ```
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["safeAreaPadding(\(HeadlessValueFormat.number(length)))"],
                behavior: SafeAreaPaddingLayout(
                    insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))))
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content keeps its own identity
/// next to the modified view's.
struct SafeAreaInsetModifier<Inset: View> {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let inset: Inset
}

extension SafeAreaInsetModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let key = ChildKey.accessory(.safeAreaInset)
        let arguments = HeadlessValueFormat.arguments([
            ("edge", ".\(edge)"),
            ("spacing", spacing.map { HeadlessValueFormat.number($0) }),
        ])
        node.accessoryLabels[key] = "safeAreaInset(\(arguments))"
        node.output.display = .modifier([])
        node.layoutBehavior = SafeAreaInsetLayout(key: key, edge: edge, alignment: alignment, spacing: spacing)
        node.reconcile([
            ChildSlot(key: .content, view: content, environment: node.environment),
            ChildSlot(key: key, view: inset, environment: node.environment),
        ])
    }
}

/// The inset is proposed the modified view's length along the edge and its ideal depth; the
/// modified view gets what is left after the inset and the spacing, and sits on the other side.
/// Where no spacing is given, the two views' preferred spacing applies, as between neighbours
/// in a stack (assumption: the documentation says only "the default amount of spacing").
struct SafeAreaInsetLayout: UnaryLayoutBehavior {
    let key: ChildKey
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(content: ViewNode, inset: ViewNode) -> CGFloat {
        if let spacing { return spacing }
        let leadingFirst = edge == .bottom || edge == .trailing
        return leadingFirst
            ? content.layoutSpacing.distance(to: inset.layoutSpacing, along: axis)
            : inset.layoutSpacing.distance(to: content.layoutSpacing, along: axis)
    }

    private func measure(_ proposal: ProposedViewSize, node: ViewNode) -> (inset: CGSize, gap: CGFloat, content: CGSize)
    {
        guard let content = node.layoutContent else { return (.zero, 0, .zero) }
        guard let inset = node.child(key), !inset.layoutUnits.isEmpty else {
            return (.zero, 0, content.sizeThatFits(proposal))
        }
        let insetSize: CGSize
        let remaining: ProposedViewSize
        switch axis {
        case .vertical:
            insetSize = inset.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            let gap = gap(content: content, inset: inset)
            remaining = ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - insetSize.height - gap) })
            return (insetSize, gap, content.sizeThatFits(remaining))
        case .horizontal:
            insetSize = inset.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
            let gap = gap(content: content, inset: inset)
            remaining = ProposedViewSize(
                width: proposal.width.map { max(0, $0 - insetSize.width - gap) }, height: proposal.height)
            return (insetSize, gap, content.sizeThatFits(remaining))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (inset, gap, content) = measure(proposal, node: node)
        switch axis {
        case .vertical:
            return CGSize(
                width: max(content.width, inset.width),
                height: content.height + (inset == .zero ? 0 : gap + inset.height))
        case .horizontal:
            return CGSize(
                width: content.width + (inset == .zero ? 0 : gap + inset.width),
                height: max(content.height, inset.height))
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let content = node.layoutContent else { return }
        let (insetSize, gap, _) = measure(ProposedViewSize(bounds.size), node: node)
        var contentRegion = bounds
        var insetRegion = bounds
        switch edge {
        case .top:
            insetRegion.size.height = insetSize.height
            contentRegion.origin.y += insetSize.height + gap
            contentRegion.size.height = max(0, bounds.height - insetSize.height - gap)
        case .bottom:
            insetRegion.origin.y = bounds.maxY - insetSize.height
            insetRegion.size.height = insetSize.height
            contentRegion.size.height = max(0, bounds.height - insetSize.height - gap)
        case .leading:
            insetRegion.size.width = insetSize.width
            contentRegion.origin.x += insetSize.width + gap
            contentRegion.size.width = max(0, bounds.width - insetSize.width - gap)
        case .trailing:
            insetRegion.origin.x = bounds.maxX - insetSize.width
            insetRegion.size.width = insetSize.width
            contentRegion.size.width = max(0, bounds.width - insetSize.width - gap)
        }
        let contentProposal = ProposedViewSize(contentRegion.size)
        let contentSize = content.sizeThatFits(contentProposal)
        let contentOrigin = aligned(content, childSize: contentSize, in: contentRegion.size, alignment: .center)
        content.place(
            in: CGRect(
                origin: CGPoint(x: contentRegion.minX + contentOrigin.x, y: contentRegion.minY + contentOrigin.y),
                size: contentSize),
            proposal: contentProposal)
        guard let inset = node.child(key) else { return }
        let insetProposal =
            axis == .vertical
            ? ProposedViewSize(width: bounds.width, height: nil) : ProposedViewSize(width: nil, height: bounds.height)
        let placedSize = inset.sizeThatFits(insetProposal)
        let insetOrigin = aligned(inset, childSize: placedSize, in: insetRegion.size, alignment: alignment)
        inset.place(
            in: CGRect(
                origin: CGPoint(x: insetRegion.minX + insetOrigin.x, y: insetRegion.minY + insetOrigin.y),
                size: placedSize),
            proposal: insetProposal)
    }
}

/// `safeAreaPadding`: "Adds the provided insets into the safe area of this view" (Apple). A view
/// that respects the safe area is inset as `padding` insets it; a scroll view (reached through
/// views transparent to layout) keeps the whole frame and takes the insets as margins of its
/// content, which scrolls through them, as UIKit's scroll views inset their content by their
/// safe area (`contentInsetAdjustmentBehavior`).
struct SafeAreaPaddingLayout: ChildPlacingLayout, Equatable {
    let insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if node.scrollViewTakingSafeArea != nil { return node.layoutContent?.sizeThatFits(proposal) ?? .zero }
        return PaddingLayout(insets: insets).sizeThatFits(proposal, node: node)
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        if child.parent?.scrollViewTakingSafeArea != nil {
            return (proposal, CGRect(origin: .zero, size: size))
        }
        return PaddingLayout(insets: insets).childPlacement(child, size: size, proposal: proposal)
    }
}

extension ViewNode {
    /// The first node from this one down that lays out (views transparent to layout, and
    /// pass-through modifiers, passed).
    var firstLayingOutNode: ViewNode? {
        var current: ViewNode? = self
        while let node = current {
            guard node.hasLayoutBehavior else {
                current = node.layoutContent
                continue
            }
            if node.layoutBehavior is any PassThroughLayout {
                current = node.layoutContent
                continue
            }
            return node
        }
        return nil
    }

    /// The scroll view this `safeAreaPadding`'s content is, if it is one.
    fileprivate var scrollViewTakingSafeArea: ViewNode? {
        guard let node = layoutContent?.firstLayingOutNode, node.layoutBehavior is ScrollLayout else { return nil }
        return node
    }

    /// The insets the `safeAreaPadding`s around this scroll view add to its content (views
    /// transparent to layout, and pass-through modifiers, between them).
    var safeAreaPaddingAround: EdgeInsets {
        var total = EdgeInsets()
        var current = parent
        while let node = current {
            if node.hasLayoutBehavior {
                if let padding = node.layoutBehavior as? SafeAreaPaddingLayout {
                    total.top += padding.insets.top
                    total.leading += padding.insets.leading
                    total.bottom += padding.insets.bottom
                    total.trailing += padding.insets.trailing
                } else if !(node.layoutBehavior is any PassThroughLayout) {
                    break
                }
            }
            current = node.parent
        }
        return total
    }
}
