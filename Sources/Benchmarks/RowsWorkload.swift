import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost

// The runtime workload of issue 11, written once so that it can be run the same way in peer
// runtimes: a root `@State var rows` shown by `ForEach` in a `VStack`, with a Rename button that
// changes row N/2's title; each row an `HStack { Text(title); Spacer(); Text(count);
// Button("Tap") }` with its own `@State var count`. Three phases are measured: one mount, one
// tap on row N/2's button (its own state), one rename, each after a warm-up.

struct WorkloadItem: Identifiable {
    let id: Int
    var title: String
}

struct WorkloadRow: View {
    let index: Int
    let title: String
    @State private var count = 0

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(count)")
            // The label names the row so that the benchmark can find one row's button; the
            // search is outside the measured section.
            Button("Tap \(index)") { count += 1 }
        }
    }
}

struct WorkloadRoot: View {
    @State private var rows: [WorkloadItem]

    init(count: Int) {
        _rows = State(initialValue: (0..<count).map { WorkloadItem(id: $0, title: "Row \($0)") })
    }

    var body: some View {
        VStack {
            Button("Rename") { rows[rows.count / 2].title += "!" }
            ForEach(rows) { row in
                WorkloadRow(index: row.id, title: row.title)
            }
        }
    }
}

/// The same rows in a scroll view's lazy stack, as a long list is written: the lazy workload of
/// issue 25 (the launch, which creates and lays out the rows on screen, and the update and
/// relayout after a row on screen changes its own state).
struct LayoutWorkloadRoot: View {
    @State private var rows: [WorkloadItem]

    init(count: Int) {
        _rows = State(initialValue: (0..<count).map { WorkloadItem(id: $0, title: "Row \($0)") })
    }

    var body: some View {
        VStack {
            Button("Rename") { rows[rows.count / 2].title += " renamed" }
            ScrollView {
                LazyVStack {
                    ForEach(rows) { row in
                        WorkloadRow(index: row.id, title: row.title)
                    }
                }
            }
        }
    }
}

/// One phase of the workload. Each runs in a process of its own, its measured section inside
/// `measuredSection`, so that callgrind counts the instructions of that section alone
/// (`--toggle-collect=`), with the set-up, the search and the teardown outside.
enum WorkloadPhase: String, CaseIterable {
    case mount, tap, rename
    /// The mount, then the first layout of the same rows on an iPhone 15 Pro: the mount target
    /// "then the same with layout".
    case mountAndLayout = "mount+layout"
    /// Issue 25, the lazy list: its launch (mount and first layout, which creates the rows on
    /// screen: in a lazy stack they go together), the update and relayout after a row on screen
    /// changes its own state, and `host.tap` on that row's button, update included.
    case layout, relayout
    case lazyHostTap = "lazy-host-tap"
    /// Issue 11's host search: a tap by label, whole and in parts (HostSearchWorkload.swift).
    case hostTap = "host-tap"
    case hostUpdate = "host-update"
    case hostSearch = "host-search"
    case hostLayout = "host-layout"
    case hostFirstSearch = "host-first-search"

    /// The phases of the runtime workload (issue 11), which has targets.
    static let runtime: [WorkloadPhase] = [.mount, .tap, .rename, .mountAndLayout]

    /// Runs the phase on a list of `rows`, returning the wall time of the measured section.
    @MainActor
    func run(rows: Int) throws -> Double {
        switch self {
        case .mount:
            // Warm-up: type plans and caches made once per process.
            _ = ViewHost(WorkloadRoot(count: 10))
            var host: ViewHost?
            let time = timed { measuredSection { host = ViewHost(WorkloadRoot(count: rows)) } }
            withExtendedLifetime(host) {}  // torn down outside the measured section
            return time
        case .mountAndLayout:
            ViewHost(WorkloadRoot(count: 10)).layout()  // warm-up
            var host: ViewHost?
            let time = timed {
                measuredSection {
                    host = ViewHost(WorkloadRoot(count: rows))
                    host?.layout()
                }
            }
            withExtendedLifetime(host) {}
            return time
        case .tap:
            let host = ViewHost(WorkloadRoot(count: rows))
            try host.tapAction(for: "Tap \(rows / 2 + 1)")()  // warm-up on another row
            let tap = try host.tapAction(for: "Tap \(rows / 2)")
            return timed { measuredSection(tap) }
        case .rename:
            let host = ViewHost(WorkloadRoot(count: rows))
            let rename = try host.tapAction(for: "Rename")
            rename()  // warm-up
            return timed { measuredSection(rename) }
        case .layout:
            ViewHost(LayoutWorkloadRoot(count: 10)).layout()  // warm-up
            let root = LayoutWorkloadRoot(count: rows)  // the rows' data, made outside
            var host: ViewHost?
            let time = timed { measuredSection { host = ViewHost(root, device: .iPhone15Pro) } }
            withExtendedLifetime(host) {}
            return time
        case .relayout:
            let host = ViewHost(LayoutWorkloadRoot(count: rows), device: .iPhone15Pro)
            try host.tapAction(for: "Tap 2")()  // warm-up on another row
            let tap = try host.tapAction(for: "Tap 3")
            return timed { measuredSection(tap) }
        case .lazyHostTap:
            let host = ViewHost(LayoutWorkloadRoot(count: rows), device: .iPhone15Pro)
            try host.tap("Tap 2")  // warm-up on another row
            var failure: (any Error)?
            let time = timed {
                measuredSection {
                    do { try host.tap("Tap 3") } catch { failure = error }
                }
            }
            if let failure { throw failure }
            return time
        case .hostTap, .hostUpdate, .hostSearch, .hostLayout, .hostFirstSearch:
            return try runHostSearch(rows: rows)
        }
    }
}

