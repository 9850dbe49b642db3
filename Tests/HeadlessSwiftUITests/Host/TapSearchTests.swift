import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import TestSupport
import Testing

/// The labels a test can tap on the host's screen: every `Text` string (hidden ones too), every
/// line's texts joined by spaces (a control named by its whole label), and a few that name
/// nothing.
@MainActor
func tapLabels(on host: ViewHost) -> [String] {
    var labels: Set<String> = ["Nope", "", " "]
    func allTexts(_ element: RenderedElement) -> [String] {
        (element.text.map { [$0] } ?? []) + element.children.flatMap(allTexts)
    }
    func collect(_ element: RenderedElement) {
        if let text = element.text { labels.insert(text) }
        labels.insert(allTexts(element).joined(separator: " "))
        element.children.forEach(collect)
    }
    (host.elements + host.presentations.flatMap(\.elements)).forEach(collect)
    return labels.sorted()
}

/// Asks the index search and the full search for each label, and expects the same answer: the
/// index finds the control the full search finds, and nothing when the full search throws
/// (or it throws the same error). Returns the labels a tap reaches.
@MainActor
@discardableResult
func expectIndexSearchAgrees(
    on host: ViewHost, labels: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    var tappable: [String] = []
    for label in labels ?? tapLabels(on: host) {
        let full = Result { try host.fullSearchTapNode(for: label) }
        let indexed = Result { try host.indexedTapNode(for: label) }
        switch (full, indexed) {
        case (.success, .success(nil)) where label.isEmpty:
            break  // a control without texts shows "": the index has nothing to start from
        case (.success(let expected), .success(let found)):
            #expect(found === expected, "\"\(label)\": the index found another control", sourceLocation: sourceLocation)
            tappable.append(label)
        case (.failure, .success(nil)):
            break
        case (.failure(let expected), .failure(let thrown)):
            #expect("\(thrown)" == "\(expected)", "\"\(label)\": another error", sourceLocation: sourceLocation)
        case (.success, .failure(let thrown)):
            Issue.record(
                "\"\(label)\": the full search finds it, the index throws \(thrown)", sourceLocation: sourceLocation)
        case (.failure(let expected), .success):
            Issue.record(
                "\"\(label)\": the full search throws \(expected), the index finds it", sourceLocation: sourceLocation)
        }
    }
    return tappable
}

@MainActor
@Suite("A tap by label finds its control through the text index, as the full search does")
struct TapSearchTests {
    // MARK: - Screens

    /// Controls named every way a label can name them.
    struct Controls: View {
        @State private var count = 0
        @State private var gestures = 0
        var body: some View {
            VStack {
                Button {
                    count += 1
                } label: {
                    HStack {
                        Text("Save")
                        Text("draft")
                    }
                }
                Button {
                } label: {
                    Text("Visible")
                    Text("Secret").hidden()
                    Text("Faded").opacity(0)
                }
                Text("Tap me").onTapGesture { gestures += 1 }
                HStack {
                    Text("Left")
                    Text("Right")
                }
                .onTapGesture { gestures += 1 }
                Group {
                    Text("G1")
                    Text("G2")
                }
                .padding()
                .onTapGesture { gestures += 1 }
                Group {
                    Text("H1")
                    Text("H2")
                }
                .onTapGesture { gestures += 1 }
                Button("Both") {}.onTapGesture { gestures += 1 }
                Text("Twice").onTapGesture { gestures += 1 }.onTapGesture { gestures += 10 }
                Button("Off") {}.disabled(true)
                Button("Passive") {}.allowsHitTesting(false)
                Text("Dead gesture").onTapGesture { gestures += 1 }.disabled(true)
                Button("Base") {}.overlay { Text("Badge") }
                Text("Plain").overlay(alignment: .trailing) { Button("Over") {} }
                Button("Under") {}.background { Text("Behind") }
                Button {
                } label: {
                    VStack {
                        Text("Outer")
                        Button("Inner") {}
                    }
                }
                Button("Same") {}
                Button("Same") {}
                Text("Tap")
                Button("Tap 5") {}
                Button {
                } label: {
                    Text("a b")
                    Text("c")
                }
                Button("Count \(count)") { count += 1 }
                ForEach(["x", "y"], id: \.self) { Text($0) }.onTapGesture { gestures += 1 }
                Button("Covered") {}.overlay { Color.red }
                // Several views under an overlay make one `Group` line, which the gesture takes.
                Group {
                    Text("Pair")
                    Text("Pair")
                }
                .overlay { Text("Top") }
                .onTapGesture { gestures += 1 }
                Text("Gestures \(gestures)")
            }
        }
    }

