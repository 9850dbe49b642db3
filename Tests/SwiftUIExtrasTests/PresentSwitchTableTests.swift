import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("Every switch between presentation styles ends with the requested one")
struct PresentSwitchTableTests {
    /// nil, and one destination of each style plus a second of the same style, so every
    /// (shown, requested) pair of styles is covered, same-style switches included.
    nonisolated static let states: [Destination?] = [nil] + Destination.allCases.map { $0 }

    nonisolated static let pairs: [(shown: Destination?, requested: Destination?)] =
        states.flatMap { shown in states.map { (shown, $0) } }

    @Test(arguments: pairs.indices)
    func switchingWhileShown(pair index: Int) {
        let (shown, requested) = Self.pairs[index]
        let model = PresentationModel()
        model.destination = shown
        let host = ViewHost(PresentingRoot(model: model))
        host.settle()
        #expect(host.presentations.map(\.style) == (shown.map { [$0.hostStyle] } ?? []))

        model.destination = requested
        host.settle()

        let label = "\(shown?.rawValue ?? "nil") → \(requested?.rawValue ?? "nil")"
        #expect(host.presentations.map(\.style) == (requested.map { [$0.hostStyle] } ?? []), "\(label)")
        if let requested {
            #expect(host.presentations.first?.contains(text: "Showing \(requested.rawValue)") == true, "\(label)")
        }
        let expectedDismissals: [Destination] = shown.map { $0 == requested ? [] : [$0] } ?? []
        #expect(model.dismissed == expectedDismissals, "\(label)")
        #expect(host.stats.dismissalsCompleted == expectedDismissals.count, "\(label)")
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    /// The same table through the post's raw approach, which sets both SwiftUI bindings in
    /// one go: every cross-style switch while something is up fails on iOS.
    @Test func theNaiveApproachFailsOnCrossStyleSwitches() {
        var failures = 0
        for (shown, requested) in Self.pairs {
            guard let shown, let requested, shown.hostStyle != requested.hostStyle else { continue }
            let model = PresentationModel()
            model.destination = shown
            let host = ViewHost(NaiveRoot(model: model))
            host.settle()
            model.destination = requested
            host.settle()
            if !host.warnings.isEmpty { failures += 1 }
        }
        // 6 destinations in 3 styles: 6 × 4 pairs that cross styles.
        #expect(failures == 24)
    }

    /// One presentation modifier per style, each bound straight to the same state.
    struct NaiveRoot: View {
        @Bindable var model: PresentationModel

        var body: some View {
            Text("Root")
                .sheet(item: binding(for: [.profile, .help])) { DestinationScreen(destination: $0) }
                .fullScreenCover(item: binding(for: [.settings, .onboarding])) { DestinationScreen(destination: $0) }
                .popover(item: binding(for: [.tip, .hint])) { DestinationScreen(destination: $0) }
        }

        func binding(for destinations: Set<Destination>) -> Binding<Destination?> {
            Binding(
                get: { model.destination.flatMap { destinations.contains($0) ? $0 : nil } },
                set: { if $0 == nil { model.destination = nil } }
            )
        }
    }
}
