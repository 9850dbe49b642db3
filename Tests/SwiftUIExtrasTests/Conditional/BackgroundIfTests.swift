import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

/// The one background or overlay on screen, typed (`RenderedElement.accessories`).
@MainActor
private func onlyAccessory(_ host: ViewHost) -> RenderedElement.Accessory? {
    host.find { !$0.accessories.isEmpty }?.accessories.first
}

/// A seed-style `backgroundIf`, written the way the post 000 writes `overlayIf`: the condition
/// branches on `self`, so the host view has two identities.
extension View {
    @ViewBuilder
    fileprivate func seedStyleBackgroundIf<T: View>(_ condition: Bool, _ content: T, alignment: Alignment = .center)
        -> some View
    {
        if condition {
            self.background(alignment: alignment) { content }
        } else {
            self
        }
    }
}

@MainActor
@Suite("backgroundIf")
struct BackgroundIfTests {
    enum Implementation: Sendable {
        case library, seedStyle
    }

    struct Screen: View {
        let implementation: Implementation
        @State private var selected = false

        var body: some View {
            VStack {
                Button("Select") { selected.toggle() }
                switch implementation {
                case .library:
                    TapCounter(name: "A").backgroundIf(selected, Color.yellow)
                case .seedStyle:
                    TapCounter(name: "A").seedStyleBackgroundIf(selected, Color.yellow)
                }
            }
        }
    }

    @Test func hostViewKeepsItsStateWhenTheConditionFlips() throws {
        let host = ViewHost(Screen(implementation: .library))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Select")
        let background = try #require(onlyAccessory(host))
        #expect(background.placement == .background && background.alignment == .center)
        #expect(background.elements.first?.view(as: Color.self) == .yellow)
        #expect(host.contains(text: "A: 2"))
        try host.tap("Select")
        #expect(onlyAccessory(host) == nil)
        #expect(host.contains(text: "A: 2"))
        #expect(host.stats.stateDeallocations == 0)
        #expect(host.stats.stateAllocations == 0)
    }

    @Test func seedStyleIfElseLosesTheHostViewsState() throws {
        let host = ViewHost(Screen(implementation: .seedStyle))
        try host.tap("A: 0")
        try host.tap("A: 1")
        host.resetStatistics()
        try host.tap("Select")
        #expect(host.contains(text: "A: 0"), "the if/else made a new view: its state starts again")
        #expect(host.stats.stateDeallocations == 1)
    }

    @Test func backgroundShowsOnlyWhileTheConditionHolds() {
        let shown = ViewHost(Text("Card").padding().backgroundIf(true, Color.white, alignment: .bottomLeading))
        #expect(
            shown.render() == """
                Text "Card" .padding()
                  background(alignment: .bottomLeading):
                    Color .white
                """)
        let hidden = ViewHost(Text("Card").padding().backgroundIf(false, Color.white, alignment: .bottomLeading))
        #expect(hidden.render() == #"Text "Card" .padding()"#)
    }

    struct TwoContents: View {
        @State private var online = true
        var body: some View {
            VStack {
                Button("Toggle") { online.toggle() }
                TapCounter(name: "A").backgroundIf(online, Color.green, Color.gray)
            }
        }
    }

    @Test func twoContentsSwitchInsideTheBackground() throws {
        let host = ViewHost(TwoContents())
        try host.tap("A: 0")
        #expect(onlyAccessory(host)?.elements.first?.view(as: Color.self) == .green)
        try host.tap("Toggle")
        #expect(onlyAccessory(host)?.elements.first?.view(as: Color.self) == .gray)
        #expect(onlyAccessory(host)?.alignment == .center)
        #expect(host.contains(text: "A: 1"))
        #expect(host.stats.stateDeallocations == 0)
    }

    struct ClosureForm: View {
        @State private var highlighted = false
        var body: some View {
            VStack {
                Button("Highlight") { highlighted.toggle() }
                TapCounter(name: "A")
                    .backgroundIf(highlighted, alignment: .top) {
                        // HeadlessSwiftUI has no `ShapeStyle.yellow` yet.
                        RoundedRectangle(cornerRadius: 8).fill(Color.yellow)
                    }
            }
        }
    }

    @Test func closureFormKeepsTheHostViewsState() throws {
        let host = ViewHost(ClosureForm())
        try host.tap("A: 0")
        try host.tap("Highlight")
        #expect(onlyAccessory(host)?.placement == .background)
        #expect(onlyAccessory(host)?.alignment == .top)
        #expect(host.contains(text: "A: 1"))
        try host.tap("Highlight")
        #expect(onlyAccessory(host) == nil)
        #expect(host.contains(text: "A: 1"))
        #expect(host.stats.stateDeallocations == 0)
    }

    @Test func closureRunsOnlyWhileTheConditionHolds() {
        var calls = 0
        func fill() -> Color {
            calls += 1
            return Color.yellow
        }
        _ = Text("Host").backgroundIf(false) { fill() }
        #expect(calls == 0)
        _ = Text("Host").backgroundIf(true) { fill() }
        #expect(calls == 1)
    }
}
