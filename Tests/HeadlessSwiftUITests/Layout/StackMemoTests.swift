import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// What the stack rows below show; changed from outside, so that a host laid out before a
/// change can be compared with a host mounted on the changed rows.
@Observable
private final class StackRowsModel {
    var titles = (0..<40).map { "Row \($0)" }
    var secondLines: Set<Int> = []
    var priorities: [Int: Double] = [:]
    /// Rows that ask for no spacing: the gap between two of them is zero, since the gap
    /// between two views is the larger of their preferences (`ViewSpacing.distance`).
    var tightRows: Set<Int> = [13]
    /// Rows that take whatever length is left along the stack's axis.
    var fillingRows: Set<Int> = []
    /// Rows that answer this length to any offer but none and all (`SpacingLayout.chosen`).
    var chosenLengths: [Int: CGFloat] = [:]
    var spacing: CGFloat?
    var horizontal = false
    var scrolls = false
}

/// A layout that shows its one subview as it is, and asks for no spacing around it when
/// `tight`: a row whose spacing preference changes. With a `chosen` length it answers 0 to
/// an offer of nothing, 1,000 to one of everything, and `chosen` to any other: a row whose
/// length in the stack changes while its minimum and maximum stay.
private struct SpacingLayout: Layout {
    let tight: Bool
    var chosen: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        func length(_ offered: CGFloat?) -> CGFloat {
            switch offered {
            case 0: 0
            case .infinity: 1_000
            default: chosen
            }
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        tight ? .zero : ViewSpacing()
    }
}

private struct StackRowsScreen: View {
    let model: StackRowsModel

    var body: some View {
        if model.scrolls {
            // A scroll view proposes no length along its axis: each row takes its ideal length.
            ScrollView(model.horizontal ? .horizontal : .vertical) { stack }
        } else {
            stack
        }
    }

    @ViewBuilder private var stack: some View {
        if model.horizontal {
            HStack(spacing: model.spacing) { rows }
        } else {
            VStack(spacing: model.spacing) { rows }
        }
    }

    private var rows: some View {
        ForEach(model.titles.indices, id: \.self) { index in
            SpacingLayout(tight: model.tightRows.contains(index), chosen: model.chosenLengths[index]) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(model.titles[index])
                    if model.secondLines.contains(index) { Text("A second line") }
                }
            }
            .frame(
                maxWidth: model.horizontal && model.fillingRows.contains(index) ? .infinity : nil,
                maxHeight: !model.horizontal && model.fillingRows.contains(index) ? .infinity : nil
            )
            .layoutPriority(model.priorities[index] ?? 0)
            .accessibilityIdentifier("row \(index)")
        }
    }
}

@MainActor
@Suite("Stack relayout: what a stack asks again after one subview changed")
struct StackMemoTests {
    /// Lays a host out, applies `change`, and expects every row where a host mounted on the
    /// changed rows puts it: a stack that reuses what it measured before the change must
    /// arrange exactly as one that measures everything.
    private func expectRelayoutMatchesFreshLayout(
        horizontal: Bool = false, scrolls: Bool = false, prepare: (StackRowsModel) -> Void = { _ in },
        _ change: (StackRowsModel) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let model = StackRowsModel()
        model.horizontal = horizontal
        model.scrolls = scrolls
        prepare(model)
        let device = box(390, 800)
        let host = ViewHost(StackRowsScreen(model: model), device: device)
        #expect(host.frame(of: "row 0") != nil, sourceLocation: sourceLocation)
        change(model)
        let fresh = ViewHost(StackRowsScreen(model: model), device: device)
        for index in model.titles.indices {
            let identifier = "row \(index)"
            let relaidOut = host.frame(of: identifier)
            #expect(relaidOut != nil, sourceLocation: sourceLocation)
            #expect(relaidOut == fresh.frame(of: identifier), "\(identifier)", sourceLocation: sourceLocation)
        }
    }

    @Test("A row renamed wider than the others widens the stack and centres every row again")
    func renameAcrossTheAxis() {
        expectRelayoutMatchesFreshLayout { $0.titles[7] = "Row 7, renamed to something much longer" }
        expectRelayoutMatchesFreshLayout(horizontal: true) { $0.secondLines.insert(7) }
    }

    @Test("A row that grows along the axis moves the rows after it")
    func growAlongTheAxis() {
        expectRelayoutMatchesFreshLayout { $0.secondLines.insert(5) }
        expectRelayoutMatchesFreshLayout(horizontal: true) { $0.titles[5] = "Row 5, renamed to something much longer" }
    }

