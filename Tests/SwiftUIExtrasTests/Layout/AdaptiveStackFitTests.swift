import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@testable import SwiftUIExtras

/// A screen of `width` points (800 tall, no safe-area insets) in `sizeClass`.
private func screen(_ width: CGFloat, _ sizeClass: UserInterfaceSizeClass = .regular) -> Device {
    .custom(
        name: "\(width) pt", size: CGSize(width: width, height: 800), safeAreaInsets: EdgeInsets(),
        horizontalSizeClass: sizeClass, verticalSizeClass: .regular, displayScale: 2)
}

/// A screen wide enough for anything here: where children are measured alone.
private let wideScreen = screen(4000)

/// Which way two views were laid out, read from their frames: side by side (the second
/// starts right of the first's end) or one above the other.
private func axis(_ first: CGRect, _ second: CGRect) -> Axis? {
    if second.minX >= first.maxX, second.minY < first.maxY, first.minY < second.maxY { return .horizontal }
    if second.minY >= first.maxY { return .vertical }
    return nil
}

/// One row of the pure decision table: a condition with `.overflows` in it and what it must
/// answer, written independently of the library.
struct FitCase: Sendable, CustomTestStringConvertible {
    typealias Expectation = @Sendable (UserInterfaceSizeClass?, DynamicTypeSize, _ overflows: Bool) -> Bool

    let name: String
    let condition: AdaptiveStackCondition
    let expected: Expectation

    var testDescription: String { name }

    static let all: [FitCase] = [
        FitCase(name: ".overflows", condition: .overflows) { _, _, overflows in overflows },
        FitCase(name: ".not(.overflows)", condition: .not(.overflows)) { _, _, overflows in !overflows },
        FitCase(name: ".compact.or(.overflows)", condition: .compact.or(.overflows)) { sizeClass, _, overflows in
            sizeClass == .compact || overflows
        },
        FitCase(name: ".accessible.or(.overflows)", condition: .accessible.or(.overflows)) {
            _, typeSize, overflows in
            typeSize.isAccessibilitySize || overflows
        },
        FitCase(name: ".regular.and(.overflows)", condition: .regular.and(.overflows)) { sizeClass, _, overflows in
            sizeClass == .regular && overflows
        },
        FitCase(name: ".all(.not(.accessible), .not(.overflows))", condition: .all(.not(.accessible), .not(.overflows)))
        {
            _, typeSize, overflows in
            !typeSize.isAccessibilitySize && !overflows
        },
        FitCase(
            name: ".any(.compact, .dynamicTypeSize(.xxxLarge...), .overflows)",
            condition: .any(.compact, .dynamicTypeSize(.xxxLarge...), .overflows)
        ) { sizeClass, typeSize, overflows in
            sizeClass == .compact || typeSize >= .xxxLarge || overflows
        },
        FitCase(name: ".not(.compact.or(.overflows))", condition: .not(.compact.or(.overflows))) {
            sizeClass, _, overflows in
            !(sizeClass == .compact || overflows)
        },
        FitCase(name: ".overflows.or(.not(.overflows))", condition: .overflows.or(.not(.overflows))) { _, _, _ in
            true
        },
    ]
}

@MainActor
@Suite("AdaptiveStack: switching on fit (.overflows)")
struct AdaptiveStackFitTests {
    // MARK: - The decision

    @Test(arguments: FitCase.all)
    func decisionFollowsTheConditionForBothAnswersToOverflow(_ row: FitCase) {
        for sizeClass in allHorizontalSizeClasses {
            for typeSize in DynamicTypeSize.allCases {
                let whenOverflowing = row.expected(sizeClass, typeSize, true)
                let whenFitting = row.expected(sizeClass, typeSize, false)
                let decision = StackAxisRule.condition(row.condition).decision(
                    horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize)
                let place = "\(row.name) at \(String(describing: sizeClass)), \(typeSize)"
                #expect(decision.axis(overflows: true) == (whenOverflowing ? .vertical : .horizontal), "\(place)")
                #expect(decision.axis(overflows: false) == (whenFitting ? .vertical : .horizontal), "\(place)")
                // The fit is measured only where the environment leaves it open.
                #expect((decision.fixedAxis == nil) == (whenOverflowing != whenFitting), "\(place)")
            }
        }
    }

    @Test func fitConditionsDescribeAndCompareThemselves() {
        #expect(AdaptiveStackCondition.overflows.description == ".overflows")
        #expect(AdaptiveStackCondition.compact.or(.overflows).description == ".any(.compact, .overflows)")
        #expect(AdaptiveStackCondition.not(.overflows).description == ".not(.overflows)")
        #expect(AdaptiveStackCondition.not(.not(.overflows)) == .overflows)
        #expect(AdaptiveStackCondition.accessible.or(.overflows) == .any(.accessible, .overflows))
        #expect(AdaptiveStackCondition.overflows != .compact)
    }

