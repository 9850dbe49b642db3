import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Navigation stacks push and pop")
struct NavigationTests {
    struct Coin: Hashable {
        let name: String
    }

    final class BodyCounter {
        var detailBodies = 0
    }

    struct Detail: View {
        let name: String
        let counter: BodyCounter
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            counter.detailBodies += 1
            return VStack {
                Text("Detail \(name)")
                Button("Close detail") { dismiss() }
            }
        }
    }

    struct Coins: View {
        let counter: BodyCounter
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
                    NavigationLink("Unknown", value: 42)
                    NavigationLink {
                        Detail(name: "closure", counter: counter)
                    } label: {
                        Text("Lazy")
                    }
                }
                .navigationTitle("Coins")
                .navigationDestination(for: Coin.self) { coin in
                    Detail(name: coin.name, counter: counter)
                }
            }
        }
    }

    @Test func aValueLinkPushesItsDestinationAndBackPops() throws {
        let counter = BodyCounter()
        let host = ViewHost(Coins(counter: counter))
        #expect(host.navigationTitle == "Coins")
        try host.tap("Bitcoin")
        #expect(host.navigationTitle == nil, "the detail sets none")
        #expect(host.navigationPath == ["Coin(name: \"Bitcoin\")"])
        #expect(host.contains(text: "Detail Bitcoin"))
        #expect(!host.contains(text: "Lazy"), "the root is covered")
        try host.back()
        #expect(host.navigationPath.isEmpty)
        #expect(host.contains(text: "Lazy"))
        #expect(throws: ViewHostError.self) { try host.back() }
    }

    @Test func aValueLinkWithoutADestinationWarnsAndDoesNothing() throws {
        let host = ViewHost(Coins(counter: BodyCounter()))
        try host.tap("Unknown")
        #expect(host.navigationPath.isEmpty)
        #expect(
            host.warnings == [
                "A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
            ])
    }

    @Test func aDestinationBodyRunsOnlyAfterThePush() throws {
        let counter = BodyCounter()
        let host = ViewHost(Coins(counter: counter))
        #expect(counter.detailBodies == 0)
        try host.tap("Lazy")
        #expect(counter.detailBodies == 1)
        #expect(host.navigationPath == ["Detail"])
        try host.tap("Close detail")
        #expect(host.navigationPath.isEmpty, "dismiss() in a pushed view pops it")
    }

    /// A destination in a generic wrapper whose body is its content (built lazily, say) is
    /// named after the content; a generic view with a body of its own is named itself.
    @Test func aWrappedDestinationIsNamedAfterItsContent() throws {
        struct Deferred<Content: View>: View {
            let make: () -> Content
            var body: some View { make() }
        }
        struct Framed<Content: View>: View {
            let content: Content
            var body: some View {
                VStack {
                    Text("Frame")
                    content
                }
            }
        }
        struct Detail: View {
            var body: some View { Text("Detail body") }
        }
        let host = ViewHost(
            NavigationStack {
                VStack {
                    NavigationLink("Deferred") { Deferred { Detail() } }
                    NavigationLink("Framed") { Framed(content: Detail()) }
                }
            })
        try host.tap("Deferred")
        #expect(host.navigationPath == ["Detail"])
        try host.back()
        try host.tap("Framed")
        #expect(host.navigationPath == ["Framed"])
    }

    @Test func aLinkOutsideANavigationStackDoesNothing() throws {
        let host = ViewHost(VStack { NavigationLink("Loose") { Text("Nowhere") } })
        try host.tap("Loose")
        #expect(!host.contains(text: "Nowhere"))
        #expect(host.navigationPath.isEmpty)
    }

    struct TypedPath: View {
        @State private var path: [Coin] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Depth \(path.count)")
                    Button("Push two") { path = [Coin(name: "A"), Coin(name: "B")] }
                }
                .navigationDestination(for: Coin.self) { coin in
                    VStack {
                        Text("Coin \(coin.name)")
                        Button("Pop all") { path.removeAll() }
                    }
                }
            }
        }
    }

    /// Two different path values that print the same: each is its own screen.
    struct Labelled: Hashable, CustomStringConvertible {
        let index: Int
        let label: String
        var description: String { label }
    }

    struct SamePrintedValues: View {
        @State private var path = [Labelled(index: 0, label: "same"), Labelled(index: 1, label: "same")]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Labelled.self) { Text("Screen \($0.index)") }
            }
        }
    }

    @Test func valuesThatPrintTheSameAreDistinctScreens() throws {
        let host = ViewHost(SamePrintedValues())
        #expect(host.navigationPath == ["same", "same"])
        #expect(host.contains(text: "Screen 1"))
        try host.back()
        #expect(host.contains(text: "Screen 0"))
    }

    /// A path value whose `==` leaves out a field: equal values print differently.
    struct Versioned: Hashable, CustomStringConvertible {
        let id: Int
        var version: Int
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        var description: String { "\(id) v\(version)" }
    }

    struct CountingScreen: View {
        let label: String
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Button("Count \(label)") { taps += 1 }
            }
        }
    }

    struct EqualValues: View {
        @State private var path = [Versioned(id: 1, version: 1)]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Versioned.self) { value in
                        VStack {
                            CountingScreen(label: "\(value.id)")
                            Button("Bump") { path[0].version += 1 }
                            Button("Replace") { path[0] = Versioned(id: 2, version: 1) }
                        }
                    }
            }
        }
    }

    /// SwiftUI's path is a collection of `Hashable` values: a value equal to the one at its
    /// place is the same screen, however it prints; an unequal one is another screen.
    @Test func aPathValueEqualToTheLastKeepsItsScreen() throws {
        let host = ViewHost(EqualValues())
        try host.tap("Count 1")
        try host.tap("Bump")
        #expect(host.navigationPath == ["1 v2"])
        #expect(host.contains(text: "Taps 1"), "an equal value is the same screen")
        #expect(host.stats.stateDeallocations == 0)
        try host.tap("Replace")
        #expect(host.navigationPath == ["2 v1"])
        #expect(host.contains(text: "Taps 0"), "an unequal value is another screen")
    }

    @Test func aTypedPathBindingDrivesTheStack() throws {
        let host = ViewHost(TypedPath())
        try host.tap("Push two")
        #expect(host.navigationPath == ["Coin(name: \"A\")", "Coin(name: \"B\")"])
        #expect(host.contains(text: "Coin B"))
        try host.back()
        #expect(host.contains(text: "Coin A"))
        try host.tap("Pop all")
        #expect(host.contains(text: "Depth 0"))
    }

    struct PathScreen: View {
        @State private var path = NavigationPath()
        @State private var showsSettings = false
        @State private var selected: Coin?
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Path \(path.count)")
                    Button("Settings") { showsSettings = true }
                    Button("Select") { selected = Coin(name: "Item") }
                    NavigationLink("Go", value: Coin(name: "Go"))
                }
                .navigationDestination(for: Coin.self) { Text("Value \($0.name)") }
                .navigationDestination(isPresented: $showsSettings) { Text("Settings screen") }
                .navigationDestination(item: $selected) { Text("Selected \($0.name)") }
            }
        }
    }

    @Test func aNavigationPathBindingRecordsValuePushes() throws {
        let host = ViewHost(PathScreen())
        try host.tap("Go")
        #expect(host.contains(text: "Value Go"))
        try host.back()
        #expect(host.contains(text: "Path 0"))
    }

    @Test func destinationBindingsPushAndAreClearedByBack() throws {
        let host = ViewHost(PathScreen())
        try host.tap("Settings")
        #expect(host.contains(text: "Settings screen"))
        try host.back()
        #expect(host.contains(text: "Path 0"))
        try host.tap("Settings")
        #expect(host.contains(text: "Settings screen"), "back cleared the binding, so it can push again")
        try host.back()
        try host.tap("Select")
        #expect(host.contains(text: "Selected Item"))
        try host.back()
        #expect(host.navigationPath.isEmpty)
    }

    /// A pushed screen that pushes a view of its own through `navigationDestination(isPresented:)`.
    struct PushingFromAPushedScreen: View {
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open") { path = ["a"] }
                }
                .navigationDestination(for: String.self) { _ in PushingScreen(popAll: { path = [] }) }
            }
        }
    }

    struct PushingScreen: View {
        let popAll: () -> Void
        @State private var showsMore = false

        var body: some View {
            VStack {
                Button("More") { showsMore = true }
            }
            .navigationDestination(isPresented: $showsMore) {
                Button("Pop all") { popAll() }
            }
        }
    }

    @Test func aViewPushedFromAScreenGoesWhenTheScreenIsPopped() throws {
        let host = ViewHost(PushingFromAPushedScreen())
        try host.tap("Open")
        try host.tap("More")
        #expect(host.navigationPath.count == 2)
        try host.tap("Pop all")
        #expect(host.navigationPath.isEmpty, "the screen that declared the destination is gone, and its push with it")
        #expect(host.contains(text: "Open"))
        try host.tap("Open")
        #expect(host.navigationPath.count == 1, "its binding went with it: the screen is pushed anew, alone")
    }

    struct StatefulRoot: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Counter(name: "root")
                    NavigationLink("Next") { Text("Next screen") }
                }
            }
        }
    }

    @Test func theRootKeepsItsStateWhileCovered() throws {
        let host = ViewHost(StatefulRoot())
        try host.tap("root: 0")
        try host.tap("Next")
        try host.back()
        #expect(host.contains(text: "root: 1"))
    }
}