    @Test("In a scroll view, a row that grows along the axis moves the rows after it")
    func growAlongTheAxisInAScrollView() {
        expectRelayoutMatchesFreshLayout(scrolls: true) { $0.secondLines.insert(5) }
        expectRelayoutMatchesFreshLayout(scrolls: true) { $0.titles[9] = "Row 9, renamed to something much longer" }
        expectRelayoutMatchesFreshLayout(horizontal: true, scrolls: true) { $0.titles[5] = "Row 5, renamed" }
        expectRelayoutMatchesFreshLayout(horizontal: true, scrolls: true) { $0.secondLines.insert(30) }
        // Row 12's gap to row 13, which did not change, closes.
        expectRelayoutMatchesFreshLayout(scrolls: true) { $0.tightRows.insert(12) }
        expectRelayoutMatchesFreshLayout(horizontal: true, scrolls: true) { $0.tightRows.insert(14) }
        // The first and the last row have a gap on one side only.
        expectRelayoutMatchesFreshLayout(scrolls: true) { $0.tightRows.formUnion([0, 1]) }
        expectRelayoutMatchesFreshLayout(scrolls: true) { $0.tightRows.formUnion([38, 39]) }
    }

    @Test("A row's layout priority, or its spacing preference, changes what the others get")
    func priorityAndSpacingChanges() {
        expectRelayoutMatchesFreshLayout { $0.priorities[3] = 1 }
        expectRelayoutMatchesFreshLayout { $0.tightRows.insert(12) }
        expectRelayoutMatchesFreshLayout { $0.tightRows.formUnion([38, 39]) }
        // A gap that closes leaves more for a row that takes what is left.
        let shortStackWithAFillingRow = { (model: StackRowsModel) in
            model.titles.removeLast(30)
            model.tightRows = [3]
            model.fillingRows = [5]
        }
        expectRelayoutMatchesFreshLayout(prepare: shortStackWithAFillingRow) { $0.tightRows.insert(4) }
        expectRelayoutMatchesFreshLayout(horizontal: true, prepare: shortStackWithAFillingRow) {
            $0.tightRows.insert(2)
        }
        // A row that grows leaves less for the filling row; one whose minimum and maximum
        // stay as they were, too.
        expectRelayoutMatchesFreshLayout(prepare: shortStackWithAFillingRow) { $0.secondLines.insert(2) }
        let withAChosenLength = { (model: StackRowsModel) in
            shortStackWithAFillingRow(model)
            model.chosenLengths = [7: 30]
        }
        expectRelayoutMatchesFreshLayout(prepare: withAChosenLength) { $0.chosenLengths[7] = 60 }
        expectRelayoutMatchesFreshLayout(horizontal: true, prepare: withAChosenLength) { $0.chosenLengths[7] = 10 }
        expectRelayoutMatchesFreshLayout(horizontal: true) { $0.priorities[30] = -1 }
    }

    @Test("The stack's spacing, and rows inserted or removed, arrange the stack anew")
    func stackAndRowChanges() {
        expectRelayoutMatchesFreshLayout { $0.spacing = 2 }
        expectRelayoutMatchesFreshLayout { $0.titles.remove(at: 10) }
        expectRelayoutMatchesFreshLayout { $0.titles.insert("A new row", at: 0) }
        expectRelayoutMatchesFreshLayout { $0.titles[4] = "Row 4" + "!" }
    }

    @Test("A relayout after one of 200 rows changed asks that row, not the 199 others")
    func relayoutAsksTheChangedRowAlone() throws {
        struct Rows: View {
            @State var titles = (0..<200).map { "Row \($0)" }
            var body: some View {
                VStack {
                    Button("Rename") { titles[100] += "!" }
                    ForEach(titles.indices, id: \.self) { index in
                        HStack {
                            Text(titles[index])
                            Spacer()
                            Text("›")
                        }
                    }
                }
            }
        }
        let host = ViewHost(Rows(), device: box(390, 8000))
        #expect(host.frame(of: "Row 0") != nil)
        try host.tap("Rename")
        host.resetStatistics()
        #expect(host.frame(of: "Row 100!") != nil)
        // The stack asks each row for its minimum, maximum and offered size when it measures
        // them all: 603 queries. It asks the changed row alone. (The rows' own stacks are too
        // short to keep a memo, and are not counted.)
        #expect(host.stats.stackSizeQueries == 3)
    }

    @Test("In a scroll view, a row that wraps to a second line is asked alone, and moves the rows after it")
    func rowThatGrowsInAScrollViewIsAskedAlone() throws {
        struct Rows: View {
            @State var titles = (0..<200).map { "Row \($0)" }
            var body: some View {
                VStack {
                    Button("Grow") { titles[100] += " now long enough to wrap onto a second line of the screen" }
                    ScrollView {
                        VStack {
                            ForEach(titles.indices, id: \.self) { index in
                                HStack {
                                    Text(titles[index])
                                    Spacer()
                                    Text("›")
                                }
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Rows(), device: box(390, 800))
        let before = try #require(host.frame(of: "Row 101"))
        try host.tap("Grow")
        host.resetStatistics()
        let after = try #require(host.frame(of: "Row 101"))
        // The grown row is taller, and the ideal lengths asked of the others did not change:
        // the stack asks the grown row for its ideal size, and no other.
        #expect(after.minY > before.minY)
        #expect(host.stats.stackSizeQueries == 1)
    }
}
