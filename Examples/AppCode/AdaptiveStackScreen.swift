import SwiftUIExtras

// Run summary screen: an athlete header and a timer whose stacks turn vertical on narrow
// screens and at large text sizes (CompactStack, AccessibleStack, AdaptiveStack).
#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

struct RunSummaryLap: Identifiable {
    let id: Int
    let seconds: Int
    let paceSecondsPerKilometer: Int
}

struct RunSummaryScreen: View {
    @State private var elapsedSeconds = 3_905
    @State private var isRunning = false
    @State private var laps: [RunSummaryLap] = [
        RunSummaryLap(id: 1, seconds: 1_270, paceSecondsPerKilometer: 254),
        RunSummaryLap(id: 2, seconds: 1_302, paceSecondsPerKilometer: 260),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                athleteHeader
                timer
                controls
                stats
                lapList
            }
            .padding()
        }
    }

    /// Avatar beside the name, above it on an iPhone or at accessibility text sizes.
    private var athleteHeader: some View {
        AdaptiveStack(
            horizontalAlignment: .leading,
            horizontalSpacing: 16,
            verticalAlignment: .center,
            verticalSpacing: 8,
            condition: .compact.or(.accessible)
        ) {
            Circle()
                .fill(Color.teal)
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: "figure.run").foregroundStyle(Color.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text("Mira Okafor").font(.title2).bold()
                Text("Morning long run · Lakeside loop")
                    .font(.subheadline)
                    .foregroundStyle(Color.secondary)
            }
        }
    }

    /// The clock and its reset button: vertical in a compact size class.
    private var timer: some View {
        CompactStack(horizontalSpacing: 24, verticalSpacing: 12) {
            Text(RunSummaryScreen.clock(elapsedSeconds))
                .font(.system(size: 44, weight: .light, design: .monospaced))
            Button(role: .destructive) {
                elapsedSeconds = 0
                laps.removeAll()
                isRunning = false
            } label: {
                Label("Reset", systemImage: "clock.arrow.circlepath")
            }
            .disabled(elapsedSeconds == 0)
        }
    }

    /// Start/pause and lap side by side, stacked at the accessibility text sizes.
    private var controls: some View {
        AccessibleStack(horizontalSpacing: 16, verticalSpacing: 12) {
            Button(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill") {
                isRunning.toggle()
            }
            Button("Lap", systemImage: "flag.fill") {
                let lapSeconds = elapsedSeconds - laps.reduce(0) { $0 + $1.seconds }
                laps.append(
                    RunSummaryLap(id: laps.count + 1, seconds: lapSeconds, paceSecondsPerKilometer: lapSeconds / 5))
            }
            .disabled(!isRunning)
        }
    }

    /// Three figures in a row on an iPad at ordinary sizes; a column anywhere else.
    private var stats: some View {
        AdaptiveStack(
            horizontalAlignment: .leading,
            horizontalSpacing: 32,
            verticalSpacing: 8,
            condition: .any(.compact, .accessible, .dynamicTypeSize(.xxLarge...))
        ) {
            RunSummaryStat(title: "Distance", value: "15.2 km")
            RunSummaryStat(title: "Avg Pace", value: "4:17 /km")
            RunSummaryStat(title: "Elevation", value: "212 m")
        }
    }

    private var lapList: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Laps").font(.headline)
            ForEach(laps) { lap in
                // The closure form: the lap's two figures stack only where both
                // conditions hold at once.
                AdaptiveStack(
                    horizontalAlignment: .leading, verticalAlignment: .firstTextBaseline, condition: lapRowIsCramped
                ) {
                    Text("Lap \(lap.id)").bold()
                    Spacer(minLength: 8)
                    Text(RunSummaryScreen.clock(lap.seconds)).font(.body.monospacedDigit())
                    Text(
                        "\(lap.paceSecondsPerKilometer / 60):\(String(format: "%02d", lap.paceSecondsPerKilometer % 60)) /km"
                    )
                    .foregroundStyle(Color.secondary)
                }
            }
            // A condition value instead of a closure: compared between updates, so the
            // stack's body runs only when the size class or the text size changes.
            AdaptiveStack(condition: .regular.and(.not(.accessible))) {
                Text("Total").bold()
                Text(RunSummaryScreen.clock(laps.reduce(0) { $0 + $1.seconds }))
            }
        }
    }

    private func lapRowIsCramped(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool
    {
        horizontalSizeClass == .compact && dynamicTypeSize >= .xxxLarge
    }

    private static func clock(_ totalSeconds: Int) -> String {
        String(format: "%02d:%02d:%02d", totalSeconds / 3_600, totalSeconds / 60 % 60, totalSeconds % 60)
    }
}

struct RunSummaryStat: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(Color.secondary)
            Text(value).font(.title3).bold()
        }
    }
}
