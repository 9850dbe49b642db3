/// Presentation events a test can have the stand-in lose or deliver twice, to prove that code
/// relying on them recovers.
///
/// iOS has been seen to do both: `onAppear` "being called abnormally" (fatbobman, "Traps and
/// Countermeasures for Abnormal onAppear Calls in SwiftUI", from two Apple Developer Forums
/// reports), "firing twice" and "not firing when you'd swear it should" (swiftyplace, "SwiftUI
/// View Lifecycle: When onAppear Actually fires"). Nothing is lost or repeated unless a test
/// asks for it.
package enum PresentationFaultEvent: Hashable, Sendable, CaseIterable {
    /// The presented content's `onAppear` actions, as its presentation begins.
    case contentAppears
    /// The presented content's `onDisappear` actions, as its dismissal ends.
    case contentDisappears
    /// The presentation's `onDismiss`.
    case onDismiss
    /// SwiftUI's write of nil/false to the binding after a dismissal it performs.
    case bindingWrite
}

/// What happens to the event.
package enum PresentationFaultKind: Hashable, Sendable, CaseIterable {
    /// It never comes.
    case drop
    /// It comes twice, each time followed by the update it causes.
    case duplicate

    /// How many times an event runs under `fault` (nil: none asked for).
    static func deliveries(of fault: PresentationFaultKind?) -> Int {
        switch fault {
        case nil: 1
        case .drop: 0
        case .duplicate: 2
        }
    }
}

/// A fault that took effect: which event, how, and of which presentation.
package struct PresentationFault {
    package let event: PresentationFaultEvent
    package let kind: PresentationFaultKind
    package let style: PresentationKind
    package let presentation: String
}

/// The faults a test asked for, each for the next occurrence of its event, and those that
/// took effect.
@MainActor
package final class PresentationFaults {
    private var pending: [PresentationFaultEvent: PresentationFaultKind] = [:]
    package private(set) var delivered: [PresentationFault] = []

    /// The next `event` (of any presentation) is dropped or duplicated.
    package func inject(_ kind: PresentationFaultKind, intoNext event: PresentationFaultEvent) {
        pending[event] = kind
    }

    /// The fault for this occurrence of `event`, if one was asked for: it is used up.
    func take(_ event: PresentationFaultEvent, of entry: PresentedEntry) -> PresentationFaultKind? {
        guard let kind = pending.removeValue(forKey: event) else { return nil }
        delivered.append(PresentationFault(event: event, kind: kind, style: entry.style, presentation: entry.summary))
        return kind
    }

    /// Runs `event` as `fault` says: not at all, once, or twice with `graph`'s update between.
    func deliver(_ fault: PresentationFaultKind?, in graph: ViewGraph, _ event: () -> Void) {
        for delivery in 0..<PresentationFaultKind.deliveries(of: fault) {
            if delivery > 0 { graph.flush() }
            event()
        }
    }
}
