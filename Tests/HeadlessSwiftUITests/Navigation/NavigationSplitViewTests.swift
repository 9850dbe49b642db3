import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A mail-style split view: folders in the sidebar, the selected folder's detail.
@MainActor
@Suite("Navigation split views collapse in compact width")
struct NavigationSplitViewTests {
    struct Mail: View {
        @State private var folder: String?
        @State private var column: NavigationSplitViewColumn = .sidebar
        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                VStack {
                    Button("Inbox") { folder = "Inbox" }
                    Button("Sent") { folder = "Sent" }
                }
                .navigationTitle("Folders")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("New folder") {} } }
            } detail: {
                if let folder {
                    Text("Folder \(folder)")
                } else {
                    Text("Pick a folder")
                }
            }
            .navigationSplitViewStyle(.balanced)
            .overlay { Text("Top \(column == .detail ? "detail" : "sidebar")") }
        }
    }

    @Test func compactWidthShowsTheSidebarAndASelectionPushesTheDetail() throws {
        let host = ViewHost(Mail(), environment: compact())
        #expect(host.contains(text: "Inbox"))
        #expect(!host.contains(text: "Pick a folder"), "collapsed, only the sidebar is on screen")
        #expect(host.render().contains("NavigationSplitView(columns: 2, collapsed, top: .sidebar)"))
        #expect(host.render().contains("NavigationBar:"), "a column has a navigation bar")
        try host.tap("Inbox")
        #expect(host.contains(text: "Folder Inbox"))
        #expect(!host.contains(text: "Sent"))
        #expect(host.contains(text: "Top detail"), "the preferred compact column binding is written")
        try host.back()
        #expect(host.contains(text: "Sent"))
        #expect(host.contains(text: "Top sidebar"))
        try host.tap("Sent")
        #expect(host.contains(text: "Folder Sent"))
    }

    @Test func regularWidthShowsEveryColumnSideBySide() throws {
        let host = ViewHost(Mail(), environment: regular())
        #expect(host.contains(text: "Inbox"))
        #expect(host.contains(text: "Pick a folder"))
        try host.tap("Sent")
        #expect(host.contains(text: "Folder Sent"))
        #expect(host.contains(text: "Inbox"), "the sidebar stays on screen")
        #expect(host.render().contains("NavigationSplitView(columns: 2) .navigationSplitViewStyle(.balanced)"))
    }

    struct ThreeColumns: View {
        @State private var visibility: NavigationSplitViewVisibility = .all
        @State private var team: String?
        @State private var player: String?
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                Button("Reds") { team = "Reds" }
            } content: {
                if let team {
                    Button("\(team) keeper") { player = "keeper" }
                } else {
                    Text("No team")
                }
            } detail: {
                Text("Player \(player ?? "none")")
            }
        }
    }

    @Test func threeColumnsPushTheContentThenTheDetail() throws {
        let host = ViewHost(ThreeColumns(), environment: compact())
        try host.tap("Reds")
        #expect(host.contains(text: "Reds keeper"))
        try host.tap("Reds keeper")
        #expect(host.contains(text: "Player keeper"))
        try host.back()
        #expect(host.contains(text: "Reds keeper"))
        try host.back()
        #expect(host.contains(text: "Reds"))
        #expect(throws: ViewHostError.self) { try host.back() }
        let regularHost = ViewHost(ThreeColumns(), environment: regular())
        #expect(regularHost.render().contains("NavigationSplitView(columns: 3, columnVisibility: .all)"))
    }

    private func compact() -> EnvironmentValues {
        var values = EnvironmentValues()
        values.horizontalSizeClass = .compact
        return values
    }

    private func regular() -> EnvironmentValues {
        var values = EnvironmentValues()
        values.horizontalSizeClass = .regular
        return values
    }
}
