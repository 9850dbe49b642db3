import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("Lazy stacks create the rows on screen")
struct LazyStackLayoutTests {
    struct Feed: View {
        let log: EventLog
        var count = 1000
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 100)
                            .accessibilityIdentifier("row \(index)")
                            .onAppear { log.entries.append("appear \(index)") }
                            .onDisappear { log.entries.append("disappear \(index)") }
                    }
                }
            }
        }
    }

    @Test("A LazyVStack of 1,000 rows creates those that fill the screen, and only those appear")
    func createsWhatIsOnScreen() {
        // Apple, LazyVStack: "the stack view doesn't create items until it needs to render them
        // onscreen". A 300 pt viewport shows three rows of 100 pt.
        let log = EventLog()
        let host = ViewHost(Feed(log: log), device: box(200, 300))
        #expect(log.entries == ["appear 0", "appear 1", "appear 2"])
        #expect(host.texts == ["Row 0", "Row 1", "Row 2"])
        #expect(host.frame(of: "row 2") == CGRect(x: 0, y: 200, width: 200, height: 100))
    }

    @Test("Scrolling creates the rows that come on screen; those that leave disappear")
    func scrollingCreatesAndHides() throws {
        let log = EventLog()
        let host = ViewHost(Feed(log: log), device: box(200, 300))
        log.entries.removeAll()
        try host.scroll(by: CGSize(width: 0, height: 250))
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 250))
        // SwiftUI does not say in which order one frame's appearances and disappearances run.
        #expect(log.entries.sorted() == ["appear 3", "appear 4", "appear 5", "disappear 0", "disappear 1"])
        #expect(host.frame(of: "row 3") == CGRect(x: 0, y: 50, width: 200, height: 100))
        log.entries.removeAll()
        try host.scroll(by: CGSize(width: 0, height: -250))
        #expect(log.entries.sorted() == ["appear 0", "appear 1", "disappear 3", "disappear 4", "disappear 5"])
        #expect(try host.contentOffset() == .zero)
    }

    @Test("Scrolling to the bottom reaches the last row, its length learnt from the rows created")
    func scrollingToTheBottom() throws {
        let log = EventLog()
        let host = ViewHost(Feed(log: log), device: box(200, 300))
        try host.scroll(to: .bottom)
        #expect(host.frame(of: "row 999") == CGRect(x: 0, y: 200, width: 200, height: 100))
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 99_700))
        #expect(host.stats.appearCount < 20, "rows between were never on screen")
    }

    struct Sentinel: View {
        let log: EventLog
        @State private var pages = 1
        @State private var expanded = false
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                        .frame(height: 100)
                    if expanded {
                        Text("Details").onAppear { log.entries.append("details appear") }
                    }
                    ForEach(0..<pages * 10, id: \.self) { index in
                        Text("Item \(index)").frame(height: 100)
                    }
                    Text("Loading…")
                        .onAppear {
                            log.entries.append("sentinel appear")
                            pages += 1
                        }
                }
            }
        }
    }

    @Test("A view written after the rows appears when it is scrolled on screen, not when it is created")
    func sentinelAppearsWhenPlaced() throws {
        // The "load more" spinner of many apps: SwiftUI calls onAppear "when the view is placed
        // on the screen" (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI").
        let log = EventLog()
        let host = ViewHost(Sentinel(log: log), device: box(200, 500))
        #expect(log.entries.isEmpty)
        try host.scroll(to: .bottom)
        #expect(log.entries == ["sentinel appear"])
        // The next page came in below, and pushed the spinner off screen.
        #expect(!host.contains(text: "Loading…"))
        #expect(!host.contains(text: "More"), "scrolled away")
        try host.scroll(by: CGSize(width: 0, height: 200))
        #expect(host.contains(text: "Item 11"))
        #expect(log.entries == ["sentinel appear"], "it has not come on screen again")
        try host.scroll(to: .bottom)
        #expect(log.entries == ["sentinel appear", "sentinel appear"])
        try host.scroll(to: .top)
        #expect(host.contains(text: "More"))
    }

    @Test("A view inserted into a row on screen appears in the same update")
    func insertedViewAppears() throws {
        let log = EventLog()
        let host = ViewHost(Sentinel(log: log), device: box(200, 500))
        try host.tap("More")
        #expect(log.entries == ["details appear"])
    }

    @Test("A ForEach inside a lazy row's ForEach shows its rows with the outer row")
    func nestedForEach() throws {
        let host = ViewHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { group in
                        ForEach(0..<2, id: \.self) { item in
                            Text("Item \(group).\(item)").frame(height: 50)
                        }
                    }
                }
            },
            device: box(200, 300))
        #expect(host.texts == ["Item 0.0", "Item 0.1", "Item 1.0", "Item 1.1", "Item 2.0", "Item 2.1"])
        try host.scroll(toShow: "Item 80.1")
        #expect(host.contains(text: "Item 80.0"))
    }

    /// Rows 100 pt tall, but rows 140 to 149 20 pt: the estimates learnt from the rows created
    /// at row 150 are wrong for the rows just above it.
    struct UnevenRows: View {
        var body: some View {
            VStack(spacing: 0) {
                ScrollViewReader { proxy in
                    Button("Jump") { proxy.scrollTo(150, anchor: .top) }.frame(height: 50)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<200, id: \.self) { index in
                                Text("Row \(index)").frame(height: (140..<150).contains(index) ? 20 : 100).id(index)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("Rows on screen stay where they are when rows above them are measured and estimates change")
    func visibleRowsDoNotJump() throws {
        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI": as estimates are replaced
        // by measured sizes, SwiftUI adjusts the content offset so that the views on screen
        // don't move.
        let host = ViewHost(UnevenRows(), device: box(200, 450))
        try host.tap("Jump")
        // A row's text is centred in its 100 pt: its middle 50 pt below the row's top.
        let jumped: CGFloat = 50 + 50
        #expect(try #require(host.frame(of: "Row 150")).midY == jumped, "at the top of the scroll view")
        try host.scroll(by: CGSize(width: 0, height: -150))
        // Rows 142 to 149 came on screen, 20 pt each where 100 were estimated.
        #expect(host.contains(text: "Row 149"))
        let row150 = try #require(host.frame(of: "Row 150"))
        let leftByTheFinger: CGFloat = 50 + 150 + 50
        #expect(row150.midY == leftByTheFinger, "where the finger left it: 150 pt below the scroll view's top")
        let row149 = try #require(host.frame(of: "Row 149"))
        #expect(row149.midY == row150.midY - 60, "20 pt tall, just above")
        // The content before row 150 is as long as its rows, measured or estimated, now.
        try host.scroll(to: .top)
        #expect(try #require(host.frame(of: "Row 0")).midY == jumped)
    }

    @Test("Rows inserted before the rows on screen move them down; the content offset stays")
    func insertionsMoveRowsOnScreen() throws {
        // An assumption: the session's adjustment is for estimates; a collection view keeps
        // its content offset when its data changes above what it shows.
        struct Growing: View {
            @State var first = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Prepend") { first -= 3 }.frame(height: 50)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(first..<100, id: \.self) { Text("Item \($0)").frame(height: 50) }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Growing(), device: box(200, 450))
        try host.scroll(by: CGSize(width: 0, height: 1_000))
        let before = try #require(host.frame(of: "Item 20"))
        try host.tap("Prepend")
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 1_000))
        let after = try #require(host.frame(of: "Item 20"))
        #expect(after.minY - before.minY == 150, "three 50 pt rows above it")
    }

    /// Rows of `height` points in a lazy stack, each its index's text.
    struct Rows: View {
        let height: CGFloat
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: height) }
                }
            }
        }
    }

    @Test(
        "Rows created as long as they were estimated (44 pt) change no length above them: one layout pass; others, a second",
        arguments: [(44, 1), (100, 2)] as [(CGFloat, Int)])
    func createdRowsAsLongAsTheEstimateNeedNoSecondPass(height: CGFloat, passes: Int) throws {
        let host = ViewHost(Rows(height: height), device: box(200, 300))
        #expect(host.stats.layoutPasses == passes)
        let count = Int((300 / height).rounded(.up))
        #expect(host.texts == (0..<count).map { "Row \($0)" })
        #expect(try #require(host.frame(of: "Row 2")).midY == 2.5 * height)
    }

    @Test("A lazy stack at its ideal width takes its first row's width once it is created, though no length changed")
    func idealWidthFollowsTheFirstRowCreated() throws {
        // "the ideal width of a LazyVStack is that of its first subview" (WWDC26 "Dive into lazy
        // stacks and scrolling with SwiftUI"). The rows are as long as the estimate: only the
        // stack's width says that the rows made a difference.
        struct Fixed: View {
            var body: some View {
                LazyVStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { Text("Row \($0)").frame(width: 120, height: 44) }
                }
                .fixedSize()
                .accessibilityIdentifier("stack")
            }
        }
        let host = ViewHost(Fixed(), device: box(300, 300))
        #expect(host.stats.layoutPasses == 2)
        #expect(try #require(host.frame(of: "stack")).width == 120)
    }
}
