import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@testable import SwiftUIExtras

@MainActor
@Suite("RuntimeWarningAction: a warning reaches the action its view's environment holds")
struct RuntimeWarningActionTests {
    /// A view that reports a warning when its button is tapped.
    struct Reporter: View {
        let name: String
        @Environment(\.runtimeWarning) private var runtimeWarning

        var body: some View {
            Button("Warn \(name)") { runtimeWarning("from \(name)") }
        }
    }

    @Test("The innermost action set in the environment takes the warning; the others see none of it")
    func innermostActionTakesTheWarning() throws {
        let outer = EventLog()
        let inner = EventLog()
        let host = ViewHost(
            VStack {
                Reporter(name: "outer")
                Reporter(name: "inner")
                    .environment(\.runtimeWarning, RuntimeWarningAction { inner.entries.append($0) })
            }
            .environment(\.runtimeWarning, RuntimeWarningAction { outer.entries.append($0) }))
        try host.tap("Warn inner")
        try host.tap("Warn outer")
        try host.tap("Warn inner")
        #expect(inner.entries == ["from inner", "from inner"])
        #expect(outer.entries == ["from outer"])
    }

    @Test("Calling an action runs its handler with the message, once per call")
    func callingRunsTheHandler() {
        let log = EventLog()
        let action = RuntimeWarningAction { log.entries.append($0) }
        action("first")
        action("second")
        #expect(log.entries == ["first", "second"])
    }
}
