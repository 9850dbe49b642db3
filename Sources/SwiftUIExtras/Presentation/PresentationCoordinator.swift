/// The decision logic of `present(item:)`: what to dismiss, what to present, and when.
///
/// Pure and view-free. UIKit (and so SwiftUI on iOS) presents one thing at a time from a view
/// and refuses a request while a presentation is up or still animating away, so a switch from
/// one presented item to another is two steps: dismiss the shown one, and show the next when
/// that dismissal has completed. The coordinator keeps that sequence; the modifier feeds it
/// events and renders its `shown` entry.
struct PresentationCoordinator<Key: Hashable, Payload> {
    struct Entry {
        let key: Key
        var payload: Payload
    }

    enum Phase {
        /// Nothing up.
        case idle
        /// `entry` is (or is being) presented.
        case presenting(Entry)
        /// `entry` is animating away; `next` is presented when it is gone.
        case dismissing(Entry, next: Entry?)
    }

    /// What the coordinator asks of its modifier.
    enum Effect {
        /// The system dismissed the shown entry (a swipe, `dismiss()`): clear the app's binding.
        case clearBinding
        /// An entry's dismissal completed: report it.
        case dismissed(Entry)
        /// A new entry is now shown.
        case presented(Entry)
    }

    private(set) var phase: Phase = .idle

    /// The entry the presentation modifiers should show now; nil while one is leaving.
    var shown: Entry? {
        if case .presenting(let entry) = phase { return entry }
        return nil
    }

    /// The app's binding changed: `key` is what it asks for now (nil: nothing).
    mutating func request(_ key: Key?, payload: Payload?) -> [Effect] {
        let requested = key.flatMap { key in payload.map { Entry(key: key, payload: $0) } }
        switch phase {
        case .idle:
            guard let requested else { return [] }
            phase = .presenting(requested)
            return [.presented(requested)]
        case .presenting(let current):
            if let requested, requested.key == current.key {
                phase = .presenting(requested)   // same item, fresher value
                return []
            }
            phase = .dismissing(current, next: requested)
            return []
        case .dismissing(let current, _):
            // The latest request wins; it waits for the dismissal in flight.
            phase = .dismissing(current, next: requested)
            return []
        }
    }

    /// The system took the shown entry away (a user's swipe, `dismiss()` from inside).
    mutating func systemDismissed() -> [Effect] {
        guard case .presenting(let current) = phase else { return [] }
        phase = .dismissing(current, next: nil)
        return [.clearBinding]
    }

    /// The dismissal in flight completed (the presentation's `onDismiss`).
    mutating func dismissalCompleted() -> [Effect] {
        guard case .dismissing(let current, let next) = phase else { return [] }
        guard let next else {
            phase = .idle
            return [.dismissed(current)]
        }
        phase = .presenting(next)
        return [.dismissed(current), .presented(next)]
    }
}
