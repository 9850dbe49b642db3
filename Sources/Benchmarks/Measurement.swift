import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost

/// What one update cost: the runtime's counters and the wall time, averaged over repeats.
struct UpdateCost {
    var bodyEvaluations = 0.0
    var stateAllocations = 0.0
    var stateDeallocations = 0.0
    var nodesCreated = 0.0
    var microseconds = 0.0
}

/// Runs `update` `repeats` times on a fresh-enough host and averages what each run cost.
@MainActor
func measure(repeats: Int, host: ViewHost, update: (Int) throws -> Void) rethrows -> UpdateCost {
    var cost = UpdateCost()
    for run in 0..<repeats {
        host.resetStatistics()
        let start = DispatchTime.now().uptimeNanoseconds
        try update(run)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        let stats = host.stats
        cost.bodyEvaluations += Double(stats.bodyEvaluations)
        cost.stateAllocations += Double(stats.stateAllocations)
        cost.stateDeallocations += Double(stats.stateDeallocations)
        cost.nodesCreated += Double(stats.nodesCreated)
        cost.microseconds += Double(elapsed) / 1000
    }
    let n = Double(repeats)
    return UpdateCost(
        bodyEvaluations: cost.bodyEvaluations / n,
        stateAllocations: cost.stateAllocations / n,
        stateDeallocations: cost.stateDeallocations / n,
        nodesCreated: cost.nodesCreated / n,
        microseconds: cost.microseconds / n
    )
}

/// One comparison: the library's way and the seed's way of the same update, side by side.
struct Comparison {
    let title: String
    let ours: UpdateCost
    let seed: UpdateCost

    var table: String {
        func row(_ name: String, _ ours: Double, _ seed: Double) -> String {
            let ratio = ours == 0 ? (seed == 0 ? "1.00" : "0 vs \(format(seed))") : format(seed / ours) + "x"
            return "  " + name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + format(ours).leftPadded(12) + format(seed).leftPadded(12) + ratio.leftPadded(14)
        }
        return [
            title,
            "  " + "per update".padding(toLength: 22, withPad: " ", startingAt: 0) + "ours".leftPadded(12)
                + "seed".leftPadded(12) + "seed/ours".leftPadded(14),
            row("body evaluations", ours.bodyEvaluations, seed.bodyEvaluations),
            row("state allocations", ours.stateAllocations, seed.stateAllocations),
            row("state deallocations", ours.stateDeallocations, seed.stateDeallocations),
            row("nodes created", ours.nodesCreated, seed.nodesCreated),
            row("time (µs)", ours.microseconds, seed.microseconds),
        ].joined(separator: "\n")
    }
}

func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
