import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

@MainActor
@Suite("present(item:) under random sequences of changes, swipes, dismissals and advances, in random iOS event orders")
struct PresentRandomizedTests {
    /// A small, seedable generator (SplitMix64), so a failure replays exactly.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Event: CustomStringConvertible {
        case set(Destination?)
        case swipe
        case innerDismiss
        case advance

        var description: String {
            switch self {
            case .set(let destination): "set(\(destination?.rawValue ?? "nil"))"
            case .swipe: "swipe"
            case .innerDismiss: "dismiss()"
            case .advance: "advance"
            }
        }
    }

    static let seed: UInt64 = 0x5EED_2026
    static let sequenceCount = 10_000

    /// Under every behaviour the host plays, among them iOS refusing a dismissal asked for
    /// while a presentation animates in (the coordinator holds a change until the entry is up).
    @Test func invariantsHoldForTenThousandSequences() throws {
        try runSequences(under: ViewHost.PresentationBehavior.all)
    }

    private func runSequences(under behaviors: [ViewHost.PresentationBehavior]) throws {
        var generator = SeededGenerator(state: Self.seed)
        var events = 0
        var totalDismissals = 0
        var totalPresentations = 0
        var eventCounts: [String: Int] = [:]
        var behaviorCounts: [String: Int] = [:]

        for sequence in 0..<Self.sequenceCount {
            // Each sequence runs under one of the given behaviours (event orders × collisions).
            let behavior = behaviors.randomElement(using: &generator)!
            behaviorCounts[behavior.description, default: 0] += 1
            let model = PresentationModel()
            let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
            var history: [Event] = []
            let length = Int.random(in: 1...12, using: &generator)
            for _ in 0..<length {
                let event = randomEvent(using: &generator)
                history.append(event)
                events += 1
                eventCounts[String(describing: event).prefix { $0 != "(" }.description, default: 0] += 1
                switch event {
                case .set(let destination):
                    model.destination = destination
                case .swipe:
                    host.dismiss()
                case .innerDismiss:
                    // A button in content that is still animating in cannot be reached yet.
                    if let shown = host.shownPresentations.first, !shown.isPresenting,
                        let name = shown.texts.first(where: { $0.hasPrefix("Showing ") })?.dropFirst("Showing ".count)
                    {
                        try host.tap("Close \(name)")
                    }
                case .advance:
                    host.settle()
                }
                // Never two presentations up from one view, at any moment.
                let upNow = host.presentations.count
                try #require(
                    upNow <= 1, "sequence \(sequence): \(upNow) presentations under \(behavior) after \(history)")
            }
            host.settle()

            // After settling, what is shown is exactly the binding's value.
            let shown = host.presentations
            if let destination = model.destination {
                try #require(
                    shown.map(\.style) == [destination.hostStyle],
                    "sequence \(sequence): shows \(shown.map(\.style)) for \(destination) under \(behavior) after \(history)"
                )
                try #require(
                    shown.first?.contains(text: "Showing \(destination.rawValue)") == true,
                    "sequence \(sequence) under \(behavior) after \(history)")
            } else {
                try #require(
                    shown.isEmpty,
                    "sequence \(sequence): \(shown.map(\.item)) up with a nil binding under \(behavior) after \(history)"
                )
            }
            // onDismiss reported every completed dismissal, once.
            try #require(
                model.dismissed.count == host.stats.dismissalsCompleted,
                "sequence \(sequence): onDismiss \(model.dismissed.count) vs \(host.stats.dismissalsCompleted) dismissals under \(behavior) after \(history)"
            )
            // No presentation request was refused, nothing else went wrong.
            try #require(
                host.warnings.isEmpty,
                "sequence \(sequence): \(host.warnings) under \(behavior) after \(history)")
            totalDismissals += host.stats.dismissalsCompleted
            totalPresentations += host.stats.presentationsShown
        }
        print(
            "present(item:) randomized: seed \(String(Self.seed, radix: 16)), \(Self.sequenceCount) sequences, \(events) events \(eventCounts.sorted { $0.key < $1.key }), \(totalPresentations) presentations, \(totalDismissals) dismissals"
        )
        let byOrder = Dictionary(grouping: behaviorCounts, by: { $0.key.components(separatedBy: " up:").first! })
            .mapValues { $0.map(\.value).reduce(0, +) }
        print(
            "present(item:) randomized: sequences per event order: \(byOrder.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; "))"
        )
        #expect(totalDismissals > Self.sequenceCount / 2, "the sequences exercise dismissals")
        #expect(behaviorCounts.count == behaviors.count, "every behaviour was drawn")
    }

    func randomEvent(using generator: inout SeededGenerator) -> Event {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            let options: [Destination?] = [nil] + Destination.allCases.map { $0 }
            return .set(options.randomElement(using: &generator)!)
        case 5: return .swipe
        case 6: return .innerDismiss
        default: return .advance
        }
    }
}
