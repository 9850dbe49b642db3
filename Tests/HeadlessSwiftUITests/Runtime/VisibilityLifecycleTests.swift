import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

extension View {
    /// Logs "<name> appear" and "<name> disappear": plain `onAppear`/`onDisappear`.
    fileprivate func logged(_ name: String, in log: EventLog) -> some View {
        onAppear { log.entries.append("\(name) appear") }
            .onDisappear { log.entries.append("\(name) disappear") }
    }
}

/// `onAppear`/`onDisappear` follow visibility in a navigation stack, as on iOS: a screen
/// covered by a push disappears (its state kept) and appears again when a pop reveals it.
///
/// Sources: Ole Begemann's SwiftUI View Lifecycle app, the NavigationStack case study
/// (https://github.com/ole/swiftui-view-lifecycle, CaseStudyNavigationStack.swift: "Navigation
/// views keep the state of content views on the navigation stack alive. `onAppear` and
/// `onDisappear` get called as you navigate. Popping a view off the stack ends the view's
/// lifetime"; https://oleb.net/2022/swiftui-view-lifecycle/); swiftyplace, "SwiftUI View
/// Lifecycle: When onAppear Actually fires" (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear:
/// "A view inside a NavigationStack that gets covered by a push disappears but its node" stays
/// alive). The order (the new screen's onAppear, then the covered one's onDisappear; on a pop,
/// the revealed screen's onAppear, then the popped one's onDisappear) follows from onAppear
/// running before the appearance transition and onDisappear after the disappearance one
/// (square/Blueprint#48; rakutentech/AltSwiftUI#65 moved onDisappear to viewDidDisappear to
/// match SwiftUI): see `NavigationStack.update(node:)`.
@MainActor
@Suite("onAppear and onDisappear follow visibility in a navigation stack")
struct VisibilityLifecycleTests {
    // MARK: NavigationLink(value:) with navigationDestination(for:)

