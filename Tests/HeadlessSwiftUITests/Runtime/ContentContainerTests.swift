import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A stack whose spacing, alignment or content a button changes.
private struct Stacks: View {
    @State private var spacing: CGFloat = 8
    @State private var trailing = false
    @State private var title = "Hi"
    @State private var unrelated = 0

    var body: some View {
        // Read, so that a change runs the body again; it changes no view.
        let _ = unrelated
        VStack(alignment: trailing ? .trailing : .center) {
            Button("Spacing") { spacing = 40 }
            Button("Trailing") { trailing = true }
            Button("Longer") { title = "A much longer title" }
            Button("Unrelated") { unrelated += 1 }
            HStack(spacing: spacing) {
                Text(title).accessibilityIdentifier("title")
                Text("Next").accessibilityIdentifier("next")
            }
            Text("Short").accessibilityIdentifier("short")
        }
    }
}

/// The same screen, built afresh in the state a tap left the other in.
private struct Fresh: View {
    let spacing: CGFloat
    let trailing: Bool
    let title: String

    var body: some View {
        VStack(alignment: trailing ? .trailing : .center) {
            Button("Spacing") {}
            Button("Trailing") {}
            Button("Longer") {}
            Button("Unrelated") {}
            HStack(spacing: spacing) {
                Text(title).accessibilityIdentifier("title")
                Text("Next").accessibilityIdentifier("next")
            }
            Text("Short").accessibilityIdentifier("short")
        }
    }
}

/// Stacks and tuples hand a new value's content to their content's nodes when their own
/// attributes are the same (`ContentContainer`): what is laid out must be what a fresh graph
/// lays out, whichever part changed.
@MainActor
@Suite("Containers hand their content on")
struct ContentContainerTests {
    private func frames(_ host: ViewHost) -> [CGRect?] {
        ["title", "next", "short"].map { host.frame(of: $0) }
    }

    @Test(
        "A change of a stack's attributes or of its content lays out as afresh",
        arguments: [
            ("Spacing", Fresh(spacing: 40, trailing: false, title: "Hi")),
            ("Trailing", Fresh(spacing: 8, trailing: true, title: "Hi")),
            ("Longer", Fresh(spacing: 8, trailing: false, title: "A much longer title")),
        ])
    fileprivate func changesLayOutAsAfresh(button: String, expected: Fresh) throws {
        let host = ViewHost(Stacks())
        host.layout()
        try host.tap(button)
        let fresh = ViewHost(expected)
        #expect(frames(host) == frames(fresh))
        #expect(host.render() == fresh.render())
    }

    @Test("A container none of whose content changed is not updated")
    func unchangedContentUpdatesNothing() throws {
        let host = ViewHost(Stacks())
        host.resetStatistics()
        try host.tap("Unrelated")
        // The root's body runs again; its stacks and texts are the same values. Updated: the
        // root (its state) and the four buttons (new action closures), nothing else.
        #expect(host.stats.bodyEvaluations == 1)
        #expect(host.stats.nodeUpdates == 5)
    }
}
