import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("ViewHost scrolls as a finger would, and taps only what is in view")
struct ViewHostScrollingTests {
    struct Counters: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { index in
                        CounterRow(index: index)
                    }
                }
            }
        }
    }

    struct CounterRow: View {
        let index: Int
        @State private var taps = 0
        var body: some View {
            Button("Row \(index): \(taps)") { taps += 1 }
                .frame(maxWidth: .infinity)
                .frame(height: 50)
        }
    }

    @Test("A tap on a lazy row that is not on screen fails and says to scroll; after scrolling it lands")
    func tapOffScreenLazyRow() throws {
        let host = ViewHost(Counters(), device: box(200, 400))
        do {
            try host.tap("Row 100: 0")
            Issue.record("a finger cannot tap a row that is not on screen")
        } catch {
            #expect("\(error)".contains("scroll to it first"))
        }
        try host.scroll(toShow: "Row 100: 0")
        try host.tap("Row 100: 0")
        #expect(host.contains(text: "Row 100: 1"))
    }

    @Test("scrollToAndTap scrolls a row into view and taps it, as a person would")
    func scrollToAndTap() throws {
        let host = ViewHost(Counters(), device: box(200, 400))
        try host.scrollToAndTap("Row 120: 0")
        #expect(host.contains(text: "Row 120: 1"))
        let row = try #require(host.frame(of: "Row 120: 1"))
        #expect(row.minY >= 0 && row.maxY <= 400, "in view")
        #expect(throws: ViewHostError.self) { try host.scrollToAndTap("Row 500: 0") }
    }

    @Test("A row's state is lost when it scrolls away and is let go, and kept when rows are kept")
    func rowStateAndRetention() throws {
        let host = ViewHost(Counters(), device: box(200, 400))
        try host.tap("Row 0: 0")
        try host.scroll(by: CGSize(width: 0, height: 2_000))
        #expect(!host.contains(text: "Row 0: 1"))
        try host.scroll(to: .top)
        #expect(host.contains(text: "Row 0: 0"), "let go off screen, with its state")

        let keeping = ViewHost(Counters(), device: box(200, 400))
        keeping.lazyRowRetention = .keptOffScreen
        try keeping.tap("Row 0: 0")
        try keeping.scroll(by: CGSize(width: 0, height: 2_000))
        #expect(!keeping.contains(text: "Row 0: 1"), "a kept row off screen is not on screen")
        #expect(throws: ViewHostError.self) { try keeping.tap("Row 0: 1") }
        try keeping.scroll(to: .top)
        #expect(keeping.contains(text: "Row 0: 1"), "kept off screen, with its state")
    }

    struct PlainList: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { index in
                        Button("Item \(index)") {}.frame(height: 50)
                    }
                }
            }
        }
    }

    @Test("A view scrolled out of a scroll view cannot be tapped, and the error says why")
    func tapScrolledOutView() throws {
        let host = ViewHost(PlainList(), device: box(200, 400))
        #expect(host.contains(text: "Item 30"), "a VStack creates every view")
        do {
            try host.tap("Item 30")
            Issue.record("a finger cannot reach a view outside its scroll view")
        } catch {
            #expect("\(error)".contains("scrolled out of its scroll view"))
        }
        try host.scroll(toShow: "Item 30")
        try host.tap("Item 30")
        let frame = try #require(host.frame(of: "Item 30"))
        #expect(frame.maxY <= 400 && frame.minY >= 0)
    }

    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { Text("Page \($0)").frame(width: 200, height: 100) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test("A paging scroll view stops on the nearest page where the finger lifts")
    func pagingStopsOnPages() throws {
        // UIKit, UIScrollView.isPagingEnabled: "the scroll view stops on multiples of the scroll
        // view's bounds when the user scrolls".
        let host = ViewHost(Pages(), device: box(200, 100))
        try host.scroll(by: CGSize(width: 130, height: 0))
        #expect(try host.contentOffset() == CGPoint(x: 200, y: 0), "past half a page: the next")
        try host.scroll(by: CGSize(width: 60, height: 0))
        #expect(try host.contentOffset() == CGPoint(x: 200, y: 0), "less than half: back")
        try host.scroll(by: CGSize(width: -150, height: 0))
        #expect(try host.contentOffset() == .zero)
        #expect(host.contains(text: "Page 0"))
    }

    struct Cards: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { Text("Card \($0)").frame(width: 150, height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
    }

    @Test("A view-aligned scroll view stops with the nearest card at its leading edge")
    func viewAlignedStopsOnViews() throws {
        // Apple, ViewAlignedScrollTargetBehavior: "aligns scroll targets to view-based geometry".
        // Cards are 150 pt wide, 10 apart: their leading edges at 0, 160, 320...
        let host = ViewHost(Cards(), device: box(300, 100))
        try host.scroll(by: CGSize(width: 100, height: 0))
        #expect(try host.contentOffset() == CGPoint(x: 160, y: 0))
        try host.scroll(by: CGSize(width: 50, height: 0))
        #expect(try host.contentOffset() == CGPoint(x: 160, y: 0), "the nearest is the same card")
        try host.scroll(by: CGSize(width: 110, height: 0))
        #expect(try host.contentOffset() == CGPoint(x: 320, y: 0))
    }

    struct LimitedCards: View {
        let limit: ViewAlignedScrollTargetBehavior.LimitBehavior
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { Text("Card \($0)").frame(width: 150, height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        }
    }

    @Test("A view-aligned scroll's limit: by one view, by a few, none, and automatic by size class")
    func viewAlignedLimits() throws {
        // Apple, ViewAlignedScrollTargetBehavior.LimitBehavior: `.alwaysByOne` "Limit the number
        // of views that can be scrolled by a single interaction to a single view"; `.always` and
        // `.alwaysByFew` to "a small number of views ... determined automatically" (here: no
        // further than the scroll view's length, an assumption); `.never` no limit;
        // `.automatic` "limited in compact horizontal size classes and ... not limited
        // otherwise". Card edges: 0, 160, 320, 480, 640...
        func stop(_ limit: ViewAlignedScrollTargetBehavior.LimitBehavior, _ device: Device) throws -> CGFloat {
            let host = ViewHost(LimitedCards(limit: limit), device: device)
            try host.scroll(by: CGSize(width: 700, height: 0))
            return try host.contentOffset().x
        }
        let compact = box(300, 100)
        let regular = Device.custom(
            name: "Wide", size: CGSize(width: 300, height: 100), safeAreaInsets: EdgeInsets(),
            horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
        #expect(try stop(.never, compact) == 640)
        #expect(try stop(.alwaysByOne, compact) == 160)
        #expect(try stop(.always, regular) == 160)
        #expect(try stop(.alwaysByFew, regular) == 160)
        #expect(try stop(.automatic, compact) == 160)
        #expect(try stop(.automatic, regular) == 640)
    }

    @Test("Scrolling stays within the content; there is no scroll view to scroll where none is")
    func scrollingIsBounded() throws {
        let host = ViewHost(PlainList(), device: box(200, 400))
        try host.scroll(by: CGSize(width: 0, height: -100))
        #expect(try host.contentOffset() == .zero)
        try host.scroll(to: .bottom)
        // 40 rows of 50 pt (buttons' labels are 22 pt tall, framed to 50) less the 400 pt view.
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 1_600))
        try host.scroll(by: CGSize(width: 0, height: 500))
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 1_600))
        #expect(throws: ViewHostError.self) { try ViewHost(Text("Hi")).scroll(by: CGSize(width: 0, height: 10)) }
    }

    @Test("A drag on a scroll view's content scrolls it, opposite the finger, and lazy rows follow")
    func dragScrolls() throws {
        // UIKit, UIScrollView: the content follows the finger; a finger moving up by 300 pt
        // shows content 300 pt further on. The content stops where the finger lifts here (no
        // deceleration: the finger is taken to come to rest first).
        let host = ViewHost(Counters(), device: box(200, 400))
        try host.drag("Row 3: 0", by: CGSize(width: 0, height: -300))
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 300))
        #expect(!host.contains(text: "Row 0: 0"), "rows dragged above the screen are let go")
        #expect(host.contains(text: "Row 13: 0"), "rows dragged onto the screen are created")
        try host.drag("Row 13: 0", by: CGSize(width: 0, height: 1_000))
        #expect(try host.contentOffset() == .zero, "no further than the content's start")
    }

    @Test("A drag across a vertical scroll view does not scroll it; one along a horizontal one does")
    func dragFollowsTheScrollAxis() throws {
        struct Shelf: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<6, id: \.self) { Text("Book \($0)").frame(width: 100, height: 100) }
                            }
                        }
                        ForEach(0..<20, id: \.self) { Text("Line \($0)").frame(height: 50) }
                    }
                }
            }
        }
        let host = ViewHost(Shelf(), device: box(200, 400))
        try host.drag("Book 0", by: CGSize(width: -100, height: 0))
        #expect(try host.contentOffset(in: "Book 2") == CGPoint(x: 100, y: 0), "the shelf scrolls sideways")
        #expect(try host.contentOffset(in: "Line 0") == .zero, "the page does not")
        try host.drag("Book 2", by: CGSize(width: 0, height: -100))
        #expect(
            try host.contentOffset(in: "Line 0") == CGPoint(x: 0, y: 100), "an up drag on the shelf scrolls the page")
        #expect(try host.contentOffset(in: "Book 2") == CGPoint(x: 100, y: 0))
    }

    @Test("A scroll view's own gesture in its content takes the drag; one the content does not claim scrolls")
    func contentGestureTakesTheDrag() throws {
        struct Swipeable: View {
            @State var swiped = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Text("Swiped \(swiped)").frame(height: 100)
                            .gesture(DragGesture().onEnded { _ in swiped += 1 })
                        ForEach(0..<20, id: \.self) { Text("Line \($0)").frame(height: 50) }
                    }
                }
            }
        }
        let host = ViewHost(Swipeable(), device: box(200, 400))
        try host.drag("Swiped 0", by: CGSize(width: 0, height: -100))
        #expect(host.contains(text: "Swiped 1"))
        #expect(try host.contentOffset() == .zero, "the content's DragGesture took the touch")
        try host.drag("Line 3", by: CGSize(width: 0, height: -100))
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 100))
    }

    @Test("scrollDisabled stops fingers, not the app: drags and host scrolls fail, scrollTo moves")
    func scrollDisabledStopsFingers() throws {
        // Apple, scrollDisabled(_:): "SwiftUI passes the disabled property through the
        // environment" (EnvironmentValues.isScrollEnabled); UIKit, isScrollEnabled: "When
        // scrolling is disabled, the scroll view doesn't accept touch events".
        struct Locked: View {
            @State var locked = true
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            Button("Jump") { proxy.scrollTo(30, anchor: .top) }.frame(height: 50)
                            ForEach(0..<40, id: \.self) { Text("Line \($0)").frame(height: 50).id($0) }
                            ScrollingState()
                        }
                    }
                    .scrollDisabled(locked)
                }
            }
        }
        struct ScrollingState: View {
            @Environment(\.isScrollEnabled) private var enabled
            var body: some View { Text(enabled ? "Scrolls" : "Locked") }
        }
        #expect(EnvironmentValues().isScrollEnabled, "true by default")
        let host = ViewHost(Locked(), device: box(200, 400))
        #expect(host.contains(text: "Locked"))
        #expect(throws: ViewHostError.self) { try host.drag("Line 2", by: CGSize(width: 0, height: -100)) }
        #expect(throws: ViewHostError.self) { try host.scroll(by: CGSize(width: 0, height: 100)) }
        #expect(throws: ViewHostError.self) { try host.scroll(to: .bottom) }
        #expect(try host.contentOffset() == .zero)
        try host.tap("Jump")
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 1_550), "ScrollViewReader still scrolls")
    }
}

