import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

// A change that leaves a view's answers to its container as they were (its sizes, guides,
// spacing, priority) is laid out at the view alone; any other change lays out the ancestors
// again. Each test compares the frames after the change with a host made afresh in the final
// state: the check is a shortcut, never another layout.

/// The frames of `names` in `host`, in order.
@MainActor
private func frames(_ names: [String], in host: ViewHost) -> [CGRect?] {
    names.map { host.frame(of: $0) }
}

private struct Settings: View {
    @State var isOn = false

    var body: some View {
        VStack {
            ForEach(0..<10, id: \.self) { Text("Row \($0)") }
            Toggle("Wi-Fi", isOn: $isOn)
        }
    }
}

/// A text that grows in a row with a neighbour after it.
private struct GrowingTitle: View {
    @State var title = "Short"

    var body: some View {
        VStack {
            Button("Grow") { title = "A much longer title" }
            HStack {
                Text(title)
                Text("after")
            }
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks its subviews from left to right by their rank, whatever their order.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 50, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        for (position, index) in order.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + CGFloat(position) * 50, y: bounds.minY),
                proposal: ProposedViewSize(width: 50, height: 20))
        }
    }
}

// In the views below the state that changes lives in a child view, with the button that
// changes it, and the modifier it changes is the child's outermost view: the containers above
// are not updated, so only the check of the child's answers can lay them out again.

/// A square that its own tap moves to the front of a `RankedRow`: the same size, another rank.
private struct RankedSquare: View {
    let name: String
    @State var rank: Int

    var body: some View {
        Button("Front \(name)") { rank = -1 }
            .accessibilityIdentifier(name)
            .frame(width: 50, height: 20)
            .layoutValue(key: Rank.self, value: rank)
    }
}

private struct Swapping: View {
    var body: some View {
        RankedRow {
            RankedSquare(name: "red", rank: 0)
            RankedSquare(name: "blue", rank: 1)
        }
    }
}

/// A square whose own tap moves its leading guide: the same size, aligned elsewhere.
private struct ShiftingSquare: View {
    @State var shifted = false

    var body: some View {
        let offset: CGFloat = shifted ? -30 : 0
        Button {
            shifted = true
        } label: {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("square")
        }
        .alignmentGuide(.leading) { _ in offset }
    }
}

private struct ShiftedGuide: View {
    var body: some View {
        VStack(alignment: .leading) {
            ShiftingSquare()
            Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("bar")
        }
    }
}

/// A text whose own tap gives it the priority in the row it shares.
private struct PreferredText: View {
    @State var preferred = false

    var body: some View {
        Text("The first of two long texts").lineLimit(1)
            .accessibilityIdentifier("first")
            .onTapGesture { preferred = true }
            .layoutPriority(preferred ? 1 : 0)
    }
}

private struct Prioritized: View {
    var body: some View {
        HStack(spacing: 0) {
            PreferredText()
            Text("The second of two long texts").lineLimit(1).accessibilityIdentifier("second")
        }
        .frame(width: 200)
    }
}

/// A button that its own tap moves outside the frame that holds it: the frame's answers stay,
/// the button takes taps where it is drawn.
private struct MovingButton: View {
    @State var taps = 0

    var body: some View {
        Button("Tap me") { taps += 1 }
            .accessibilityIdentifier("taps \(taps)")
            .offset(x: taps > 0 ? 200 : 0)
            .frame(width: 100, height: 44)
    }
}

private struct MovingButtonScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            MovingButton()
            Color.blue.frame(width: 100, height: 40)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// How many rows a `GrowingRows` shows: read by the rows alone, so that a change updates the
/// `ForEach` and nothing above it.
@Observable @MainActor
private final class RowCount {
    var count: Int

    init(_ count: Int) {
        self.count = count
    }
}

private struct GrowingRows: View {
    let rows: RowCount

