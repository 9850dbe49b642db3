import DemoScreens
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// overlayIf, backgroundIf and isHidden, each flipped by tapping a button between renders.
// A `TapCounter` next to the modified content shows whether `@State` survived the flip.
// The views are the demo app's (DemoScreens: Examples/DemoApp/Screens/ConditionalScreens.swift).

@MainActor
let conditionalScenes: [GalleryScene] = [
    GalleryScene(name: "overlay-if", title: "overlayIf: off and on, in its three forms", render: overlayIfScene),
    GalleryScene(
        name: "background-if", title: "backgroundIf: off and on, in its three forms", render: backgroundIfScene),
    GalleryScene(name: "is-hidden", title: "isHidden: shown, hidden, removed", render: isHiddenScene),
]

// MARK: - overlayIf

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