    // MARK: - The axis, measured: fixed-size children

    /// Three fixed-size children: identifier, width, height.
    private static let bars: [(id: String, width: CGFloat, height: CGFloat)] = [
        ("a", 120, 20), ("b", 80, 30), ("c", 100, 10),
    ]

    private static func bar(_ index: Int) -> some View {
        Color.red.frame(width: bars[index].width, height: bars[index].height).accessibilityIdentifier(bars[index].id)
    }

    @Test(arguments: [nil, 0, 12] as [CGFloat?])
    func fixedSizeChildrenAreHorizontalExactlyWhenTheyFit(_ spacing: CGFloat?) throws {
        // The expected answer from the children's own frames, each measured alone, and from the
        // gaps a plain HStack with the same spacing leaves between them.
        let widths = try (0..<3).map { index in
            try #require(ViewHost(Self.bar(index), device: wideScreen).frame(of: Self.bars[index].id)).width
        }
        let plain = ViewHost(
            HStack(spacing: spacing) {
                Self.bar(0)
                Self.bar(1)
                Self.bar(2)
            }, device: wideScreen)
        let frames = try Self.bars.map { try #require(plain.frame(of: $0.id)) }
        let gaps = [frames[1].minX - frames[0].maxX, frames[2].minX - frames[1].maxX]
        let needed = widths.reduce(0, +) + gaps.reduce(0, +)
        #expect(widths == [120, 80, 100])

        let stack = AdaptiveStack(horizontalSpacing: spacing, condition: .overflows) {
            Self.bar(0)
            Self.bar(1)
            Self.bar(2)
        }
        for width in [100, 250, needed - 1, needed - 0.25, needed, needed + 0.25, needed + 1, 393, 834] {
            let host = ViewHost(stack, device: screen(width))
            let a = try #require(host.frame(of: "a"))
            let b = try #require(host.frame(of: "b"))
            let c = try #require(host.frame(of: "c"))
            let expected: Axis = needed <= width ? .horizontal : .vertical
            #expect(axis(a, b) == expected, "width \(width), needs \(needed)")
            #expect(axis(b, c) == expected, "width \(width), needs \(needed)")
            if expected == .horizontal {
                #expect([b.minX - a.maxX, c.minX - b.maxX] == gaps)
            }
        }
    }

    // MARK: - The axis, measured: text at every Dynamic Type size

    private static let time = "01:00:05:12"
    private static let reset = "Reset"

    private struct TimerRow: View {
        var body: some View {
            AdaptiveStack(condition: .overflows) {
                Text(AdaptiveStackFitTests.time)
                Text(AdaptiveStackFitTests.reset)
            }
        }
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func textIsHorizontalExactlyWhenItsIdealWidthsFit(_ typeSize: DynamicTypeSize) throws {
        let environment = extrasEnvironment { $0.dynamicTypeSize = typeSize }
        // Each text alone, at this text size, on a screen with room to spare: its ideal width.
        let timeWidth = try #require(
            ViewHost(Text(Self.time), environment: environment, device: wideScreen).frame(of: Self.time)
        ).width
        let resetWidth = try #require(
            ViewHost(Text(Self.reset), environment: environment, device: wideScreen).frame(of: Self.reset)
        ).width
        // The distance an HStack leaves between the two.
        let pair = ViewHost(
            HStack {
                Text(Self.time)
                Text(Self.reset)
            }, environment: environment, device: wideScreen)
        let gap = try #require(pair.frame(of: Self.reset)).minX - (try #require(pair.frame(of: Self.time)).maxX)
        let needed = timeWidth + gap + resetWidth

        let widths: [CGFloat] = [120, 200, 240, 320, 375, 393, 430, 834, needed - 0.5, needed, needed + 0.5]
        for width in widths {
            let host = ViewHost(TimerRow(), environment: environment, device: screen(width))
            let time = try #require(host.frame(of: Self.time))
            let reset = try #require(host.frame(of: Self.reset))
            let expected: Axis = needed <= width ? .horizontal : .vertical
            #expect(axis(time, reset) == expected, "\(typeSize) at width \(width), needs \(needed)")

            // Laid out exactly as the stack of that axis lays the same texts out.
            let stack = ViewHost(
                expected == .horizontal
                    ? AnyLayout(HStackLayout()) {
                        Text(Self.time)
                        Text(Self.reset)
                    }
                    : AnyLayout(VStackLayout()) {
                        Text(Self.time)
                        Text(Self.reset)
                    },
                environment: environment, device: screen(width))
            #expect(host.frame(of: Self.time) == stack.frame(of: Self.time), "\(typeSize) at width \(width)")
            #expect(host.frame(of: Self.reset) == stack.frame(of: Self.reset), "\(typeSize) at width \(width)")
        }
    }

