#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// When an ``AdaptiveStack`` stacks its content vertically: a rule over the horizontal size
/// class, the Dynamic Type size and whether the content fits its width, written as a value.
///
/// Use the five named conditions (``compact``, ``regular``, ``accessible``,
/// ``compactAccessible``, ``regularAccessible``) and ``overflows`` as they are, or build your
/// own from the leaves ``horizontalSizeClass(_:)`` and ``dynamicTypeSize(_:)`` with ``and(_:)``,
/// ``or(_:)``, ``all(_:)``, ``any(_:)`` and ``not(_:)``; no closure needed. While the condition
/// holds the stack is vertical, otherwise horizontal.
///
/// ```swift
/// AdaptiveStack(condition: .compact) { ... }
/// AdaptiveStack(condition: .compact.or(.accessible)) { ... }
/// AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...))) { ... }
/// AdaptiveStack(condition: .any(.compact, .accessible, .dynamicTypeSize(.xxLarge...))) { ... }
/// AdaptiveStack(condition: .overflows) { ... }
/// AdaptiveStack(condition: .accessible.or(.overflows)) { ... }
/// ```
///
/// It is also spelled `AdaptiveStack.Condition` in a type annotation
/// (`let condition: AdaptiveStack.Condition = .compact`). Conditions are
/// `Hashable` and compare by how they are built (`.compactAccessible` equals
/// `.compact.and(.accessible)`, which is how it is defined), so a stack built with one can be
/// compared with its previous value and skipped when unchanged; a `switch` over the five
/// named conditions still matches them.
public struct AdaptiveStackCondition: Hashable, Sendable, CustomStringConvertible {
    /// The condition as a formula.
    indirect enum Rule: Hashable, Sendable {
        /// The horizontal size class is exactly this one (`nil`: not known).
        case horizontalSizeClass(UserInterfaceSizeClass?)
        /// The Dynamic Type size is in this range (`nil`: an empty range, never true).
        case dynamicTypeSize(ClosedRange<DynamicTypeSize>?)
        /// The children's ideal widths plus the spacing between them exceed the proposed
        /// width: known only during layout, not from the environment.
        case overflows
        case not(Rule)
        case all([Rule])
        case any([Rule])
    }

    let rule: Rule

    init(_ rule: Rule) {
        self.rule = rule
    }

    // MARK: - Leaves

    /// True when the horizontal size class is exactly `sizeClass`; pass `nil` to match an
    /// environment that has no size class (macOS, a view outside a window).
    ///
    /// ```swift
    /// AdaptiveStack(condition: .horizontalSizeClass(.compact)) { ... }   // same as .compact
    /// ```
    public static func horizontalSizeClass(_ sizeClass: UserInterfaceSizeClass?) -> AdaptiveStackCondition {
        AdaptiveStackCondition(.horizontalSizeClass(sizeClass))
    }

    /// True when the Dynamic Type size is in `sizes`, written as a range the way
    /// `View.dynamicTypeSize(_:)` takes one.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .dynamicTypeSize(.xxxLarge...)) { ... }
    /// AdaptiveStack(condition: .dynamicTypeSize(.xLarge ... .xxxLarge)) { ... }
    /// ```
    public static func dynamicTypeSize<R: RangeExpression>(_ sizes: R) -> AdaptiveStackCondition
    where R.Bound == DynamicTypeSize {
        let included = DynamicTypeSize.allCases.filter { sizes.contains($0) }
        guard let lowest = included.first, let highest = included.last else {
            return AdaptiveStackCondition(.dynamicTypeSize(nil))
        }
        return AdaptiveStackCondition(.dynamicTypeSize(lowest...highest))
    }

    // MARK: - Named conditions

    /// Vertical when the horizontal size class is compact: an iPhone in portrait, a narrow
    /// split view.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .compact) { Text("01:00:05:12"); Button("Reset") {} }
    /// ```
    public static let compact = horizontalSizeClass(.compact)