@MainActor
func timed(_ section: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try section()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
}

/// The section callgrind counts: one function, so that the optimizer cannot fold it into
/// another of the same body and hide its name.
@MainActor @inline(never)
func measuredSection(_ section: () -> Void) {
    section()
}

/// The layout phases' section: a function of its own, since `measuredSection` with a closure
/// that only lays out was inlined into its caller and left callgrind nothing to count.
@MainActor @inline(never)
func measuredLayout(_ host: ViewHost) {
    host.layout()
}

/// Issue 11's targets at N = 10,000, in instructions, and issue 25's for the lazy list (which
/// hold at every N: its cost follows the screen).
let workloadTargets: [WorkloadPhase: Double] = [
    .mount: 997e6, .tap: 52e3, .rename: 9.7e6, .mountAndLayout: 997e6, .layout: 22e6, .relayout: 2e6,
    .lazyHostTap: 3e6,
]

/// Runs each phase in a child process of this executable, under callgrind when valgrind is on
/// the machine (counting only the phase's measured function), and prints instructions, time,
/// and the ratio to the target.
@MainActor
func runWorkloadComparison(rows: Int) {
    print("Runtime workload, N = \(rows) rows (issue 11): one mount, one own-state tap, one rename")
    runPhases(WorkloadPhase.runtime.map { ($0.rawValue, workloadTargets[$0]) }, rows: rows)
}

/// The lazy workload of issue 25 at 1,000, 10,000 and 100,000 rows: a lazy stack in a scroll
/// view on an iPhone 15 Pro; its launch, a row's own-state update with the relayout, and a tap
/// on that row's button by its label.
@MainActor
func runLayoutComparison() {
    for rows in [1_000, 10_000, 100_000] {
        print(
            "Lazy workload, N = \(rows) rows (issue 25): launch, a visible row's own-state update and relayout, host.tap"
        )
        runPhases(
            [WorkloadPhase.layout, .relayout, .lazyHostTap].map { ($0.rawValue, workloadTargets[$0]) }, rows: rows)
    }
}

/// Runs each phase (by its `--phase` name) in a child process, under callgrind when valgrind
/// is on the machine, and prints its instructions and time beside its target.
@MainActor
func runPhases(_ phases: [(name: String, target: Double?)], rows: Int) {
    let executable = CommandLine.arguments[0]
    let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    print(
        "  " + "phase".padding(toLength: 20, withPad: " ", startingAt: 0) + "instructions".leftPadded(16)
            + "time".leftPadded(14) + "target".leftPadded(12) + "to target".leftPadded(12))
    for (phase, target) in phases {
        let time = runChild(executable, ["--phase", phase, "--rows", "\(rows)"]).flatMap { Double($0) }
        var instructions: Double?
        if let valgrind {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent(
                "callgrind-\(phase)-\(getpid()).out"
            ).path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let arguments = [
                "--tool=callgrind", "--callgrind-out-file=\(out)", "--toggle-collect=*measuredSection*",
                "--toggle-collect=*measuredLayout*",
                executable, "--phase", phase, "--rows", "\(rows)",
            ]
            _ = runChild(valgrind, arguments)
            instructions = callgrindTotal(at: out)
        }
        let measured = instructions.map(formatCount) ?? "no valgrind"
        let ratio = target.flatMap { target in instructions.map { format($0 / target) + "x" } } ?? "-"
        print(
            "  " + phase.padding(toLength: 20, withPad: " ", startingAt: 0) + measured.leftPadded(16)
                + (time.map { format($0) + " µs" } ?? "-").leftPadded(14)
                + (target.map(formatCount) ?? "-").leftPadded(12) + ratio.leftPadded(12))
    }
}

/// An instruction count the way the targets are written: 1,814M, 235K.
private func formatCount(_ value: Double) -> String {
    if value >= 1e6 { return (value / 1e6).formatted(.number.precision(.fractionLength(value >= 1e8 ? 0 : 1))) + "M" }
    if value >= 1e3 { return (value / 1e3).formatted(.number.precision(.fractionLength(0))) + "K" }
    return String(Int(value))
}

/// Runs a child process; returns its standard output's last line.
private func runChild(_ path: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    // Swift seeds its hashing per process: dictionaries probe differently in each run, which
    // moves a tap's count by a few percent (49.8K to 52.5K in five runs). The children hash
    // deterministically, so that a count repeats.
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_DETERMINISTIC_HASHING": "1"]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
}

/// The `summary:` (or `totals:`) line of a callgrind output file: instructions executed.
private func callgrindTotal(at path: String) -> Double? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
        if let value = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) { return value }
    }
    return nil
}
