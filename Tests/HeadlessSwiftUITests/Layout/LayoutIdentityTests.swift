import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Layouts and identity")
struct LayoutIdentityTests {
    struct AnyLayoutSwitch: View {
        @State private var vertical = false
        var body: some View {
            let layout =
                vertical
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
                : AnyLayout(HStackLayout(alignment: .top, spacing: 12))
            VStack {
                Button("Axis") { vertical.toggle() }
                layout {
                    Counter(name: "A")
                    Counter(name: "B")
                }
            }
        }
    }

    @Test func anyLayoutSwitchKeepsChildState() throws {
        let host = ViewHost(AnyLayoutSwitch())
        try host.tap("A: 0")
        try host.tap("B: 0")
        try host.tap("B: 1")
        let (a, b) = (try #require(host.frame(of: "A: 1")), try #require(host.frame(of: "B: 2")))
        #expect(b.minX == a.maxX + 12 && b.minY == a.minY, "side by side, 12 apart, top-aligned")
        try host.tap("Axis")
        #expect(host.contains(text: "A: 1"))
        #expect(host.contains(text: "B: 2"))
        let (top, bottom) = (try #require(host.frame(of: "A: 1")), try #require(host.frame(of: "B: 2")))
        #expect(bottom.minY == top.maxY + 4 && bottom.minX == top.minX, "stacked, 4 apart, leading-aligned")
        #expect(host.stats.stateDeallocations == 0)
    }

    struct ConcreteStackSwitch: View {
        @State private var vertical = false
        var body: some View {
            VStack {
                Button("Axis") { vertical.toggle() }
                if vertical {
                    VStack { Counter(name: "A") }
                } else {
                    HStack { Counter(name: "A") }
                }
            }
        }
    }

    @Test func concreteStackSwitchLosesChildState() throws {
        let host = ViewHost(ConcreteStackSwitch())
        try host.tap("A: 0")
        try host.tap("Axis")
        #expect(host.contains(text: "A: 0"))
        #expect(host.stats.stateDeallocations == 1)
    }

    struct SameTypeDifferentLayouts: View {
        @State private var vertical = false
        var body: some View {
            VStack {
                Button("Axis") { vertical.toggle() }
                if vertical {
                    VStackLayout { Counter(name: "A") }
                } else {
                    HStackLayout { Counter(name: "A") }
                }
            }
        }
    }

    @Test func concreteLayoutsAreDifferentViews() throws {
        let host = ViewHost(SameTypeDifferentLayouts())
        try host.tap("A: 0")
        try host.tap("Axis")
        #expect(host.contains(text: "A: 0"))
    }
}
