import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Scroll views, disclosure groups and row styling")
struct ScrollingTests {
    struct ChatScreen: View {
        struct Message: Identifiable {
            let id: Int
            let text: String
        }
        @State private var messages = (1...30).map { Message(id: $0, text: "Message \($0)") }
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    ScrollView {
                        LazyVStack {
                            ForEach(messages) { Text($0.text).id($0.id) }
                        }
                    }
                    .scrollIndicators(.hidden)
                    .scrollDismissesKeyboard(.interactively)
                    .accessibilityIdentifier("chat")
                    Button("Jump to latest") { proxy.scrollTo(messages.count, anchor: .bottom) }
                    Button("Jump to top") { proxy.scrollTo(1) }
                }
            }
        }
    }

    struct Indicators: View {
        @Environment(\.verticalScrollIndicatorVisibility) private var vertical
        @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
        var body: some View { Text("vertical \(vertical == .never) horizontal \(horizontal == .never)") }
    }

    @Test("scrollIndicators(_:axes:) writes the indicator visibility of the axes it names")
    func scrollIndicatorsWriteTheEnvironment() {
        #expect(ViewHost(Indicators()).contains(text: "vertical false horizontal false"))
        #expect(ViewHost(Indicators().scrollIndicators(.never)).contains(text: "vertical true horizontal true"))
        #expect(
            ViewHost(Indicators().scrollIndicators(.never, axes: .vertical)).contains(
                text: "vertical true horizontal false"))
    }

    @Test("scrollTo(_:anchor:) scrolls the view to its anchor, or the least that shows it, creating a lazy row")
    func scrollToScrollsToTheView() throws {
        let host = ViewHost(ChatScreen())
        let chat = try #require(host.frame(of: "chat"))
        #expect(!host.contains(text: "Message 30"), "the lazy stack has not created the last message")
        #expect(host.find(text: "Message 1")?.environment?.verticalScrollIndicatorVisibility == .hidden)
        #expect(host.find(text: "Jump to top")?.environment?.verticalScrollIndicatorVisibility == .automatic)
        try host.tap("Jump to latest")
        // Anchored: the message's bottom meets the scroll view's bottom.
        #expect(host.frame(of: "Message 30")?.maxY == chat.maxY)
        #expect(!host.contains(text: "Message 1"))
        try host.tap("Jump to top")
        // No anchor: the least move that shows all of it, which brings its top to the top.
        #expect(host.frame(of: "Message 1")?.minY == chat.minY)
        #expect(try host.contentOffset(in: "chat") == .zero)
    }

    struct AdvancedSettings: View {
        @State private var showsNetwork = true
        var body: some View {
            Form {
                DisclosureGroup("Advanced") {
                    Text("Debug logging")
                }
                DisclosureGroup("Network", isExpanded: $showsNetwork) {
                    Text("Proxy")
                }
                Text(showsNetwork ? "Network shown" : "Network hidden")
            }
        }
    }

    @Test func tappingADisclosureGroupsLabelExpandsAndCollapsesIt() throws {
        let host = ViewHost(AdvancedSettings())
        #expect(!host.contains(text: "Debug logging"))
        #expect(host.render().contains("DisclosureGroup(isExpanded: false)"))
        try host.tap("Advanced")
        #expect(host.contains(text: "Debug logging"))
        try host.tap("Advanced")
        #expect(!host.contains(text: "Debug logging"))
        // With a binding, the tap writes it.
        #expect(host.contains(text: "Proxy"))
        try host.tap("Network")
        #expect(!host.contains(text: "Proxy"))
        #expect(host.contains(text: "Network hidden"))
    }

    @Test func rowStylingIsRecordedOnTheRow() {
        struct Screen: View {
            var body: some View {
                List {
                    Section("Pinned") {
                        Text("First")
                            .listRowSeparator(.hidden, edges: .bottom)
                            .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
                    }
                    .headerProminence(.increased)
                }
                .listStyle(.plain)
                .listRowSpacing(4)
                .listSectionSpacing(.compact)
                .scrollContentBackground(.hidden)
            }
        }
        let host = ViewHost(Screen())
        let first = host.find(text: "First")
        #expect(first?.modifiers.contains("listRowSeparator(.hidden, edges: .bottom)") == true)
        #expect(
            first?.modifiers.contains("listRowInsets(top: 0, leading: 8, bottom: 0, trailing: 8)") == true)
        let tree = host.render()
        #expect(
            tree.contains(
                "List(style: plain) .listRowSpacing(4) .listSectionSpacing(compact) .scrollContentBackground(.hidden)"))
        #expect(tree.contains("Section(\"Pinned\") .headerProminence(.increased)"))
    }

    @Test func anEmptyListShowsContentUnavailableViewUntilARowIsAdded() throws {
        struct Screen: View {
            @State private var items: [String] = []
            var body: some View {
                VStack {
                    if items.isEmpty {
                        ContentUnavailableView(
                            "No Items", systemImage: "tray", description: Text("Tap Add to create one."))
                    } else {
                        List(items, id: \.self) { Text($0) }
                    }
                    GroupBox("Actions") {
                        Button("Add") { items.append("Item \(items.count + 1)") }
                    }
                }
            }
        }
        typealias Unavailable = ContentUnavailableView<Label<Text, Image>, Text?, EmptyView>
        let host = ViewHost(Screen())
        #expect(host.find { $0.view(as: Unavailable.self) != nil } != nil)
        #expect(host.contains(text: "Tap Add to create one."))
        try host.tap("Add")
        #expect(host.find { $0.view(as: Unavailable.self) != nil } == nil)
        #expect(host.contains(text: "Item 1"))
        #expect(host.find { $0.view(as: GroupBox<Text, Button<Text>>.self) != nil }?.texts == ["Actions", "Add"])
    }

    @Test func aPagingCarouselRecordsItsScrollBehaviorAndPosition() throws {
        struct Carousel: View {
            @State private var page: Int? = 1
            var body: some View {
                VStack {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(1...3, id: \.self) { Text("Card \($0)").id($0) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                    .scrollPosition(id: $page)
                    Button("Next") { page = (page ?? 0) + 1 }
                }
            }
        }
        let host = ViewHost(Carousel())
        let tree = host.render()
        #expect(tree.contains(".scrollTargetBehavior(.viewAligned(limitBehavior: .always))"))
        #expect(tree.contains(".scrollTargetLayout"))
        #expect(tree.contains(".scrollPosition(id: 1)"))
        try host.tap("Next")
        #expect(host.render().contains(".scrollPosition(id: 2)"))
    }

    struct Positioned: View {
        @State private var top: Int?
        var body: some View {
            VStack {
                Text("Top: \(top.map(String.init) ?? "none")")
                Button("Jump") { top = 50 }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 100) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $top)
                .accessibilityIdentifier("rows")
            }
        }
    }

    @Test("scrollPosition(id:) reports the top-most target when the content scrolls, and scrolls to one it is set to")
    func scrollPositionFollowsAndLeads() throws {
        let host = ViewHost(Positioned(), device: box(200, 500))
        #expect(host.contains(text: "Top: none"), "nothing scrolled: nothing written")
        try host.scroll(by: CGSize(width: 0, height: 450), in: "rows")
        #expect(host.contains(text: "Top: 4"), "rows 4 and on are in the scroll view")
        try host.tap("Jump")
        #expect(host.contains(text: "Top: 50"))
        let rows = try #require(host.frame(of: "rows"))
        #expect(host.frame(of: "Row 50")?.minY == rows.minY + 39, "row 50 at the top (its text centred in 100 pt)")
    }

    @Test("A view-aligned behaviour is written with its limit, the automatic one left out (iOS 18 adds two)")
    func viewAlignedLimitBehaviours() {
        func written(_ behavior: ViewAlignedScrollTargetBehavior) -> String {
            ViewHost(ScrollView { Text("A") }.scrollTargetBehavior(behavior)).render()
        }
        #expect(written(.viewAligned).contains(".scrollTargetBehavior(.viewAligned)"))
        #expect(written(.viewAligned(limitBehavior: .never)).contains("(.viewAligned(limitBehavior: .never))"))
        #expect(
            written(.viewAligned(limitBehavior: .alwaysByOne)).contains("(.viewAligned(limitBehavior: .alwaysByOne))"))
        #expect(
            written(.viewAligned(limitBehavior: .alwaysByFew)).contains("(.viewAligned(limitBehavior: .alwaysByFew))"))
    }

    @Test func anOutlineListExpandsItsFoldersOnATap() throws {
        struct Folder: Identifiable {
            let id: String
            var children: [Folder]?
        }
        struct Screen: View {
            let folders = [
                Folder(id: "Documents", children: [Folder(id: "Taxes", children: nil)]),
                Folder(id: "Notes", children: nil),
            ]
            var body: some View {
                List(folders, children: \.children) { Text($0.id) }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.texts == ["Documents", "Notes"])
        try host.tap("Documents")
        #expect(host.texts == ["Documents", "Taxes", "Notes"])
    }
}