    /// A sheet over the root, with a label both show.
    struct Sheet: View {
        @State private var showsSheet = true
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Done") { taps += 1 }
                Button("Root only") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text("Sheet \(taps)")
                    Button("Done") { showsSheet = false }
                }
            }
        }
    }

    /// A pushed screen that covers the root, with a label both show.
    struct Navigation: View {
        @State private var path = [1]
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open \(path.count + 1)") { path.append(path.count + 1) }
                    Button("Back") {}
                }
                .navigationDestination(for: Int.self) { level in
                    VStack {
                        Text("Screen \(level)")
                        Button("Open \(level + 1)") { path.append(level + 1) }
                        Button("Back") { path.removeLast() }
                    }
                }
            }
        }
    }

    /// Rows that go away, and texts that change.
    struct Groceries: View {
        @State private var items = ["Milk", "Eggs", "Bread"]
        @State private var renames = 0
        var body: some View {
            VStack {
                Button("Rename \(renames)") {
                    renames += 1
                    items = items.map { $0 + "!" }
                }
                ForEach(items, id: \.self) { item in
                    HStack {
                        Text(item)
                        Button("Delete \(item)") { items.removeAll { $0 == item } }
                    }
                }
            }
        }
    }

    /// The runtime workload's shape: a Rename button over `count` rows, each with a title, a
    /// count and a button.
    struct Rows: View {
        let count: Int
        @State private var titles: [String]

        init(count: Int) {
            self.count = count
            _titles = State(initialValue: (0..<count).map { "Row \($0)" })
        }

        var body: some View {
            VStack {
                Button("Rename") { titles[count / 2] += "!" }
                ForEach(titles.indices, id: \.self) { index in
                    HStack {
                        Text(titles[index])
                        Spacer()
                        Text("0")
                        Button("Tap \(index)") {}
                    }
                }
            }
        }
    }

    // MARK: - The same answers

    @Test func controlsNamedEveryWay() throws {
        let host = ViewHost(Controls())
        let tappable = expectIndexSearchAgrees(on: host)
        // The cases the screen is for, with what the full search answers.
        #expect(
            Set(tappable).isSuperset(of: [
                "Save draft", "Save", "draft", "Secret", "Visible Secret Faded", "Tap me", "Left Right", "G1", "Both",
                "Twice", "Badge", "Over", "Behind", "Inner", "Outer", "Tap 5", "a b c", "Count 0", "Pair",
            ]))
        for refused in ["Off", "Passive", "Dead gesture", "Same", "Covered", "Tap", "Nope", ""] {
            #expect(!tappable.contains(refused), "\(refused)")
        }
        // Texts change as the screen updates.
        try host.tap("Count 0")
        try host.tap("Twice")
        #expect(expectIndexSearchAgrees(on: host).contains("Count 1"))
        #expect(host.contains(text: "Gestures 1"))
        #expect(throws: ViewHostError.self) { try host.tap("Count 0") }
    }

    @Test func aSheetCoversTheRoot() throws {
        let host = ViewHost(Sheet())
        #expect(expectIndexSearchAgrees(on: host) == ["Done"])
        let sheetDone = try host.indexedTapNode(for: "Done")
        try host.tap("Done")
        host.settle()
        #expect(expectIndexSearchAgrees(on: host) == ["Done", "Root only"])
        #expect(try host.indexedTapNode(for: "Done") !== sheetDone)
        try host.tap("Root only")
        #expect(expectIndexSearchAgrees(on: host) == ["Done"])
    }

    @Test func aPushedScreenCoversTheRoot() throws {
        let host = ViewHost(Navigation())
        #expect(expectIndexSearchAgrees(on: host) == ["Back", "Open 2"])
        try host.tap("Open 2")
        #expect(expectIndexSearchAgrees(on: host) == ["Back", "Open 3"])
        try host.tap("Back")
        try host.tap("Back")
        #expect(expectIndexSearchAgrees(on: host) == ["Back", "Open 1"])
    }

    @Test func rowsThatGoAwayAreNotFound() throws {
        let host = ViewHost(Groceries())
        expectIndexSearchAgrees(on: host)
        weak var removedText: ViewNode?
        do {
            let button = try #require(try host.indexedTapNode(for: "Delete Eggs"))
            removedText = Self.firstNode(in: button) { $0.text == "Delete Eggs" }
        }
        #expect(removedText != nil)
        try host.tap("Delete Eggs")
        // The index holds no node of the row that went away, and keeps none alive.
        #expect(removedText == nil)
        #expect(try host.indexedTapNode(for: "Delete Eggs") == nil)
        #expect(throws: ViewHostError.self) { try host.tap("Delete Eggs") }
        try host.tap("Rename 0")
        #expect(expectIndexSearchAgrees(on: host) == ["Delete Bread!", "Delete Milk!", "Rename 1"])
    }

    static func firstNode(in node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(node) { return node }
        for child in node.children {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }

    /// The host tests' screens, explored: each label is asked of both searches, then a random
    /// label a tap reaches is tapped, and again, through sheets, pushes, alerts and tabs.
    @Test func theHostTestsScreensExplored() throws {
        let screens: [(String, () -> ViewHost)] = [
            ("ViewHostTests.Screen", { ViewHost(ViewHostTests.Screen()) }),
            ("ToolbarTests.Notes", { ViewHost(ToolbarTests.Notes()) }),
            ("TabViewTests.PlainTabs", { ViewHost(TabViewTests.PlainTabs()) }),
            ("TabViewTests.ModernTabs", { ViewHost(TabViewTests.ModernTabs()) }),
            ("TabViewTests.NoValueTabs", { ViewHost(TabViewTests.NoValueTabs()) }),
            ("TodoListScreen", { ViewHost(TodoListScreen(store: TodoStore())) }),
            ("MailboxScreen", { ViewHost(MailboxScreen()) }),
            ("FormTests.SettingsScreen", { ViewHost(FormTests.SettingsScreen()) }),
            ("NavigationSplitViewTests.Mail", { ViewHost(NavigationSplitViewTests.Mail()) }),
            ("NavigationSplitViewTests.ThreeColumns", { ViewHost(NavigationSplitViewTests.ThreeColumns()) }),
            ("GestureTests.CardStack", { ViewHost(GestureTests.CardStack(log: GestureLog())) }),
            ("LegacyInbox", { ViewHost(LegacyInbox()) }),
            ("MenuLinkProgressTests.DocumentScreen", { ViewHost(MenuLinkProgressTests.DocumentScreen()) }),
            ("SettingsFormTests.SettingsScreen", { ViewHost(SettingsFormTests.SettingsScreen(settings: .init())) }),
            ("ToggleTests.Settings", { ViewHost(ToggleTests.Settings()) }),
            ("ToggleTests.Alarms", { ViewHost(ToggleTests.Alarms()) }),
            ("ControlAppearanceTests.Toolbar", { ViewHost(ControlAppearanceTests.Toolbar()) }),
            ("StepperSliderTests.Counter", { ViewHost(StepperSliderTests.Counter()) }),
            ("ScrollingTests.AdvancedSettings", { ViewHost(ScrollingTests.AdvancedSettings()) }),
            ("NavigationTests.Coins", { ViewHost(NavigationTests.Coins(counter: .init())) }),
            ("NavigationTests.TypedPath", { ViewHost(NavigationTests.TypedPath()) }),
            ("NavigationTests.PathScreen", { ViewHost(NavigationTests.PathScreen()) }),
            ("NavigationTests.StatefulRoot", { ViewHost(NavigationTests.StatefulRoot()) }),
            ("PresentationTests.Screen", { ViewHost(PresentationTests.Screen(router: .init())) }),
            ("PresentationTests.AlertScreen", { ViewHost(PresentationTests.AlertScreen()) }),
            ("PresentationTests.PopoverScreen", { ViewHost(PresentationTests.PopoverScreen()) }),
            ("DialogPresentationTests.Screen", { ViewHost(DialogPresentationTests.Screen()) }),
            ("ActivityCard", { ViewHost(ActivityCard()) }),
            ("Controls", { ViewHost(Controls()) }),
            ("Sheet", { ViewHost(Sheet()) }),
            ("Navigation", { ViewHost(Navigation()) }),
            ("Groceries", { ViewHost(Groceries()) }),
            ("Rows", { ViewHost(Rows(count: 20)) }),
        ]
        var generator = SeededGenerator(state: 0x7A9_2026)
        var taps = 0
        for (name, makeHost) in screens {
            let host = makeHost()
            for _ in 0..<12 {
                let tappable = expectIndexSearchAgrees(on: host)
                guard let label = tappable.randomElement(using: &generator) else { break }
                do {
                    try host.tap(label)
                    taps += 1
                } catch {
                    Issue.record("\(name): \"\(label)\" was found, but the tap threw \(error)")
                }
                host.settle()
            }
            host.clearWarnings()
        }
        #expect(taps > 200)
    }

    // MARK: - Random trees

    /// A view tree, drawn at random.
    indirect enum Tree: Sendable {
        case text(String)
        case empty
        case button([Tree])
        case stack(Int, [Tree])
        case group([Tree])
        case modified(Modifier, Tree)
    }

    enum Modifier: Sendable {
        case padding, hidden, clear, tap, disabled, noHits
        case overlay(Tree)
        case background(Tree)
    }

    /// The strings the trees' texts show: labels of several words, which joined texts can also
    /// make, and an empty one.
    static let words = ["A", "B", "C", "A B", "B C", ""]

    static func randomTree(depth: Int, using generator: inout SeededGenerator) -> Tree {
        func children() -> [Tree] {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                randomTree(depth: depth + 1, using: &generator)
            }
        }
        if depth >= 4 || Int.random(in: 0..<10, using: &generator) < 3 {
            return Int.random(in: 0..<8, using: &generator) == 0
                ? .empty : .text(words.randomElement(using: &generator)!)
        }
        switch Int.random(in: 0..<7, using: &generator) {
        case 0, 1: return .button(children())
        case 2: return .stack(Int.random(in: 0..<3, using: &generator), children())
        case 3: return .group(children())
        default:
            let modifiers: [Modifier] = [
                .padding, .hidden, .clear, .tap, .tap, .disabled, .noHits,
                .overlay(randomTree(depth: depth + 2, using: &generator)),
                .background(randomTree(depth: depth + 2, using: &generator)),
            ]
            return .modified(
                modifiers.randomElement(using: &generator)!, randomTree(depth: depth + 1, using: &generator))
        }
    }

    struct TreeView: View {
        let tree: Tree
        var body: some View { Self.view(of: tree) }

        static func view(of tree: Tree) -> AnyView {
            switch tree {
            case .text(let string): AnyView(Text(string))
            case .empty: AnyView(EmptyView())
            case .button(let children):
                AnyView(
                    Button {
                    } label: {
                        Children(trees: children)
                    })
            case .stack(0, let children): AnyView(VStack { Children(trees: children) })
            case .stack(1, let children): AnyView(HStack { Children(trees: children) })
            case .stack(_, let children): AnyView(ZStack { Children(trees: children) })
            case .group(let children): AnyView(Group { Children(trees: children) })
            case .modified(let modifier, let content): modified(view(of: content), by: modifier)
            }
        }

        static func modified(_ content: AnyView, by modifier: Modifier) -> AnyView {
            switch modifier {
            case .padding: AnyView(content.padding())
            case .hidden: AnyView(content.hidden())
            case .clear: AnyView(content.opacity(0))
            case .tap: AnyView(content.onTapGesture {})
            case .disabled: AnyView(content.disabled(true))
            case .noHits: AnyView(content.allowsHitTesting(false))
            case .overlay(let tree): AnyView(content.overlay { TreeView(tree: tree) })
            case .background(let tree): AnyView(content.background { TreeView(tree: tree) })
            }
        }
    }

    struct Children: View {
        let trees: [Tree]
        var body: some View {
            ForEach(trees.indices, id: \.self) { TreeView.view(of: trees[$0]) }
        }
    }

    @Observable final class Forest {
        var root: Tree = .empty
        var sheet: Tree?
    }

    struct ForestView: View {
        let forest: Forest
        var body: some View {
            TreeView(tree: forest.root)
                .sheet(isPresented: .constant(forest.sheet != nil)) { TreeView(tree: forest.sheet ?? .empty) }
        }
    }

    /// Random trees, each shown in place of the last in the same host (texts change, nodes go),
    /// some under a sheet: every label they show, joined or not, gets the same answer.
    @Test func randomTrees() {
        var tappable = 0
        var labels = 0
        var generator = SeededGenerator(state: 0x5EED_7A95)
        for hostIndex in 0..<60 {
            let forest = Forest()
            let withSheet = hostIndex.isMultiple(of: 4)
            forest.root = Self.randomTree(depth: 0, using: &generator)
            if withSheet { forest.sheet = Self.randomTree(depth: 0, using: &generator) }
            let host = ViewHost(ForestView(forest: forest))
            for _ in 0..<10 {
                let asked = tapLabels(on: host)
                labels += asked.count
                tappable += expectIndexSearchAgrees(on: host, labels: asked).count
                forest.root = Self.randomTree(depth: 0, using: &generator)
                if withSheet { forest.sheet = Self.randomTree(depth: 0, using: &generator) }
            }
            host.clearWarnings()
        }
        // Not a vacuous comparison: many labels reach a control.
        #expect(tappable > 300)
        #expect(labels > 2_000)
    }

    // MARK: - Counts

    /// At 10,000 rows a tap by label visits the few nodes between the label's text and the
    /// screen's root; the full search renders every row.
    @Test func aTapAtTenThousandRowsVisitsFewNodes() throws {
        let host = ViewHost(Rows(count: 10_000))
        // The first search builds the index, in one walk of the tree; the index follows the
        // updates from then on (this tap's rename among them).
        try host.tap("Rename")
        host.resetStatistics()
        try host.tap("Rename")
        try host.tap("Tap 5000")
        try host.tap("Tap 9999")
        let statistics = host.tapSearchStatistics
        #expect(statistics.indexedSearches == 3)
        #expect(statistics.fullSearches == 0)
        #expect(statistics.elementsRendered == 0)
        #expect(statistics.nodesVisited <= 60)
        // The full search, for comparison.
        _ = try host.fullSearchTapNode(for: "Rename")
        #expect(host.tapSearchStatistics.elementsRendered > 40_000)
    }

    /// A label thousands of texts show is more than the index search walks: the full search
    /// answers, with its error.
    @Test func aLabelOfThousandsOfTextsFallsBackToTheFullSearch() throws {
        let host = ViewHost(Rows(count: 1_000))
        host.resetStatistics()
        #expect(throws: ViewHostError.self) { try host.tap("0") }
        let statistics = host.tapSearchStatistics
        #expect(statistics.fullSearches == 1)
        #expect(statistics.indexedSearches == 0)
        #expect(statistics.nodesVisited > 4_000)
    }
}
