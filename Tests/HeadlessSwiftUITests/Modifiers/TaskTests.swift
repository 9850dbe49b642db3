import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("task(priority:_:) and task(id:priority:_:) follow the view's appearances")
struct TaskTests {
    /// Records what the tasks did, on the main actor.
    @MainActor final class Journal {
        var entries: [String] = []
    }

    struct Ticker: View {
        let journal: Journal
        let gate: AsyncStream<Void>
        var body: some View {
            Text("Ticker").task {
                journal.entries.append("started")
                for await _ in gate {
                    journal.entries.append("tick")
                }
                journal.entries.append(Task.isCancelled ? "cancelled" : "ended")
            }
        }
    }

    struct Screen: View {
        let journal: Journal
        let gate: AsyncStream<Void>
        @State private var showsTicker = true
        var body: some View {
            VStack {
                Button("Hide") { showsTicker = false }
                if showsTicker { Ticker(journal: journal, gate: gate) }
            }
        }
    }

    @Test func aTaskIsCancelledWhenItsViewGoes() async throws {
        let journal = Journal()
        let (gate, feed) = AsyncStream<Void>.makeStream()
        let host = ViewHost(Screen(journal: journal, gate: gate))
        // The task runs on the main actor; a yielded value reaches it once we suspend.
        while journal.entries.isEmpty { await Task.yield() }
        feed.yield()
        while journal.entries.count < 2 { await Task.yield() }
        #expect(journal.entries == ["started", "tick"])
        try host.tap("Hide")
        // Cancelling the task ends its `for await` loop.
        await host.settleTasks()
        #expect(journal.entries == ["started", "tick", "cancelled"])
    }

    struct Profile: View {
        let userID: Int
        let journal: Journal
        @State private var name = "…"
        var body: some View {
            Text("Name: \(name)")
                .task(id: userID, priority: .utility) {
                    journal.entries.append("load \(userID)")
                    name = "User \(userID)"
                }
        }
    }

    struct Profiles: View {
        let journal: Journal
        @State private var userID = 1
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("Next user") { userID += 1 }
                Button("Touch \(unrelated)") { unrelated += 1 }
                Profile(userID: userID, journal: journal)
            }
        }
    }

    @Test func taskIDRestartsOnlyWhenTheIDChanges() async throws {
        let journal = Journal()
        let host = ViewHost(Profiles(journal: journal))
        #expect(host.contains(text: "Name: …"))  // the task has not run yet
        await host.settleTasks()
        #expect(host.contains(text: "Name: User 1"))
        try host.tap("Touch 0")
        await host.settleTasks()
        #expect(journal.entries == ["load 1"])
        try host.tap("Next user")
        await host.settleTasks()
        #expect(host.contains(text: "Name: User 2"))
        #expect(journal.entries == ["load 1", "load 2"])
    }

    struct Pusher: View {
        let journal: Journal
        var body: some View {
            NavigationStack {
                Text("Sleeper")
                    .task {
                        journal.entries.append("started")
                        // Ended only by a cancellation (an hour is longer than any test).
                        try? await Task.sleep(for: .seconds(3_600))
                        journal.entries.append(Task.isCancelled ? "cancelled" : "ended")
                    }
                    .toolbar {
                        NavigationLink("Next") { Text("Pushed") }
                    }
            }
        }
    }

    @Test("A task is cancelled when a push covers its view, and starts again when the view is back")
    func aCoveredViewsTaskIsCancelledAndRestarts() async throws {
        // Apple, task(priority:_:): "SwiftUI can automatically cancel the task after the view
        // disappears"; a screen covered by a push disappears (its onDisappear runs).
        let journal = Journal()
        let host = ViewHost(Pusher(journal: journal))
        while journal.entries.isEmpty { await Task.yield() }
        try host.tap("Next")
        #expect(host.contains(text: "Pushed"))
        // Bounded waits: a task left running would otherwise hang the test.
        for _ in 0..<1_000 where journal.entries.count < 2 { await Task.yield() }
        #expect(journal.entries == ["started", "cancelled"])
        try host.back()
        for _ in 0..<1_000 where journal.entries.count < 3 { await Task.yield() }
        #expect(journal.entries == ["started", "cancelled", "started"])
        try host.tap("Next")
        await host.settleTasks()
        #expect(journal.entries == ["started", "cancelled", "started", "cancelled"])
    }

    struct Feed: View {
        let journal: Journal
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { index in
                        Text("Row \(index)").frame(height: 100)
                            .task { journal.entries.append("row \(index)") }
                    }
                }
            }
        }
    }

    @Test("A lazy row's task starts when the row comes on screen")
    func lazyRowsTasksStartOnScreen() async throws {
        let journal = Journal()
        let host = ViewHost(Feed(journal: journal), device: box(200, 300))
        await host.settleTasks()
        #expect(journal.entries.sorted() == ["row 0", "row 1", "row 2"])
        try host.scroll(by: CGSize(width: 0, height: 300))
        await host.settleTasks()
        #expect(journal.entries.sorted() == ["row 0", "row 1", "row 2", "row 3", "row 4", "row 5"])
    }
}
