import DemoScreens
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// wrapToLink: a list of rows, each wrapped into a navigation link, before and after a tap on
// one row, in its three forms. A counter shows how many destinations each form builds.
// The views are the demo app's (DemoScreens: Examples/DemoApp/Screens/NavigationScreens.swift).

@MainActor
let navigationScenes: [GalleryScene] = [
    GalleryScene(
        name: "wrap-to-link", title: "wrapToLink: a row list before and after a tap, in its three forms",
        render: wrapToLinkScene)
]

@MainActor
func wrapToLinkScene() -> String {
    let transcript = Transcript()
    for (index, form) in LinkForm.allCases.enumerated() {
        if index > 0 { transcript.note("") }
        transcript.note(form.callSite)
        let counter = DetailBuildCounter()
        let host = transcript.host(CoinList(form: form, counter: counter))
        transcript.step("the list (detail views built so far: \(counter.built))", host)
        transcript.tap("Ethereum", on: host)
        transcript.step("tapped the ETH row (detail views built so far: \(counter.built))", host)
        transcript.attempt("back()") { try host.back() }
        let path = host.navigationPath
        transcript.note(
            "back(): navigationPath = [\(path.joined(separator: ", "))], the list is shown again: \(host.contains(text: "Ethereum") && !host.contains(text: "Detail of ETH"))"
        )
    }
    return transcript.text
}
