import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@testable import SwiftUIExtras

/// The post 003's handlers, verbatim: the specification the conditions are checked against.
private enum PostHandlers {
    static func compact(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
        horizontalSizeClass == .compact
    }

    static func regular(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
        horizontalSizeClass == .regular
    }

    static func accessible(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
        dynamicTypeSize.isAccessibilitySize
    }

    static func compactAccessible(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize)
        -> Bool
    {
        horizontalSizeClass == .compact && dynamicTypeSize.isAccessibilitySize
    }

    static func regularAccessible(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize)
        -> Bool
    {
        horizontalSizeClass == .regular && dynamicTypeSize.isAccessibilitySize
    }

    static func compactXXXLarge(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool
    {
        horizontalSizeClass == .compact && dynamicTypeSize >= .xxxLarge
    }
}

/// One row of the decision table: a condition (a value, or the post's closure form) and what
/// it must answer, written independently of the library.
struct AxisCase: Sendable, CustomTestStringConvertible {
    typealias Expectation = @Sendable (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool

    let name: String
    /// `nil`: the closure form, with `expected` as the handler.
    let condition: AdaptiveStackCondition?
    let expected: Expectation

    var testDescription: String { name }

    var rule: StackAxisRule {
        condition.map(StackAxisRule.condition) ?? .handler(expected)
    }

    static let all: [AxisCase] = [
        AxisCase(name: ".compact", condition: .compact, expected: PostHandlers.compact),
        AxisCase(name: ".regular", condition: .regular, expected: PostHandlers.regular),
        AxisCase(name: ".accessible", condition: .accessible, expected: PostHandlers.accessible),
        AxisCase(name: ".compactAccessible", condition: .compactAccessible, expected: PostHandlers.compactAccessible),
        AxisCase(name: ".regularAccessible", condition: .regularAccessible, expected: PostHandlers.regularAccessible),
        AxisCase(name: ".compact.or(.accessible)", condition: .compact.or(.accessible)) { sizeClass, typeSize in
            sizeClass == .compact || typeSize.isAccessibilitySize
        },
        AxisCase(
            name: ".compact.and(.dynamicTypeSize(.xxxLarge...))",
            condition: .compact.and(.dynamicTypeSize(.xxxLarge...)), expected: PostHandlers.compactXXXLarge),
        AxisCase(name: ".all(.regular, .not(.accessible))", condition: .all(.regular, .not(.accessible))) {
            sizeClass, typeSize in
            sizeClass == .regular && !typeSize.isAccessibilitySize
        },
        AxisCase(
            name: ".any(.horizontalSizeClass(nil), .dynamicTypeSize(...DynamicTypeSize.small))",
            condition: .any(.horizontalSizeClass(nil), .dynamicTypeSize(...DynamicTypeSize.small))
        ) { sizeClass, typeSize in
            sizeClass == nil || typeSize <= .small
        },
        AxisCase(
            name: ".dynamicTypeSize(.large ..< .accessibility2)",
            condition: .dynamicTypeSize(.large ..< .accessibility2)
        ) { _, typeSize in
            typeSize >= .large && typeSize < .accessibility2
        },
        AxisCase(name: "closure compactXXXLarge", condition: nil, expected: PostHandlers.compactXXXLarge),
    ]

    /// The stack made with this row's condition.
    @MainActor
    func stack(
        horizontalAlignment: HorizontalAlignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalAlignment: VerticalAlignment = .center, verticalSpacing: CGFloat? = nil
    ) -> AdaptiveStack<TupleView<(Text, Text)>> {
        if let condition {
            return AdaptiveStack(
                horizontalAlignment: horizontalAlignment, horizontalSpacing: horizontalSpacing,
                verticalAlignment: verticalAlignment, verticalSpacing: verticalSpacing, condition: condition
            ) {
                Text("01:00:05:12")
                Text("Reset")
            }
        }
        return AdaptiveStack(
            horizontalAlignment: horizontalAlignment, horizontalSpacing: horizontalSpacing,
            verticalAlignment: verticalAlignment, verticalSpacing: verticalSpacing, condition: expected
        ) {
            Text("01:00:05:12")
            Text("Reset")
        }
    }
}

/// Every environment the decision depends on: 3 size classes × 12 Dynamic Type sizes.
private let allEnvironments: [(UserInterfaceSizeClass?, DynamicTypeSize)] =
    allHorizontalSizeClasses.flatMap { sizeClass in DynamicTypeSize.allCases.map { (sizeClass, $0) } }

@MainActor
@Suite("AdaptiveStack")
struct AdaptiveStackTests {
    // MARK: - The decision

    @Test func theTableCoversEveryEnvironment() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(allEnvironments.count == 36)
    }

