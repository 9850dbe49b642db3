import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `Timer.publish(every:on:in:)`, as apps use it with `onReceive`: under a host it ticks on the
/// host's clock, so a test lets time pass instead of waiting for it.
@MainActor
@Suite("Timer.publish")
struct TimerPublisherTests {
    struct Ticker: View {
        @State private var ticks = 0
        @State private var last: Date?
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            VStack {
                Text("Ticks: \(ticks)")
                if let last { Text("Last: \(last.timeIntervalSinceReferenceDate)") }
            }
            .onReceive(timer) { date in
                ticks += 1
                last = date
            }
        }
    }

    /// Combine's timer fires first one interval after it connects
    /// (https://developer.apple.com/documentation/foundation/timer/timerpublisher), then at
    /// each interval; each value is the clock's date when it fires.
    @Test func ticksEveryIntervalOnTheHostsClock() throws {
        let host = ViewHost(Ticker())
        let start = host.now
        #expect(host.contains(text: "Ticks: 0"))
        host.advanceTime(by: 0.5)
        #expect(host.contains(text: "Ticks: 0"))
        host.advanceTime(by: 0.5)
        #expect(host.contains(text: "Ticks: 1"))
        #expect(
            host.contains(
                text: "Last: " + String(format: "%lf", start.addingTimeInterval(1).timeIntervalSinceReferenceDate)))
        host.advanceTime(by: 2.5)
        #expect(host.contains(text: "Ticks: 3"))
        #expect(
            host.contains(
                text: "Last: " + String(format: "%lf", start.addingTimeInterval(3).timeIntervalSinceReferenceDate)))
        host.advanceTime(by: 3600)
        #expect(host.contains(text: "Ticks: 3603"))
    }

    /// When the view goes, its subscription is cancelled, the autoconnected timer disconnects,
    /// and nothing is scheduled any more.
    @Test func theTimerStopsWhenItsViewGoes() throws {
        struct Screen: View {
            @State var showsTicker = true
            var body: some View {
                VStack {
                    Button("Hide") { showsTicker = false }
                    if showsTicker { Ticker() }
                }
            }
        }
        let host = ViewHost(Screen())
        host.advanceTime(by: 2)
        #expect(host.contains(text: "Ticks: 2"))
        #expect(host.nextScheduledDate != nil)
        try host.tap("Hide")
        #expect(host.nextScheduledDate == nil)
        host.advanceTime(by: 5)
        #expect(!host.texts.contains { $0.hasPrefix("Ticks") })
    }

    /// A subscriber outside any view (a view model's `sink`) made during a host's update
    /// ticks on that host's clock too; a connectable timer sends nothing before `connect()`.
    @Test func aModelsTimerFollowsTheHostThatMadeIt() throws {
        final class Model: ObservableObject {
            @Published var count = 0
            var subscription: AnyCancellable?
            let timer = Timer.publish(every: 0.25, on: .main, in: .default)
            func start() {
                subscription = timer.sink { [weak self] _ in self?.count += 1 }
                _ = timer.connect()
            }
        }
        struct Screen: View {
            @StateObject var model = Model()
            var body: some View {
                Button("Start \(model.count)") { model.start() }
            }
        }
        let host = ViewHost(Screen())
        host.advanceTime(by: 1)
        #expect(host.contains(text: "Start 0"), "not connected yet")
        try host.tap("Start 0")
        host.advanceTime(by: 1)
        #expect(host.contains(text: "Start 4"))
    }
}
