import Foundation

/// `List` and `Form`: they fill what they are offered (a table view fills its container), and
/// stack their rows from the top, each row as wide as the list and at least 44 pt tall (the
/// Human Interface Guidelines' minimum hit target, "44x44 pt", which UIKit's default table row
/// height also is). Rows are not scrolled: the stand-in lays out the whole list.
struct ListLayout: LayoutBehavior, ClippingLayout, Equatable {
    /// A row's minimum height: 44 pt (Human Interface Guidelines, "Buttons": a hit region of at
    /// least 44x44 pt).
    static let minimumRowHeight: CGFloat = 44

    /// Whether the node fills the space it is offered (a list) or is as tall as its rows (a
    /// section inside one).
    var fills = true

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let units = node.layoutContent?.layoutUnits ?? []
        let width = proposal.width ?? units.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let height = units.reduce(CGFloat(0)) { total, unit in total + rowHeight(unit, width: width) }
        guard fills else { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: proposal.height ?? height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        var y = bounds.minY
        for unit in node.layoutContent?.layoutUnits ?? [] {
            let height = rowHeight(unit, width: bounds.width)
            unit.place(
                in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: height),
                proposal: ProposedViewSize(width: bounds.width, height: height))
            y += height
        }
    }

    private func rowHeight(_ unit: ViewNode, width: CGFloat) -> CGFloat {
        let height = unit.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        // A section stacks its own rows; it is not a row.
        if unit.layoutBehavior is ListLayout { return height }
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
