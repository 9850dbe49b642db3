import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("State lives as long as structural identity")
struct StateIdentityTests {
    struct ParentReevaluates: View {
        @State private var flag = false
        var body: some View {
            VStack {
                Button("Toggle") { flag.toggle() }
                Text(flag ? "on" : "off")
                Counter(name: "A")
            }
        }
    }

    @Test func stateSurvivesParentReevaluation() throws {
        let host = ViewHost(ParentReevaluates())
        try host.tap("A: 0")
        try host.tap("A: 1")
        #expect(host.contains(text: "A: 2"))
        try host.tap("Toggle")
        #expect(host.contains(text: "on"))
        #expect(host.contains(text: "A: 2"))
        #expect(host.stats.stateDeallocations == 0)
    }

    struct BranchFlip: View {
        @State private var flag = false
        var body: some View {
            VStack {
                Button("Flip") { flag.toggle() }
                if flag {
                    Counter(name: "A")
                } else {
                    Counter(name: "A")
                }
            }
        }
    }

    @Test func flippingBranchesReplacesState() throws {
        let host = ViewHost(BranchFlip())
        try host.tap("A: 0")
        #expect(host.contains(text: "A: 1"))
        host.resetStatistics()
        try host.tap("Flip")
        // The same view type in the other branch is another view: fresh state.
        #expect(host.contains(text: "A: 0"))
        #expect(host.stats.stateDeallocations == 1)
        #expect(host.stats.stateAllocations == 1)
        try host.tap("Flip")
        #expect(host.contains(text: "A: 0"), "the first branch's old state is not resurrected")
    }

    struct ExplicitID: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Button("Next") { generation += 1 }
                Counter(name: "A").id(generation)
            }
        }
    }

    @Test func changingIDResetsState() throws {
        let host = ViewHost(ExplicitID())
        try host.tap("A: 0")
        try host.tap("A: 1")
        #expect(host.contains(text: "A: 2"))
        try host.tap("Next")
        #expect(host.contains(text: "A: 0"))
        #expect(host.stats.stateDeallocations == 1)
    }

    struct Item: Identifiable, Equatable {
        let id: String
    }

    struct Reorderable: View {
        @State private var items = [Item(id: "x"), Item(id: "y"), Item(id: "z")]
        var body: some View {
            VStack {
                Button("Reverse") { items.reverse() }
                Button("Drop y") { items.removeAll { $0.id == "y" } }
                Button("Add y") { items.append(Item(id: "y")) }
                ForEach(items) { item in
                    Counter(name: item.id)
                }
            }
        }
    }

    @Test func forEachKeepsStateByIDAcrossReorders() throws {
        let host = ViewHost(Reorderable())
        try host.tap("x: 0")
        try host.tap("z: 0")
        try host.tap("z: 1")
        try host.tap("Reverse")
        #expect(host.texts.filter { $0.contains(":") } == ["z: 2", "y: 0", "x: 1"])
        #expect(host.stats.stateDeallocations == 0)
    }

    @Test func forEachDeallocatesRemovedElements() throws {
        let host = ViewHost(Reorderable())
        try host.tap("y: 0")
        host.resetStatistics()
        try host.tap("Drop y")
        #expect(!host.contains(text: "y: 1"))
        #expect(host.stats.stateDeallocations == 1)
        try host.tap("Add y")
        #expect(host.contains(text: "y: 0"), "a re-inserted id starts with fresh state")
        #expect(host.stats.stateAllocations == 1)
    }

    struct OptionalChild: View {
        @State private var show = true
        var body: some View {
            VStack {
                Button("Show") { show.toggle() }
                if show { Counter(name: "A") }
            }
        }
    }

    @Test func optionalPresenceIsIdentity() throws {
        let host = ViewHost(OptionalChild())
        try host.tap("A: 0")
        try host.tap("Show")
        #expect(!host.contains(text: "A: 1"))
        try host.tap("Show")
        #expect(host.contains(text: "A: 0"))
    }

    struct AnyViewTypeChange: View {
        @State private var useText = false
        var body: some View {
            VStack {
                Button("Swap") { useText.toggle() }
                erased
            }
        }

        var erased: AnyView {
            useText ? AnyView(Text("text")) : AnyView(Counter(name: "A"))
        }
    }

    @Test func anyViewTypeChangeReplacesTheView() throws {
        let host = ViewHost(AnyViewTypeChange())
        try host.tap("A: 0")
        #expect(host.contains(text: "A: 1"))
        try host.tap("Swap")
        #expect(host.contains(text: "text"))
        try host.tap("Swap")
        #expect(host.contains(text: "A: 0"))
    }

    @Test func anyViewWithSameTypeKeepsStateAcrossItsOwnUpdates() throws {
        struct Holder: View {
            @State private var tick = 0
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    AnyView(Counter(name: "A"))
                }
            }
        }
        let host = ViewHost(Holder())
        try host.tap("A: 0")
        try host.tap("Tick 0")
        #expect(host.contains(text: "A: 1"))
    }

    /// A custom dynamic property made of SwiftUI's own.
    struct Toggled: DynamicProperty {
        @State var isOn = false
        @Environment(\.dynamicTypeSize) var typeSize
    }

    struct UsesCustomProperty: View {
        private var toggled = Toggled()
        var body: some View {
            Button("\(toggled.isOn ? "on" : "off") at \(String(describing: toggled.typeSize))") {
                toggled.isOn.toggle()
            }
        }
    }

    @Test func stateNestedInACustomDynamicPropertyIsInstalled() throws {
        let host = ViewHost(UsesCustomProperty())
        try host.tap("off at large")
        #expect(host.contains(text: "on at large"))
        host.update { $0.dynamicTypeSize = .xSmall }
        #expect(host.contains(text: "on at xSmall"))
        #expect(host.warnings.isEmpty)
    }
}
