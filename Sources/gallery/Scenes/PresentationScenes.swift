import DemoScreens
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// present(item:): one optional binding for every presentation of a view. Each scene drives
// a screen through taps, detent drags, swipes and `settle()` (which finishes the presentation
// and dismissal transitions, as the end of an animation would: a step before it shows a layer
// `presenting` or `dismissing`), rendering the root screen and every
// presented layer after each step. The screens are the demo app's (DemoScreens:
// Examples/DemoApp/Screens/PresentationScreens.swift).

@MainActor
let presentationScenes: [GalleryScene] = [
    GalleryScene(
        name: "present-sheet", title: "present(item:): nothing presented, a sheet at .medium, then .large, swiped away",
        render: presentSheetScene),
    GalleryScene(
        name: "present-cover", title: "present(item:): a full-screen cover, and a popover", render: presentCoverScene),
    GalleryScene(
        name: "present-switch", title: "present(item:): from a sheet to a cover while the sheet is up",
        render: presentSwitchScene),
    GalleryScene(
        name: "present-ios-behaviours",
        title: "present(item:) and seed 004's glue under each iOS behaviour the host models",
        render: presentBehavioursScene),
    GalleryScene(
        name: "present-nested", title: "present(item:): a sheet that presents a cover with the same API",
        render: presentNestedScene),
    GalleryScene(
        name: "present-type",
        title: "present(presentType:): seed 004's call site, .sheet(.profile) then .fullscreen(.settings)",
        render: presentTypeScene),
]

// MARK: - Sheet with detents

@MainActor
func presentSheetScene() -> String {
    let transcript = Transcript()
    transcript.note(
        ".present(item: $destination) { ... } style: { _ in .sheet(detents: [.medium, .large], selection: $detent, dragIndicator: .visible) }"
    )
    let host = transcript.host(DetentSheetScreen())
    transcript.step("nothing presented", host)
    transcript.tap("Edit Profile", on: host)
    transcript.step("tapped \"Edit Profile\": a sheet at .medium", host)
    transcript.attempt("selectDetent(.large)") { try host.selectDetent(.large) }
    transcript.step("dragged to .large (host.selectDetent(.large)): the screen's $detent follows", host)
    host.dismiss()
    transcript.step("swiped down (host.dismiss()): dismissing, binding already nil", host)
    host.settle()
    transcript.step("settled: gone, onDismiss ran once", host)
    return transcript.text
}

// MARK: - Cover and popover

@MainActor
func presentCoverScene() -> String {
    let transcript = Transcript()
    transcript.note(
        ".present(item: $destination) { ... } with Destination: Presentable (.editProfile: sheet, .settings: fullScreenCover, .tip: popover)"
    )
    let host = transcript.host(ProfileScreen())
    transcript.tap("Settings", on: host)
    transcript.step("tapped \"Settings\": a full-screen cover", host)
    transcript.note("host.dismiss() (a swipe) on the cover returns \(host.dismiss()): covers cannot be swiped away")
    transcript.tap("Done", on: host)
    transcript.step("tapped \"Done\" (dismiss() from inside): dismissing", host)
    host.settle()
    transcript.step("settled", host)
    transcript.tap("Tip", on: host)
    transcript.step("tapped \"Tip\": a popover", host)
    host.dismiss()
    host.settle()
    transcript.step("tapped outside (host.dismiss()) and settled", host)
    return transcript.text
}

// MARK: - Sheet to cover

@MainActor
func presentSwitchScene() -> String {
    let transcript = Transcript()
    transcript.note(
        "The sheet sets the same binding to .settings. UIKit presents one thing at a time from a view; a second request"
    )
    transcript.note(
        "while one is up or leaving is refused, queued or shown in the wrong style, depending on the iOS version")
    transcript.note(
        "(see present-ios-behaviours). present(item:) dismisses the sheet and presents the cover once the dismissal has completed."
    )
    let host = transcript.host(ProfileScreen())
    transcript.tap("Edit Profile", on: host)
    transcript.step("tapped \"Edit Profile\": the sheet", host)
    transcript.tap("Open Settings", on: host)
    transcript.step(
        "tapped \"Open Settings\" in the sheet: destination = .settings, the sheet is dismissing, the cover waits", host
    )
    host.settle()
    transcript.step("settled: the cover is up, onDismiss reported the sheet", host)
    transcript.tap("Done", on: host)
    host.settle()
    transcript.step("tapped \"Done\" and settled", host)
    return transcript.text
}

