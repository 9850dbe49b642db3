import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

/// A tabbed app as an app writes it: a feed with a counter, a navigation stack with a pushed
/// detail, and settings; a selection binding with the tab values.
@MainActor
@Suite("Tab views select tabs and keep their state")
struct TabViewTests {
    enum AppTab: Hashable {
        case feed, library, settings
    }

    struct FeedView: View {
        let log: EventLog
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("Likes \(likes)")
                Button("Like") { likes += 1 }
            }
            .onAppear { log.entries.append("feed appear") }
            .onDisappear { log.entries.append("feed disappear") }
        }
    }

    struct Book: Hashable {
        let title: String
    }

    struct LibraryView: View {
        let log: EventLog
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Dune", value: Book(title: "Dune"))
                }
                .navigationTitle("Library")
                .navigationDestination(for: Book.self) { book in
                    Text("Reading \(book.title)")
                }
            }
            .onAppear { log.entries.append("library appear") }
            .onDisappear { log.entries.append("library disappear") }
        }
    }

    struct SettingsView: View {
        @Binding var selection: AppTab
        var body: some View {
            VStack {
                Text("Settings")
                Button("Back to feed") { selection = .feed }
            }
        }
    }

    struct AppTabs: View {
        let log: EventLog
        @State private var selection: AppTab = .feed
        var body: some View {
            VStack {
                Text("Selected \(String(describing: selection))")
                TabView(selection: $selection) {
                    FeedView(log: log)
                        .tabItem { Label("Feed", systemImage: "house") }
                        .tag(AppTab.feed)
                    LibraryView(log: log)
                        .tabItem { Label("Library", systemImage: "books.vertical") }
                        .tag(AppTab.library)
                        .badge(3)
                    SettingsView(selection: $selection)
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(AppTab.settings)
                }
            }
        }
    }

    @Test func onlyTheSelectedTabIsOnScreenAndTheTabBarShowsEveryTab() throws {
        let log = EventLog()
        let host = ViewHost(AppTabs(log: log))
        #expect(host.selectedTab == "Feed")
        #expect(host.contains(text: "Likes 0"))
        #expect(!host.contains(text: "Settings"), "the settings tab's content is not created")
        let tree = host.render()
        #expect(tree.contains("Tab(\"Feed\", tag: \"feed\", selected)"), "\(tree)")
        #expect(tree.contains("Tab(\"Library\", tag: \"library\", badge: \"3\")"), "\(tree)")
        #expect(tree.contains("Tab(\"Settings\", tag: \"settings\")"), "\(tree)")
        #expect(log.entries == ["feed appear"], "only the selected tab appears")
    }

    @Test func selectingATabWritesTheBindingAndKeepsEachTabsState() throws {
        let log = EventLog()
        let host = ViewHost(AppTabs(log: log))
        try host.tap("Like")
        try host.tap("Like")
        try host.select(tab: "Library")
        #expect(host.selectedTab == "Library")
        #expect(host.contains(text: "Selected library"), "the selection binding is written")
        #expect(!host.contains(text: "Likes 2"))
        try host.tap("Dune")
        #expect(host.contains(text: "Reading Dune"))
        try host.select(tab: "Feed")
        #expect(host.contains(text: "Likes 2"), "the feed's @State survived the switch")
        try host.select(tab: "Library")
        #expect(host.contains(text: "Reading Dune"), "the library's navigation path survived the switch")
        #expect(host.navigationPath == ["Book(title: \"Dune\")"])
    }

    @Test func switchingRunsOnDisappearForTheOldTabThenOnAppearForTheNewOne() throws {
        let log = EventLog()
        let host = ViewHost(AppTabs(log: log))
        try host.select(tab: "Library")
        #expect(log.entries == ["feed appear", "feed disappear", "library appear"])
        try host.select(tab: "Feed")
        #expect(
            log.entries == [
                "feed appear", "feed disappear", "library appear", "library disappear", "feed appear",
            ])
    }

    @Test func theAppWritingTheSelectionSwitchesTabs() throws {
        let host = ViewHost(AppTabs(log: EventLog()))
        try host.select(tab: "Settings")
        #expect(host.contains(text: "Settings"))
        try host.tap("Back to feed")
        #expect(host.selectedTab == "Feed")
        #expect(host.contains(text: "Likes 0"))
    }

    @Test func selectingAnUnknownTabThrowsAndListsTheTabs() throws {
        let host = ViewHost(AppTabs(log: EventLog()))
        #expect(throws: ViewHostError.self) { try host.select(tab: "Profile") }
    }

    /// The iOS 17 form without a binding: `tabItem` with `Text`, tags by position.
    struct PlainTabs: View {
        var body: some View {
            TabView {
                CounterTab(name: "One")
                    .tabItem { Text("One") }
                CounterTab(name: "Two")
                    .tabItem {
                        Image(systemName: "2.circle")
                        Text("Two")
                    }
            }
            .tabViewStyle(.automatic)
        }
    }

    struct CounterTab: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    @Test func withoutASelectionTheFirstTabIsSelected() throws {
        let host = ViewHost(PlainTabs())
        #expect(host.selectedTab == "One")
        try host.tap("One 0")
        try host.select(tab: "Two")
        #expect(host.selectedTab == "Two")
        try host.tap("Two 0")
        try host.select(tab: "One")
        #expect(host.contains(text: "One 1"))
        try host.select(tab: "Two")
        #expect(host.contains(text: "Two 1"))
    }

    /// The iOS 18 form: `Tab` values in a tab builder, a badge, a search tab.
    struct ModernTabs: View {
        @State private var selection: AppTab = .library
        var body: some View {
            TabView(selection: $selection) {
                Tab("Feed", systemImage: "house", value: AppTab.feed) {
                    CounterTab(name: "Feed")
                }
                Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
                    CounterTab(name: "Library")
                }
                if selection != .feed {
                    Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                        Text("Settings body")
                    }
                }
            }
        }
    }

    @Test func tabValuesSelectTabsAndKeepTheirState() throws {
        let host = ViewHost(ModernTabs())
        #expect(host.selectedTab == "Library", "the binding's initial value selects the tab")
        try host.tap("Library 0")
        try host.select(tab: "Settings")
        #expect(host.contains(text: "Settings body"))
        try host.select(tab: "Library")
        #expect(host.contains(text: "Library 1"))
        #expect(host.render().contains("Tab(\"Feed\", tag: \"feed\")"), "\(host.render())")
    }

    struct NoValueTabs: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home body") }
                Tab(role: .search) { Text("Search body") }
            }
        }
    }

    @Test func tabsWithoutValuesStartOnTheFirstTab() throws {
        let host = ViewHost(NoValueTabs())
        #expect(host.selectedTab == "Home")
        try host.select(tab: "Search")
        #expect(host.contains(text: "Search body"))
    }
}