    /// Vertical when the horizontal size class is regular: an iPad in full screen.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .regular) { Text("01:00:05:12"); Button("Reset") {} }
    /// ```
    public static let regular = horizontalSizeClass(.regular)

    /// Vertical at the accessibility Dynamic Type sizes (`.accessibility1` and larger,
    /// `DynamicTypeSize.isAccessibilitySize`).
    ///
    /// ```swift
    /// AdaptiveStack(condition: .accessible) { Text("01:00:05:12"); Button("Reset") {} }
    /// ```
    public static let accessible = dynamicTypeSize(.accessibility1...)

    /// Vertical when the horizontal size class is compact and the Dynamic Type size is an
    /// accessibility size.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .compactAccessible) { Text("01:00:05:12"); Button("Reset") {} }
    /// ```
    public static let compactAccessible = compact.and(accessible)

    /// Vertical when the horizontal size class is regular and the Dynamic Type size is an
    /// accessibility size.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .regularAccessible) { Text("01:00:05:12"); Button("Reset") {} }
    /// ```
    public static let regularAccessible = regular.and(accessible)

    // MARK: - Fit

    /// Vertical when the children do not fit side by side: when their ideal widths plus the
    /// spacing between them exceed the width the stack is offered.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .overflows) {
    ///     Text("01:00:05:12")
    ///     Button("Reset") {}
    /// }
    /// ```
    ///
    /// Each child's ideal width is the width it takes when offered no size
    /// (`sizeThatFits(.unspecified)`: a `Text` on one line); the spacing is the stack's
    /// `horizontalSpacing`, or the children's own preferred distances when it is `nil`, as
    /// `HStack` spaces them. A stack offered no width (its ideal size is asked, or it sits in a
    /// horizontal `ScrollView`) is horizontal.
    ///
    /// Unlike `ViewThatFits`, which builds the content twice and shows one copy, the stack
    /// decides inside its one layout: each child exists once and keeps its `@State` when the
    /// axis switches. It composes with the other conditions:
    /// `.compact.or(.overflows)` is vertical in compact width and, in regular width, only
    /// when the children do not fit; `.not(.overflows)` is vertical exactly when they fit.
    public static let overflows = AdaptiveStackCondition(.overflows)

    // MARK: - Combining

    /// True when this condition and `other` both hold.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...))) { ... }
    /// ```
    public func and(_ other: AdaptiveStackCondition) -> AdaptiveStackCondition {
        .all(self, other)
    }

    /// True when this condition or `other` holds.
    ///
    /// ```swift
    /// AdaptiveStack(condition: .compact.or(.accessible)) { ... }
    /// ```
    public func or(_ other: AdaptiveStackCondition) -> AdaptiveStackCondition {
        .any(self, other)
    }

    /// True when every one of `conditions` holds (and when there are none).
    ///
    /// ```swift
    /// AdaptiveStack(condition: .all(.compact, .accessible)) { ... }
    /// ```
    public static func all(_ conditions: AdaptiveStackCondition...) -> AdaptiveStackCondition {
        AdaptiveStackCondition(
            .all(
                conditions.flatMap { condition -> [Rule] in
                    if case .all(let rules) = condition.rule { return rules }
                    return [condition.rule]
                }))
    }

    /// True when at least one of `conditions` holds (never when there are none).
    ///
    /// ```swift
    /// AdaptiveStack(condition: .any(.compact, .accessible)) { ... }
    /// ```
    public static func any(_ conditions: AdaptiveStackCondition...) -> AdaptiveStackCondition {
        AdaptiveStackCondition(
            .any(
                conditions.flatMap { condition -> [Rule] in
                    if case .any(let rules) = condition.rule { return rules }
                    return [condition.rule]
                }))
    }