    // struct ValueLinks: View {
    //     @State private var path: [Int] = []
    //     var body: some View {
    //         NavigationStack(path: $path) {
    //             VStack { NavigationLink("Level 1", value: 1) }
    //                 .onAppear { ... }.onDisappear { ... }
    //                 .navigationDestination(for: Int.self) { level in
    //                     VStack {
    //                         NavigationLink("Level \(level + 1)", value: level + 1)
    //                         Button("Pop to root from \(level)") { path.removeAll() }
    //                     }
    //                     .onAppear { ... }.onDisappear { ... }
    //                 }
    //         }
    //     }
    // }
    struct ValueLinks: View {
        let log: EventLog
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack { NavigationLink("Level 1", value: 1) }
                    .logged("root", in: log)
                    .navigationDestination(for: Int.self) { level in
                        VStack {
                            NavigationLink("Level \(level + 1)", value: level + 1)
                            Button("Pop to root from \(level)") { path.removeAll() }
                        }
                        .logged("level \(level)", in: log)
                    }
            }
        }
    }

    @Test func aPushCoversTheRootAndAPopRevealsIt() throws {
        let log = EventLog()
        let host = ViewHost(ValueLinks(log: log))
        #expect(log.entries == ["root appear"])
        log.entries.removeAll()
        try host.tap("Level 1")
        #expect(
            log.entries == ["level 1 appear", "root disappear"], "the new screen appears, then the covered one goes")
        log.entries.removeAll()
        try host.back()
        #expect(
            log.entries == ["root appear", "level 1 disappear"], "the revealed screen appears, then the popped one goes"
        )
        #expect(host.stats.appearCount == 3)
        #expect(host.stats.disappearCount == 2)
    }

    @Test func aCoveredPushedScreenDisappearsAndAPoppedCoveredScreenDoesNotDisappearAgain() throws {
        let log = EventLog()
        let host = ViewHost(ValueLinks(log: log))
        try host.tap("Level 1")
        try host.tap("Level 2")
        #expect(
            log.entries == ["root appear", "level 1 appear", "root disappear", "level 2 appear", "level 1 disappear"])
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["level 1 appear", "level 2 disappear"])
        log.entries.removeAll()
        try host.tap("Level 2")
        log.entries.removeAll()
        // Back to the root at once: level 1 is covered when its identity ends.
        try host.tap("Pop to root from 2")
        #expect(log.entries == ["root appear", "level 2 disappear"], "level 1 disappeared when it was covered")
        #expect(host.stats.appearCount == 6)
        #expect(host.stats.disappearCount == 5)
    }

    // MARK: NavigationLink(destination:) and the covered screen's state

    // struct DestinationLinks: View {
    //     @State private var taps = 0
    //     var body: some View {
    //         NavigationStack {
    //             VStack {
    //                 Button("Tap \(taps)") { taps += 1 }
    //                 NavigationLink("Open") { Text("Detail").onAppear { ... }.onDisappear { ... } }
    //             }
    //             .onAppear { ... }.onDisappear { ... }
    //         }
    //     }
    // }
    struct DestinationLinks: View {
        let log: EventLog
        @State private var taps = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    NavigationLink("Open") { Text("Detail").logged("detail", in: log) }
                }
                .logged("root", in: log)
            }
        }
    }

    @Test func aDestinationLinkCoversTheRootWhichKeepsItsState() throws {
        let log = EventLog()
        let host = ViewHost(DestinationLinks(log: log))
        try host.tap("Tap 0")
        try host.tap("Open")
        #expect(log.entries == ["root appear", "detail appear", "root disappear"])
        try host.back()
        #expect(log.entries == ["root appear", "detail appear", "root disappear", "root appear", "detail disappear"])
        #expect(host.contains(text: "Tap 1"), "the covered root kept its @State")
    }

    // MARK: navigationDestination(isPresented:) and (item:)

    // struct PresentedDestinations: View {
    //     @State private var isShown = false
    //     @State private var item: Int?
    //     var body: some View {
    //         NavigationStack {
    //             VStack {
    //                 Button("Show") { isShown = true }
    //                 Button("Item 1") { item = 1 }
    //             }
    //             .onAppear { ... }.onDisappear { ... }
    //             .navigationDestination(isPresented: $isShown) { Text("Shown").onAppear { ... }... }
    //             .navigationDestination(item: $item) { value in
    //                 VStack { Button("Item \(value + 1)") { item = value + 1 } }.onAppear { ... }...
    //             }
    //         }
    //     }
    // }
    struct PresentedDestinations: View {
        let log: EventLog
        @State private var isShown = false
        @State private var item: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Show") { isShown = true }
                    Button("Item 1") { item = 1 }
                }
                .logged("root", in: log)
                .navigationDestination(isPresented: $isShown) { Text("Shown").logged("shown", in: log) }
                .navigationDestination(item: $item) { value in
                    VStack { Button("Item \(value + 1)") { item = value + 1 } }
                        .logged("item \(value)", in: log)
                }
            }
        }
    }

    @Test func anIsPresentedDestinationCoversTheRoot() throws {
        let log = EventLog()
        let host = ViewHost(PresentedDestinations(log: log))
        try host.tap("Show")
        #expect(log.entries == ["root appear", "shown appear", "root disappear"])
        try host.back()
        #expect(log.entries == ["root appear", "shown appear", "root disappear", "root appear", "shown disappear"])
    }

    @Test func anItemDestinationCoversTheRootAndANewItemReplacesTheScreen() throws {
        let log = EventLog()
        let host = ViewHost(PresentedDestinations(log: log))
        try host.tap("Item 1")
        #expect(log.entries == ["root appear", "item 1 appear", "root disappear"])
        log.entries.removeAll()
        try host.tap("Item 2")
        #expect(log.entries == ["item 2 appear", "item 1 disappear"], "the root stays covered")
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["root appear", "item 2 disappear"])
    }

    // MARK: A path binding changed by the app

    // struct DeepLinks: View {
    //     @State private var path: [Int] = []
    //     var body: some View {
    //         NavigationStack(path: $path) {
    //             Button("Deep link") { path = [1, 2, 3] }
    //                 .onAppear { ... }.onDisappear { ... }
    //                 .navigationDestination(for: Int.self) { level in
    //                     Button("Pop to root \(level)") { path.removeAll() }
    //                         .onAppear { ... }.onDisappear { ... }
    //                 }
    //         }
    //     }
    // }
    struct DeepLinks: View {
        let log: EventLog
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Deep link") { path = [1, 2, 3] }
                    .logged("root", in: log)
                    .navigationDestination(for: Int.self) { level in
                        Button("Pop to root \(level)") { path.removeAll() }
                            .logged("level \(level)", in: log)
                    }
            }
        }
    }

    /// Only the top of several screens pushed at once appears; the ones below appear when a
    /// pop reveals them. Source: "Navigation Stack's onAppear fires at unexpected times in apps
    /// built with Xcode 16.3 or later" (https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue),
    /// where the correct ("normal") behaviour calls no onAppear on the intermediate screens of a
    /// deep push and calls onAppear on each screen that back navigation reveals; the
    /// regression is onAppear on an intermediate screen.
    @Test func aDeepLinkShowsOnlyTheTopAndPopsRevealTheOnesBelow() throws {
        let log = EventLog()
        let host = ViewHost(DeepLinks(log: log))
        try host.tap("Deep link")
        #expect(host.navigationPath == ["1", "2", "3"])
        #expect(log.entries == ["root appear", "level 3 appear", "root disappear"])
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["level 2 appear", "level 3 disappear"])
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["level 1 appear", "level 2 disappear"])
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["root appear", "level 1 disappear"])
    }

    @Test func popToRootFromADeepLinkEndsScreensThatNeverAppeared() throws {
        let log = EventLog()
        let host = ViewHost(DeepLinks(log: log))
        try host.tap("Deep link")
        log.entries.removeAll()
        try host.tap("Pop to root 3")
        #expect(host.navigationPath.isEmpty)
        #expect(log.entries == ["root appear", "level 3 disappear"], "levels 1 and 2 never appeared")
        #expect(host.stats.appearCount == 3)
        #expect(host.stats.disappearCount == 2)
    }

    // MARK: Views inserted into, or removed from, a covered screen

    // struct Badges: View {
    //     @State private var showBadge: Bool
    //     var body: some View {
    //         NavigationStack {
    //             VStack {
    //                 if showBadge { Text("Badge").onAppear { ... }.onDisappear { ... } }
    //                 NavigationLink("Open") { Button("Toggle badge") { showBadge.toggle() } }
    //             }
    //             .onAppear { ... }.onDisappear { ... }
    //         }
    //     }
    // }
    struct Badges: View {
        let log: EventLog
        @State var showBadge: Bool
        var body: some View {
            NavigationStack {
                VStack {
                    if showBadge { Text("Badge").logged("badge", in: log) }
                    NavigationLink("Open") {
                        Button("Toggle badge") { showBadge.toggle() }.logged("detail", in: log)
                    }
                }
                .logged("root", in: log)
            }
        }
    }

    @Test func aViewInsertedIntoACoveredScreenAppearsWhenTheScreenIsRevealed() throws {
        let log = EventLog()
        let host = ViewHost(Badges(log: log, showBadge: false))
        try host.tap("Open")
        log.entries.removeAll()
        try host.tap("Toggle badge")
        #expect(log.entries.isEmpty, "the badge is inserted off screen")
        try host.back()
        #expect(log.entries == ["root appear", "badge appear", "detail disappear"])
    }

    @Test func aViewInsertedAndRemovedWhileCoveredRunsNothing() throws {
        let log = EventLog()
        let host = ViewHost(Badges(log: log, showBadge: false))
        try host.tap("Open")
        log.entries.removeAll()
        try host.tap("Toggle badge")
        try host.tap("Toggle badge")
        #expect(log.entries.isEmpty)
        try host.back()
        #expect(log.entries == ["root appear", "detail disappear"])
    }

    @Test func aViewRemovedWhileCoveredDoesNotDisappearTwice() throws {
        let log = EventLog()
        let host = ViewHost(Badges(log: log, showBadge: true))
        try host.tap("Open")
        #expect(log.entries == ["root appear", "badge appear", "detail appear", "root disappear", "badge disappear"])
        log.entries.removeAll()
        try host.tap("Toggle badge")
        #expect(log.entries.isEmpty, "the badge already disappeared when its screen was covered")
        try host.back()
        #expect(log.entries == ["root appear", "detail disappear"])
        #expect(host.stats.appearCount == 4)
        #expect(host.stats.disappearCount == 3)
    }

    // MARK: The graph's count of views with lifecycle actions

    struct OneBadge: View {
        let log: EventLog
        @State private var shows = true
        var body: some View {
            NavigationStack {
                VStack {
                    if shows { Text("Badge").logged("badge", in: log) }
                    Button("Toggle badge") { shows.toggle() }
                    NavigationLink("Open") { Text("Detail") }
                }
            }
        }
    }

    @Test("The only view with lifecycle actions goes and comes back: a push still hides it, a pop reveals it")
    func theOnlyLifecycleViewGoesAndComesBack() throws {
        // The runtime skips the walks that reveal or hide a subtree while no view in the graph
        // has lifecycle actions; the count must follow views as they come and go.
        let log = EventLog()
        let host = ViewHost(OneBadge(log: log))
        try host.tap("Toggle badge")
        try host.tap("Toggle badge")
        #expect(log.entries == ["badge appear", "badge disappear", "badge appear"])
        log.entries.removeAll()
        try host.tap("Open")
        #expect(log.entries == ["badge disappear"])
        try host.back()
        #expect(log.entries == ["badge disappear", "badge appear"])
    }

    // MARK: A navigation stack in a tab

    // struct TabbedStack: View {
    //     @State private var path: [Int] = []
    //     var body: some View {
    //         TabView {
    //             VStack {
    //                 Button("Open 1") { path = [1] }
    //                 Button("Open 1, 2") { path = [1, 2] }
    //                 Button("Close all") { path = [] }
    //             }
    //             .tabItem { Text("Home") }
    //             NavigationStack(path: $path) {
    //                 Text("Library root").onAppear { ... }.onDisappear { ... }
    //                     .navigationDestination(for: Int.self) { Text("Book \($0)").onAppear { ... }... }
    //             }
    //             .tabItem { Text("Library") }
    //         }
    //     }
    // }
    struct TabbedStack: View {
        let log: EventLog
        @State private var path: [Int] = []
        var body: some View {
            TabView {
                VStack {
                    Button("Open 1") { path = [1] }
                    Button("Open 1, 2") { path = [1, 2] }
                    Button("Close all") { path = [] }
                }
                .tabItem { Text("Home") }
                NavigationStack(path: $path) {
                    Text("Library root").logged("library root", in: log)
                        .navigationDestination(for: Int.self) { Text("Book \($0)").logged("book \($0)", in: log) }
                }
                .tabItem { Text("Library") }
            }
        }
    }

    @Test func aStackInATabThatIsNotSelectedRunsNothing() throws {
        let log = EventLog()
        let host = ViewHost(TabbedStack(log: log))
        try host.select(tab: "Library")
        try host.select(tab: "Home")
        #expect(log.entries == ["library root appear", "library root disappear"])
        log.entries.removeAll()
        try host.tap("Open 1, 2")
        try host.tap("Close all")
        try host.tap("Open 1")
        #expect(log.entries.isEmpty, "the library tab is off screen")
        try host.select(tab: "Library")
        #expect(log.entries == ["book 1 appear"], "only the top screen appears")
        log.entries.removeAll()
        try host.back()
        #expect(log.entries == ["library root appear", "book 1 disappear"])
    }

    @Test func aPushInTheSelectedTabCoversItsRootAndASwitchRunsOnlyTheTopScreen() throws {
        let log = EventLog()
        let host = ViewHost(TabbedStack(log: log))
        try host.select(tab: "Library")
        try host.select(tab: "Home")
        try host.tap("Open 1")
        try host.select(tab: "Library")
        log.entries.removeAll()
        try host.select(tab: "Home")
        #expect(log.entries == ["book 1 disappear"], "the covered root does not disappear again")
        try host.select(tab: "Library")
        #expect(log.entries == ["book 1 disappear", "book 1 appear"])
    }
}
