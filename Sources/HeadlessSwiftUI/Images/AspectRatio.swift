import Foundation

/// Constants that define how a view's content fills the available space.
///
/// ```swift
/// Image("landscape").resizable().aspectRatio(contentMode: .fill)
/// ```
@frozen public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both
    /// vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically
    /// and horizontally.
    case fill
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    ///
    /// "Use nil to maintain the current aspect ratio in the resulting view" (Apple's
    /// documentation of `aspectRatio(_:contentMode:)`): the ratio is then the content's ideal
    /// size's.
    ///
    /// ```swift
    /// Image("avatar")
    ///     .resizable()
    ///     .aspectRatio(1, contentMode: .fit)
    ///     .frame(width: 120, height: 80)   // the image is 80 × 80
    /// ```
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.map { "\(HeadlessValueFormat.number($0)), " } ?? ""
        return modifier(
            LayoutModifier(
                attributes: ["aspectRatio(\(ratio)contentMode: .\(contentMode))"],
                behavior: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    ///
    /// ```swift
    /// Image("poster").resizable().aspectRatio(CGSize(width: 2, height: 3), contentMode: .fit)
    /// ```
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return modifier(
            LayoutModifier(
                attributes: [
                    "aspectRatio(CGSize(width: \(HeadlessValueFormat.number(aspectRatio.width)), height: \(HeadlessValueFormat.number(aspectRatio.height))), contentMode: .\(contentMode))"
                ],
                behavior: AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }

    /// Scales this view to fit its parent: `aspectRatio(nil, contentMode: .fit)`.
    ///
    /// ```swift
    /// Image("landscape").resizable().scaledToFit()
    /// ```
    nonisolated public func scaledToFit() -> some View {
        modifier(
            LayoutModifier(attributes: ["scaledToFit()"], behavior: AspectRatioLayout(ratio: nil, contentMode: .fit)))
    }

    /// Scales this view to fill its parent: `aspectRatio(nil, contentMode: .fill)`.
    ///
    /// ```swift
    /// Image("landscape").resizable().scaledToFill().frame(width: 100, height: 100).clipped()
    /// ```
    nonisolated public func scaledToFill() -> some View {
        modifier(
            LayoutModifier(
                attributes: ["scaledToFill()"], behavior: AspectRatioLayout(ratio: nil, contentMode: .fill)))
    }
}

/// `aspectRatio(_:contentMode:)`: the proposal is replaced by the largest size of the ratio
/// inside it (`.fit`) or the smallest size of the ratio around it (`.fill`), which is proposed
/// to the content; the modifier takes the content's size, centred. Apple's documentation
/// (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)): "If
/// this view is resizable, the resulting view uses aspectRatio as its own aspect ratio"; the
/// content mode says "whether this view fits or fills the parent context"; "Use nil to maintain
/// the current aspect ratio". A nil ratio is the content's ideal size's.
/// Assumptions (undocumented): an unspecified or infinite proposed dimension is derived from
/// the other one; with neither specified the content is proposed its ideal width and the
/// ratio's height; a ratio that cannot be known (a zero ideal size) passes the proposal through.
struct AspectRatioLayout: ChildPlacingLayout, Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func constrained(_ proposal: ProposedViewSize, child: ViewNode) -> ProposedViewSize {
        let resolvedRatio: CGFloat
        if let ratio {
            resolvedRatio = ratio
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            resolvedRatio = ideal.width / ideal.height
        }
        guard resolvedRatio > 0, resolvedRatio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            let widthLimited = CGSize(width: width, height: width / resolvedRatio)
            let heightLimited = CGSize(width: height * resolvedRatio, height: height)
            let fits = widthLimited.height <= height
            let size: CGSize
            switch contentMode {
            case .fit: size = fits ? widthLimited : heightLimited
            case .fill: size = fits ? heightLimited : widthLimited
            }
            return ProposedViewSize(size)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / resolvedRatio)
        case (nil, let height?):
            return ProposedViewSize(width: height * resolvedRatio, height: height)
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / resolvedRatio)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let child = node.layoutContent else { return .zero }
        return child.sizeThatFits(constrained(proposal, child: child))
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        let offered = constrained(proposal, child: child)
        let childSize = child.sizeThatFits(offered)
        return (
            offered, CGRect(origin: aligned(child, childSize: childSize, in: size, alignment: .center), size: childSize)
        )
    }
}