// MARK: - Under each iOS behaviour

@MainActor
func presentBehavioursScene() -> String {
    let transcript = Transcript()
    transcript.note(
        "Where iOS documents no single order, the host plays each plausible one (ViewHost.PresentationBehavior):")
    transcript.note(
        "SwiftUI's write of nil after a swipe or dismiss() at the start or anywhere among onDisappear and onDismiss, and a"
    )
    transcript.note(
        "second request while one is up refused (UIKit), queued (SwiftUI's \"only presenting a single sheet\" message) or"
    )
    transcript.note(
        "queued and shown in the previous style (swift-composable-architecture#2413). Sheet up, then \"Open Settings\":"
    )
    transcript.note("")
    transcript.note("| request while up | seed 004's two bindings | present(item:), under all 8 event orders |")
    transcript.note("|---|---|---|")
    for collision in ViewHost.PresentationBehavior.Collision.allCases {
        let seed = ViewHost(
            TwoBindingProfile(), presentationBehavior: .init(whilePresented: collision, whileDismissing: collision))
        try? seed.tap("Edit Profile")
        try? seed.tap("Open Settings")
        seed.settle()
        var ours: [String] = []
        for order in ViewHost.PresentationBehavior.allEventOrders {
            var behavior = order
            behavior.whilePresented = collision
            behavior.whileDismissing = collision
            let host = ViewHost(ProfileScreen(), presentationBehavior: behavior)
            try? host.tap("Edit Profile")
            try? host.tap("Open Settings")
            host.settle()
            ours.append(outcome(host))
        }
        let oursSummary = Set(ours).count == 1 ? "\(ours[0]) (8 of 8)" : ours.joined(separator: "; ")
        transcript.note("| \(collision) | \(outcome(seed)) | \(oursSummary) |")
    }
    return transcript.text
}

/// What a host shows after the switch: the top presentation and whether SwiftUI warned.
@MainActor
private func outcome(_ host: ViewHost) -> String {
    let shown =
        host.presentations.last.map { "\($0.style == .fullScreenCover ? "cover" : "\($0.style)")(\($0.item))" }
        ?? "nothing"
    return shown + (host.warnings.isEmpty ? ", no warning" : ", \(host.warnings.count) warning")
}

// MARK: - Nested

@MainActor
func presentNestedScene() -> String {
    let transcript = Transcript()
    let host = transcript.host(NestedScreen())
    transcript.tap("Account", on: host)
    transcript.step("tapped \"Account\": a sheet", host)
    transcript.tap("Show Terms", on: host)
    transcript.step("tapped \"Show Terms\" in the sheet: a cover over the sheet", host)
    transcript.tap("Done", on: host)
    host.settle()
    transcript.step("tapped \"Done\" in the cover and settled: back to the sheet", host)
    host.dismiss()
    host.settle()
    transcript.step("swiped the sheet down and settled", host)
    return transcript.text
}

// MARK: - Seed 004

@MainActor
func presentTypeScene() -> String {
    let transcript = Transcript()
    transcript.note("typealias PresentType = SwiftUIExtras.PresentType<SheetType, FullscreenType>")
    transcript.note("@State var presentType: PresentType? = nil")
    transcript.note(".present(presentType: $presentType) { item in ... } fullScreen: { item in ... }")
    let host = transcript.host(SeedProfileView())
    transcript.step("nothing presented", host)
    transcript.tap("Edit Profile", on: host)
    transcript.step("presentType = .sheet(.profile)", host)
    transcript.tap("Settings", on: host)
    transcript.step("presentType = .fullscreen(.settings) from inside the sheet: the sheet is dismissing", host)
    host.settle()
    transcript.step("settled: the cover", host)
    transcript.tap("Done", on: host)
    host.settle()
    transcript.step("tapped \"Done\" and settled", host)
    return transcript.text
}
