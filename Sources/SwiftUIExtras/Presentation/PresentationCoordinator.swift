/// The decision logic of `present(item:)`: what to dismiss, what to present, and when.
///
/// Pure and view-free. UIKit (and so SwiftUI on iOS) presents one thing at a time from a view
/// and refuses or delays a request while a presentation is up or still animating away, so a
/// switch from one presented item to another is two steps: dismiss the shown one, and show
/// the next when that dismissal has completed. The coordinator keeps that sequence; the
/// modifier feeds it events and renders its `shown` entry.
///
/// iOS documents no single order for the events of a dismissal SwiftUI performs itself (a
/// swipe, `dismiss()`): its write of nil to the binding may come before or after the
/// completion (`onDismiss`, the content's `onDisappear`). So every event names the entry it
/// is about, and every event in every phase leads to a state from which, once the transitions
/// have completed, what is shown is what the binding asks for. An event about an entry that
/// is no longer up is stale and changes nothing.
struct PresentationCoordinator<Key: Hashable, Payload> {
    struct Entry {
        let key: Key
        var payload: Payload
        /// How many entries were shown before this one. Consecutive entries differ in
        /// parity, which `PresentationRouter` uses to give them different modifiers.
        var serial = 0
    }

    enum Phase {
        /// Nothing up.
        case idle
        /// `entry` is presented.
        case presenting(Entry)
        /// `entry` is animating away; `next` is presented when it is gone.
        case dismissing(Entry, next: Entry?)
    }

    /// What the coordinator asks of its modifier.
    enum Effect {
        /// The system dismissed `entry` (a swipe, `dismiss()`): clear the app's binding if it
        /// still holds that entry.
        case clearBinding(Entry)
        /// An entry's dismissal completed: report it.
        case dismissed(Entry)
        /// A new entry is now shown.
        case presented(Entry)
    }

    private(set) var phase: Phase = .idle
    private var shownCount = 0
    /// The shown entry whose content left the screen while no dismissal was asked for: a
    /// full-screen cover presented from it hides it (UIKit takes a full-screen presenter's
    /// view out of the window), or SwiftUI dismissed it and its write of nil is still to come.
    private var hiddenKey: Key?

    /// Shows `entry`, numbering it.
    private mutating func show(_ entry: Entry) -> Entry {
        var entry = entry
        entry.serial = shownCount
        shownCount += 1
        phase = .presenting(entry)
        return entry
    }

    /// The entry the presentation modifiers should show now; nil while one is leaving.
    var shown: Entry? {
        if case .presenting(let entry) = phase { return entry }
        return nil
    }

    /// The entry on screen, shown or leaving: the one a presentation modifier's events are
    /// about.
    var onScreen: Entry? {
        switch phase {
        case .idle: nil
        case .presenting(let entry), .dismissing(let entry, _): entry
        }
    }

    /// The app's binding changed: `key` is what it asks for now (nil: nothing).
    mutating func request(_ key: Key?, payload: Payload?) -> [Effect] {
        let requested = key.flatMap { key in payload.map { Entry(key: key, payload: $0) } }
        switch phase {
        case .idle:
            guard let requested else { return [] }
            return [.presented(show(requested))]
        case .presenting(let current):
            if var requested, requested.key == current.key {
                requested.serial = current.serial
                phase = .presenting(requested)  // same item, fresher value
                return []
            }
            phase = .dismissing(current, next: requested)
            return []
        case .dismissing(let current, _):
            // The latest request wins; it waits for the dismissal in flight (a dismissal cannot
            // be called back, so even the leaving item itself is shown anew after it).
            phase = .dismissing(current, next: requested)
            return []
        }
    }

    /// SwiftUI wrote nil to the binding of the presentation showing `key`: the user swiped it
    /// away, tapped outside it, or its content called `dismiss()`.
    mutating func systemDismissed(_ key: Key) -> [Effect] {
        switch phase {
        case .presenting(let current) where current.key == key && hiddenKey == key:
            // Its content already left: the dismissal is over.
            hiddenKey = nil
            phase = .idle
            return [.clearBinding(current), .dismissed(current)]
        case .presenting(let current) where current.key == key:
            phase = .dismissing(current, next: nil)
            return [.clearBinding(current)]
        default:
            // Already leaving (the app changed the binding first, or the write comes late
            // during the transition), or already gone (the write came after the completion):
            // the dismissal is accounted for.
            return []
        }
    }

    /// The content of `key` left the screen (a popover's, which has no `onDismiss`): the end
    /// of its dismissal when one is under way. Otherwise it is covered, or SwiftUI dismissed
    /// it and says so next; which one, its write of nil or its content coming back tells.
    mutating func contentDisappeared(_ key: Key) -> [Effect] {
        switch phase {
        case .dismissing(let current, _) where current.key == key:
            return dismissalCompleted(key)
        case .presenting(let current) where current.key == key:
            hiddenKey = key
            return []
        default:
            return []
        }
    }

    /// The content of `key` is on screen again (a full-screen cover above it went away).
    mutating func contentAppeared(_ key: Key) {
        if hiddenKey == key { hiddenKey = nil }
    }

    /// The dismissal of `key` completed (the presentation's `onDismiss`, or its content's
    /// `onDisappear`).
    mutating func dismissalCompleted(_ key: Key) -> [Effect] {
        switch phase {
        case .dismissing(let current, let next) where current.key == key:
            if hiddenKey == key { hiddenKey = nil }
            guard let next else {
                phase = .idle
                return [.dismissed(current)]
            }
            return [.dismissed(current), .presented(show(next))]
        case .presenting(let current) where current.key == key:
            // The system dismissed it and its write of nil has not arrived yet: it is gone, so
            // the app's binding must say so.
            phase = .idle
            return [.clearBinding(current), .dismissed(current)]
        default:
            // Not the entry on screen: a repeated or stale completion.
            return []
        }
    }
}
