import HeadlessSwiftUI
import HeadlessSwiftUIHost

// Issue 27's typical screen test: mount a list-detail screen of 20 rows (`NavigationStack`, a
// `List` of `NavigationLink(value:)`, a `Form` detail with a `Toggle` and a button presenting a
// sheet), tap three times (push a detail, toggle, present), take one text snapshot. Measured
// the first time in a process (type plans and tables are made then) and after a warm-up; the
// snapshot's own cost (the text tree, compared with a reference) beside them.

struct ScreenTestList: View {
    var body: some View {
        NavigationStack {
            List(1...20, id: \.self) { number in
                NavigationLink("Item \(number)", value: number)
            }
            .navigationTitle("Items")
            .navigationDestination(for: Int.self) { ScreenTestDetail(number: $0) }
        }
    }
}

struct ScreenTestDetail: View {
    let number: Int
    @State private var flagged = false
    @State private var sharing = false

    var body: some View {
        Form {
            Toggle("Flagged", isOn: $flagged)
            Button("Share") { sharing = true }
        }
        .navigationTitle("Item \(number)")
        .sheet(isPresented: $sharing) {
            Text("Share item \(number)")
        }
    }
}

/// The test's steps, as a test writes them; returns the text snapshot.
@MainActor
func screenTest() throws -> String {
    let host = ViewHost(ScreenTestList())
    try host.tap("Item 3")
    try host.toggle("Flagged")
    try host.tap("Share")
    return host.render()
}

enum ScreenTestPhase: String, CaseIterable {
    /// The whole test, the first time in the process.
    case first = "screen-test-first"
    /// The whole test after one run of it.
    case warm = "screen-test"
    /// The snapshot alone: the text tree of the screen the test reached, compared with the
    /// reference.
    case snapshot = "screen-snapshot"

    @MainActor
    func run() throws -> Double {
        var failure: (any Error)?
        // A closure value, not a literal: a literal is propagated into a specialized copy of
        // `measuredSection` that callgrind's name filter misses.
        let test: () -> Void = { failure = Result { try screenTest() }.error }
        switch self {
        case .first:
            let time = timed { measuredSection(test) }
            if let failure { throw failure }
            return time
        case .warm:
            _ = try screenTest()
            let time = timed { measuredSection(test) }
            if let failure { throw failure }
            return time
        case .snapshot:
            let reference = try screenTest()
            let host = ViewHost(ScreenTestList())
            try host.tap("Item 3")
            try host.toggle("Flagged")
            try host.tap("Share")
            var matches = false
            let time = timed { measuredSection { matches = host.render() == reference } }
            guard matches else { throw SnapshotMismatch() }
            return time
        }
    }
}

/// The snapshot of a second run differed from the first's: the workload is not deterministic.
struct SnapshotMismatch: Error {}

extension Result where Failure == any Error {
    fileprivate var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Issue 27's targets, in instructions: 20M the first time, 1M after (from about 58M and 2.6M).
let screenTestTargets: [ScreenTestPhase: Double] = [.first: 20e6, .warm: 1e6]

/// Runs the screen test's phases in child processes, as the runtime workload's are.
@MainActor
func runScreenTestComparison() {
    print("Screen test (issue 27): mount a 20-row list-detail screen, tap three times, one text snapshot")
    runPhases(ScreenTestPhase.allCases.map { ($0.rawValue, screenTestTargets[$0]) }, rows: 0)
}
