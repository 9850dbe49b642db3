import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// A screen with no safe-area insets, so frames read as plain arithmetic on the documented
/// rules (the root is proposed the safe area and centred in it: WWDC19 "Building Custom Views
/// with SwiftUI", session 237).
@MainActor
func box(_ width: CGFloat, _ height: CGFloat) -> Device {
    .custom(
        name: "Box", size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(),
        horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
}

@MainActor
@Suite("Layout engine: stacks, frames, padding, overlays")
struct LayoutEngineTests {
    @Test("The root is proposed the safe area and centred in it (WWDC19 session 237)")
    func rootIsCentredInTheSafeArea() {
        let device = Device.custom(
            name: "Phone", size: CGSize(width: 400, height: 800),
            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0), horizontalSizeClass: .compact,
            verticalSizeClass: .regular, displayScale: 3)
        let host = ViewHost(Color.red.frame(width: 100, height: 60).accessibilityIdentifier("red"), device: device)
        // Safe area: y 50...770, height 720; centre 410.
        #expect(host.frame(of: "red") == CGRect(x: 150, y: 380, width: 100, height: 60))
    }

    @Test("HStack: explicit spacing between children, centred on the cross axis")
    func hStackPlacesChildrenWithSpacing() {
        let host = ViewHost(
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
            },
            device: box(300, 400))
        // Stack 90×50 centred in 300×400: origin (105, 175).
        #expect(host.frame(of: "a") == CGRect(x: 105, y: 175, width: 50, height: 50))
        #expect(host.frame(of: "b") == CGRect(x: 165, y: 190, width: 30, height: 20))
    }

    @Test("Default spacing between two non-text views is 8 pt (fatbobman, 'Spacing of SwiftUI')")
    func defaultSpacingIsEight() {
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            },
            device: box(300, 400))
        let a = host.frame(of: "a")
        let b = host.frame(of: "b")
        #expect(b!.minY - a!.maxY == 8)
    }

    @Test("Flexible children share what rigid ones leave (WWDC19 session 237)")
    func flexibleChildrenShareTheRest() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("flexible")
                Color.blue.frame(width: 100).accessibilityIdentifier("rigid")
                Color.green.accessibilityIdentifier("other")
            },
            device: box(300, 400))
        #expect(host.frame(of: "rigid")?.width == 100)
        #expect(host.frame(of: "flexible")?.width == 100)
        #expect(host.frame(of: "other")?.width == 100)
        #expect(host.frame(of: "flexible")?.height == 400)
    }

    @Test("layoutPriority: the higher priority gets all but the others' minimum (layoutPriority docs)")
    func layoutPriorityTakesTheRest() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50, maxWidth: 200).accessibilityIdentifier("low")
                Color.blue.layoutPriority(1).accessibilityIdentifier("high")
            },
            device: box(300, 400))
        #expect(host.frame(of: "high")?.width == 250)
        #expect(host.frame(of: "low")?.width == 50)
    }

    @Test("Spacer pushes its neighbours apart and is empty across the stack (Spacer docs)")
    func spacerFillsTheMajorAxis() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
                Spacer()
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
            },
            device: box(300, 400))
        #expect(host.frame(of: "left")?.minX == 0)
        #expect(host.frame(of: "right")?.maxX == 300)
        #expect(host.frame(of: "right")?.minY == 175)
    }

    @Test("With default spacing a Spacer touches its neighbours; with explicit spacing it does not")
    func spacerSpacing() {
        // SwiftUI's own rendering (skiptools/skip-ui, Tests/SkipUITests/LayoutTests.swift,
        // testVStackAlignment): VStack { Spacer(); bar; Spacer(); bar; Spacer() } with bars 2 pt
        // tall in a 12 × 12 frame draws the bars at rows 0–1 and 10–11. The stack is 28 pt
        // (three spacers at their 8 pt minimum, the system default spacing, and no spacing
        // between a spacer and a bar), centred in the frame.
        let bars = ViewHost(
            VStack {
                Spacer()
                Color.black.frame(height: 2).accessibilityIdentifier("first")
                Spacer()
                Color.black.frame(height: 2).accessibilityIdentifier("second")
                Spacer()
            }
            .frame(width: 12, height: 12)
            .accessibilityIdentifier("frame"),
            device: box(100, 100))
        let frame = bars.frame(of: "frame")!
        #expect(bars.frame(of: "first")!.minY - frame.minY == 0)
        #expect(bars.frame(of: "second")!.minY - frame.minY == 10)
        // An explicit spacing applies between every pair, a spacer's too (OpenSwiftUI's
        // StackLayout: "if let uniformSpacing ... distanceToPrevious = uniformSpacing").
        let spaced = ViewHost(
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("left")
                Spacer(minLength: 0)
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("right")
            }
            .fixedSize(),
            device: box(300, 100))
        #expect(spaced.frame(of: "right")!.minX - spaced.frame(of: "left")!.maxX == 20)
    }

    @Test("Spacer(minLength:) keeps its minimum when space runs out")
    func spacerKeepsItsMinimum() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("left")
                Spacer(minLength: 40)
                Color.blue.frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("right")
            },
            device: box(300, 400))
        let gap = host.frame(of: "right")!.minX - host.frame(of: "left")!.maxX
        #expect(gap >= 40)
    }

    @Test("padding: the child is proposed less the insets and the view grows by them")
    func paddingAddsInsets() {
        let host = ViewHost(
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("inner")
                .padding(.horizontal, 10)
                .accessibilityIdentifier("padded"),
            device: box(300, 400))
        #expect(host.frame(of: "padded")?.size == CGSize(width: 70, height: 50))
        #expect(host.frame(of: "inner")?.minX == host.frame(of: "padded")!.minX + 10)
    }

    @Test("frame(width:height:alignment:) places the child at the alignment")
    func fixedFrameAlignsItsChild() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                .frame(width: 100, height: 100, alignment: .bottomTrailing)
                .accessibilityIdentifier("frame"),
            device: box(300, 400))
        let frame = host.frame(of: "frame")!
        #expect(frame.size == CGSize(width: 100, height: 100))
        #expect(host.frame(of: "dot") == CGRect(x: frame.maxX - 10, y: frame.maxY - 10, width: 10, height: 10))
    }

    @Test("Flexible frame: maxWidth clamps what is offered, minWidth raises it (frame docs)")
    func flexibleFrameClamps() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(maxWidth: 200).accessibilityIdentifier("capped")
                Color.blue.frame(width: 20, height: 20).frame(minWidth: 120, alignment: .leading)
                    .accessibilityIdentifier("raised")
                Color.green.frame(width: 20, height: 20).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
            },
            device: box(300, 400))
        #expect(host.frame(of: "capped")?.width == 200)
        #expect(host.frame(of: "raised")?.width == 120)
        #expect(host.frame(of: "wide")?.width == 300)
    }

    @Test("overlay: the secondary view is proposed the primary's size and aligned in it")
    func overlayAlignsInThePrimary() {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("card")
                .overlay(alignment: .topTrailing) {
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge")
                }
                .overlay { Color.green.accessibilityIdentifier("fill") },
            device: box(300, 400))
        let card = host.frame(of: "card")!
        #expect(host.frame(of: "badge") == CGRect(x: card.maxX - 10, y: card.minY, width: 10, height: 10))
        #expect(host.frame(of: "fill") == card)
    }

    @Test("ZStack aligns every child on one point and is as big as their union")
    func zStackAligns() {
        let host = ViewHost(
            ZStack(alignment: .bottomLeading) {
                Color.red.frame(width: 100, height: 80).accessibilityIdentifier("back")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("front")
            }
            .accessibilityIdentifier("stack"),
            device: box(300, 400))
        let back = host.frame(of: "back")!
        #expect(host.frame(of: "stack") == back)
        #expect(host.frame(of: "front") == CGRect(x: back.minX, y: back.maxY - 20, width: 20, height: 20))
    }

    @Test("fixedSize proposes nil: a shape takes its 10 pt ideal size (replacingUnspecifiedDimensions)")
    func fixedSizeUsesTheIdealSize() {
        let host = ViewHost(Color.red.fixedSize().accessibilityIdentifier("ideal"), device: box(300, 400))
        #expect(host.frame(of: "ideal")?.size == CGSize(width: 10, height: 10))
    }

    @Test("offset moves the content and leaves the layout alone (offset docs)")
    func offsetMovesContentOnly() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("moved").offset(x: 20, y: 5)
                    .accessibilityIdentifier("slot")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("below")
            },
            device: box(300, 400))
        let slot = host.frame(of: "slot")!
        #expect(host.frame(of: "moved") == slot.offsetBy(dx: 20, dy: 5))
        #expect(host.frame(of: "below")?.minY == slot.maxY)
    }

    @Test("position centres the content at the point and takes the offered space")
    func positionCentresContent() {
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot").position(x: 50, y: 60),
            device: box(300, 400))
        #expect(host.frame(of: "dot") == CGRect(x: 40, y: 50, width: 20, height: 20))
    }

    @Test("A custom alignment guide lines up views across stacks")
    func customAlignmentGuide() {
        let host = ViewHost(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 100).accessibilityIdentifier("tall")
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in -30 }
                    .accessibilityIdentifier("lowered")
            },
            device: box(300, 400))
        #expect(host.frame(of: "lowered")!.minY - host.frame(of: "tall")!.minY == 30)
    }

    @Test("AnyLayout switches algorithm and keeps its children")
    func anyLayoutSwitches() {
        struct Switcher: View {
            @State var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("a")
                    Button("Flip") { vertical.toggle() }.frame(width: 40, height: 40)
                }
            }
        }
        let host = ViewHost(Switcher(), device: box(300, 400))
        let before = host.frame(of: "a")!
        #expect(before == CGRect(x: 110, y: 180, width: 40, height: 40))
        try? host.tap("Flip")
        #expect(host.frame(of: "a") == CGRect(x: 130, y: 160, width: 40, height: 40))
    }

    @Test("A user Layout gets real subviews: sizes, places, and reads layout values")
    func userLayout() {
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        /// Stacks its subviews diagonally, ordered by rank.
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.reduce(CGSize.zero) { size, subview in
                    let own = subview.sizeThatFits(.unspecified)
                    return CGSize(width: size.width + own.width, height: size.height + own.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var point = bounds.origin
                for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                    let own = subview.sizeThatFits(.unspecified)
                    subview.place(at: point, proposal: .unspecified)
                    point.x += own.width
                    point.y += own.height
                }
            }
        }
        let host = ViewHost(
            Diagonal {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second").layoutValue(
                    key: Rank.self, value: 2)
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("first").layoutValue(
                    key: Rank.self, value: 1)
            },
            device: box(300, 400))
        // 30×30 centred: origin (135, 185).
        #expect(host.frame(of: "first") == CGRect(x: 135, y: 185, width: 20, height: 20))
        #expect(host.frame(of: "second") == CGRect(x: 155, y: 205, width: 10, height: 10))
    }

    @Test("ScrollView offers its content nil along its axis: a GeometryReader in it is 10 pt tall")
    func scrollViewProposesNil() {
        let host = ViewHost(
            ScrollView {
                GeometryReader { _ in Color.clear }.accessibilityIdentifier("reader")
            },
            device: box(300, 400))
        #expect(host.frame(of: "reader")?.size == CGSize(width: 300, height: 10))
    }

    @Test("GeometryReader's content sees the reader's size after layout")
    func geometryReaderReportsItsSize() {
        let host = ViewHost(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
            .frame(width: 120, height: 80),
            device: box(300, 400))
        #expect(host.contains(text: "120×80"))
    }

    @Test("ViewThatFits shows the first candidate whose ideal size fits")
    func viewThatFitsPicksTheFirstThatFits() {
        func screen(width: CGFloat) -> ViewHost {
            ViewHost(
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                    Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
                },
                device: box(width, 400))
        }
        #expect(screen(width: 300).frame(of: "wide") != nil)
        #expect(screen(width: 300).frame(of: "narrow") == nil)
        #expect(screen(width: 150).frame(of: "wide") == nil)
        #expect(screen(width: 150).frame(of: "narrow") != nil)
    }

    @Test("A ViewThatFits candidate that stops fitting takes its whole content off screen")
    func viewThatFitsUnplacesTheContentOfTheCandidateItLeaves() {
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                HStack {
                    Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide first")
                    Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide second")
                }
                VStack {
                    Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
                }
            },
            device: box(300, 400))
        #expect(host.frame(of: "wide second") != nil)
        host.update(device: box(150, 400))
        // The stack's children sit under its tuple, which is never placed itself.
        #expect(host.frame(of: "wide first") == nil)
        #expect(host.frame(of: "wide second") == nil)
        #expect(host.frame(of: "narrow") != nil)
    }

    @Test("ignoresSafeArea grows a view that reaches the safe area's edge to the screen's edge")
    func ignoresSafeAreaGrows() {
        let device = Device.custom(
            name: "Phone", size: CGSize(width: 400, height: 800),
            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0), horizontalSizeClass: .compact,
            verticalSizeClass: .regular, displayScale: 3)
        let inside = ViewHost(Color.red.accessibilityIdentifier("fill"), device: device)
        #expect(inside.frame(of: "fill") == CGRect(x: 0, y: 50, width: 400, height: 720))
        let everywhere = ViewHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), device: device)
        #expect(everywhere.frame(of: "fill") == CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("Measurements are cached: a relayout with nothing changed measures nothing")
    func measurementsAreCached() {
        let host = ViewHost(
            VStack { ForEach(0..<20, id: \.self) { Color.red.frame(height: 10).accessibilityIdentifier("row \($0)") } },
            device: box(300, 400))
        _ = host.frame(of: "row 0")
        host.resetStatistics()
        _ = host.frame(of: "row 0")
        #expect(host.stats.measurements == 0)
    }

    @Test("A row's change in a long lazy stack measures that row and the stack, not every row")
    func relayoutIsProportionalToTheChange() throws {
        struct Rows: View {
            @State var titles = (0..<1000).map { "Row \($0)" }
            var body: some View {
                VStack {
                    Button("Rename") { titles[5] = "Row 5, renamed" }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(titles.indices, id: \.self) { index in
                                HStack {
                                    Text(titles[index])
                                    Spacer()
                                    Text("›")
                                }
                                .padding(.horizontal)
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Rows(), device: box(390, 800))
        let first = host.frame(of: "Row 0")!
        #expect(first.minX == 16)
        // A lazy stack's rows depend on its geometry: the tap's frame lays the screen out.
        host.resetStatistics()
        try host.tap("Rename")
        let renamed = host.frame(of: "Row 5, renamed")
        #expect(renamed != nil)
        // The renamed row's nodes, the stack and its ancestors: a few dozen sizes, whatever the
        // number of rows (a full measurement of 1,000 rows is several thousand).
        #expect(host.stats.measurements > 0)
        #expect(host.stats.measurements < 60)
        // Rows whose frames did not change are not placed again: the renamed row's nodes and
        // the containers above it.
        #expect(host.stats.placements > 0)
        #expect(host.stats.placements < 60)
    }

    @Test("Text wraps at the proposed width and aligns on its first baseline")
    func textWrapsAndAlignsOnBaselines() {
        let host = ViewHost(
            VStack(spacing: 20) {
                Text("A sentence long enough to wrap onto more than one line").frame(width: 120)
                    .accessibilityIdentifier("wrapped")
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.largeTitle).accessibilityIdentifier("big")
                    Text("small").font(.caption).accessibilityIdentifier("small")
                }
            },
            device: box(390, 800))
        let body = ResolvedFont.resolve(.body, dynamicTypeSize: .large)
        let wrapped = host.frame(of: "wrapped")!
        // Body text is 22 pt a line (HIG); the sentence cannot fit 120 pt on fewer than 3 lines.
        #expect(body.lineHeight == 22)
        #expect(wrapped.height >= 66)
        #expect(wrapped.height.truncatingRemainder(dividingBy: 22) == 0)
        let big = host.frame(of: "big")!
        let small = host.frame(of: "small")!
        let bigBaseline = layoutText(
            "Big", font: .resolve(.largeTitle, dynamicTypeSize: .large), width: nil, lineLimit: nil,
            truncationMode: .tail, alignment: .leading
        ).firstBaseline
        let smallBaseline = layoutText(
            "small", font: .resolve(.caption, dynamicTypeSize: .large), width: nil, lineLimit: nil,
            truncationMode: .tail, alignment: .leading
        ).firstBaseline
        #expect(abs((big.minY + bigBaseline) - (small.minY + smallBaseline)) < 0.001)
        #expect(small.height < big.height)
    }

    @Test("render(frames:) shows each view's frame")
    func renderShowsFrames() {
        let host = ViewHost(Color.red.frame(width: 100, height: 50), device: box(300, 400))
        #expect(host.render(frames: true) == "Color .red .frame(width: 100, height: 50) [100, 175, 100 × 50]")
    }

    @Test("A symbol is sized by its font; a divider spans its stack one pixel thick")
    func symbolsAndDividers() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Image(systemName: "star").accessibilityIdentifier("body star")
                Image(systemName: "star").font(.title).accessibilityIdentifier("title star")
                Color.red.frame(width: 120, height: 10)
                Divider().accessibilityIdentifier("divider")
            },
            device: box(300, 400))
        let body = ResolvedFont.resolve(.body, dynamicTypeSize: .large).pointSize
        let title = ResolvedFont.resolve(.title, dynamicTypeSize: .large).pointSize
        #expect(host.frame(of: "body star")?.size == CGSize(width: body, height: body))
        #expect(host.frame(of: "title star")?.size == CGSize(width: title, height: title))
        // A divider takes the whole width offered across its stack, so the stack does too.
        #expect(host.frame(of: "divider")?.size == CGSize(width: 300, height: 0.5))
    }

    @Test("The environment's size classes and scale follow the device unless the test sets them")
    func sizeClassesFollowTheDevice() {
        let phone = ViewHost(Text("Hi"), device: .iPhone15ProMax.landscape)
        #expect(phone.environment.horizontalSizeClass == .regular)
        #expect(phone.environment.verticalSizeClass == .compact)
        #expect(phone.environment.displayScale == 3)
        var forced = EnvironmentValues()
        forced.horizontalSizeClass = .compact
        let overridden = ViewHost(Text("Hi"), environment: forced, device: .iPadPro11)
        #expect(overridden.environment.horizontalSizeClass == .compact)
        #expect(overridden.environment.verticalSizeClass == .regular)
        overridden.update(device: .iPadPro11.landscape)
        #expect(overridden.environment.horizontalSizeClass == .compact)
    }

    @Test("A relayout after one row changes does not collect a long stack's rows again, and still sees a new row")
    func relayoutKeepsTheLayoutChildren() throws {
        let host = ViewHost(RenamableRows(count: 1000), device: box(300, 400))
        host.layout()
        #expect(host.stats.layoutChildrenVisits > 1000)
        host.resetStatistics()
        try host.tap("Rename")
        host.layout()
        #expect(host.find(text: "Row 500!") != nil)
        #expect(host.frame(of: "Row 500!") != nil)
        // The renamed row is measured again; the views between the stack and its rows are the
        // same, so what it lays out is not collected again.
        #expect(host.stats.layoutChildrenVisits < 10)
        #expect(host.stats.measurements > 0)
        try host.tap("Add")
        host.layout()
        #expect(host.frame(of: "Row 1000") != nil)
    }

    @Test(
        "A state inside nested composite rows that grows its text widens the stack around them, after taps at a point")
    func ownStateChangeReachesTheEnclosingStack() throws {
        let host = ViewHost(GrowingColumn(), device: box(400, 400))
        host.layout()
        // Text queries and a tap at a point only: no query asks the composite views between
        // the text and the stack for their frames before the change.
        let short = try #require(host.frame(of: "Hi"))
        let button = try #require(host.frame(of: "Grow"))
        try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.layout()
        let grown = try #require(host.frame(of: "Hi, and more"))
        #expect(grown.width > short.width)
        #expect(try #require(host.frame(of: "Grow")).minX == grown.maxX)
        #expect(try #require(host.frame(of: "column")).width >= grown.width + button.width)
    }

    @Test(
        "A change below a modifier transparent to layout (onPreferenceChange) reaches the stacks above it, with no query or tap before it"
    )
    func changeBelowATransparentModifierReachesTheStacksAbove() throws {
        let title = GrowingTitle()
        let host = ViewHost(PreferenceWrappedColumn(title: title), device: box(400, 400))
        host.layout()
        title.text = "Hi, and more"
        host.layout()
        let grown = try #require(host.frame(of: "Hi, and more"))
        #expect(try #require(host.frame(of: "End")).minX == grown.maxX)
    }

    @Test("A change inside a scroll view under onPreferenceChange, whose action wrote state, reaches the stack above")
    func changeUnderAFiredPreferenceReaderReachesTheStackAbove() throws {
        let host = ViewHost(PreferenceCountingFeed(), device: box(400, 400))
        #expect(host.contains(text: "changes 1"))
        try host.tap("Grow")
        let grown = try #require(host.frame(of: "Hi, and more"))
        #expect(try #require(host.frame(of: "Grow")).minX == grown.maxX)
    }

    @Test(
        "An observed title inside a row of a ForEach that grows widens the row, with no query or tap before the change")
    func observedChangeReachesTheEnclosingStack() throws {
        let title = GrowingTitle()
        let host = ViewHost(ObservedColumn(title: title), device: box(400, 400))
        host.layout()
        let short = try #require(host.frame(of: "Hi"))
        title.text = "Hi, and more"
        host.layout()
        let grown = try #require(host.frame(of: "Hi, and more"))
        #expect(grown.width > short.width)
        #expect(try #require(host.frame(of: "End")).minX == grown.maxX)
    }
}