@MainActor
@Suite("A sheet presented from a lazy row that scrolls away")
struct LazyRowSheetTests {
    struct Rows: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { index in
                            SheetRow(index: index) { proxy.scrollTo(90) }
                        }
                    }
                }
            }
        }
    }

    struct SheetRow: View {
        let index: Int
        let jump: () -> Void
        @State private var showsSheet = false
        var body: some View {
            Button("Row \(index)") { showsSheet = true }
                .frame(height: 100)
                .sheet(isPresented: $showsSheet) {
                    Button("Jump to 90", action: jump).presentationDetents([.medium])
                }
        }
    }

    @Test("No source says; the host plays both: let go with its row, or kept while the row is kept")
    func sheetFollowsItsRow() throws {
        // Apple names no rule. swift-navigation (pointfreeco/swift-navigation#192): "if a view
        // disappears, an attached sheet disappears shortly thereafter"; SwiftUI keeps a row off
        // screen "for a number of updates" (WWDC26). So: the sheet goes when its row is let go.
        for retention in [ViewHost.LazyRowRetention.discardedOffScreen, .keptOffScreen] {
            let host = ViewHost(Rows(), device: box(200, 400))
            host.lazyRowRetention = retention
            try host.tap("Row 1")
            #expect(host.presentations.count == 1)
            // The app scrolls the rows behind the sheet (a finger could not, through the sheet).
            try host.tap("Jump to 90")
            host.settle()
            switch retention {
            case .discardedOffScreen:
                #expect(host.presentations.isEmpty, "the row was let go, and its sheet with it")
            case .keptOffScreen:
                #expect(host.presentations.count == 1, "the row is kept, and so is its sheet")
            }
        }
    }
}
