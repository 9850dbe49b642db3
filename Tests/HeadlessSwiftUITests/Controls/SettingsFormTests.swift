import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// A settings screen as apps write it: a `Form` of sections with controls, a section that a
/// toggle reveals, a footer, and a toolbar button, driven through the host as a user would.
@MainActor
@Suite("A settings form driven as a user would")
struct SettingsFormTests {
    @Observable
    final class Settings {
        var displayName = "Ada"
        var notificationsOn = false
        var sound = "Chime"
        var appearance = Appearance.system
        var fontSize = 16
        var saved: [String] = []
    }

    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    struct SettingsScreen: View {
        @Bindable var settings: Settings

        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        TextField("Display name", text: $settings.displayName)
                        Toggle("Notifications", isOn: $settings.notificationsOn.animation())
                    }
                    if settings.notificationsOn {
                        Section("Notifications") {
                            Picker("Sound", selection: $settings.sound) {
                                ForEach(["Chime", "Bell", "None"], id: \.self) { Text($0) }
                            }
                        }
                    }
                    Section {
                        Picker("Appearance", selection: $settings.appearance) {
                            ForEach(Appearance.allCases) { Text($0.rawValue.capitalized) }
                        }
                        Stepper("Font size: \(settings.fontSize)", value: $settings.fontSize, in: 12...24, step: 4)
                    } header: {
                        Text("Display")
                    } footer: {
                        Text("Applies to every screen.")
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            settings.saved.append(
                                "\(settings.displayName) \(settings.appearance.rawValue) \(settings.fontSize) \(settings.notificationsOn ? settings.sound : "off")"
                            )
                        }
                    }
                }
            }
        }
    }

    @Test func editingTheFormWritesTheModelAndSaveSeesIt() throws {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        #expect(host.contains(text: "Applies to every screen."))
        #expect(!host.contains(text: "Sound"), "the notifications section appears only when they are on")

        try host.type("Grace", into: "Display name")
        try host.toggle("Notifications")
        #expect(host.contains(text: "Sound"))
        try host.pick("Bell", in: "Sound")
        try host.pick("Dark", in: "Appearance")
        try host.increment("Font size: 16")
        try host.increment("Font size: 20")
        try host.increment("Font size: 24")  // at the top of its range: stays
        try host.tap("Save")

        #expect(settings.displayName == "Grace")
        #expect(settings.sound == "Bell")
        #expect(settings.appearance == .dark)
        #expect(settings.fontSize == 24)
        #expect(settings.saved == ["Grace dark 24 Bell"])
        #expect(host.contains(text: "Font size: 24"))
    }

    @Test func turningNotificationsOffRemovesTheirSectionAndItsState() throws {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        try host.toggle("Notifications")
        try host.pick("None", in: "Sound")
        try host.toggle("Notifications")
        #expect(!host.contains(text: "Sound"))
        #expect(settings.sound == "None", "the model keeps the choice; only the section went away")
        #expect(throws: ViewHostError.self) { try host.pick("Bell", in: "Sound") }
    }

    @Test func theFormShowsAsGroupedSectionsInTheTree() throws {
        let host = ViewHost(SettingsScreen(settings: Settings()))
        let tree = host.render()
        #expect(tree.contains(#"Form(style: automatic) .navigationTitle("Settings")"#))
        #expect(tree.contains(#"Section("Account")"#))
        #expect(tree.contains("ToolbarItem(placement: .confirmationAction)"))
        #expect(tree.contains(#"Toggle "Notifications" isOn: false"#))
    }
}
