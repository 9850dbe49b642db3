import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A help screen that opens the help centre through the environment's `openURL`.
private struct HelpScreen: View {
    @Environment(\.openURL) private var openURL
    @State private var result = "none"

    var body: some View {
        VStack {
            Text("result: \(result)")
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            Button("Check") {
                openURL(URL(string: "myapp://blocked")!) { accepted in result = accepted ? "opened" : "refused" }
            }
        }
    }
}

/// A profile card that shows placeholders while loading, except the always-visible title.
private struct ProfileCard: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View {
        VStack {
            Text(reasons.contains(.placeholder) ? "loading" : "Ada")
            Title()
        }
    }

    struct Title: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View { Text(reasons.isEmpty ? "Profile" : "redacted title") }
    }
}

/// Shows the environment values an app reads.
private struct EnvironmentProbe: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.legibilityWeight) private var weight
    @Environment(\.layoutDirection) private var direction
    @Environment(\.lineSpacing) private var lineSpacing

    var body: some View {
        VStack {
            Text("phase \(scenePhase == .active ? "active" : "not active")")
            Text("locale \(locale.identifier)")
            Text("zone \(timeZone.identifier)")
            Text("calendar \(calendar.identifier == .gregorian ? "gregorian" : "other")")
            Text("contrast \(contrast == .standard ? "standard" : "increased")")
            Text("pixel \(pixelLength)")
            Text("reduce motion \(reduceMotion)")
            Text("weight \(weight == .regular ? "regular" : "other")")
            Text("direction \(direction == .leftToRight ? "ltr" : "rtl")")
            Text("line spacing \(Int(lineSpacing))")
        }
    }
}

@MainActor
@Suite("Standard environment values, openURL, redaction")
struct StandardEnvironmentTests {
    @Test("openURL substituted by a test receives the URL; its result reaches the completion")
    func openURLSubstituted() throws {
        var opened: [URL] = []
        let host = ViewHost(
            HelpScreen().environment(
                \.openURL,
                OpenURLAction { url in
                    opened.append(url)
                    return url.scheme == "myapp" ? .discarded : .handled
                }))
        try host.tap("Help")
        #expect(opened == [URL(string: "https://example.com/help")!])
        try host.tap("Check")
        #expect(opened.count == 2)
        #expect(host.contains(text: "result: refused"))
    }

    @Test("The default openURL accepts a URL, as the system would")
    func openURLDefault() throws {
        let host = ViewHost(HelpScreen())
        try host.tap("Check")
        #expect(host.contains(text: "result: opened"))
    }

    @Test("Environment values have their documented defaults, and overrides reach the subtree")
    func defaultsAndOverrides() {
        let host = ViewHost(EnvironmentProbe(), device: .iPhone15Pro)
        #expect(host.contains(text: "phase active"))
        #expect(host.contains(text: "locale \(Locale.current.identifier)"))
        #expect(host.contains(text: "zone \(TimeZone.current.identifier)"))
        #expect(host.contains(text: "contrast standard"))
        #expect(host.contains(text: "pixel 0.333333"), "a CGFloat interpolates with %lf")
        #expect(host.contains(text: "reduce motion false"))
        #expect(host.contains(text: "weight regular"))
        #expect(host.contains(text: "direction ltr"))
        #expect(host.contains(text: "line spacing 0"))

        let overridden = ViewHost(
            EnvironmentProbe()
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                .environment(\.scenePhase, .background)
                .environment(\.layoutDirection, .rightToLeft)
                .lineSpacing(6)
                .transformEnvironment(\.legibilityWeight) { $0 = .bold })
        #expect(overridden.contains(text: "locale fr_FR"))
        #expect(overridden.contains(text: "zone Asia/Tokyo"))
        #expect(overridden.contains(text: "phase not active"))
        #expect(overridden.contains(text: "direction rtl"))
        #expect(overridden.contains(text: "line spacing 6"))
        #expect(overridden.contains(text: "weight other"))
    }

    @Test("redacted(reason:) adds a reason for the subtree and unredacted() removes it")
    func redaction() {
        let plain = ViewHost(ProfileCard())
        #expect(plain.contains(text: "Ada") && plain.contains(text: "Profile"))
        let loading = ViewHost(ProfileCard().redacted(reason: .placeholder))
        #expect(loading.contains(text: "loading"))
        #expect(loading.contains(text: "redacted title"))
        #expect(loading.find(text: "redacted title")?.environment?.redactionReasons == .placeholder)
        #expect(plain.find(text: "Profile")?.environment?.redactionReasons == [])
    }

    @Test("preferredColorScheme travels up as a preference")
    func preferredColorScheme() {
        struct Root: View {
            @State private var scheme: ColorScheme?
            var body: some View {
                VStack {
                    Text(scheme == .dark ? "dark" : "unset")
                    Text("Settings").preferredColorScheme(.dark)
                }
                .onPreferenceChange(PreferredColorSchemeKey.self) { scheme = $0 }
            }
        }
        let host = ViewHost(Root())
        #expect(host.contains(text: "dark"))
    }
}
