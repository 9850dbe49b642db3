import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("The tab bar takes its room at the bottom of a tab view")
struct TabBarLayoutTests {
    /// A screen whose last line sits at the bottom of what it is given.
    struct Page: View {
        let name: String
        var body: some View {
            VStack(spacing: 0) {
                Spacer()
                Text(name)
            }
        }
    }

    /// The bottom of the text `name`.
    func bottom(of name: String, in view: some View) throws -> CGFloat {
        let host = ViewHost(view, device: box(390, 800))
        return try #require(host.frame(of: name)).maxY
    }

    @Test("A tab's content ends 49 pt above the tab view's bottom")
    func tabBarHeight() throws {
        // A tab bar is 49 pt tall (83 pt with an iPhone's home indicator, whose 34 pt the
        // device's safe area already keeps): openradar 36192254 (lionheart/openradar-mirror#19122),
        // "UITabBar should be 83pt in height"; eggswift/ESTabBarController#81, "49 pt is right on
        // everything except iPhone X".
        let tabs = TabView {
            Page(name: "Home").tabItem { Text("Home") }
            Page(name: "Search").tabItem { Text("Search") }
        }
        #expect(try bottom(of: "Home", in: tabs) == 751)
    }

    @Test("A hidden tab bar takes no room, nor does a paged tab view's")
    func hiddenAndPaged() throws {
        let hidden = TabView {
            Page(name: "Home").toolbar(.hidden, for: .tabBar).tabItem { Text("Home") }
        }
        #expect(try bottom(of: "Home", in: hidden) == 800)
        let paged = TabView {
            Page(name: "One").tag(1)
            Page(name: "Two").tag(2)
        }
        .tabViewStyle(.page)
        #expect(try bottom(of: "One", in: paged) == 800)
    }

    @Test("A screen pushed in a tab can hide the tab bar; back at the root it returns")
    func pushedScreenHidesTheTabBar() throws {
        struct App: View {
            @State var path: [Int] = []
            var body: some View {
                TabView {
                    NavigationStack(path: $path) {
                        VStack(spacing: 0) {
                            Spacer()
                            Button("Open") { path = [1] }
                        }
                        .navigationDestination(for: Int.self) { _ in
                            Page(name: "Detail").toolbar(.hidden, for: .tabBar)
                        }
                    }
                    .tabItem { Text("Inbox") }
                }
            }
        }
        let host = ViewHost(App(), device: box(390, 800))
        let open = try #require(host.frame(of: "Open"))
        #expect(open.maxY == 751)
        try host.tap("Open")
        #expect(try #require(host.frame(of: "Detail")).maxY == 800)
        try host.back()
        #expect(try #require(host.frame(of: "Open")).maxY == 751)
    }
}
