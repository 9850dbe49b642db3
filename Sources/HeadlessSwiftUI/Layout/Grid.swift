import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Team")
///         Text("Points")
///     }
///     Divider()
///     GridRow {
///         Text("Otters")
///         Text("12")
///     }
/// }
/// ```
@frozen public struct Grid<Content> where Content: View {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat?
    package let verticalSpacing: CGFloat?
    package let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension Grid: Sendable {}

extension Grid: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = TwoDimensionalGridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) {
///     Text("Otters")
///     Text("12")
/// }
/// ```
@frozen public struct GridRow<Content> where Content: View {
    package let alignment: VerticalAlignment?
    package let content: Content

    /// Creates a horizontal row of child views in a grid.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension GridRow: Sendable {}

extension GridRow: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = GridRowLayout(alignment: alignment)
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
    /// ```
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["gridCellColumns(\(count))"],
                behavior: LayoutValueLayout(
                    key: ObjectIdentifier(GridCellColumnsKey.self), value: UncheckedValue(count))))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// ```swift
    /// GridRow { Text("Name"); Text("Score").gridColumnAlignment(.trailing) }
    /// ```
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["gridColumnAlignment(\(guide.headlessDescription))"],
                behavior: LayoutValueLayout(
                    key: ObjectIdentifier(GridColumnAlignmentKey.self), value: UncheckedValue(guide))))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// ```swift
    /// Color.red.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
    /// ```
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["gridCellAnchor(\(anchor.headlessDescription))"],
                behavior: LayoutValueLayout(
                    key: ObjectIdentifier(GridCellAnchorKey.self), value: UncheckedValue(anchor))))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// ```
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["gridCellUnsizedAxes(\(axes.headlessDescription))"],
                behavior: LayoutValueLayout(
                    key: ObjectIdentifier(GridCellUnsizedAxesKey.self), value: UncheckedValue(axes))))
    }
}

private enum GridCellColumnsKey {}
private enum GridColumnAlignmentKey {}
private enum GridCellAnchorKey {}
private enum GridCellUnsizedAxesKey {}

/// A `GridRow` in a grid: its cells are laid out by the grid, so the row itself only marks them.
/// Outside a grid it lays its cells out as an `HStack` does (Apple: "If you use a grid row
/// outside of a grid, it acts like an HStack").
struct GridRowLayout: LayoutBehavior {
    let alignment: VerticalAlignment?

    private func stack(_ node: ViewNode) -> StackAlgorithm {
        StackAlgorithm(axis: .horizontal, spacing: nil, units: node.layoutContent?.layoutUnits ?? [])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        stack(node).arrangement(proposal, alignment: .vertical((alignment ?? .center).key)).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard !(node.parent.map(isInGrid) ?? false) else { return }
        let algorithm = stack(node)
        algorithm.place(algorithm.arrangement(proposal, alignment: .vertical((alignment ?? .center).key)), in: bounds)
    }

    /// Whether a grid lays this row out (its cells are placed by the grid).
    private func isInGrid(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.layoutBehavior is TwoDimensionalGridLayout { return true }
            if candidate.hasLayoutBehavior { return false }
            current = candidate.parent
        }
        return false
    }
}

/// `Grid`'s layout, as its documentation describes it
/// (https://developer.apple.com/documentation/swiftui/grid): "the grid sizes each column to fit
/// the widest cell in that column" and each row to its tallest cell; a view that is not in a
/// `GridRow` spans all the columns; `gridCellColumns(_:)` spans several. Cells sit in their cell
/// at the `gridCellAnchor`, else at the column's `gridColumnAlignment` (from any cell of the
/// column) or the grid's horizontal alignment, and the row's or the grid's vertical alignment.
///
/// Cells are measured at their ideal size (the stand-in does not share leftover width among
/// flexible cells: a gap); a cell with `gridCellUnsizedAxes` takes its column's width or its
/// row's height instead of asking for one. A spanning cell wider than its columns widens the
/// last of them (assumption). Spacing defaults to 8 pt, the default spacing between views
/// (assumption: Apple says "a default distance between cells that's appropriate for the
/// platform").
struct TwoDimensionalGridLayout: LayoutBehavior {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    private struct Cell {
        let node: ViewNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }

    private struct Row {
        let cells: [Cell]
        let alignment: VerticalAlignment?
        /// A view outside a `GridRow`, spanning every column.
        let spansAll: Bool
        /// The `GridRow` node, if the row is one.
        var rowNode: ViewNode?
    }

    private struct Resolved {
        var rows: [Row]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var columnAlignments: [HorizontalAlignment?]
        var hGap: CGFloat
        var vGap: CGFloat

        var size: CGSize {
            CGSize(
                width: widths.reduce(0, +) + hGap * CGFloat(max(0, widths.count - 1)),
                height: heights.reduce(0, +) + vGap * CGFloat(max(0, heights.count - 1)))
        }

        func x(of column: Int) -> CGFloat {
            widths.prefix(column).reduce(0, +) + hGap * CGFloat(column)
        }

        func width(from column: Int, span: Int) -> CGFloat {
            let end = span >= widths.count - column ? widths.count : column + span
            return widths[column..<end].reduce(0, +) + hGap * CGFloat(max(0, end - column - 1))
        }
    }