    @Test func eachAxisUsesItsOwnAlignmentAndSpacing() throws {
        func stack(_ condition: AdaptiveStackCondition) -> some View {
            AdaptiveStack(
                horizontalAlignment: .leading, horizontalSpacing: 12, verticalAlignment: .top, verticalSpacing: 4,
                condition: condition
            ) {
                Color.red.frame(width: 100, height: 40).accessibilityIdentifier("wide")
                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("small")
            }
        }
        // 100 + 12 + 40 = 152 points side by side.
        for width: CGFloat in [151, 152] {
            let fit = ViewHost(stack(.overflows), device: screen(width))
            // The same stack with the axis forced by an environment-only condition.
            let forced = ViewHost(stack(width < 152 ? .all() : .any()), device: screen(width))
            #expect(forced.render().hasPrefix(width < 152 ? "AnyLayout VStackLayout" : "AnyLayout HStackLayout"))
            #expect(fit.frame(of: "wide") == forced.frame(of: "wide"))
            #expect(fit.frame(of: "small") == forced.frame(of: "small"))
        }
        let vertical = ViewHost(stack(.overflows), device: screen(151))
        #expect(try #require(vertical.frame(of: "small")).minY - (try #require(vertical.frame(of: "wide")).maxY) == 4)
        #expect(vertical.frame(of: "small")?.minX == vertical.frame(of: "wide")?.minX)
        let horizontal = ViewHost(stack(.overflows), device: screen(152))
        #expect(
            try #require(horizontal.frame(of: "small")).minX - (try #require(horizontal.frame(of: "wide")).maxX) == 12)
        #expect(horizontal.frame(of: "small")?.minY == horizontal.frame(of: "wide")?.minY)
    }

    @Test func withNoWidthOfferedTheStackIsHorizontal() throws {
        // A horizontal scroll view offers no width: the children's ideal widths always fit.
        let host = ViewHost(
            ScrollView(.horizontal) {
                AdaptiveStack(condition: .overflows) {
                    Color.red.frame(width: 300, height: 20).accessibilityIdentifier("a")
                    Color.blue.frame(width: 300, height: 20).accessibilityIdentifier("b")
                }
            }, device: screen(200))
        #expect(axis(try #require(host.frame(of: "a")), try #require(host.frame(of: "b"))) == .horizontal)
    }

    /// A bar and a button whose label grows when tapped, in the stack or in its layout alone.
    private struct Growing: View {
        /// Whether to use the fit layout itself rather than the stack (which wraps it in
        /// `AnyLayout`, whose cache the stand-in remakes instead of updating).
        let bare: Bool
        @State private var label = "Go"

        var body: some View {
            if bare {
                AdaptiveStackFitLayout(
                    metrics: AdaptiveStackMetrics(
                        horizontalAlignment: .center, horizontalSpacing: nil, verticalAlignment: .center,
                        verticalSpacing: nil),
                    decision: AxisDecision(verticalWhenOverflowing: true, verticalWhenFitting: false)
                ) { content }
            } else {
                AdaptiveStack(condition: .overflows) { content }
            }
        }

        @ViewBuilder private var content: some View {
            Color.red.frame(width: 150, height: 20).accessibilityIdentifier("bar")
            Button(label) { label = label == "Go" ? "Go much further than this" : "Go" }
        }
    }

    @Test(arguments: [false, true])
    func aChildThatGrowsPastTheWidthSwitchesTheStack(bare: Bool) throws {
        // Nothing around the stack changes: the layout measures again because a child changed
        // (its cache is updated).
        let host = ViewHost(Growing(bare: bare), device: screen(220))
        #expect(axis(try #require(host.frame(of: "bar")), try #require(host.frame(of: "Go"))) == .horizontal)
        try host.tap("Go")
        let long = "Go much further than this"
        #expect(axis(try #require(host.frame(of: "bar")), try #require(host.frame(of: long))) == .vertical)
        try host.tap(long)
        #expect(axis(try #require(host.frame(of: "bar")), try #require(host.frame(of: "Go"))) == .horizontal)
    }

    // MARK: - Identity and state

    /// A fixed-width bar and a counter: 200 + 8 + the counter's width side by side.
    private struct LapRow: View {
        let condition: AdaptiveStackCondition
        var body: some View {
            AdaptiveStack(condition: condition) {
                Color.red.frame(width: 200, height: 20).accessibilityIdentifier("bar")
                TapCounter(name: "Laps")
            }
        }
    }

