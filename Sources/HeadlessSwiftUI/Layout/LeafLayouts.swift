import Foundation

/// Views that fill what they are offered: `Color` and the shapes. A nil dimension becomes
/// 10 pt, the default of `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, which is
/// also what a shape reports as its ideal size (`Shape.sizeThatFits(_:)` documentation: "the
/// default implementation returns the proposed size", unspecified dimensions replaced).
struct FillLayout: LayoutBehavior {
    let hitTestRule: HitTestRule

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
}

/// `Spacer`: as long as it is offered along its stack's axis, never shorter than its minimum,
/// and empty across it; outside a stack it expands on both axes (the `Spacer` documentation:
/// "expands along the major axis of its containing stack layout, or on both axes if not
/// contained in a stack"). It draws nothing, so it takes no taps.
struct SpacerLayout: LayoutBehavior, Equatable {
    let minLength: CGFloat?

    /// The minimum when `minLength` is nil: "If nil, the system default spacing between views
    /// is used" (Apple, `Spacer.minLength`).
    static let defaultMinimum: CGFloat = ViewSpacing.defaultSpacing

    var hitTestRule: HitTestRule { .none }

    /// No spacing next to a spacer in a stack of default spacing: its minimum length is the gap
    /// (SwiftUI's rendering in skiptools/skip-ui's `testVStackAlignment`, and OpenSwiftUI's
    /// `SpacerLayoutComputer.spacing()`, zero along the axis).
    func spacing(node: ViewNode) -> ViewSpacing { .spacer }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let minimum = minLength ?? Self.defaultMinimum
        guard let axis = node.enclosingStackAxis else {
            return CGSize(width: max(proposal.width ?? 0, 0), height: max(proposal.height ?? 0, 0))
        }
        let along = max(minimum, proposal[axis] ?? minimum)
        return axis == .horizontal ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
}

/// `Divider`: a line across the minor axis of its stack, or horizontal outside one (the
/// `Divider` documentation). Its thickness is one pixel, `1 / displayScale`: the hairline of
/// UIKit's separators; Apple does not document the divider's thickness.
struct DividerLayout: LayoutBehavior, Equatable {
    var hitTestRule: HitTestRule { .bounds }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let thickness = 1 / max(node.environment.displayScale, 1)
        if node.enclosingStackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: thickness)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
}

/// `Text`: measured from the shipped font metrics (see `layoutText`), wrapped at the proposed
/// width; a nil width is the text's ideal size, one line per paragraph. It stores nothing (the
/// string and font are the node's `Text`), so setting it on each update allocates nothing.
struct TextLayout: LayoutBehavior {
    var hitTestRule: HitTestRule { .bounds }

    func makeLayoutState() -> LayoutState { TextLayoutState() }

    /// What the text reads from its value and its environment, read once until the node
    /// changes.
    private func style(_ node: ViewNode) -> TextEnvironment {
        let state = node.layoutState(as: TextLayoutState.self)
        if let style = state.environment { return style }
        let text = node.view as? Text
        let shared = TextEnvironmentStyle.of(node.environment, in: node.graph)
        let ownFont = text?.font
        let ownWeight = text?.weight
        let resolved: ResolvedFont
        if ownFont == nil, ownWeight == nil {
            resolved = shared.font
        } else {
            var font = ownFont ?? shared.environmentFont ?? .body
            // The text's own weight, else `fontWeight(_:)` above it (Text/TextModifiers.swift).
            if let weight = ownWeight ?? shared.environmentWeight { font = font.weight(weight) }
            resolved = ResolvedFont.resolve(font, dynamicTypeSize: shared.dynamicTypeSize)
        }
        let content = text?.content ?? ""
        let style = TextEnvironment(content: shared.textCase?.apply(content) ?? content, font: resolved, shared: shared)
        state.environment = style
        return style
    }

    /// The font the text is measured in.
    func font(of node: ViewNode) -> ResolvedFont { style(node).font }

    /// The size of a text that is one line, as `layout(width:node:)` gives it, without its
    /// lines; nil for any other (several lines, reserved lines).
    private func oneLineSize(width: CGFloat?, node: ViewNode) -> CGSize? {
        let style = style(node)
        guard style.shared.reservedLines == 0 else { return nil }
        var finiteWidth: CGFloat?
        if let width, width.isFinite { finiteWidth = width }
        return oneLineTextSize(style.content, font: style.font, width: finiteWidth)
    }

    func layout(width: CGFloat?, node: ViewNode) -> TextLayoutResult {
        let style = style(node)
        // Not `width.flatMap { ... }`: a main-actor closure handed to the standard library
        // checks its executor on each call (UncheckedClosures.swift), 220 instructions a text.
        var finiteWidth: CGFloat?
        if let width, width.isFinite { finiteWidth = width }
        let result = layoutText(
            style.content, font: style.font, width: finiteWidth,
            lineLimit: style.shared.lineLimit, truncationMode: style.shared.truncationMode,
            alignment: style.shared.alignment, lineSpacing: style.shared.lineSpacing,
            minimumScaleFactor: style.shared.minimumScaleFactor)
        // `lineLimit(_:reservesSpace:)` and the range forms keep room for their lines.
        guard style.shared.reservedLines > 0 else { return result }
        return result.reservingSpace(
            forLines: style.shared.reservedLines, lineHeight: style.font.lineHeight * result.scale,
            lineSpacing: style.shared.lineSpacing)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let state = node.layoutState(as: TextLayoutState.self)
        if let size = state.sizesByWidth.size(for: proposal.width) { return size }
        let size = oneLineSize(width: proposal.width, node: node) ?? layout(width: proposal.width, node: node).size
        state.sizesByWidth.keep(size, for: proposal.width)
        return size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        switch guide {
        case .vertical(.firstTextBaseline): return layout(width: size.width, node: node).firstBaseline
        case .vertical(.lastTextBaseline): return layout(width: size.width, node: node).lastBaseline
        default: return nil
        }
    }
}

