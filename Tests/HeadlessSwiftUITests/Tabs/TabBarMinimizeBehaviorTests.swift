import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("tabBarMinimizeBehavior (iOS 26): shown, not performed")
struct TabBarMinimizeBehaviorTests {
    @Test func theBehaviourIsShownOnTheTabView() {
        let tree = ViewHost(
            TabView {
                Text("Feed").tabItem { Text("Feed") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        ).render()
        #expect(tree.contains("tabBarMinimizeBehavior(.onScrollDown)"))
        #expect(TabBarMinimizeBehavior.never != .automatic)
    }
}
