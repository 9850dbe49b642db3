import HeadlessSwiftUI
import HeadlessSwiftUIHost

// Issue 11's host search: what `host.tap("Rename")` costs on the runtime workload
// (`WorkloadRoot`), whole and in parts, so that the search can be compared with the update it
// causes. Each phase first taps twice (the first layout, then a relayout after a rename), so
// that the measured tap finds the host as a test's second tap does.
//
//   host-tap     `try host.tap("Rename")`: search, layout, hit test, update
//   host-update  the update alone (the action `tapAction(for:)` returned)
//   host-search  `tapAction(for: "Rename")` alone: the search, the layout, the hit test
//   host-layout  the layout alone, after a rename (counted in `measuredLayout`)
//   host-first-search  the first search of a host laid out once: it builds the text index

extension WorkloadPhase {
    @MainActor
    func runHostSearch(rows: Int) throws -> Double {
        let host = ViewHost(WorkloadRoot(count: rows))
        var failure: (any Error)?
        // `measuredSection` takes a closure that cannot throw: the error is rethrown after it.
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { failure = error }
        }
        if self == .hostFirstSearch {
            host.layout()
        } else {
            try host.tap("Rename")
            try host.tap("Rename")
        }
        let time: Double
        switch self {
        case .hostTap:
            time = timed { measuredSection { attempt { try host.tap("Rename") } } }
        case .hostUpdate:
            let rename = try host.tapAction(for: "Rename")
            time = timed { measuredSection(rename) }
        case .hostSearch, .hostFirstSearch:
            time = timed { measuredSection { attempt { _ = try host.tapAction(for: "Rename") } } }
        case .hostLayout:
            try host.tapAction(for: "Rename")()
            time = timed { measuredLayout(host) }
        default:
            preconditionFailure("\(self) is not a host search phase")
        }
        if let failure { throw failure }
        return time
    }
}