    /// Taps the button that shows `label` where it is on screen.
    private func tapOnScreen(_ host: ViewHost, _ label: String) throws {
        let frame = try #require(host.frame(of: label))
        try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    private func shownAxis(_ host: ViewHost, counter: String) throws -> Axis? {
        axis(try #require(host.frame(of: "bar")), try #require(host.frame(of: counter)))
    }

    @Test func theChildrensStateSurvivesTheSwitch() throws {
        let host = ViewHost(LapRow(condition: .overflows), device: screen(400))
        #expect(try shownAxis(host, counter: "Laps: 0") == .horizontal)
        try tapOnScreen(host, "Laps: 0")
        try tapOnScreen(host, "Laps: 1")
        host.resetStatistics()

        host.update(device: screen(220))
        #expect(try shownAxis(host, counter: "Laps: 2") == .vertical)
        host.update(device: screen(400))
        #expect(try shownAxis(host, counter: "Laps: 2") == .horizontal)
        #expect(host.texts == ["Laps: 2"])
        #expect(host.stats.stateAllocations == 0)
        #expect(host.stats.stateDeallocations == 0)
        // One layout throughout: the axis is chosen during layout, not by the view tree.
        #expect(host.render().hasPrefix("AnyLayout AdaptiveStackFitLayout\n"))
    }

    @Test func viewThatFitsShowsAnotherCopyWhoseCountStartsOver() throws {
        // The usual way to switch on fit: the content twice, one copy shown.
        struct FitsRow: View {
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Color.red.frame(width: 200, height: 20).accessibilityIdentifier("bar")
                        TapCounter(name: "Laps")
                    }
                    VStack {
                        Color.red.frame(width: 200, height: 20)
                        TapCounter(name: "Laps")
                    }
                }
            }
        }
        let host = ViewHost(FitsRow(), device: screen(400))
        try tapOnScreen(host, "Laps: 0")
        try tapOnScreen(host, "Laps: 1")
        #expect(try shownAxis(host, counter: "Laps: 2") == .horizontal)

        host.update(device: screen(220))
        // The vertical copy is shown, with its own counter: the two taps are not on it.
        #expect(host.frame(of: "Laps: 2") == nil)
        let counter = try #require(host.frame(of: "Laps: 0"))
        #expect(counter.minY >= 20)

        // The same screen with the fit condition keeps the count.
        let adaptive = ViewHost(LapRow(condition: .overflows), device: screen(400))
        try tapOnScreen(adaptive, "Laps: 0")
        try tapOnScreen(adaptive, "Laps: 1")
        adaptive.update(device: screen(220))
        #expect(adaptive.frame(of: "Laps: 2") != nil)
        #expect(adaptive.frame(of: "Laps: 0") == nil)
    }

    // MARK: - Composition

    @Test func compactOrOverflowsIsVerticalInCompactAndFollowsTheFitInRegular() throws {
        let host = ViewHost(LapRow(condition: .compact.or(.overflows)), device: screen(400, .compact))
        // Compact: vertical though the row fits; the environment decides, no fit layout.
        #expect(try shownAxis(host, counter: "Laps: 0") == .vertical)
        #expect(host.render().hasPrefix("AnyLayout VStackLayout"))
        try tapOnScreen(host, "Laps: 0")

        // Regular and wide: it fits, horizontal.
        host.update(device: screen(400, .regular))
        #expect(try shownAxis(host, counter: "Laps: 1") == .horizontal)
        #expect(host.render().hasPrefix("AnyLayout AdaptiveStackFitLayout"))
        // Regular and narrow: it does not fit, vertical.
        host.update(device: screen(220, .regular))
        #expect(try shownAxis(host, counter: "Laps: 1") == .vertical)
        // Compact and narrow: vertical.
        host.update(device: screen(220, .compact))
        #expect(try shownAxis(host, counter: "Laps: 1") == .vertical)
        // The counter lived through every change, environment-decided or fit-decided.
        #expect(host.stats.stateDeallocations == 0)
    }

    @Test func accessibleOrOverflowsAndNotOverflows() throws {
        let accessible = ViewHost(LapRow(condition: .accessible.or(.overflows)), device: screen(400))
        #expect(try shownAxis(accessible, counter: "Laps: 0") == .horizontal)
        accessible.update { $0.dynamicTypeSize = .accessibility1 }
        #expect(try shownAxis(accessible, counter: "Laps: 0") == .vertical)
        accessible.update { $0.dynamicTypeSize = .large }
        accessible.update(device: screen(220))
        #expect(try shownAxis(accessible, counter: "Laps: 0") == .vertical)

        let inverted = ViewHost(LapRow(condition: .not(.overflows)), device: screen(400))
        #expect(try shownAxis(inverted, counter: "Laps: 0") == .vertical)
        inverted.update(device: screen(220))
        #expect(try shownAxis(inverted, counter: "Laps: 0") == .horizontal)
    }
}