    @Test(arguments: AxisCase.all)
    func decisionIsVerticalExactlyWhenTheConditionHolds(_ row: AxisCase) {
        for (sizeClass, typeSize) in allEnvironments {
            let expected: Axis = row.expected(sizeClass, typeSize) ? .vertical : .horizontal
            // Without `.overflows` the environment alone decides: no fit check is left open.
            let decision = row.rule.decision(horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize)
            #expect(decision == .fixed(expected), "\(row.name) at \(String(describing: sizeClass)), \(typeSize)")
        }
    }

    @Test(arguments: AxisCase.all)
    func renderedLayoutFollowsTheDecision(_ row: AxisCase) {
        for (sizeClass, typeSize) in allEnvironments {
            let host = ViewHost(
                row.stack(),
                environment: extrasEnvironment {
                    $0.horizontalSizeClass = sizeClass
                    $0.dynamicTypeSize = typeSize
                })
            let expected =
                row.expected(sizeClass, typeSize)
                ? "AnyLayout VStackLayout(alignment: .center, spacing: nil)"
                : "AnyLayout HStackLayout(alignment: .center, spacing: nil)"
            #expect(
                host.render() == """
                    \(expected)
                      Text "01:00:05:12"
                      Text "Reset"
                    """, "\(row.name) at \(String(describing: sizeClass)), \(typeSize)")
        }
    }

