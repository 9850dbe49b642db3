import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("onAppear, onDisappear and onChange")
struct LifecycleTests {
    struct Screen: View {
        let log: EventLog
        @State private var show = true
        @State private var tick = 0
        @State private var value = 0

        var body: some View {
            VStack {
                Button("Show") { show.toggle() }
                Button("Tick") { tick += 1 }
                Button("Value") { value += 10 }
                Text("tick \(tick)")
                if show {
                    Text("child")
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                }
                Text("value")
                    .onChange(of: value) { old, new in log.entries.append("change \(old)->\(new)") }
                    .onChange(of: value, initial: true) { log.entries.append("zero-arg change") }
            }
        }
    }

    @Test func appearAndDisappearFollowIdentity() throws {
        let log = EventLog()
        let host = ViewHost(Screen(log: log))
        #expect(log.entries == ["appear", "zero-arg change"])
        #expect(host.stats.appearCount == 1)
        try host.tap("Tick")
        try host.tap("Tick")
        #expect(host.contains(text: "tick 2"))
        #expect(host.stats.appearCount == 1, "re-evaluation is not a new appearance")
        try host.tap("Show")
        #expect(log.entries.suffix(1) == ["disappear"])
        #expect(host.stats.disappearCount == 1)
        try host.tap("Show")
        #expect(log.entries.suffix(1) == ["appear"])
        #expect(host.stats.appearCount == 2)
    }

    @Test func onChangeSeesOldAndNewValues() throws {
        let log = EventLog()
        let host = ViewHost(Screen(log: log))
        log.entries.removeAll()
        try host.tap("Tick")
        #expect(log.entries.isEmpty, "an unrelated update does not fire onChange")
        try host.tap("Value")
        try host.tap("Value")
        #expect(log.entries.filter { $0.hasPrefix("change") } == ["change 0->10", "change 10->20"])
        #expect(log.entries.filter { $0 == "zero-arg change" }.count == 2)
    }

    struct Looping: View {
        @State private var value = 0
        var body: some View {
            Text("value \(value)").onChange(of: value, initial: true) { value += 1 }
        }
    }

    @Test func anUpdateLoopIsCutAndReported() {
        let host = ViewHost(Looping())
        #expect(host.warnings.contains { $0.contains("did not settle") })
    }
}
