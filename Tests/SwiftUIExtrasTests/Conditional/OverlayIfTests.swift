import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

/// The one background or overlay on screen, typed (`RenderedElement.accessories`).
@MainActor
private func onlyAccessory(_ host: ViewHost) -> RenderedElement.Accessory? {
    host.find { !$0.accessories.isEmpty }?.accessories.first
}

/// The post's implementation, as the post writes it (with the non-deprecated `overlay`): the
/// condition branches on `self`, so the host view has two identities.
extension View {
    @ViewBuilder
    fileprivate func seedStyleOverlayIf<T: View>(_ condition: Bool, _ content: T, alignment: Alignment = .center)
        -> some View
    {
        if condition {
            self.overlay(alignment: alignment) { content }
        } else {
            self
        }
    }
}

@MainActor
@Suite("overlayIf")
struct OverlayIfTests {
    enum Implementation: Sendable {
        case library, seedStyle
    }

    struct Screen: View {
        let implementation: Implementation
        @State private var showing = false

        var body: some View {
            VStack {
                Button("Toggle") { showing.toggle() }
                switch implementation {
                case .library:
                    TapCounter(name: "A").overlayIf(showing, Text("Badge"))
                case .seedStyle:
                    TapCounter(name: "A").seedStyleOverlayIf(showing, Text("Badge"))
                }
            }
        }
    }

    @Test func hostViewKeepsItsStateWhenTheConditionFlips() throws {
        let host = ViewHost(Screen(implementation: .library))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Toggle")
        #expect(host.contains(text: "Badge"))
        #expect(host.contains(text: "A: 2"))
        try host.tap("Toggle")
        #expect(!host.contains(text: "Badge"))
        #expect(host.contains(text: "A: 2"))
        #expect(host.stats.stateDeallocations == 0)
        #expect(host.stats.stateAllocations == 0)
    }

    @Test func seedStyleIfElseLosesTheHostViewsState() throws {
        let host = ViewHost(Screen(implementation: .seedStyle))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Toggle")
        #expect(host.contains(text: "Badge"))
        #expect(host.contains(text: "A: 0"), "the if/else made a new view: its state starts again")
        #expect(host.stats.stateDeallocations == 1)
        try host.tap("Toggle")
        #expect(host.contains(text: "A: 0"))
        #expect(host.stats.stateDeallocations == 2)
    }

    @Test func overlayShowsOnlyWhileTheConditionHolds() {
        let shown = ViewHost(
            Text("Inbox").overlayIf(true, Color.red.frame(width: 8, height: 8), alignment: .topTrailing))
        #expect(
            shown.render() == """
                Text "Inbox"
                  overlay(alignment: .topTrailing):
                    Color .red .frame(width: 8, height: 8)
                """)
        let hidden = ViewHost(
            Text("Inbox").overlayIf(false, Color.red.frame(width: 8, height: 8), alignment: .topTrailing))
        #expect(hidden.render() == #"Text "Inbox""#)
    }

    struct TwoContents: View {
        @State private var online = true
        var body: some View {
            VStack {
                Button("Toggle") { online.toggle() }
                // A label wider than the overlay: a finger reaches it beside the overlaid text.
                TapCounter(name: "Counter A").overlayIf(online, Text("Online"), Text("Offline"), alignment: .bottom)
            }
        }
    }

    @Test func twoContentsSwitchInsideTheOverlay() throws {
        let host = ViewHost(TwoContents())
        try host.tap("Counter A: 0")
        let overlay = try #require(onlyAccessory(host))
        #expect(overlay.placement == .overlay && overlay.alignment == .bottom)
        #expect(overlay.elements.map(\.text) == ["Online"])
        try host.tap("Toggle")
        #expect(onlyAccessory(host)?.elements.map(\.text) == ["Offline"])
        #expect(!host.contains(text: "Online"))
        #expect(host.contains(text: "Counter A: 1"))
        #expect(host.stats.stateDeallocations == 0)
    }

    struct ClosureForm: View {
        @State private var showing = false
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("Toggle") { showing.toggle() }
                Button("Refresh \(unrelated)") { unrelated += 1 }
                TapCounter(name: "Host")
                    .overlayIf(showing, alignment: .topLeading) {
                        Text("Badge")
                        TapCounter(name: "Inner")
                    }
            }
        }
    }

    @Test func closureFormKeepsBothTheHostAndTheOverlaysState() throws {
        let host = ViewHost(ClosureForm())
        try host.tap("Host: 0")
        try host.tap("Toggle")
        #expect(onlyAccessory(host)?.placement == .overlay)
        #expect(onlyAccessory(host)?.alignment == .topLeading)
        try host.tap("Inner: 0")
        try host.tap("Refresh 0")
        #expect(host.contains(text: "Inner: 1"), "the overlay content keeps its state while it stays shown")
        #expect(host.contains(text: "Host: 1"))
        try host.tap("Toggle")
        #expect(!host.contains(text: "Badge"))
        #expect(host.contains(text: "Host: 1"))
        // The overlay content's own identity ends when it is taken away: that is its removal.
        #expect(host.stats.stateDeallocations == 1)
    }

    @Test func closureRunsOnlyWhileTheConditionHolds() {
        var calls = 0
        func badge() -> Text {
            calls += 1
            return Text("Badge")
        }
        _ = Text("Host").overlayIf(false) { badge() }
        #expect(calls == 0)
        _ = Text("Host").overlayIf(true) { badge() }
        #expect(calls == 1)
    }
}