/// A title that the test changes from outside the views, as a model does.
@Observable private final class GrowingTitle {
    var text = "Hi"
}

/// A stack whose row, in a `ForEach` and a composite view (both transparent to layout), reads
/// an observed title.
private struct ObservedColumn: View {
    let title: GrowingTitle

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<1, id: \.self) { _ in ObservedRow(title: title) }
            Text("Fixed")
        }
    }
}

private struct ObservedRow: View {
    let title: GrowingTitle

    var body: some View {
        HStack(spacing: 0) {
            Text(title.text)
            Text("End")
        }
    }
}

/// A stack of a composite row, whose content has a state of its own, and a fixed text: two
/// composite views, transparent to layout, between the growing text and the stack.
private struct GrowingColumn: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            GrowingRow()
            Text("Fixed")
        }
        .accessibilityIdentifier("column")
    }
}

/// An observed title's row inside a modifier that takes no part in layout, inside two stacks.
private struct PreferenceWrappedColumn: View {
    let title: GrowingTitle

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Text(title.text)
                    Text("End")
                }
                Text("Fixed")
            }
            .onPreferenceChange(WrappedKey.self) { _ in }
        }
    }
}

/// A scroll view whose content reports a preference that its reader counts in state.
private struct PreferenceCountingFeed: View {
    @State private var changes = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("changes \(changes)")
            ScrollView {
                GrowingRowContent().preference(key: WrappedKey.self, value: 1)
            }
            .onPreferenceChange(WrappedKey.self) { _ in changes += 1 }
        }
    }
}

private struct WrappedKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct GrowingRow: View {
    var body: some View { GrowingRowContent() }
}

private struct GrowingRowContent: View {
    @State private var title = "Hi"

    var body: some View {
        HStack(spacing: 0) {
            Text(title)
            Button("Grow") { title = "Hi, and more" }
        }
    }
}

/// A long stack whose root renames one row or adds one, from buttons over its middle.
private struct RenamableRows: View {
    @State private var titles: [String]

    init(count: Int) {
        _titles = State(initialValue: (0..<count).map { "Row \($0)" })
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
            }
        }
        .overlay {
            HStack {
                Button("Rename") { titles[500] += "!" }
                Button("Add") { titles.append("Row \(titles.count)") }
            }
        }
    }
}
