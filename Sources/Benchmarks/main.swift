import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// Side-by-side costs of the library's components and the seeds' implementations, measured in
// one run: body evaluations, state allocations and time per update; then the runtime workload
// of issue 11 in instructions (callgrind, where valgrind is installed) and time.
// Run: swift run -c release Benchmarks
// One workload phase alone (what the comparison runs in a child process):
//   swift run -c release Benchmarks --phase mount|tap|rename|mount+layout|layout|relayout|lazy-host-tap --rows 10000
//   swift run -c release Benchmarks --phase screen-test-first|screen-test|screen-snapshot

@MainActor
func run() {
    let repeats = 200

    let oursModel = BenchModel()
    let seedModel = BenchModel()
    let overlayOurs = ViewHost(OverlayScreen(useSeed: false, model: oursModel))
    let overlaySeed = ViewHost(OverlayScreen(useSeed: true, model: seedModel))
    print(
        Comparison(
            title: "overlayIf: toggling the overlay on a view of 50 stateful rows",
            ours: measure(repeats: repeats, host: overlayOurs) { _ in
                oursModel.overlayOn.toggle()
                overlayOurs.settle()
            },
            seed: measure(repeats: repeats, host: overlaySeed) { _ in
                seedModel.overlayOn.toggle()
                overlaySeed.settle()
            }
        ).table)
    print()

    var compact = EnvironmentValues()
    compact.horizontalSizeClass = .compact
    var regular = EnvironmentValues()
    regular.horizontalSizeClass = .regular
    let adaptiveOurs = ViewHost(AdaptiveScreen(useSeed: false), environment: compact)
    let adaptiveSeed = ViewHost(AdaptiveScreen(useSeed: true), environment: compact)
    print(
        Comparison(
            title: "AdaptiveStack: flipping the size class under 50 stateful rows",
            ours: measure(repeats: repeats, host: adaptiveOurs) { run in
                adaptiveOurs.update(environment: run.isMultiple(of: 2) ? regular : compact)
            },
            seed: measure(repeats: repeats, host: adaptiveSeed) { run in
                adaptiveSeed.update(environment: run.isMultiple(of: 2) ? regular : compact)
            }
        ).table)
    print()

    let rowsModel = BenchModel()
    let rows = ViewHost(ThousandRows(model: rowsModel))
    let oneRow = measure(repeats: repeats, host: rows) { run in
        rowsModel.items[500].name = "Renamed \(run)"
        rows.settle()
    }
    print("1,000 rows: renaming one element in the root's state (ours only; the seeds have no such view)")
    print(
        "  body evaluations \(format(oneRow.bodyEvaluations)) (the list 1 + the changed row 1), state allocations \(format(oneRow.stateAllocations)), \(format(oneRow.microseconds)) µs per update"
    )
}

let arguments = CommandLine.arguments
let rows = arguments.firstIndex(of: "--rows").flatMap { Int(arguments[$0 + 1]) } ?? 10_000
if let index = arguments.firstIndex(of: "--phase"), let phase = WorkloadPhase(rawValue: arguments[index + 1]) {
    // A child process: one phase, its measured section's time (µs) on the last line.
    let microseconds = try MainActor.assumeIsolated { try phase.run(rows: rows) }
    print(microseconds)
} else if let index = arguments.firstIndex(of: "--phase"), let phase = ScreenTestPhase(rawValue: arguments[index + 1]) {
    print(try MainActor.assumeIsolated { try phase.run() })
} else {
    MainActor.assumeIsolated {
        run()
        print()
        runWorkloadComparison(rows: rows)
        print()
        runLayoutComparison()
        print()
        runScreenTestComparison()
    }
}