    private func rows(of node: ViewNode) -> [Row] {
        let units = node.layoutContent?.layoutUnits ?? []
        return units.map { unit in
            if let row = unit.layoutBehavior as? GridRowLayout {
                var column = 0
                let cells = (unit.layoutContent?.layoutUnits ?? []).map { cellNode in
                    let span = max(1, cellNode.layoutValue(ObjectIdentifier(GridCellColumnsKey.self)) as? Int ?? 1)
                    let cell = Cell(
                        node: cellNode, column: column, span: span,
                        unsized: cellNode.layoutValue(ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set ?? [],
                        anchor: cellNode.layoutValue(ObjectIdentifier(GridCellAnchorKey.self)) as? UnitPoint)
                    column += span
                    return cell
                }
                return Row(cells: cells, alignment: row.alignment, spansAll: false, rowNode: unit)
            }
            let cell = Cell(
                node: unit, column: 0, span: .max,
                unsized: unit.layoutValue(ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set ?? [],
                anchor: unit.layoutValue(ObjectIdentifier(GridCellAnchorKey.self)) as? UnitPoint)
            return Row(cells: [cell], alignment: nil, spansAll: true)
        }
    }

    private func resolve(_ node: ViewNode, proposal: ProposedViewSize) -> Resolved {
        let rows = rows(of: node)
        let columnCount = rows.filter { !$0.spansAll }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 1
        var resolved = Resolved(
            rows: rows, widths: Array(repeating: 0, count: max(1, columnCount)), heights: [],
            columnAlignments: Array(repeating: nil, count: max(1, columnCount)),
            hGap: horizontalSpacing ?? ViewSpacing.defaultSpacing, vGap: verticalSpacing ?? ViewSpacing.defaultSpacing)
        // Columns: single-column cells first, then spanning cells widen the last column they span.
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.column < resolved.widths.count {
                if resolved.columnAlignments[cell.column] == nil,
                    let guide = cell.node.layoutValue(ObjectIdentifier(GridColumnAlignmentKey.self))
                        as? HorizontalAlignment
                {
                    resolved.columnAlignments[cell.column] = guide
                }
                guard cell.span == 1, !cell.unsized.contains(.horizontal) else { continue }
                resolved.widths[cell.column] = max(
                    resolved.widths[cell.column], cell.node.sizeThatFits(.unspecified).width)
            }
        }
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                guard cell.column < resolved.widths.count else { continue }
                let needed = cell.node.sizeThatFits(.unspecified).width
                let available = resolved.width(from: cell.column, span: cell.span)
                let last =
                    (cell.span >= resolved.widths.count - cell.column ? resolved.widths.count : cell.column + cell.span)
                    - 1
                if needed > available { resolved.widths[last] += needed - available }
            }
        }
        // A view outside a row that is wider than the columns widens the last column.
        for row in rows where row.spansAll {
            guard let cell = row.cells.first, !cell.unsized.contains(.horizontal) else { continue }
            let needed = cell.node.sizeThatFits(.unspecified).width
            let total = resolved.size.width
            if needed > total, needed.isFinite { resolved.widths[resolved.widths.count - 1] += needed - total }
        }
        // Rows: each as tall as its tallest cell at its column width.
        resolved.heights = rows.map { row in
            row.cells.reduce(0) { tallest, cell in
                guard !cell.unsized.contains(.vertical) else { return tallest }
                let width = resolved.width(from: cell.column, span: cell.span)
                return max(tallest, cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
            }
        }
        return resolved
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        resolve(node, proposal: proposal).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let resolved = resolve(node, proposal: proposal)
        var y = bounds.minY
        for (index, row) in resolved.rows.enumerated() {
            let height = resolved.heights[index]
            if let rowNode = row.rowNode {
                // The row only marks its cells: it gets its line's frame, and the grid places the cells.
                let line = CGRect(x: bounds.minX, y: y, width: resolved.size.width, height: height)
                rowNode.place(in: line, proposal: ProposedViewSize(line.size))
            }
            for cell in row.cells {
                guard cell.column < resolved.widths.count else { continue }
                let width = resolved.width(from: cell.column, span: cell.span)
                let cellRect = CGRect(x: bounds.minX + resolved.x(of: cell.column), y: y, width: width, height: height)
                let cellProposal = ProposedViewSize(cellRect.size)
                let size = cell.node.sizeThatFits(cellProposal)
                let origin: CGPoint
                if let anchor = cell.anchor {
                    origin = CGPoint(
                        x: (cellRect.width - size.width) * anchor.x, y: (cellRect.height - size.height) * anchor.y)
                } else {
                    let horizontal =
                        row.spansAll
                        ? alignment.horizontal : resolved.columnAlignments[cell.column] ?? alignment.horizontal
                    let cellAlignment = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
                    origin = aligned(cell.node, childSize: size, in: cellRect.size, alignment: cellAlignment)
                }
                cell.node.place(
                    in: CGRect(origin: CGPoint(x: cellRect.minX + origin.x, y: cellRect.minY + origin.y), size: size),
                    proposal: cellProposal)
            }
            y += height + resolved.vGap
        }
    }
}

extension Grid: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        let arguments = HeadlessValueFormat.arguments([
            ("alignment", alignment == .center ? nil : alignment.headlessDescription),
            ("horizontalSpacing", horizontalSpacing.map { HeadlessValueFormat.number($0) }),
            ("verticalSpacing", verticalSpacing.map { HeadlessValueFormat.number($0) }),
        ])
        return ("Grid", arguments.isEmpty ? [] : [arguments])
    }
}

extension GridRow: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("GridRow", alignment.map { ["alignment: \($0.headlessDescription)"] } ?? [])
    }
}
