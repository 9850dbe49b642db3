import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Whole apps: an `App`'s first window mounted with the app's own state, scene phases, links
/// into the app.
@MainActor
@Suite("App and scenes")
struct AppTests {
    final class Library: ObservableObject {
        @Published var opened: [String] = []
        @Published var phases: [ScenePhase] = []
        init() { Self.made += 1 }
        nonisolated(unsafe) static var made = 0
    }

    struct LibraryView: View {
        @EnvironmentObject var library: Library
        @Environment(\.scenePhase) private var scenePhase
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Opened \(library.opened.count)")
                    Text("Phases \(library.phases.map(Self.name).joined(separator: ","))")
                    Button("Open Dune") { library.opened.append("Dune") }
                }
                .navigationDestination(for: String.self) { Text("Book \($0)") }
            }
            .onOpenURL { url in path.append(url.lastPathComponent) }
            .onChange(of: scenePhase) { _, phase in library.phases.append(phase) }
        }

        static func name(_ phase: ScenePhase) -> String {
            switch phase {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            @unknown default: "unknown"
            }
        }
    }

    struct BooksApp: App {
        @StateObject private var library = Library()

        var body: some Scene {
            WindowGroup {
                LibraryView().environmentObject(library)
            }
        }
    }

    @Test func theFirstWindowIsMountedWithTheAppsOwnState() throws {
        let before = Library.made
        let host = ViewHost(app: BooksApp())
        #expect(host.contains(text: "Opened 0"))
        try host.tap("Open Dune")
        try host.tap("Open Dune")
        #expect(host.contains(text: "Opened 2"))
        #expect(Library.made - before == 1, "the app's @StateObject is made once and kept")
    }

    @Test func scenePhaseChangesReachTheViews() throws {
        let host = ViewHost(app: BooksApp())
        host.update { $0.scenePhase = .inactive }
        host.update { $0.scenePhase = .background }
        host.update { $0.scenePhase = .active }
        #expect(host.contains(text: "Phases inactive,background,active"))
    }

    @Test func aLinkIntoTheAppRunsEveryHandler() throws {
        struct Handlers: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Text("Log: \(log.joined(separator: ","))")
                    Text("inner").onOpenURL { log.append("inner \($0.host ?? "")") }
                }
                .onOpenURL { log.append("outer \($0.host ?? "")") }
            }
        }
        let host = ViewHost(Handlers())
        try host.open(URL(string: "books://shelf")!)
        #expect(host.contains(text: "Log: outer shelf,inner shelf"))
        let none = ViewHost(Text("No links"))
        #expect(throws: ViewHostError.self) { try none.open(URL(string: "books://shelf")!) }
    }

    /// A sheet's content is a presented root and a child of its presenter: its handler runs
    /// once.
    @Test func aHandlerInASheetRunsOnce() throws {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        struct Presenter: View {
            let log: Log
            @State private var showing = true
            var body: some View {
                Text("Home")
                    .sheet(isPresented: $showing) {
                        Text("Sheet").onOpenURL { log.entries.append("sheet \($0.host ?? "")") }
                    }
            }
        }
        let log = Log()
        let host = ViewHost(Presenter(log: log))
        try host.open(URL(string: "books://shelf")!)
        #expect(log.entries == ["sheet shelf"])
    }

    @Test func aDeepLinkNavigates() throws {
        let host = ViewHost(app: BooksApp())
        try host.open(URL(string: "books://book/Dune")!)
        #expect(host.contains(text: "Book Dune"))
    }

    /// A custom scene and several scenes in a builder: the first window is the one shown.
    @Test func theFirstWindowOfSeveralScenes() {
        struct Reader: Scene {
            var body: some Scene { WindowGroup("Reader") { Text("Reader window") } }
        }
        struct TwoScenes: App {
            var body: some Scene {
                Reader()
                WindowGroup(id: "other") { Text("Other window") }
            }
        }
        let host = ViewHost(app: TwoScenes())
        #expect(host.texts == ["Reader window"])
    }

    /// The app's body runs again when the app's own state changes.
    @Test func theAppsBodyRunsAgainWhenItsStateChanges() throws {
        final class Session: ObservableObject {
            @Published var signedIn = false
        }
        struct SignInApp: App {
            @StateObject private var session = Session()
            var body: some Scene {
                WindowGroup {
                    if session.signedIn {
                        Text("Welcome")
                    } else {
                        Button("Sign in") { session.signedIn = true }
                    }
                }
            }
        }
        let host = ViewHost(app: SignInApp())
        try host.tap("Sign in")
        #expect(host.texts == ["Welcome"])
    }
}
