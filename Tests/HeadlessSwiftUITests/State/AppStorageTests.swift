import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("@AppStorage backed by a UserDefaults that tests substitute")
struct AppStorageTests {
    enum Theme: String { case system, light, dark }
    enum SortOrder: Int { case name, date }

    struct SettingsScreen: View {
        @AppStorage("notifications") private var notifications = true
        @AppStorage("theme") private var theme = Theme.system
        @AppStorage("fontSize") private var fontSize = 14.0
        @AppStorage("sort") private var sort = SortOrder.name
        @AppStorage("nickname") private var nickname: String?
        var body: some View {
            VStack {
                Text("Notifications: \(notifications ? "on" : "off")")
                Button("Switch notifications") { $notifications.wrappedValue.toggle() }
                Text("Theme: \(theme.rawValue)")
                Button("Dark") { theme = .dark }
                Text("Font: \(Int(fontSize))")
                Button("Bigger") { fontSize += 2 }
                Text("Sort: \(sort == .name ? "name" : "date")")
                Button("By date") { sort = .date }
                Text("Nickname: \(nickname ?? "none")")
                Button("Set nickname") { nickname = "Ace" }
                Button("Clear nickname") { nickname = nil }
                NotificationBadge()
            }
        }
    }

    /// Another view reading the same key.
    struct NotificationBadge: View {
        @AppStorage("notifications") private var notifications = true
        var body: some View { Text(notifications ? "🔔" : "🔕") }
    }

    func freshDefaults() -> UserDefaults {
        UserDefaults(suiteName: "AppStorageTests.\(UUID().uuidString)")!
    }

    @Test func settingsPersistInTheSubstitutedStore() throws {
        let defaults = freshDefaults()
        let host = ViewHost(SettingsScreen().defaultAppStorage(defaults))
        #expect(host.contains(text: "Notifications: on"))
        #expect(defaults.object(forKey: "notifications") == nil)  // a default is not written
        try host.tap("Switch notifications")
        #expect(defaults.object(forKey: "notifications") as? Bool == false)
        #expect(host.contains(text: "Notifications: off"))
        #expect(host.contains(text: "🔕"))  // every view reading the key updates
        try host.tap("Dark")
        try host.tap("Bigger")
        try host.tap("By date")
        try host.tap("Set nickname")
        #expect(defaults.string(forKey: "theme") == "dark")
        #expect(defaults.double(forKey: "fontSize") == 16)
        #expect(defaults.integer(forKey: "sort") == 1)
        #expect(defaults.string(forKey: "nickname") == "Ace")
        #expect(host.contains(text: "Theme: dark"))
        #expect(host.contains(text: "Font: 16"))
        #expect(host.contains(text: "Sort: date"))
        try host.tap("Clear nickname")
        #expect(defaults.object(forKey: "nickname") == nil)
        #expect(host.contains(text: "Nickname: none"))

        // A new screen on the same store starts from what was saved.
        let again = ViewHost(SettingsScreen().defaultAppStorage(defaults))
        #expect(again.contains(text: "Theme: dark"))
        #expect(again.contains(text: "Notifications: off"))
    }

    @Test func aWriteReevaluatesOnlyTheViewsReadingThatKeyOfThatStore() throws {
        let defaults = freshDefaults()
        let other = freshDefaults()
        let host = ViewHost(
            VStack {
                SettingsScreen()
                NotificationBadge().defaultAppStorage(other)
            }
            .defaultAppStorage(defaults))
        host.resetStatistics()
        try host.tap("Switch notifications")
        #expect(host.stats.bodyEvaluations(of: SettingsScreen.self) == 1)
        #expect(host.stats.bodyEvaluations(of: NotificationBadge.self) == 1)  // the one on `defaults`
        #expect(host.texts.filter { $0 == "🔔" }.count == 1)
        host.resetStatistics()
        try host.tap("Dark")
        #expect(host.stats.bodyEvaluations(of: NotificationBadge.self) == 0)
    }

    struct ExplicitStore: View {
        @AppStorage("launches", store: AppStorageTests.shared) private var launches = 0
        @AppStorage("homepage") private var homepage = URL(string: "https://swift.org")!
        var body: some View {
            Button("Launches \(launches), \(homepage.host ?? "")") {
                launches += 1
                homepage = URL(string: "https://example.com/start")!
            }
        }
    }

    nonisolated(unsafe) static let shared = UserDefaults(suiteName: "AppStorageTests.shared.\(UUID().uuidString)")!

    @Test func anExplicitStoreWinsOverTheEnvironments() throws {
        let defaults = freshDefaults()
        let host = ViewHost(ExplicitStore().defaultAppStorage(defaults))
        try host.tap("Launches 0, swift.org")
        #expect(host.contains(text: "Launches 1, example.com"))
        #expect(Self.shared.integer(forKey: "launches") == 1)
        #expect(defaults.object(forKey: "launches") == nil)
        #expect(defaults.string(forKey: "homepage") == "https://example.com/start")
    }
}
