import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A screen with nesting, accessories and a navigation stack that can push and present.
private struct Screen: View {
    @State private var path: [Int] = []
    @State private var sheet = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("A")
                HStack {
                    Text("B")
                    Text("C").background { Text("C behind") }
                }
                .overlay { Text("Over") }
                Text("D")
                Button("Push") { path.append(1) }
                Button("Present") { sheet = true }
            }
            .navigationDestination(for: Int.self) { value in
                VStack {
                    Text("Detail \(value)")
                    Button("Inner") {}.accessibilityIdentifier("inner")
                }
                .accessibilityIdentifier("detail")
            }
            .sheet(isPresented: $sheet) {
                Text("Sheet")
            }
        }
    }
}

@MainActor
@Suite("ScreenNodes: the one walk of a screen the host's queries share")
struct ScreenNodesTests {
    /// Every node below `node` that is not under an offscreen child, written out as the rule
    /// says (recursively), to hold the walk to.
    private func reference(_ node: ViewNode) -> [ViewNode] {
        [node]
            + node.children.filter { !node.offscreenChildren.contains($0.key) }.flatMap { reference($0) }
    }

    /// Whether the walk visits what the rule says, in its order.
    private func walksAsTheRuleSays(_ screen: ScreenNodes) -> Bool {
        screen.all { _ in true }.map(ObjectIdentifier.init) == reference(screen.root).map(ObjectIdentifier.init)
    }

    private func texts(_ screen: ScreenNodes) -> [String] {
        screen.all { $0.text != nil }.compactMap(\.text)
    }

    @Test("Depth first, each node before its children, accessories after the content they decorate")
    func orderIsDepthFirst() {
        let host = ViewHost(Screen())
        let screen = host.frontmostScreen
        #expect(walksAsTheRuleSays(screen))
        #expect(texts(screen) == ["A", "B", "C", "C behind", "Over", "D", "Push", "Present"])
        #expect(screen.first { $0.text == "C behind" }?.text == "C behind")
        #expect(screen.first { $0.text == "Detail 1" } == nil)
    }

    @Test("A screen covered by a push is not on the frontmost screen; presented content is a screen of its own")
    func coveredAndPresentedContentIsOffTheScreen() throws {
        let host = ViewHost(Screen())
        try host.tap("Push")
        var screen = host.frontmostScreen
        #expect(walksAsTheRuleSays(screen))
        #expect(texts(screen) == ["Detail 1", "Inner"])
        #expect(screen.nodes(showing: "A").isEmpty)

        try host.back()
        try host.tap("Present")
        screen = host.frontmostScreen
        #expect(texts(screen) == ["Sheet"])
        #expect(screen.innermost(NavigationState.self) == nil)
    }

    /// A stack in a tab of a tab view that a stack holds: the back button belongs to the inner.
    @Test("The innermost attachment is the last one depth first")
    func innermostAttachment() throws {
        let host = ViewHost(
            NavigationStack {
                TabView {
                    NavigationStack {
                        NavigationLink("Inner push") { Text("Pushed") }
                    }
                    .tabItem { Text("Tab") }
                }
            })
        try host.tap("Inner push")
        let screen = host.frontmostScreen
        let stacks = screen.attachments(NavigationState.self)
        #expect(stacks.count == 2)
        #expect(screen.innermost(NavigationState.self) === stacks[1])
        #expect(host.navigationPath.count == 1)
        try host.back()
        #expect(host.contains(text: "Inner push"))
    }

    /// `accessibilityIdentifier` on a container names what is inside it, and the nearest one wins.
    @Test("A node's accessibility identifier is its own or the nearest one above it")
    func nearestAccessibilityIdentifierApplies() throws {
        let host = ViewHost(Screen())
        try host.tap("Push")
        let screen = host.frontmostScreen
        let detail = try #require(screen.first { $0.text == "Detail 1" })
        let inner = try #require(screen.first { $0.text == "Inner" })
        #expect(screen.accessibilityIdentifier(of: detail) == "detail")
        #expect(screen.accessibilityIdentifier(of: inner) == "inner")
        #expect(screen.accessibilityIdentifier(of: screen.root) == nil)
    }
}
