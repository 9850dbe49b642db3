import Foundation

/// `ForEach` of tabs: `TabView { ForEach(accounts) { Tab($0.name, ...) { ... } } }`. Its tabs are
/// those its content makes for each element, in order.
///
/// ```swift
/// TabView(selection: $selection) {
///     ForEach(accounts) { account in
///         Tab(account.name, systemImage: "person", value: account.id) { AccountView(account) }
///     }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    /// The type to use for the value of a tab.
    public typealias TabValue = Content.TabValue

    /// Creates tab content that makes a tab for each element of `data`, identified by `id`.
    nonisolated public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.data = data
        self.content = content
        let path = UncheckedValue(id)
        self.identify = { $0[keyPath: path.value] }
    }

    /// The content and behavior of the tab content: itself (its tabs are made by the runtime).
    @MainActor @preconcurrency public var body: ForEach<Data, ID, Content> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: PrimitiveTabContent where Content: TabContent {
    var tabViews: [any View] { data.flatMap { HeadlessSwiftUI.tabViews(of: content($0)) } }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    /// Creates tab content that makes a tab for each identifiable element of `data`.
    nonisolated public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
    /// Creates tab content that makes a tab for each integer of a constant range.
    nonisolated public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
    where V == Content.TabValue {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}
