import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// An onboarding flow as apps write it: a paged TabView whose pages have no tag.
struct OnboardingPages: View {
    @State var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                OnboardingPage(title: "Welcome")
                OnboardingPage(title: "Track").tag(1)
                ForEach(["Share", "Start"], id: \.self) { title in
                    Text(title)
                }
            }
            .tabViewStyle(.page)
            Button("Next") { page += 1 }
        }
    }
}

struct OnboardingPage: View {
    let title: String
    @State private var visits = 0
    var body: some View {
        VStack {
            Text(title)
            Text("visits \(visits)")
        }
        .onAppear { visits += 1 }
    }
}

@MainActor
@Suite("A TabView's children are tabs (pages) without a tabItem or tag")
struct UntaggedTabTests {
    @Test func onlyTheFirstUntaggedPageIsOnScreen() {
        let host = ViewHost(OnboardingPages())
        #expect(host.contains(text: "Welcome"))
        #expect(!host.contains(text: "Track"), "the second page is not on screen")
        #expect(!host.contains(text: "Share"))
        #expect(!host.contains(text: "Start"))
    }

    /// The text tree's tab lines: `Tab("Feed", selected)`.
    private func tabLines(in tree: String) -> [Substring] {
        tree.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Tab(") }
    }

    @Test func everyChildCountsIncludingForEachRows() {
        let tree = ViewHost(OnboardingPages()).render()
        #expect(tabLines(in: tree).count == 4, "\(tree)")
    }

    @Test func anUntaggedPageTakesItsPositionAsItsSelectionValue() throws {
        let host = ViewHost(OnboardingPages())
        try host.tap("Next")
        #expect(host.contains(text: "Track"), "page 1 is tagged 1")
        try host.tap("Next")
        #expect(host.contains(text: "Share"), "the ForEach's first row is page 2, by position")
        #expect(!host.contains(text: "Track"))
    }

    @Test func aPickerWithTagsInsideAPageIsNotTabs() {
        struct Settings: View {
            @State var choice = "a"
            var body: some View {
                TabView {
                    Picker("Choice", selection: $choice) {
                        Text("A").tag("a")
                        Text("B").tag("b")
                    }
                    .tabItem { Text("Settings") }
                    Form {
                        Picker("Inner", selection: $choice) {
                            Text("A").tag("a")
                            Text("B").tag("b")
                        }
                    }
                }
            }
        }
        let tree = ViewHost(Settings()).render()
        #expect(tabLines(in: tree).count == 2, "\(tree)")
    }
}