    /// True when `condition` does not hold.
    ///
    /// Note that `.not(.compact)` also holds where there is no size class, unlike `.regular`.
    /// ```swift
    /// AdaptiveStack(condition: .regular.and(.not(.accessible))) { ... }
    /// ```
    public static func not(_ condition: AdaptiveStackCondition) -> AdaptiveStackCondition {
        if case .not(let inner) = condition.rule { return AdaptiveStackCondition(inner) }
        return AdaptiveStackCondition(.not(condition.rule))
    }

    // MARK: - Evaluating

    /// Whether the condition holds in an environment with these values, for content that
    /// overflows its width or not: pure, no view code.
    func isSatisfied(
        horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize, overflows: Bool
    ) -> Bool {
        rule.isSatisfied(horizontalSizeClass, dynamicTypeSize, overflows: overflows)
    }

    /// What the condition says once the environment is known: a function of whether the
    /// content overflows, given by its two values. A condition without ``overflows`` (or one
    /// the environment settles, such as `.compact.or(.overflows)` in compact width) gives the
    /// same answer for both.
    func decision(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> AxisDecision {
        AxisDecision(
            verticalWhenOverflowing: isSatisfied(
                horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize, overflows: true),
            verticalWhenFitting: isSatisfied(
                horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize, overflows: false))
    }

    /// The condition as it is written: `.compact.and(.accessible)` reads `.all(.compact, .accessible)`.
    ///
    /// ```swift
    /// print(AdaptiveStackCondition.compact.or(.accessible))   // .any(.compact, .accessible)
    /// ```
    public var description: String {
        rule.description
    }
}

extension AdaptiveStackCondition.Rule: CustomStringConvertible {
    func isSatisfied(_ sizeClass: UserInterfaceSizeClass?, _ typeSize: DynamicTypeSize, overflows: Bool) -> Bool {
        switch self {
        case .horizontalSizeClass(let expected):
            return sizeClass == expected
        case .dynamicTypeSize(let range):
            return range?.contains(typeSize) ?? false
        case .overflows:
            return overflows
        case .not(let rule):
            return !rule.isSatisfied(sizeClass, typeSize, overflows: overflows)
        case .all(let rules):
            return rules.allSatisfy { $0.isSatisfied(sizeClass, typeSize, overflows: overflows) }
        case .any(let rules):
            return rules.contains { $0.isSatisfied(sizeClass, typeSize, overflows: overflows) }
        }
    }

    var description: String {
        switch self {
        case .horizontalSizeClass(let sizeClass?):
            // `UserInterfaceSizeClass` is not frozen in SwiftUI (a resilient module), so a
            // switch over it needs `@unknown default`.
            switch sizeClass {
            case .compact: return ".compact"
            case .regular: return ".regular"
            @unknown default: return ".horizontalSizeClass(.\(sizeClass))"
            }
        case .horizontalSizeClass(nil):
            return ".horizontalSizeClass(nil)"
        case .dynamicTypeSize(let range?) where range == DynamicTypeSize.accessibility1...DynamicTypeSize.accessibility5:
            return ".accessible"
        case .dynamicTypeSize(let range?):
            if range.upperBound == DynamicTypeSize.allCases.last {
                return ".dynamicTypeSize(.\(range.lowerBound)...)"
            }
            if range.lowerBound == DynamicTypeSize.allCases.first {
                return ".dynamicTypeSize(...DynamicTypeSize.\(range.upperBound))"
            }
            return ".dynamicTypeSize(.\(range.lowerBound) ... .\(range.upperBound))"
        case .dynamicTypeSize(nil):
            return ".dynamicTypeSize(.xSmall ..< .xSmall)"
        case .overflows:
            return ".overflows"
        case .not(let rule):
            return ".not(\(rule))"
        case .all(let rules):
            return ".all(" + rules.map(\.description).joined(separator: ", ") + ")"
        case .any(let rules):
            return ".any(" + rules.map(\.description).joined(separator: ", ") + ")"
        }
    }
}
