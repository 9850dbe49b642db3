import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

/// The post 000's app, as the post writes it (only `import SwiftUI` differs): the call site
/// with one overlay content.
private enum OneContent {
    struct ContentView: View {
        @State var displayOverlayContent: Bool = false

        var body: some View {
            VStack {
                Button(
                    action: { displayOverlayContent.toggle() },
                    label: { Text("Show and Hide Overlay Content") }
                )
                Spacer()
            }
            .padding()
            .overlayIf(
                displayOverlayContent,
                Color.green.frame(width: 300, height: 300)
            )
        }
    }
}

/// The post's two-content `overlayIf`, called with the contents of its first example (green
/// when shown, red otherwise), and with the `Spacer()` the post's default puts second.
private enum TwoContents {
    struct ContentView: View {
        @State var displayOverlayContent: Bool = false

        var body: some View {
            VStack {
                Button(
                    action: { displayOverlayContent.toggle() },
                    label: { Text("Show and Hide Overlay Content") }
                )
                Spacer()
            }
            .padding()
            .overlayIf(
                displayOverlayContent,
                Color.green.frame(width: 300, height: 300),
                Color.red.frame(width: 300, height: 300)
            )
        }
    }

    struct SpacerContentView: View {
        @State var displayOverlayContent: Bool = false

        var body: some View {
            VStack {
                Button(
                    action: { displayOverlayContent.toggle() },
                    label: { Text("Show and Hide Overlay Content") }
                )
                Spacer()
            }
            .padding()
            .overlayIf(
                displayOverlayContent,
                Color.green.frame(width: 300, height: 300),
                Spacer(),
                alignment: .center
            )
        }
    }
}

@MainActor
@Suite("Seed 000: overlayIf as the post uses it")
struct SeedOverlayIfTests {
    static let screen = """
        VStack(alignment: .center, spacing: nil) .padding()
          Button
            Text "Show and Hide Overlay Content"
          Spacer
        """

    @Test func tappingTheButtonShowsAndHidesTheOverlay() throws {
        let host = ViewHost(OneContent.ContentView())
        #expect(host.render() == Self.screen)
        try host.tap("Show and Hide Overlay Content")
        #expect(
            host.render() == Self.screen + """

                  overlay(alignment: .center):
                    Color .green .frame(width: 300, height: 300)
                """)
        try host.tap("Show and Hide Overlay Content")
        #expect(host.render() == Self.screen)
    }

    @Test func onlyTheOverlayContentComesAndGoes() throws {
        let overlayAlone = ViewHost(Color.green.frame(width: 300, height: 300)).stats.nodesCreated
        let host = ViewHost(OneContent.ContentView())
        host.resetStatistics()
        try host.tap("Show and Hide Overlay Content")
        #expect(host.stats.nodesCreated == overlayAlone, "the screen under the overlay is not rebuilt")
        #expect(host.stats.nodesDestroyed == 0)
        host.resetStatistics()
        try host.tap("Show and Hide Overlay Content")
        #expect(host.stats.nodesCreated == 0)
        #expect(host.stats.nodesDestroyed == overlayAlone)
        #expect(host.stats.stateDeallocations == 0)
    }

    @Test func twoContentsSwitchBetweenGreenAndRed() throws {
        let host = ViewHost(TwoContents.ContentView())
        #expect(
            host.render() == Self.screen + """

                  overlay(alignment: .center):
                    Color .red .frame(width: 300, height: 300)
                """)
        try host.tap("Show and Hide Overlay Content")
        #expect(
            host.render() == Self.screen + """

                  overlay(alignment: .center):
                    Color .green .frame(width: 300, height: 300)
                """)
    }

    @Test func aSpacerSecondContentIsThePostsDefault() throws {
        let host = ViewHost(TwoContents.SpacerContentView())
        #expect(
            host.render() == Self.screen + """

                  overlay(alignment: .center):
                    Spacer
                """)
        try host.tap("Show and Hide Overlay Content")
        #expect(host.render().contains("Color .green .frame(width: 300, height: 300)"))
    }
}
