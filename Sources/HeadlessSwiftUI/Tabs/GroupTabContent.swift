import Foundation

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group: TabContent where Content: TabContent {
    /// The type to use for the value of a tab.
    public typealias TabValue = Content.TabValue
    /// The type of tab content for the body of this tab content: the group itself, whose tabs
    /// the runtime takes in its place.
    public typealias Body = Group<Content>

    /// Creates a group of tabs.
    ///
    /// ```swift
    /// TabView(selection: $selection) {
    ///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
    ///     Group {
    ///         Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
    ///         Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
    ///     }
    /// }
    /// ```
    nonisolated public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self.content = content()
    }

    /// Creates a group of tabs whose values are optional, for a selection that may be `nil`.
    ///
    /// ```swift
    /// TabView(selection: $selection) {  // selection: Section?
    ///     Group {
    ///         Tab("Inbox", systemImage: "tray", value: Section?.some(.inbox)) { InboxView() }
    ///     }
    /// }
    /// ```
    nonisolated public init<V>(@TabContentBuilder<V?> content: () -> Content)
    where V: Hashable, Content.TabValue == V? {
        self.content = content()
    }

    /// The content and behavior of the tab content: the group itself.
    @MainActor @preconcurrency public var body: Group<Content> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group: PrimitiveTabContent where Content: TabContent {
    var tabViews: [any View] { HeadlessSwiftUI.tabViews(of: content) }
}
