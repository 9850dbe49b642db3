import HeadlessSwiftUI

extension ViewHost {
    /// A presentation event the host can lose or deliver twice (``inject(_:intoNext:)``), as
    /// iOS has been seen to: `onAppear` called twice, or not at all where it should (sources in
    /// `HeadlessSwiftUI/Presentation/PresentationFaults.swift`).
    ///
    /// ```swift
    /// host.inject(.duplicate, intoNext: .contentAppears)
    /// model.destination = .profile
    /// ```
    public enum PresentationEvent: Hashable, Sendable, CaseIterable {
        /// The presented content's `onAppear` actions, as its presentation begins.
        case contentAppears
        /// The presented content's `onDisappear` actions, as its dismissal ends.
        case contentDisappears
        /// The presentation's `onDismiss`.
        case onDismiss
        /// SwiftUI's write of nil/false to the binding after a dismissal it performs (a
        /// swipe, `dismiss()`).
        case bindingWrite
    }

    /// What happens to the event.
    ///
    /// ```swift
    /// host.inject(.drop, intoNext: .bindingWrite)
    /// ```
    public enum EventFault: Hashable, Sendable, CaseIterable {
        /// It never comes.
        case drop
        /// It comes twice, each time followed by the update it causes.
        case duplicate
    }

    /// A fault that took effect.
    ///
    /// ```swift
    /// #expect(host.injectedFaults.map(\.event) == [.onDismiss])
    /// ```
    public struct InjectedFault: Equatable, Sendable, CustomStringConvertible {
        /// The event lost or repeated.
        public let event: PresentationEvent
        /// Lost or repeated.
        public let fault: EventFault
        /// How the presentation it concerned is presented.
        public let style: Presentation.Style
        /// The presentation it concerned, as `style(item)`.
        public let presentation: String

        /// The fault, the event and the presentation: `drop onDismiss of sheet(profile)`.
        public var description: String { "\(fault) \(event) of \(presentation)" }
    }

    /// Loses or repeats the next occurrence of `event`, of whichever presentation has it next;
    /// `injectedFaults` says when it took effect. A second request for the same event before
    /// it occurs replaces the first.
    ///
    /// ```swift
    /// host.inject(.drop, intoNext: .onDismiss)
    /// host.dismiss()
    /// host.settle()
    /// #expect(host.injectedFaults.map(\.event) == [.onDismiss])
    /// ```
    public func inject(_ fault: EventFault, intoNext event: PresentationEvent) {
        graph.presentationFaults.inject(fault.runtimeKind, intoNext: event.runtimeEvent)
    }

    /// The faults that took effect, oldest first.
    public var injectedFaults: [InjectedFault] {
        graph.presentationFaults.delivered.map { fault in
            InjectedFault(
                event: PresentationEvent(fault.event), fault: EventFault(fault.kind),
                style: Presentation.style(of: fault.style), presentation: fault.presentation)
        }
    }
}

extension ViewHost.PresentationEvent {
    var runtimeEvent: PresentationFaultEvent {
        switch self {
        case .contentAppears: .contentAppears
        case .contentDisappears: .contentDisappears
        case .onDismiss: .onDismiss
        case .bindingWrite: .bindingWrite
        }
    }

    init(_ event: PresentationFaultEvent) {
        switch event {
        case .contentAppears: self = .contentAppears
        case .contentDisappears: self = .contentDisappears
        case .onDismiss: self = .onDismiss
        case .bindingWrite: self = .bindingWrite
        }
    }
}

extension ViewHost.EventFault {
    var runtimeKind: PresentationFaultKind {
        switch self {
        case .drop: .drop
        case .duplicate: .duplicate
        }
    }

    init(_ kind: PresentationFaultKind) {
        switch kind {
        case .drop: self = .drop
        case .duplicate: self = .duplicate
        }
    }
}
