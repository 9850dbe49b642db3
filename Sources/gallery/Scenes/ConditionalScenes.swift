import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// overlayIf, backgroundIf and isHidden, each flipped by tapping a button between renders.
// A `TapCounter` next to the modified content shows whether `@State` survived the flip.

@MainActor
let conditionalScenes: [GalleryScene] = [
    GalleryScene(name: "overlay-if", title: "overlayIf: off and on, in its three forms", render: overlayIfScene),
    GalleryScene(
        name: "background-if", title: "backgroundIf: off and on, in its three forms", render: backgroundIfScene),
    GalleryScene(name: "is-hidden", title: "isHidden: shown, hidden, removed", render: isHiddenScene),
]

/// A button that counts its taps in `@State`: "Taps: 1" after a flip means the state survived.
struct TapCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

// MARK: - overlayIf

/// Seed 000's `ContentView`, verbatim apart from the counter: the one-content form.
struct SeedOverlayView: View {
    @State var displayOverlayContent: Bool = false

    var body: some View {
        VStack {
            Button(
                action: { displayOverlayContent.toggle() },
                label: { Text("Show and Hide Overlay Content") }
            )
            TapCounter(name: "Taps")
            Spacer()
        }
        .padding()
        .overlayIf(
            displayOverlayContent,
            Color.green.frame(width: 300, height: 300)
        )
    }
}

/// The two-content form (seed 000's second version) and the closure form.
struct OverlayFormsView: View {
    @State private var isOnline = false

    var body: some View {
        VStack {
            Button("Toggle Online") { isOnline.toggle() }
            Text("Status")
                .overlayIf(isOnline, Color.green.opacity(0.3), Color.red.opacity(0.3))
            Image(systemName: "envelope")
                .overlayIf(isOnline, alignment: .topTrailing) {
                    Circle().fill(.red).frame(width: 8, height: 8)
                }
        }
    }
}

@MainActor
func overlayIfScene() -> String {
    let transcript = Transcript()
    transcript.note(
        "Seed 000's call site: .overlayIf(displayOverlayContent, Color.green.frame(width: 300, height: 300))")
    let seed = transcript.host(SeedOverlayView())
    transcript.tap("Taps: 0", on: seed)
    transcript.step("off (after one tap on the counter)", seed)
    transcript.tap("Show and Hide Overlay Content", on: seed)
    transcript.step("on (tapped \"Show and Hide Overlay Content\"): the counter keeps its count", seed)
    transcript.tap("Show and Hide Overlay Content", on: seed)
    transcript.step("off again", seed)

    transcript.note("")
    transcript.note(
        "Two contents: .overlayIf(isOnline, green, red); closure: .overlayIf(isOnline, alignment: .topTrailing) { Circle()... }"
    )
    let forms = transcript.host(OverlayFormsView())
    transcript.step("isOnline = false", forms)
    transcript.tap("Toggle Online", on: forms)
    transcript.step("isOnline = true (tapped \"Toggle Online\")", forms)
    return transcript.text
}

// MARK: - backgroundIf

struct BackgroundFormsView: View {
    @State private var isSelected = false

    var body: some View {
        VStack {
            Button("Toggle Selection") { isSelected.toggle() }
            TapCounter(name: "Row")
                .padding()
                .backgroundIf(isSelected, Color.blue.opacity(0.2))
            Text("Status")
                .backgroundIf(isSelected, Color.green, Color.gray)
            Text("Card")
                .padding()
                .backgroundIf(isSelected) {
                    RoundedRectangle(cornerRadius: 8).fill(.yellow)
                }
        }
    }
}

@MainActor
func backgroundIfScene() -> String {
    let transcript = Transcript()
    transcript.note("One content, two contents, closure: .backgroundIf(isSelected, ...)")
    let host = transcript.host(BackgroundFormsView())
    transcript.tap("Row: 0", on: host)
    transcript.step("isSelected = false (after one tap on the row counter)", host)
    transcript.tap("Toggle Selection", on: host)
    transcript.step("isSelected = true (tapped \"Toggle Selection\"): the row keeps its count", host)
    return transcript.text
}

// MARK: - isHidden

struct IsHiddenView: View {
    @State private var hidden = false
    @State private var remove = false

    var body: some View {
        VStack {
            Button("Toggle Hidden") { hidden.toggle() }
            Button("Toggle Remove") { remove.toggle() }
            TapCounter(name: "Banner")
                .isHidden(hidden, remove: remove)
            Text("Below the banner")
        }
    }
}

/// Seed 001's list: a divider after every row but the last.
struct CoinListView: View {
    let coins = ["BTC", "ETH", "SOL"]

    var body: some View {
        LazyVStack {
            ForEach(coins, id: \.self) { coin in
                Text(coin)
                Divider()
                    .isHidden(coin == coins.last)
                    .padding(.horizontal, 100)
            }
        }
    }
}

@MainActor
func isHiddenScene() -> String {
    let transcript = Transcript()
    transcript.note(".isHidden(hidden, remove: remove) on a counter")
    let host = transcript.host(IsHiddenView())
    transcript.tap("Banner: 0", on: host)
    transcript.step("shown (after one tap on the banner)", host)
    transcript.tap("Toggle Hidden", on: host)
    transcript.step("hidden, remove: false — kept in place, invisible, untappable, state kept", host)
    transcript.tap("Toggle Remove", on: host)
    transcript.step("hidden, remove: true — removed: identity and state end", host)
    transcript.tap("Toggle Hidden", on: host)
    transcript.step("shown again — a new view with fresh state (Banner: 0)", host)

    transcript.note("")
    transcript.note("Seed 001's call site: Divider().isHidden(item == coin.last).padding(.horizontal, 100)")
    transcript.step("the last divider is hidden", transcript.host(CoinListView()))
    return transcript.text
}
