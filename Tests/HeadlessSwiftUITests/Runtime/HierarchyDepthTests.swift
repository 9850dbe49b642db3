import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A hierarchy `levels` deep: `AnyView` and `padding` alternating around a text.
@MainActor
private func nested(_ levels: Int) -> AnyView {
    var view = AnyView(Text("Leaf"))
    for _ in 0..<levels { view = AnyView(view.padding(1)) }
    return view
}

/// The runtime's update, layout and rendering recurse through the hierarchy. Where a
/// hierarchy is deeper than the recursion can go on the test's thread, the stand-in stops
/// building it at `ViewNode.maximumDepth` and says so, instead of overflowing the stack and
/// killing the test process (SwiftUI has no such limit: this is the stand-in's gap, named).
@MainActor
@Suite("Deep hierarchies: no depth kills the process")
struct HierarchyDepthTests {
    @Test("A hierarchy within the limit is built whole, without a warning")
    func withinTheLimit() {
        let host = ViewHost(nested(900))
        host.layout()
        #expect(host.texts == ["Leaf"])
        #expect(host.warnings.isEmpty)
    }

    @Test("A hierarchy 5,000 levels deep is built to the limit and a warning names the depth")
    func pastTheLimit() {
        let host = ViewHost(nested(5_000))
        host.layout()
        _ = host.render()
        #expect(host.texts.isEmpty, "the leaf lies below the limit")
        let warning = host.warnings.first { $0.contains("\(ViewNode.maximumDepth) views deep") }
        #expect(warning != nil, "\(host.warnings)")
        #expect(host.warnings.count == 1)
    }
}