    var body: some View {
        ForEach(0..<rows.count, id: \.self) { Text("Row \($0)").frame(height: 40) }
    }
}

/// A lazy stack's rows grow past the screen: only the rows on screen are created, the length
/// of the content is the new count's.
private struct GrowingList: View {
    let rows: RowCount

    var body: some View {
        VStack {
            Button("More") { rows.count = 200 }
            ScrollView {
                LazyVStack { GrowingRows(rows: rows) }
            }
        }
    }
}

/// A button whose action its body makes anew from its own state at each tap: the button
/// updates, a view transparent to layout that leaves its container's alone.
private struct CountingButton: View {
    @State var taps = 0

    var body: some View {
        let next = taps + 1
        Button("Count") { taps = next }
    }
}

private struct CountingScreen: View {
    var body: some View {
        VStack {
            ForEach(0..<10, id: \.self) { Text("Row \($0)") }
            CountingButton()
        }
    }
}

/// Counts the calls of its cache's update; stacks its subviews left to right.
private final class UpdateCount: @unchecked Sendable {
    var updates = 0
}

private struct CountingRow: Layout {
    let count: UpdateCount

    func makeCache(subviews: Subviews) {}

    func updateCache(_ cache: inout (), subviews: Subviews) {
        count.updates += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let fit = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + fit.width, height: max(size.height, fit.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A square that grows on a tap, and then (an update later, from `onChange`) grows its
/// neighbour through its parent's state: the layout and a view below it both change in the
/// same frame, the view below first.
private struct GrowingSquare: View {
    @Binding var neighbourGrown: Bool
    @State var grown = false

    var body: some View {
        Button {
            grown = true
        } label: {
            Color.red.frame(width: grown ? 30 : 10, height: 10)
        }
        .onChange(of: grown) { neighbourGrown = true }
    }
}

private struct ChainedGrowth: View {
    let count: UpdateCount
    @State var neighbourGrown = false

    var body: some View {
        CountingRow(count: count) {
            GrowingSquare(neighbourGrown: $neighbourGrown)
            Color.blue.frame(width: neighbourGrown ? 30 : 10, height: 10).accessibilityIdentifier("neighbour")
        }
    }
}

@MainActor
@Suite("Layout checks: a change is laid out as far as it reaches")
struct LayoutChecksTests {
    @Test("A toggle switched is laid out alone: its size and everything above it stay")
    func aChangeOfNoSizeIsLaidOutAlone() throws {
        let host = ViewHost(Settings(), device: box(390, 800))
        let names = (0..<10).map { "Row \($0)" } + ["Wi-Fi"]
        _ = frames(names, in: host)
        host.resetStatistics()
        try host.toggle("Wi-Fi")
        _ = host.frame(of: "Wi-Fi")
        // The toggle answers again the stack's three questions (its least, most and offered
        // heights), and is placed again; its label, the stack and the rows are neither
        // measured nor placed.
        #expect(host.stats.measurements == 3)
        #expect(host.stats.placements == 1)
        #expect(host.render().contains("isOn: true"))
        #expect(frames(names, in: host) == frames(names, in: ViewHost(Settings(isOn: true), device: box(390, 800))))
    }

    @Test("A button given a new action is not laid out, nor is anything above it")
    func aNewActionIsNotLaidOut() throws {
        let host = ViewHost(CountingScreen(), device: box(390, 800))
        let names = (0..<10).map { "Row \($0)" } + ["Count"]
        let before = frames(names, in: host)
        host.resetStatistics()
        try host.tap("Count")
        #expect(frames(names, in: host) == before)
        #expect(host.stats.nodeUpdates == 2)  // the view and its button
        #expect(host.stats.measurements == 0)
        #expect(host.stats.placements == 0)
    }

    @Test("A layout and a view below it that change in one frame, the view first, update the cache once")
    func aLayoutAndItsSubviewChangedInOneFrameUpdateTheCacheOnce() throws {
        let count = UpdateCount()
        let host = ViewHost(ChainedGrowth(count: count), device: box(390, 400))
        #expect(host.frame(of: "neighbour")?.width == 10)
        count.updates = 0
        try host.tap(at: CGPoint(x: host.frame(of: "neighbour")!.minX - 5, y: host.frame(of: "neighbour")!.midY))
        #expect(host.frame(of: "neighbour")?.width == 30)
        #expect(count.updates == 1)
    }

    @Test("A text that grows moves its neighbour: its ancestors are laid out again")
    func aChangeOfSizeLaysOutTheAncestors() throws {
        let host = ViewHost(GrowingTitle(), device: box(390, 400))
        let before = host.frame(of: "after")!
        try host.tap("Grow")
        let after = host.frame(of: "after")!
        #expect(after.minX > before.minX)
        let fresh = ViewHost(GrowingTitle(title: "A much longer title"), device: box(390, 400))
        let names = ["A much longer title", "after", "Grow"]
        #expect(frames(names, in: host) == frames(names, in: fresh))
    }

    @Test("A layout value that changes, its sizes the same, lays out the layout that reads it")
    func aChangedLayoutValueLaysOutItsReader() throws {
        let host = ViewHost(Swapping(), device: box(390, 400))
        #expect(host.frame(of: "red")!.minX < host.frame(of: "blue")!.minX)
        try host.tap("Front blue")
        #expect(host.frame(of: "red")!.minX > host.frame(of: "blue")!.minX)
    }

    @Test("A guide that moves, the size the same, aligns the stack again")
    func aMovedGuideAlignsTheStackAgain() throws {
        let host = ViewHost(ShiftedGuide(), device: box(390, 400))
        let before = frames(["square", "bar"], in: host)
        #expect(before[0]!.minX == before[1]!.minX)
        try host.tap(at: CGPoint(x: before[0]!.midX, y: before[0]!.midY))
        let after = frames(["square", "bar"], in: host)
        #expect(after[0]!.minX - after[1]!.minX == 30)
    }

    @Test("A priority that changes, the sizes the same, shares the row out again")
    func aChangedPrioritySharesTheRowAgain() throws {
        let host = ViewHost(Prioritized(), device: box(390, 400))
        // Each is offered half the row, and truncates in it.
        let before = frames(["first", "second"], in: host)
        #expect(before[0]!.width <= 100 && before[1]!.width <= 100)
        try host.tap(at: CGPoint(x: before[0]!.midX, y: before[0]!.midY))
        // The first is offered what it needs first, the second what is left.
        let after = frames(["first", "second"], in: host)
        #expect(after[0]!.width > before[0]!.width)
        #expect(after[1]!.width < before[1]!.width)
    }

    @Test("A button moved outside a frame of the same size takes taps where it now is")
    func aViewMovedOutsideAStableFrameIsHitWhereItIs() throws {
        let host = ViewHost(MovingButtonScreen(), device: box(390, 400))
        let before = host.frame(of: "taps 0")!
        try host.tap(at: CGPoint(x: before.midX, y: before.midY))
        let after = host.frame(of: "taps 1")!
        #expect(after.minX == before.minX + 200)
        try host.tap(at: CGPoint(x: after.midX, y: after.midY))
        #expect(host.frame(of: "taps 2") != nil)
    }

    @Test("Rows added past the screen of a lazy stack lengthen its content")
    func rowsAddedPastTheScreenLengthenTheContent() throws {
        let host = ViewHost(GrowingList(rows: RowCount(100)), device: box(390, 800))
        try host.tap("More")
        try host.scroll(to: .bottom)
        let fresh = ViewHost(GrowingList(rows: RowCount(200)), device: box(390, 800))
        try fresh.scroll(to: .bottom)
        #expect(try host.contentOffset() == fresh.contentOffset())
        #expect(host.frame(of: "Row 199") == fresh.frame(of: "Row 199"))
    }
}
