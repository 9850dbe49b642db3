import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("sensoryFeedback: played when the trigger changes")
struct SensoryFeedbackTests {
    struct Checkout: View {
        @State var paid = false
        @State var count = 0
        var body: some View {
            VStack {
                Button("Pay") { paid = true }
                    .sensoryFeedback(.success, trigger: paid)
                Button("Add") { count += 1 }
                Button("Remove") { count -= 1 }
                Text("count \(count)")
                    .sensoryFeedback(.decrease, trigger: count) { old, new in new < old }
                    .sensoryFeedback(trigger: count) { _, new in new >= 2 ? .impact(flexibility: .soft) : nil }
                Button("Redraw") { paid = paid }
            }
        }
    }

    @Test func nothingPlaysOnAppearance() {
        let host = ViewHost(Checkout())
        #expect(host.sensoryFeedback.isEmpty)
    }

    @Test func aChangedTriggerPlaysTheFeedbackOnce() throws {
        let host = ViewHost(Checkout())
        try host.tap("Pay")
        #expect(host.sensoryFeedback == [.success])
        try host.tap("Pay")
        #expect(host.sensoryFeedback == [.success], "the trigger did not change again")
    }

    @Test func theConditionAndTheClosureChooseWhatPlays() throws {
        let host = ViewHost(Checkout())
        try host.tap("Add")
        #expect(host.sensoryFeedback.isEmpty, "an increase is not a decrease, and 1 < 2")
        try host.tap("Add")
        #expect(host.sensoryFeedback == [.impact(flexibility: .soft)])
        try host.tap("Remove")
        #expect(host.sensoryFeedback == [.impact(flexibility: .soft), .decrease])
        #expect(SensoryFeedback.impact(weight: .heavy) != .impact(weight: .light))
    }
}
