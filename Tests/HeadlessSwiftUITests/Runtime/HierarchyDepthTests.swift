import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `content` inside `levels` levels of `AnyView` and `padding` alternating.
@MainActor
private func nested(_ levels: Int, around content: some View) -> AnyView {
    var view = AnyView(content)
    for _ in 0..<levels { view = AnyView(view.padding(0)) }
    return view
}

/// A counter at the leaf of a deep hierarchy: its own state, its own tap.
private struct DeepLeaf: View {
    @State private var taps = 0
    var title: String

    var body: some View {
        Button("\(title) \(taps)") { taps += 1 }
            .onDisappear { DeepHierarchy.log.append("leaf disappeared") }
    }
}

/// A deep hierarchy whose root state changes what the leaf shows (so an update goes through
/// every level), and can remove it all (so teardown does).
private struct DeepHierarchy: View {
    @MainActor static var log: [String] = []
    var levels: Int
    @State private var title = "Leaf"
    @State private var shown = true
    @State private var enabled = true

    var body: some View {
        VStack {
            Button("Rename") { title = "Renamed" }
            Button("Remove") { shown = false }
            Button("Disable") { enabled = false }
            if shown { nested(levels, around: DeepLeaf(title: title)).disabled(!enabled) }
        }
    }
}

/// The runtime's mount, update, layout, rendering and teardown recurse through the hierarchy,
/// a few frames per view: 4,000 views overflowed the 8 MiB stack of the thread a test runs on,
/// in a debug build. No depth may kill the test process (how deep SwiftUI goes on a device is
/// not documented, so the stand-in sets no limit of its own): each recursive step asks
/// `StackRoom` for room, and deep below the recursion goes on in new stack segments. (A *type*
/// nested that deep is another matter: Swift's own value witnesses copy a nested `VStack` value
/// recursively, with a temporary that grows with the depth, and overflow at about 800 levels,
/// code that runs the same under SwiftUI. Deep hierarchies come from erasure and recursion, as
/// here.)
@MainActor
@Suite("Deep hierarchies: no depth kills the process")
struct HierarchyDepthTests {
    @Test("A hierarchy 10,000 levels deep (20,000 views) mounts, updates, lays out, renders and goes")
    func tenThousandLevels() throws {
        DeepHierarchy.log = []
        let host = ViewHost(DeepHierarchy(levels: 10_000))
        host.layout()
        #expect(host.texts == ["Rename", "Remove", "Disable", "Leaf 0"])
        #expect(host.render().contains("Leaf 0"))
        #expect(host.svg().contains("Leaf 0"))

        try host.tap("Leaf 0")
        #expect(host.texts.last == "Leaf 1", "the leaf's own state, 20,000 views down")
        try host.tap("Rename")
        #expect(host.texts.last == "Renamed 1", "the root's change went down every level; the leaf kept its state")
        #expect(try #require(host.frame(of: "Renamed 1")).width > 0)
        try host.tap("Disable")
        #expect(throws: (any Error).self, "the environment went down every level") { try host.tap("Renamed 1") }
        #expect(host.texts.last == "Renamed 1")

        try host.tap("Remove")
        #expect(host.texts == ["Rename", "Remove", "Disable"])
        #expect(DeepHierarchy.log == ["leaf disappeared"])
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
