import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `content` inside `levels` `AnyView`s, each around a padding.
@MainActor
private func erased(_ levels: Int, around content: some View) -> AnyView {
    var view = AnyView(content)
    for _ in 0..<levels { view = AnyView(view.padding(0)) }
    return view
}

@MainActor
@Suite("AnyView: a new box is a changed input; what it wraps is compared at the child")
struct AnyViewTests {
    struct Counted: View {
        let value: Int
        var body: some View { Text("Value \(value)") }
    }

    struct Parent: View {
        @State private var tick = 0
        @State private var value = 1
        var body: some View {
            VStack {
                Button("Tick \(tick)") { tick += 1 }
                Button("Change") { value += 1 }
                AnyView(Counted(value: value))
            }
        }
    }

    @Test("A body that erases an unchanged view again does not re-run it; a changed one does")
    func unchangedContentIsNotReevaluated() throws {
        let host = ViewHost(Parent())
        host.resetStatistics()
        try host.tap("Tick 0")
        #expect(host.stats.bodyEvaluations(of: Counted.self) == 0)
        try host.tap("Change")
        #expect(host.stats.bodyEvaluations(of: Counted.self) == 1)
        #expect(host.texts.last == "Value 2")
    }

    /// A value that counts how often it is compared.
    struct Probe: Equatable {
        @MainActor static var comparisons = 0
        var title: String
        static func == (lhs: Probe, rhs: Probe) -> Bool {
            MainActor.assumeIsolated { comparisons += 1 }
            return lhs.title == rhs.title
        }
    }

    struct Leaf: View {
        let probe: Probe
        var body: some View { Text(probe.title) }
    }

    struct Chain: View {
        @State private var title = "Leaf"
        var body: some View {
            VStack {
                Button("Rename") { title = "Renamed" }
                erased(1_000, around: Leaf(probe: Probe(title: title)))
            }
        }
    }

    /// Comparing what every `AnyView` wraps, at every level, compared the chain below once per
    /// level, quadratic in the depth: the leaf was compared at each of the 2,000 levels above it.
    @Test("A change at the bottom of 1,000 nested AnyViews compares the leaf once, at the leaf")
    func nestedChainComparesTheLeafOnce() throws {
        let host = ViewHost(Chain())
        Probe.comparisons = 0
        try host.tap("Rename")
        #expect(host.texts.last == "Renamed")
        #expect(Probe.comparisons == 1)
    }
}
