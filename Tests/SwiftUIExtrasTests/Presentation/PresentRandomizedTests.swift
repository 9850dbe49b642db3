import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import TestSupport
import Testing

@MainActor
@Suite("present(item:) under random sequences of changes, swipes, dismissals and advances, in random iOS event orders")
struct PresentRandomizedTests {
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
    /// 10,000 sequences cost about 100 s of a debug build, most of `swift test`'s budget, so
    /// `swift test` runs 1,000 (every behaviour and fault is still drawn, as the run's last
    /// expectations check); CI runs the 10,000 the issue asks for, with
    /// `PRESENT_RANDOMIZED_SEQUENCES=10000 swift test --filter PresentRandomizedTests`.
    static let sequenceCount =
        ProcessInfo.processInfo.environment["PRESENT_RANDOMIZED_SEQUENCES"].flatMap(Int.init) ?? 1_000

    /// Under every behaviour the host plays, among them iOS refusing a dismissal asked for
    /// while a presentation animates in (the coordinator holds a change until the entry is up).
    @Test func invariantsHoldUnderRandomSequences() throws {
        try runSequences(under: ViewHost.PresentationBehavior.all)
    }

    private func runSequences(under behaviors: [ViewHost.PresentationBehavior]) throws {
        var generator = SeededGenerator(state: Self.seed)
        var events = 0
        var totalDismissals = 0
        var totalPresentations = 0
        var eventCounts: [String: Int] = [:]
        var behaviorCounts: [String: Int] = [:]
        var faultCounts: [String: Int] = [:]
        var recoveries = 0
        var unreportedPopoverDismissals = 0
        var supersededLosses = 0

        for sequence in 0..<Self.sequenceCount {
            // Each sequence runs under one of the given behaviours (event orders × collisions).
            let behavior = behaviors.randomElement(using: &generator)!
            behaviorCounts[behavior.description, default: 0] += 1
            let model = PresentationModel()
            let host = ViewHost(PresentingRoot(model: model), presentationBehavior: behavior)
            var history: [Event] = []
            let length = Int.random(in: 1...12, using: &generator)
            // One sequence in three loses or repeats the next occurrence of one event, asked
            // for before a random step.
            let faultStep =
                Int.random(in: 0..<3, using: &generator) == 0 ? Int.random(in: 0..<length, using: &generator) : nil
            let fault = ViewHost.EventFault.allCases.randomElement(using: &generator)!
            let faultEvent = ViewHost.PresentationEvent.allCases.randomElement(using: &generator)!
            for step in 0..<length {
                if step == faultStep { host.inject(fault, intoNext: faultEvent) }
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
                    upNow <= 1,
                    "sequence \(sequence): \(upNow) presentations under \(behavior) after \(history) \(host.injectedFaults)"
                )
            }
            host.settle()
            let faults = host.injectedFaults
            if !faults.isEmpty {
                // A popover's lost disappearance is recovered from after three timeouts of
                // 1.5 s (its dismissal is asked again twice first), past settle()'s horizon.
                host.advanceTime(by: 4.5)
                host.settle()
            }
            for fault in faults { faultCounts[fault.name, default: 0] += 1 }
            let context = "under \(behavior) after \(history) with \(faults), library warnings \(model.libraryWarnings)"

            // After settling, what is shown is exactly the binding's value.
            let shown = host.presentations
            if let destination = model.destination {
                try #require(
                    shown.map(\.style) == [destination.hostStyle],
                    "sequence \(sequence): shows \(shown.map(\.style)) for \(destination) \(context)"
                )
                try #require(
                    shown.first?.contains(text: "Showing \(destination.rawValue)") == true,
                    "sequence \(sequence) \(context)")
            } else {
                try #require(
                    shown.isEmpty,
                    "sequence \(sequence): \(shown.map(\.item)) up with a nil binding \(context)"
                )
            }
            // onDismiss reported every completed dismissal, once; a presentation the library
            // took down to show the same item again (its appearance was lost) is not the app's.
            let presentedAgain = model.libraryWarnings.filter { $0.hasSuffix("presenting it again.") }.count
            // A known gap: a popover has no onDismiss, so when SwiftUI dismisses one and its
            // write of nil is lost, its content leaving looks like a cover above it, and the
            // dismissal goes unreported (SwiftUI shows it again, as the binding still asks).
            let unreported = faults.filter(\.isLostPopoverBindingWrite).count
            if unreported > 0 { unreportedPopoverDismissals += 1 }
            try #require(
                unreported > 0 || model.dismissed.count == host.stats.dismissalsCompleted - presentedAgain,
                "sequence \(sequence): onDismiss \(model.dismissed.count) vs \(host.stats.dismissalsCompleted) dismissals \(context)"
            )
            // No presentation request was refused, nothing else went wrong.
            try #require(host.warnings.isEmpty, "sequence \(sequence): \(host.warnings) \(context)")
            // The library warns of a recovery only when it lost an event it waits for. The
            // converse holds where nothing later stands in for the lost event (a swipe ends a
            // popover whose appearance was lost): PresentationTimingTests shows it per style.
            let lost = faults.filter(\.isLossTheLibraryWaitsFor)
            try #require(
                model.libraryWarnings.isEmpty || !lost.isEmpty,
                "sequence \(sequence): library warnings \(model.libraryWarnings) \(context)")
            if !lost.isEmpty && model.libraryWarnings.isEmpty { supersededLosses += 1 }
            try #require(
                model.libraryWarnings.allSatisfy { $0.contains(" 1.5 s") || $0.contains(" attempts;") },
                "sequence \(sequence): not a recovery: \(model.libraryWarnings) \(context)")
            if !lost.isEmpty && !model.libraryWarnings.isEmpty { recoveries += 1 }
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
        print(
            "present(item:) randomized: faults that took effect: \(faultCounts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")); \(recoveries) sequences recovered from a lost event, \(supersededLosses) lost one a later event stood in for, \(unreportedPopoverDismissals) with a popover's lost binding write (onDismiss count not checked)"
        )
        #expect(totalDismissals > Self.sequenceCount / 2, "the sequences exercise dismissals")
        #expect(faultCounts.count == 2 * ViewHost.PresentationEvent.allCases.count, "every fault took effect somewhere")
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

extension ViewHost.InjectedFault {
    /// The fault and the event, as the run's summary counts them.
    var name: String { "\(fault) \(event)" }

    private var isPopover: Bool {
        if case .popover = style { return true }
        return false
    }

    /// A popover's binding write lost: see the onDismiss check.
    var isLostPopoverBindingWrite: Bool { fault == .drop && event == .bindingWrite && isPopover }

    /// Whether the library waits for the lost event, so that it must recover from its loss: a
    /// content's appearance starts its arrival; a sheet's or cover's `onDismiss` ends its
    /// dismissal, and so does a popover content's disappearance (a popover has no
    /// `onDismiss`). A lost binding write is made up for by `onDismiss`; a sheet's or cover's
    /// lost disappearance by its `onDismiss`.
    var isLossTheLibraryWaitsFor: Bool {
        // An alert's and a dialog's buttons are UIKit's: the library times them, and waits
        // for none of their events.
        guard fault == .drop, style != .alert, style != .confirmationDialog else { return false }
        switch event {
        case .contentAppears: return true
        case .onDismiss: return !isPopover
        case .contentDisappears: return isPopover
        case .bindingWrite: return false
        }
    }
}
