import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import TestSupport
import Testing

@MainActor
@Suite("Every switch between presentation styles ends with the requested one")
struct PresentSwitchTableTests {
    /// nil, and one destination of each style plus a second of the same style, so every
    /// (shown, requested) pair of styles is covered, same-style switches included.
    nonisolated static let states: [Destination?] = [nil] + Destination.allCases.map { $0 }

    nonisolated static let pairs: [(shown: Destination?, requested: Destination?)] =
        states.flatMap { shown in states.map { (shown, $0) } }

    /// How many of the 144 behaviours each pair plays under: 12 in `swift test`, every one
    /// with `PRESENT_SWITCH_BEHAVIORS=all` (as `.ci/run` does; 49 × 144 hosts per test take two
    /// minutes of a debug build's main actor).
    nonisolated static let behaviorsPerPair =
        ProcessInfo.processInfo.environment["PRESENT_SWITCH_BEHAVIORS"] == "all"
        ? ViewHost.PresentationBehavior.all.count : 12

    /// The behaviours pair `index` plays under. With fewer than all of them, each pair takes its
    /// own 12 from seeded shuffles of the 144 laid end to end, so every behaviour plays at least
    /// four pairs and every pair twelve distinct behaviours, crossing all four of their axes.
    nonisolated static func behaviors(forPair index: Int) -> [ViewHost.PresentationBehavior] {
        let all = ViewHost.PresentationBehavior.all
        guard behaviorsPerPair < all.count else { return all }
        var generator = SeededGenerator(state: 0x5EED_5717)
        var drawn: [ViewHost.PresentationBehavior] = []
        while drawn.count < (index + 1) * behaviorsPerPair {
            drawn += all.shuffled(using: &generator)
        }
        return Array(drawn[(index * behaviorsPerPair)..<((index + 1) * behaviorsPerPair)])
    }

    /// Every (shown, requested) pair, under the event orders and collision behaviours iOS may
    /// have (see `behaviors(forPair:)`).
    @Test(arguments: pairs.indices)
    func switchingWhileShown(pair: Int) {
        let (shown, requested) = Self.pairs[pair]
        for behavior in Self.behaviors(forPair: pair) {
            switchWhileShown(from: shown, to: requested, under: behavior)
        }
    }

    func switchWhileShown(
        from shown: Destination?, to requested: Destination?, under behavior: ViewHost.PresentationBehavior
    ) {
        let model = PresentationModel()
        model.destination = shown
        let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
        host.settle()
        #expect(host.presentations.map(\.style) == (shown.map { [$0.hostStyle] } ?? []))

        model.destination = requested
        host.settle()

        let label = "\(shown?.rawValue ?? "nil") → \(requested?.rawValue ?? "nil") under \(behavior)"
        #expect(host.presentations.map(\.style) == (requested.map { [$0.hostStyle] } ?? []), "\(label)")
        if let requested {
            #expect(host.presentations.first?.contains(text: "Showing \(requested.rawValue)") == true, "\(label)")
        }
        let expectedDismissals: [Destination] = shown.map { $0 == requested ? [] : [$0] } ?? []
        #expect(model.dismissed == expectedDismissals, "\(label)")
        #expect(host.stats.dismissalsCompleted == expectedDismissals.count, "\(label)")
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    /// The same pairs while the shown one is being swiped away (or closed with `dismiss()`):
    /// the request lands in the middle of a dismissal SwiftUI performs, whose binding write
    /// comes at the start or anywhere among the end events.
    @Test(arguments: pairs.indices)
    func switchingWhileTheUserDismisses(pair: Int) {
        // Covers cannot be swiped away.
        guard let shown = Self.pairs[pair].shown, shown.kind != "cover" else { return }
        for behavior in Self.behaviors(forPair: pair) {
            switchWhileDismissing(from: shown, to: Self.pairs[pair].requested, under: behavior)
        }
    }

    func switchWhileDismissing(
        from shown: Destination, to requested: Destination?, under behavior: ViewHost.PresentationBehavior
    ) {
        let model = PresentationModel()
        model.destination = shown
        let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
        #expect(host.dismiss())
        model.destination = requested
        host.settle()

        let label = "swipe \(shown.rawValue), then \(requested?.rawValue ?? "nil") under \(behavior)"
        // Setting the item being swiped away again is a change only once SwiftUI has written
        // nil; before that the binding already holds it, and the user's dismissal wins.
        let expected = requested == shown && behavior.bindingWrite == .atEnd ? nil : requested
        #expect(host.presentations.map(\.style) == (expected.map { [$0.hostStyle] } ?? []), "\(label)")
        #expect(model.destination == expected, "\(label): the app's later request is kept")
        #expect(model.dismissed.first == shown, "\(label)")
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    /// The same table through the post's raw approach, which sets both SwiftUI bindings in
    /// one go. What iOS then does varies, so it is counted under each collision behaviour:
    /// refused (never shown), queued (shown late, with SwiftUI's warning), or queued and
    /// shown in the previous style. Ours ends right, with no warning, under all three.
    @Test(arguments: ViewHost.PresentationBehavior.Collision.allCases)
    func theNaiveApproachOnCrossStyleSwitches(collision: ViewHost.PresentationBehavior.Collision) {
        var right = 0
        var warned = 0
        var missing = 0
        var wrongStyle = 0
        var total = 0
        for (shown, requested) in Self.pairs {
            guard let shown, let requested, shown.kind != requested.kind else { continue }
            total += 1
            let model = PresentationModel()
            model.destination = shown
            let behavior = ViewHost.PresentationBehavior(whilePresented: collision, whileDismissing: collision)
            let host = ViewHost(NaiveRoot(model: model), presentationBehavior: behavior)
            host.settle()
            model.destination = requested
            host.settle()
            if !host.warnings.isEmpty { warned += 1 }
            // The post's modifiers pass no arrow edge: compare kinds.
            let kinds = host.presentations.map { Self.kind(of: $0.style) }
            if kinds.isEmpty {
                missing += 1
            } else if kinds == [requested.kind] && host.warnings.isEmpty {
                right += 1
            } else if kinds != [requested.kind] {
                wrongStyle += 1
            }
        }
        // 6 destinations in 3 styles: 6 × 4 pairs that cross styles. Every one warns.
        #expect(total == 24)
        #expect(warned == 24)
        #expect(right == 0)
        switch collision {
        case .refuse:
            #expect(missing == 24, "refused: nothing is shown")
        case .queue:
            #expect(missing == 0 && wrongStyle == 0, "queued: shown once the first has gone")
        case .queueInPreviousStyle:
            #expect(wrongStyle == 24, "queued: shown in the style it waited for")
        }
        print(
            "naive two-binding switches under \(collision): \(total) cross-style, \(warned) warned, \(missing) never shown, \(wrongStyle) in the wrong style"
        )
    }

    static func kind(of style: ViewHost.Presentation.Style) -> String {
        switch style {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "dialog"
        }
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
