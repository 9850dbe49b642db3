import Foundation

/// `List` and `Form`: they fill what they are offered (a table view fills its container), and
/// stack their rows from the top, each row as wide as the list and at least 44 pt tall (the
/// Human Interface Guidelines' minimum hit target, "44x44 pt", which UIKit's default table row
/// height also is). The content scrolls (`ScrollOffset`), and the rows of a `ForEach` are
/// created as they come on screen, as a lazy stack's are (`LazyRowPlacement`): "List rows are
/// created as they scroll into view".
struct ListLayout: LazyContainerLayout, ClippingLayout, Equatable {
    /// A row's minimum height: 44 pt (Human Interface Guidelines, "Buttons": a hit region of at
    /// least 44x44 pt).
    static let minimumRowHeight: CGFloat = 44

    /// Whether the node fills the space it is offered (a list) or is as tall as its rows (a
    /// section inside one).
    var fills = true
    /// A section's title (`Section("Sound") { ... }`), which takes a line of text above its
    /// rows.
    var sectionTitle: String?

    /// A list scrolls; a section in it does not (its list does).
    package var scrollAxes: Axis.Set { fills ? .vertical : [] }

    /// Rows as wide as the list, at least 44 pt tall, one under the other.
    private func placement(width: CGFloat) -> LazyRowPlacement {
        LazyRowPlacement(axis: .vertical, gap: 0) { unit in
            let height = rowHeight(unit, width: width)
            return (CGSize(width: width, height: height), ProposedViewSize(width: width, height: height))
        }
    }

    /// The list's width: what it is offered, or its first row's ideal width.
    private func width(_ proposal: ProposedViewSize, node: ViewNode) -> CGFloat {
        if let width = proposal.width { return width }
        return LazyRowPlacement(axis: .vertical, gap: 0) { unit in
            (unit.sizeThatFits(.unspecified), .unspecified)
        }.measure(node.layoutContent).firstCross
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = width(proposal, node: node)
        guard fills else {
            let parts = sectionParts(node, width: width)
            return CGSize(width: width, height: parts.header + parts.rows + parts.footer)
        }
        // Offered a height, a list takes it: its rows are measured only for its ideal height.
        if let height = proposal.height { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: placement(width: width).measure(node.layoutContent).length)
    }

    /// A section's header (its view, or its title as a line of body text), rows and footer,
    /// one under the other. That they take their own height and no padding is the stand-in's
    /// assumption (Apple gives no metrics for a list's section headers).
    private func sectionParts(_ node: ViewNode, width: CGFloat) -> (header: CGFloat, rows: CGFloat, footer: CGFloat) {
        let offered = ProposedViewSize(width: width, height: nil)
        var header = node.child(.accessory(.header))?.sizeThatFits(offered).height ?? 0
        if header == 0, let sectionTitle {
            let font = ResolvedFont.resolve(node.environment.font, dynamicTypeSize: node.environment.dynamicTypeSize)
            header =
                layoutText(
                    sectionTitle, font: font, width: width, lineLimit: nil, truncationMode: .tail, alignment: .leading
                ).size.height
        }
        let rows = placement(width: width).measure(node.child(.content)).length
        let footer = node.child(.accessory(.footer))?.sizeThatFits(offered).height ?? 0
        return (header, rows, footer)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let placement = placement(width: bounds.width)
        guard fills else {
            let parts = sectionParts(node, width: bounds.width)
            let offered = ProposedViewSize(width: bounds.width, height: nil)
            let header = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: parts.header)
            let rows = CGRect(x: bounds.minX, y: header.maxY, width: bounds.width, height: parts.rows)
            let footer = CGRect(x: bounds.minX, y: rows.maxY, width: bounds.width, height: parts.footer)
            let window = node.visibleWindow(along: .vertical)
            node.child(.accessory(.header))?.place(in: header, proposal: offered)
            placement.place(node, content: node.child(.content), in: rows, window: window) { _, _, y in
                CGPoint(x: bounds.minX, y: y)
            }
            node.child(.accessory(.footer))?.place(in: footer, proposal: offered)
            return
        }
        // The content's length is the list's ideal height at this width, which the node keeps
        // measured until a row changes.
        let length = node.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        node.placeScrolledContent(of: CGSize(width: bounds.width, height: length), in: bounds) { offset in
            let content = CGRect(x: bounds.minX, y: bounds.minY - offset.y, width: bounds.width, height: length)
            placement.place(node, in: content, window: bounds.minY...bounds.maxY) { _, _, y in
                CGPoint(x: bounds.minX, y: y)
            }
        }
    }

    private func rowHeight(_ unit: ViewNode, width: CGFloat) -> CGFloat {
        let height = unit.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        // A section stacks its own rows; it is not a row. (Its type compared, not cast: a cast
        // is a runtime call of about 190 instructions, for every row at every measure.)
        if unit.layoutBehaviorType == ObjectIdentifier(ListLayout.self) { return height }
        return max(Self.minimumRowHeight, height)
    }
}

struct ListStyleNameKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

struct IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The list style set by `listStyle(_:)`, by its name (`insetGrouped`), if any.
    package var listStyleName: String? {
        get { self[ListStyleNameKey.self] }
        set { self[ListStyleNameKey.self] = newValue }
    }

    /// Whether the view is inside a list or form (rows, sections).
    package var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
