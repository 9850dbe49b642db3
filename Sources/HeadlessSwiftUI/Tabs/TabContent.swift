/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
///         ReceivedView()
///     }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type to use for the value of a tab.
    associatedtype TabValue: Hashable where Self.Body.TabValue == Self.TabValue
    /// The type of tab content for the body of this tab content.
    associatedtype Body: TabContent

    /// The content and behavior of the tab content.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Tab content the runtime flattens itself into tab views (tabs, tuples, conditionals).
@MainActor
protocol PrimitiveTabContent {
    var tabViews: [any View] { get }
}

/// The tabs of tab content, as views carrying their label and tag traits.
@MainActor
func tabViews(of content: Any) -> [any View] {
    if let primitive = content as? any PrimitiveTabContent { return primitive.tabViews }
    return []
}

/// Several tabs built into one by `TabContentBuilder`.
struct TabContentTuple<TabValue: Hashable> {
    let items: [Any]
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentTuple: TabContent, PrimitiveTabContent {
    var body: Self { return self }
    var tabViews: [any View] { items.flatMap { HeadlessSwiftUI.tabViews(of: $0) } }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional: TabContent where Wrapped: TabContent {
    /// The type to use for the value of a tab.
    public typealias TabValue = Wrapped.TabValue
    /// The content and behavior of the tab content.
    public var body: Wrapped? { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    var tabViews: [any View] { self.map { HeadlessSwiftUI.tabViews(of: $0) } ?? [] }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, FalseContent.TabValue == TrueContent.TabValue {
    /// The type to use for the value of a tab.
    public typealias TabValue = TrueContent.TabValue
    /// The content and behavior of the tab content.
    public var body: _ConditionalContent<TrueContent, FalseContent> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: PrimitiveTabContent
where TrueContent: TabContent, FalseContent: TabContent, FalseContent.TabValue == TrueContent.TabValue {
    var tabViews: [any View] {
        switch storage {
        case .trueContent(let content): HeadlessSwiftUI.tabViews(of: content)
        case .falseContent(let content): HeadlessSwiftUI.tabViews(of: content)
        }
    }
}

/// A result builder that constructs tabs for a tab view.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     if showsSearch {
///         Tab(role: .search) { SearchView() }
///     }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// Builds an expression within the builder.
    public static func buildExpression<C: TabContent<TabValue>>(_ content: C) -> some TabContent<TabValue> {
        content
    }

    /// Passes a single tab through.
    public static func buildBlock<C: TabContent<TabValue>>(_ content: C) -> some TabContent<TabValue> {
        content
    }

    /// Combines 2 tabs into one.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue {
        TabContentTuple<TabValue>(items: [c0, c1])
    }

    /// Combines 3 tabs into one.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2])
    }

    /// Combines 4 tabs into one.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3])
    }

    /// Combines 5 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4])
    }

    /// Combines 6 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue, C5: TabContent, C4.TabValue == C5.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4, c5])
    }

    /// Combines 7 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue, C5: TabContent, C4.TabValue == C5.TabValue, C6: TabContent,
        C5.TabValue == C6.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Combines 8 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue, C5: TabContent, C4.TabValue == C5.TabValue, C6: TabContent,
        C5.TabValue == C6.TabValue, C7: TabContent, C6.TabValue == C7.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Combines 9 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue, C5: TabContent, C4.TabValue == C5.TabValue, C6: TabContent,
        C5.TabValue == C6.TabValue, C7: TabContent, C6.TabValue == C7.TabValue, C8: TabContent,
        C7.TabValue == C8.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Combines 10 tabs into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some TabContent<TabValue>
    where
        C0: TabContent, C0.TabValue == TabValue, C1: TabContent, C0.TabValue == C1.TabValue, C2: TabContent,
        C1.TabValue == C2.TabValue, C3: TabContent, C2.TabValue == C3.TabValue, C4: TabContent,
        C3.TabValue == C4.TabValue, C5: TabContent, C4.TabValue == C5.TabValue, C6: TabContent,
        C5.TabValue == C6.TabValue, C7: TabContent, C6.TabValue == C7.TabValue, C8: TabContent,
        C7.TabValue == C8.TabValue, C9: TabContent, C8.TabValue == C9.TabValue
    {
        TabContentTuple<TabValue>(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Produces optional tab content for an `if` without an `else`.
    public static func buildIf<C: TabContent<TabValue>>(_ content: C?) -> (some TabContent<TabValue>)? {
        content
    }

    /// Produces tab content for the first branch of a conditional.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces tab content for the second branch of a conditional.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The tab view content that a tab content builder makes.
    nonisolated public struct Content<C>: View where C: TabContent {
        nonisolated let content: C

        /// The content and behavior of the view.
        @MainActor @preconcurrency public var body: some View { EmptyView() }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension TabContentBuilder: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}

// Compared field by field like any view (`RuntimeEqualityTests`): the same tab is equal; a
// builder's several tabs are a list the comparator cannot see into, so a new one is changed.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    @MainActor package func update(node: ViewNode) {
        node.output.display = .transparent
        node.reconcile(
            tabViews(of: content).enumerated().map { index, view in
                ChildSlot(key: .index(index), view: view, environment: node.environment)
            })
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    /// Creates a tab view that uses a tab builder and a selection binding.
    ///
    /// ```swift
    /// TabView(selection: $selection) {
    ///     Tab("Feed", systemImage: "house", value: AppTab.feed) { FeedView() }
    ///     Tab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
    /// }
    /// ```
    nonisolated public init<C>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where C: TabContent, Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
        self.selection = selection
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView where SelectionValue == Never {
    /// Creates a tab view that uses a tab builder; the first tab is selected.
    nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C)
    where C: TabContent, Content == TabContentBuilder<Never>.Content<C> {
        self.content = TabContentBuilder<Never>.Content(content: content())
        self.selection = nil
    }
}