/// What a text keeps of its layout.
final class TextLayoutState: LayoutState {
    /// The text's environment, read once.
    @exclusivity(unchecked) var environment: TextEnvironment?
    /// The text's sizes by proposed width: the stand-in measures text by width alone
    /// (`TextLayout.layout(width:node:)`), and stacks vary the height as they probe.
    @exclusivity(unchecked) var sizesByWidth = KeptSizes<CGFloat?>(limit: 4)

    override func purgeForgotten() {
        super.purgeForgotten()
        environment = nil
        sizesByWidth.removeAll()
    }
}

/// What a text's measurement depends on: its string (its environment's case applied), its
/// font, and the rest of its environment's style (line limit, alignment, ...).
struct TextEnvironment {
    let content: String
    let font: ResolvedFont
    let shared: TextEnvironmentStyle
}

/// What texts read from an environment, the same for every text below it: the rows of a list
/// share one environment, so it is read and their font resolved once, not for each row. A class:
/// a text takes a reference to it, not a copy of its fields.
final class TextEnvironmentStyle {
    let environmentFont: Font?
    let environmentWeight: Font.Weight?
    let dynamicTypeSize: DynamicTypeSize
    /// The font of a text that sets neither its own font nor its own weight.
    let font: ResolvedFont
    let textCase: Text.Case?
    let lineLimit: Int?
    let truncationMode: Text.TruncationMode
    let alignment: TextAlignment
    let reservedLines: Int
    let lineSpacing: CGFloat
    let minimumScaleFactor: CGFloat

    /// The style of `environment`, kept by the graph for the last environment asked about in
    /// a layout pass: environments are persistent lists, so the same head is the same values.
    @MainActor
    static func of(_ environment: EnvironmentValues, in graph: ViewGraph) -> TextEnvironmentStyle {
        guard graph.isLayingOutLayers else { return TextEnvironmentStyle(environment) }
        if let kept = graph.textEnvironmentStyle, kept.head === environment.head { return kept.style }
        let style = TextEnvironmentStyle(environment)
        graph.textEnvironmentStyle = (environment.head, style)
        return style
    }

    private init(_ environment: EnvironmentValues) {
        environmentFont = environment.font
        environmentWeight = environment.headlessFontWeight
        dynamicTypeSize = environment.dynamicTypeSize
        var font = environmentFont ?? .body
        if let environmentWeight { font = font.weight(environmentWeight) }
        self.font = ResolvedFont.resolve(font, dynamicTypeSize: dynamicTypeSize)
        textCase = environment.textCase
        lineLimit = environment.lineLimit
        truncationMode = environment.truncationMode
        alignment = environment.multilineTextAlignment
        reservedLines = environment.reservedLineCount
        lineSpacing = environment.lineSpacing
        minimumScaleFactor = environment.minimumScaleFactor
    }
}

/// `Image(systemName:)`: a symbol sized by the font around it. Apple publishes no symbol
/// metrics; the stand-in gives every symbol a square as wide as the font's point size, its
/// baseline where the font's descent leaves it. A named image has no asset here and takes no
/// space.
struct ImageLayout: LayoutBehavior {
    let isSymbol: Bool

    var hitTestRule: HitTestRule { .bounds }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard isSymbol else { return .zero }
        let font = ResolvedFont.resolve(
            node.environment.font ?? .body, dynamicTypeSize: node.environment.dynamicTypeSize)
        return CGSize(width: font.pointSize, height: font.pointSize)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        guard isSymbol, case .vertical(let key) = guide, key == .firstTextBaseline || key == .lastTextBaseline else {
            return nil
        }
        let font = ResolvedFont.resolve(
            node.environment.font ?? .body, dynamicTypeSize: node.environment.dynamicTypeSize)
        return size.height - font.descent
    }
}

extension ViewNode {
    /// A `Text`'s lines as the last layout pass laid them out (at the proposal it was placed
    /// with, so each word sits where layout put it), and the font it measured them in; nil for
    /// other views and for a text that was not placed.
    package var placedText: (layout: TextLayoutResult, font: ResolvedFont)? {
        guard let behavior = layoutBehavior as? TextLayout, let state = layoutState, state.isPlaced else { return nil }
        let layout = behavior.layout(width: state.placedProposal.width, node: self)
        let font = behavior.font(of: self)
        return (layout, layout.scale == 1 ? font : font.scaled(by: layout.scale))
    }

    /// The axis of the stack this view is laid out in, if its nearest laying-out ancestor is a
    /// stack (`LayoutProperties.stackOrientation`).
    var enclosingStackAxis: Axis? {
        var node = parent
        while let current = node {
            if let behavior = current.layoutBehavior {
                return behavior.stackOrientation
            }
            node = current.parent
        }
        return nil
    }
}
