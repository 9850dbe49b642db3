import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A search screen as apps write it: a list filtered by the searchable query, with an
/// @Observable store loading results in `.task(id: query)`.
@MainActor @Observable final class RecipeSearch {
    private(set) var results: [String] = []
    private(set) var log: [String] = []
    let catalog = ["Apple pie", "Apple crumble", "Banana bread", "Cherry tart"]

    func load(_ query: String) async {
        log.append("start \(query)")
        do {
            // A network round trip; cancelled when the query changes.
            try await Task.sleep(for: .milliseconds(20))
        } catch {
            log.append("cancelled \(query)")
            return
        }
        results = query.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(query) }
        log.append("done \(query)")
    }
}

@MainActor
@Suite("searchable: the host types a query; task(id:) follows it")
struct SearchTests {
    struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            if isSearching {
                Button("Done searching") { dismissSearch() }
            } else {
                Text("Browse")
            }
        }
    }

    struct RecipesScreen: View {
        @State private var store = RecipeSearch()
        @State private var query = ""
        let onStore: (RecipeSearch) -> Void
        var body: some View {
            NavigationStack {
                List {
                    SearchStatus()
                    ForEach(store.results, id: \.self) { Text($0) }
                }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Recipes")
                .searchSuggestions { Text("Apple").searchCompletion("apple") }
                .task(id: query) { [query] in await store.load(query) }
                .onAppear { onStore(store) }
            }
        }
    }

    @Test func typingCancelsThePreviousLoadAndShowsTheNewResults() async throws {
        var store: RecipeSearch?
        let host = ViewHost(RecipesScreen { store = $0 })
        await host.settleTasks()
        #expect(host.contains(text: "Banana bread"))
        #expect(
            host.render().contains(
                #"searchable(text: "", prompt: "Recipes", placement: .navigationBarDrawer(displayMode: .always))"#))
        #expect(host.contains(text: "Browse"))

        try host.search("ap")
        try host.search("apple")
        #expect(host.render().contains(#"searchable(text: "apple", prompt: "Recipes", "#))
        #expect(host.find(text: "Done searching")?.environment?.isSearching == true)
        #expect(host.contains(text: "Done searching"))  // isSearching reaches views inside
        await host.settleTasks()
        #expect(host.texts.filter { $0.hasPrefix("Apple") } == ["Apple pie", "Apple crumble"])
        #expect(!host.contains(text: "Banana bread"))
        // The "ap" load was cancelled when the query changed; only "apple" finished.
        let log = store?.log ?? []
        #expect(log.prefix(2) == ["start ", "done "])
        #expect(log.filter { $0.hasSuffix(" ap") } == ["start ap", "cancelled ap"])
        #expect(log.filter { $0.hasSuffix(" apple") } == ["start apple", "done apple"])

        // dismissSearch clears the text and ends searching; the task runs again for "".
        try host.tap("Done searching")
        #expect(host.contains(text: "Browse"))
        #expect(host.render().contains(#"searchable(text: "", prompt: "Recipes""#))
        await host.settleTasks()
        #expect(host.contains(text: "Banana bread"))
    }

    struct PresentedSearch: View {
        @State private var query = ""
        @State private var isPresented = false
        var body: some View {
            VStack {
                Text(isPresented ? "Searching \(query)" : "Idle")
                Button("Find") { isPresented = true }
            }
            .searchable(text: $query, isPresented: $isPresented)
        }
    }

    @Test func isPresentedFollowsTheHostsSearchAndCancel() throws {
        let host = ViewHost(PresentedSearch())
        #expect(host.contains(text: "Idle"))
        try host.search("tea")
        #expect(host.contains(text: "Searching tea"))
        try host.cancelSearch()
        #expect(host.contains(text: "Idle"))
        #expect(host.find(text: "Idle")?.environment?.isSearching == false)
        try host.tap("Find")
        #expect(host.find(text: "Searching ")?.environment?.isSearching == true)
    }

    struct SubmittedSearch: View {
        @State private var query = ""
        @State private var submitted: [String] = []
        var body: some View {
            NavigationStack {
                List {
                    TextField("Note", text: .constant(""))
                    Text("Submitted: \(submitted.joined(separator: ", "))")
                }
                .searchable(text: $query)
                .onSubmit(of: .search) { submitted.append(query) }
                .onSubmit { submitted.append("text field") }
            }
        }
    }

    @Test func theSearchFieldsReturnKeyRunsOnlyTheSearchSubmitActions() throws {
        let host = ViewHost(SubmittedSearch())
        try host.search("pie")
        try host.submitSearch()
        #expect(host.contains(text: "Submitted: pie"))
        try host.submit("Note")
        #expect(host.contains(text: "Submitted: pie, text field"))
    }

    @Test func searchingWithoutAFieldThrows() {
        let host = ViewHost(Text("No search here"))
        #expect(throws: (any Error).self) { try host.search("x") }
    }
}
