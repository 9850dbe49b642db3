import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `@SceneStorage` keeps a value per scene (a host), by key; `@AppStorage` gets a store of its
/// own per host.
@MainActor
@Suite("SceneStorage and the host's AppStorage")
struct SceneStorageTests {
    struct Tabs: View {
        @SceneStorage("tab") private var tab = "inbox"
        var body: some View {
            VStack {
                Text("Tab \(tab)")
                Button("Archive") { tab = "archive" }
            }
        }
    }

    struct Screen: View {
        @State private var showsTabs = true
        var body: some View {
            VStack {
                Button("Toggle") { showsTabs.toggle() }
                if showsTabs { Tabs() }
                MirrorView()
            }
        }
    }

    struct MirrorView: View {
        @SceneStorage("tab") private var tab = "none"
        var body: some View { Text("Mirror \(tab)") }
    }

    @Test func aValueOutlivesItsViewAndIsSharedByKey() throws {
        let host = ViewHost(Screen())
        #expect(host.contains(text: "Tab inbox"))
        #expect(host.contains(text: "Mirror none"), "a default is each view's own until a value is stored")
        try host.tap("Archive")
        #expect(host.contains(text: "Tab archive"))
        #expect(host.contains(text: "Mirror archive"))
        try host.tap("Toggle")
        try host.tap("Toggle")
        #expect(host.contains(text: "Tab archive"), "restored when the view comes back")
        let other = ViewHost(Screen())
        #expect(other.contains(text: "Tab inbox"), "another scene has its own storage")
    }

    @Test func theBindingWritesTheStorage() throws {
        struct Picker: View {
            @SceneStorage("sort") private var ascending = true
            var body: some View { Toggle("Ascending", isOn: $ascending) }
        }
        let host = ViewHost(Picker())
        try host.toggle("Ascending")
        #expect(try host.control("Ascending").value(as: Bool.self) == false)
    }

    @Test func eachHostHasItsOwnAppStorage() throws {
        struct Settings: View {
            @AppStorage("sound") private var sound = true
            var body: some View { Toggle("Sound", isOn: $sound) }
        }
        let first = ViewHost(Settings())
        try first.toggle("Sound")
        #expect(first.appStorage.object(forKey: "sound") as? Bool == false)
        let second = ViewHost(Settings())
        #expect(second.appStorage.object(forKey: "sound") == nil)
        #expect(try second.control("Sound").value(as: Bool.self) == true)
        #expect(UserDefaults.standard.object(forKey: "sound") == nil, "the standard store is untouched")
    }

    /// A view that appears after the root environment was replaced uses the host's store.
    @Test func theHostsStoreOutlivesANewEnvironment() throws {
        struct Settings: View {
            @AppStorage("haptics") private var haptics = true
            var body: some View { Toggle("Haptics", isOn: $haptics) }
        }
        struct Screen: View {
            @State private var showing = false
            var body: some View {
                if showing { Settings() } else { Button("Settings") { showing = true } }
            }
        }
        defer { UserDefaults.standard.removeObject(forKey: "haptics") }
        let host = ViewHost(Screen())
        host.update(environment: EnvironmentValues())
        try host.tap("Settings")
        try host.toggle("Haptics")
        #expect(host.appStorage.object(forKey: "haptics") as? Bool == false)
        #expect(UserDefaults.standard.object(forKey: "haptics") == nil, "the standard store is untouched")
    }
}