    @Test func compactAndAccessibleStacksDecideAsTheirConditions() {
        for (sizeClass, typeSize) in allEnvironments {
            let environment = extrasEnvironment {
                $0.horizontalSizeClass = sizeClass
                $0.dynamicTypeSize = typeSize
            }
            let compact = ViewHost(CompactStack { Text("A") }, environment: environment)
            let accessible = ViewHost(AccessibleStack { Text("A") }, environment: environment)
            #expect(
                compact.render().hasPrefix(sizeClass == .compact ? "AnyLayout VStackLayout" : "AnyLayout HStackLayout"))
            #expect(
                accessible.render().hasPrefix(
                    typeSize.isAccessibilitySize ? "AnyLayout VStackLayout" : "AnyLayout HStackLayout"))
        }
    }

    // MARK: - Alignment and spacing

    @Test(arguments: AxisCase.all)
    func alignmentAndSpacingReachTheLayout(_ row: AxisCase) {
        let stack = row.stack(
            horizontalAlignment: .leading, horizontalSpacing: 12, verticalAlignment: .top, verticalSpacing: 4)
        for (sizeClass, typeSize) in allEnvironments {
            let host = ViewHost(
                stack,
                environment: extrasEnvironment {
                    $0.horizontalSizeClass = sizeClass
                    $0.dynamicTypeSize = typeSize
                })
            let expected =
                row.expected(sizeClass, typeSize)
                ? "AnyLayout VStackLayout(alignment: .leading, spacing: 4)"
                : "AnyLayout HStackLayout(alignment: .top, spacing: 12)"
            #expect(host.render().hasPrefix(expected + "\n"))
        }
    }

    @Test func compactAndAccessibleStacksPassAlignmentAndSpacing() {
        let compact = ViewHost(
            CompactStack(
                horizontalAlignment: .trailing, horizontalSpacing: 20, verticalAlignment: .bottom, verticalSpacing: 2
            ) { Text("A") },
            environment: extrasEnvironment { $0.horizontalSizeClass = .compact })
        #expect(compact.render().hasPrefix("AnyLayout VStackLayout(alignment: .trailing, spacing: 2)\n"))
        compact.update { $0.horizontalSizeClass = .regular }
        #expect(compact.render().hasPrefix("AnyLayout HStackLayout(alignment: .bottom, spacing: 20)\n"))

        let accessible = ViewHost(
            AccessibleStack(
                horizontalAlignment: .leading, horizontalSpacing: 16, verticalAlignment: .firstTextBaseline,
                verticalSpacing: 0
            ) { Text("A") })
        #expect(accessible.render().hasPrefix("AnyLayout HStackLayout(alignment: .firstTextBaseline, spacing: 16)\n"))
        accessible.update { $0.dynamicTypeSize = .accessibility3 }
        #expect(accessible.render().hasPrefix("AnyLayout VStackLayout(alignment: .leading, spacing: 0)\n"))
    }

    // MARK: - Identity

    struct Timer: View {
        var body: some View {
            AdaptiveStack(condition: .compact.or(.accessible)) {
                TapCounter(name: "A")
                TapCounter(name: "B")
            }
        }
    }

    @Test func flippingTheAxisKeepsTheChildrensState() throws {
        let host = ViewHost(Timer(), environment: extrasEnvironment { $0.horizontalSizeClass = .regular })
        try host.tap("A: 0")
        try host.tap("B: 0")
        try host.tap("B: 1")
        #expect(host.render().hasPrefix("AnyLayout HStackLayout"))
        host.resetStatistics()
        host.update { $0.horizontalSizeClass = .compact }
        #expect(host.render().hasPrefix("AnyLayout VStackLayout"))
        host.update { $0.dynamicTypeSize = .accessibility1 }
        host.update { $0.horizontalSizeClass = .regular }
        #expect(host.render().hasPrefix("AnyLayout VStackLayout"))
        host.update { $0.dynamicTypeSize = .xLarge }
        #expect(host.render().hasPrefix("AnyLayout HStackLayout"))
        #expect(host.texts == ["A: 1", "B: 2"])
        #expect(host.stats.stateDeallocations == 0)
        #expect(host.stats.stateAllocations == 0)
    }

    /// The gallery's pictures before 6975faa drew "Laps: 1" as wide as "Laps: 0": a label that
    /// changes inside the stack must be measured again, on either axis.
    @Test(arguments: [UserInterfaceSizeClass.regular, .compact])
    func aLabelThatChangesIsMeasuredAgain(sizeClass: UserInterfaceSizeClass) throws {
        let host = ViewHost(Timer(), environment: extrasEnvironment { $0.horizontalSizeClass = sizeClass })
        host.layout()
        try host.tap("A: 0")
        host.layout()
        let fresh = try #require(ViewHost(Text("A: 1")).frame(of: "A: 1"))
        let tapped = try #require(host.frame(of: "A: 1"))
        #expect(tapped.size == fresh.size)
        let zero = try #require(ViewHost(Text("A: 0")).frame(of: "A: 0"))
        #expect(zero.width != fresh.width, "the test needs labels of different widths")
    }

    /// The post's `AdaptiveStack`, as written there: `if/else` between two concrete stacks.
    struct SeedStyleAdaptiveStack<Content: View>: View {
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        let condition: (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool
        let content: Content

        init(
            condition: @escaping (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool, @ViewBuilder content: () -> Content
        ) {
            self.condition = condition
            self.content = content()
        }

        var body: some View {
            if condition(horizontalSizeClass, dynamicTypeSize) {
                VStack { content }
            } else {
                HStack { content }
            }
        }
    }

    @Test func seedStyleIfElseLosesTheChildrensState() throws {
        let stack = SeedStyleAdaptiveStack(condition: PostHandlers.compact) {
            TapCounter(name: "A")
            TapCounter(name: "B")
        }
        let host = ViewHost(stack, environment: extrasEnvironment { $0.horizontalSizeClass = .regular })
        try host.tap("A: 0")
        try host.tap("B: 0")
        host.resetStatistics()
        host.update { $0.horizontalSizeClass = .compact }
        #expect(host.texts == ["A: 0", "B: 0"])
        #expect(host.stats.stateDeallocations == 2)
    }

    @Test func compactAndAccessibleStacksKeepTheChildrensState() throws {
        let host = ViewHost(
            VStack {
                CompactStack { TapCounter(name: "C") }
                AccessibleStack { TapCounter(name: "D") }
            })
        try host.tap("C: 0")
        try host.tap("D: 0")
        host.update { $0.horizontalSizeClass = .compact }
        host.update { $0.dynamicTypeSize = .accessibility5 }
        #expect(
            host.render() == """
                VStack(alignment: .center, spacing: nil)
                  AnyLayout VStackLayout(alignment: .center, spacing: nil)
                    Button
                      Text "C: 1"
                  AnyLayout VStackLayout(alignment: .center, spacing: nil)
                    Button
                      Text "D: 1"
                """)
        #expect(host.stats.stateDeallocations == 0)
    }

    // MARK: - Updates

    @Test func compactStackIgnoresTextSizeAndAccessibleStackIgnoresSizeClass() {
        let host = ViewHost(
            VStack {
                CompactStack { Text("C") }
                AccessibleStack { Text("D") }
            })
        host.resetStatistics()
        host.update { $0.dynamicTypeSize = .accessibility2 }
        #expect(host.stats.bodyEvaluations(of: CompactStack<Text>.self) == 0)
        #expect(host.stats.bodyEvaluations(of: AccessibleStack<Text>.self) == 1)
        host.resetStatistics()
        host.update { $0.horizontalSizeClass = .compact }
        #expect(host.stats.bodyEvaluations(of: CompactStack<Text>.self) == 1)
        #expect(host.stats.bodyEvaluations(of: AccessibleStack<Text>.self) == 0)
    }

    struct Parent: View {
        let useClosure: Bool
        @State private var tick = 0
        var body: some View {
            VStack {
                Button("Tick \(tick)") { tick += 1 }
                if useClosure {
                    AdaptiveStack(condition: PostHandlers.compact) { Text("A") }
                } else {
                    AdaptiveStack(condition: .compact) { Text("A") }
                }
            }
        }
    }

    @Test func aConditionValueLetsAnUnchangedStackBeSkipped() throws {
        let value = ViewHost(Parent(useClosure: false))
        value.resetStatistics()
        try value.tap("Tick 0")
        #expect(value.stats.bodyEvaluations(of: Parent.self) == 1)
        #expect(value.stats.bodyEvaluations(of: AdaptiveStack<Text>.self) == 0)

        let closure = ViewHost(Parent(useClosure: true))
        closure.resetStatistics()
        try closure.tap("Tick 0")
        #expect(closure.stats.bodyEvaluations(of: AdaptiveStack<Text>.self) == 1, "a closure cannot be compared")
    }

    // MARK: - The condition API

    @Test func conditionsCompareByHowTheyAreBuilt() {
        #expect(AdaptiveStackCondition.compactAccessible == .compact.and(.accessible))
        #expect(AdaptiveStackCondition.compactAccessible == .all(.compact, .accessible))
        #expect(AdaptiveStackCondition.regularAccessible == .all(.regular, .accessible))
        #expect(AdaptiveStackCondition.compact == .horizontalSizeClass(.compact))
        #expect(AdaptiveStackCondition.accessible == .dynamicTypeSize(.accessibility1...))
        #expect(AdaptiveStackCondition.accessible == .dynamicTypeSize(.accessibility1 ... .accessibility5))
        #expect(AdaptiveStackCondition.not(.not(.compact)) == .compact)
        #expect(AdaptiveStackCondition.compact.or(.regular).or(.accessible) == .any(.compact, .regular, .accessible))
        #expect(AdaptiveStackCondition.compact != .regular)
        #expect(Set([AdaptiveStackCondition.compact, .compact, .accessible]).count == 2)
    }

    @Test func edgeConditions() {
        let never = AdaptiveStackCondition.dynamicTypeSize(.xSmall ..< .xSmall)
        let everything = AdaptiveStackCondition.all()
        let nothing = AdaptiveStackCondition.any()
        for (sizeClass, typeSize) in allEnvironments {
            for overflows in [false, true] {
                #expect(
                    !never.isSatisfied(horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize, overflows: overflows))
                #expect(
                    everything.isSatisfied(
                        horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize, overflows: overflows))
                #expect(
                    !nothing.isSatisfied(
                        horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize, overflows: overflows))
                #expect(
                    AdaptiveStackCondition.not(.compact).isSatisfied(
                        horizontalSizeClass: sizeClass, dynamicTypeSize: typeSize, overflows: overflows)
                        == (sizeClass != .compact))
            }
        }
    }

    @Test func conditionsDescribeThemselvesAsWritten() {
        #expect(AdaptiveStackCondition.compact.description == ".compact")
        #expect(AdaptiveStackCondition.accessible.description == ".accessible")
        #expect(AdaptiveStackCondition.compactAccessible.description == ".all(.compact, .accessible)")
        #expect(AdaptiveStackCondition.compact.or(.not(.regular)).description == ".any(.compact, .not(.regular))")
        #expect(AdaptiveStackCondition.horizontalSizeClass(nil).description == ".horizontalSizeClass(nil)")
        #expect(AdaptiveStackCondition.dynamicTypeSize(.xxxLarge...).description == ".dynamicTypeSize(.xxxLarge...)")
        #expect(
            AdaptiveStackCondition.dynamicTypeSize(...DynamicTypeSize.small).description
                == ".dynamicTypeSize(...DynamicTypeSize.small)")
        #expect(
            AdaptiveStackCondition.dynamicTypeSize(.large ..< .accessibility2).description
                == ".dynamicTypeSize(.large ... .accessibility1)")
        #expect(
            AdaptiveStackCondition.dynamicTypeSize(.xSmall ..< .xSmall).description
                == ".dynamicTypeSize(.xSmall ..< .xSmall)")
    }

    @Test func postsConditionNamesStillWork() {
        // The post's enum cases, spelled through the stack as the post does.
        let condition: AdaptiveStack.Condition = .regularAccessible
        let named = AdaptiveStack<Text>.Condition.compact
        func name(of condition: AdaptiveStack<Text>.Condition) -> String {
            switch condition {
            case .compact: "compact"
            case .regular: "regular"
            case .accessible: "accessible"
            case .compactAccessible: "compactAccessible"
            case .regularAccessible: "regularAccessible"
            default: "custom"
            }
        }
        #expect(name(of: condition) == "regularAccessible")
        #expect(name(of: named) == "compact")
        #expect(name(of: .compact.or(.accessible)) == "custom")
        let handler: AdaptiveStack.ConditionHandler = { sizeClass, _ in sizeClass == .compact }
        #expect(
            StackAxisRule.handler(handler).decision(horizontalSizeClass: .compact, dynamicTypeSize: .large)
                == .fixed(.vertical))
    }
}
