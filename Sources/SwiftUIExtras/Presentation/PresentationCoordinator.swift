/// The decision logic of `present(item:)`: what to dismiss, what to present, and when.
///
/// Pure and view-free. UIKit (and so SwiftUI on iOS) presents one thing at a time from a view
/// and refuses or delays a request while a presentation is up or still animating, so a switch
/// from one presented item to another is two steps: dismiss the shown one, and show the next
/// when that dismissal has completed. The coordinator keeps that sequence; the modifier feeds
/// it events and renders its `shown` entry.
///
/// iOS documents no single order for the events of a dismissal SwiftUI performs itself (a
/// swipe, `dismiss()`): its write of nil to the binding may come before or after the
/// completion (`onDismiss`, the content's `onDisappear`). So every event names the entry it
/// is about, and every event in every phase leads to a state from which, once the transitions
/// have completed, what is shown is what the binding asks for. An event about an entry that
/// is no longer up is stale and changes nothing.
///
/// iOS also tells SwiftUI nothing when a presentation has finished animating in, and UIKit
/// refuses a dismissal asked for before ("Trying to dismiss the presentation controller while
/// transitioning already.", pointfreeco/swift-composable-architecture#3779). So a shown entry
/// goes through ``Arrival``: requested, its content appeared (`onAppear` runs as the
/// animation starts), and up, which the modifier declares a while after the appearance
/// (``PresentationTiming/settleDelay``). A change the app asks for before it is up is held
/// until then. An expected event that does not come within ``PresentationTiming/timeout``
/// (iOS refused, or the event was lost) is recovered from (``timedOut(_:)``), so the
/// coordinator never waits for good.
struct PresentationCoordinator<Key: Hashable, Payload> {
    struct Entry {
        let key: Key
        var payload: Payload
        /// Whether it animates in (a presentation) or not (a push, which UIKit's navigation
        /// controller takes at any time).
        var animatesIn = true
        /// How many entries were shown before this one. Consecutive entries differ in
        /// parity, which `PresentationRouter` uses to give them different modifiers.
        var serial = 0
        /// How many times it was asked for again after iOS did not show it.
        var attempt = 0
        /// Whether its content reports its appearance and its presentation the end of its
        /// dismissal (a sheet, a cover, a popover). An alert's and a confirmation dialog's
        /// buttons are not views on screen (UIKit's `UIAlertController` draws them), and
        /// neither has an `onDismiss`: both their arrival and their leaving are timed.
        var hasContentEvents = true
    }

    enum Phase {
        /// Nothing up.
        case idle
        /// `entry` is presented.
        case presenting(Entry)
        /// `entry` is animating away; `next` is presented when it is gone.
        case dismissing(Entry, next: Entry?)
    }

    /// How far the shown entry has come.
    enum Arrival {
        /// Asked for; its content has not appeared.
        case requested
        /// Its content appeared: it is animating in.
        case appeared
        /// Up: it can be dismissed.
        case up
    }

    /// What the coordinator waits for, which the modifier times.
    enum Expectation: Hashable {
        /// The content of the entry (at this attempt) to appear.
        case appearance(Key, attempt: Int)
        /// The entry to finish animating in (a wait, not an event).
        case settling(Key)
        /// The dismissal of the entry (at this attempt) to complete.
        case dismissal(Key, attempt: Int)
        /// The entry, which reports no end of its dismissal, to finish animating away (a
        /// wait, not an event).
        case leaving(Key)

        /// Whether it waits for the end of a dismissal.
        var isDismissal: Bool {
            if case .dismissal = self { return true }
            return false
        }
    }

    /// How the coordinator got out of an event that never came.
    enum Recovery: Equatable {
        /// The entry did not appear: it is asked for again.
        case presentingAgain
        /// The entry did not appear after the last attempt: nothing is shown, and the binding
        /// is cleared.
        case gaveUp
        /// The entry is still on screen after its dismissal was asked for: asked again.
        case dismissingAgain
        /// The entry left, but its completion never came: taken as completed.
        case completedWithoutEvent
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
        /// The shown entry is up.
        case becameUp(Entry)
        /// An expected event did not come: say so (a runtime warning).
        case recovered(Entry, Recovery)
    }

    /// Attempts at showing an entry before giving up.
    static var maximumAttempts: Int { 3 }

    private(set) var phase: Phase = .idle
    private(set) var arrival: Arrival = .up
    private var shownCount = 0
    /// The app's latest request while the shown entry was not up yet (an entry, or nil for
    /// nothing), applied when it is.
    private var held: Entry??
    /// Whether the content of the entry on screen is on screen (appeared, not disappeared).
    private(set) var isContentVisible = false
    /// The shown entry whose content left the screen while no dismissal was asked for, when
    /// its disappearance ends a dismissal (a popover's): a full-screen cover presented from it
    /// hides it (UIKit takes a full-screen presenter's view out of the window), or SwiftUI
    /// dismissed it and its write of nil is still to come.
    private var hiddenKey: Key?
    /// How many times the dismissal in flight was asked for again.
    private var dismissalAttempt = 0

    /// Shows `entry`, numbering it.
    private mutating func show(_ entry: Entry) -> Entry {
        var entry = entry
        entry.serial = shownCount
        entry.attempt = 0
        shownCount += 1
        phase = .presenting(entry)
        // An entry without content events is animating in from the start.
        arrival = entry.animatesIn ? (entry.hasContentEvents ? .requested : .appeared) : .up
        isContentVisible = false
        hiddenKey = nil
        held = nil
        return entry
    }

    /// Starts dismissing `entry`, with `next` to show after it.
    private mutating func dismiss(_ entry: Entry, next: Entry?) {
        phase = .dismissing(entry, next: next)
        dismissalAttempt = 0
        held = nil
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

    /// What the coordinator waits for now, if anything.
    var expectation: Expectation? {
        switch phase {
        case .idle:
            return nil
        case .presenting(let entry):
            switch arrival {
            case .requested: return .appearance(entry.key, attempt: entry.attempt)
            case .appeared: return .settling(entry.key)
            case .up: return nil
            }
        case .dismissing(let entry, _):
            return entry.hasContentEvents ? .dismissal(entry.key, attempt: dismissalAttempt) : .leaving(entry.key)
        }
    }

    /// The app's binding changed: `key` is what it asks for now (nil: nothing).
    mutating func request(_ key: Key?, payload: Payload?, animatesIn: Bool = true, hasContentEvents: Bool = true)
        -> [Effect]
    {
        let requested = key.flatMap { key in
            payload.map { Entry(key: key, payload: $0, animatesIn: animatesIn, hasContentEvents: hasContentEvents) }
        }
        switch phase {
        case .idle:
            guard let requested else { return [] }
            return [.presented(show(requested))]
        case .presenting(let current):
            if var requested, requested.key == current.key {
                requested.serial = current.serial
                requested.attempt = current.attempt
                phase = .presenting(requested)  // same item, fresher value
                held = nil
                return []
            }
            guard arrival == .up else {
                // UIKit refuses a dismissal while the presentation animates in: wait.
                held = .some(requested)
                return []
            }
            dismiss(current, next: requested)
            return []
        case .dismissing(let current, _):
            // The latest request wins; it waits for the dismissal in flight (a dismissal cannot
            // be called back, so even the leaving item itself is shown anew after it).
            phase = .dismissing(current, next: requested)
            return []
        }
    }

    /// Whether `key` at `attempt` is the entry on screen: the content of an earlier attempt,
    /// taken down to show the item again, speaks for nothing now.
    private func isOnScreen(_ key: Key, attempt: Int) -> Bool {
        onScreen.map { $0.key == key && $0.attempt == attempt } ?? false
    }

    /// The content of `key` (shown at `attempt`) is on screen: it appeared as its
    /// presentation began, or a full-screen cover above it went away.
    mutating func contentAppeared(_ key: Key, attempt: Int) {
        guard isOnScreen(key, attempt: attempt) else { return }
        isContentVisible = true
        if hiddenKey == key { hiddenKey = nil }
        if case .presenting = phase, arrival == .requested { arrival = .appeared }
    }

    /// The shown entry `key` has had the time to animate in, since its content appeared.
    mutating func settled(_ key: Key) -> [Effect] {
        guard case .presenting(let current) = phase, current.key == key, arrival == .appeared else { return [] }
        arrival = .up
        var effects: [Effect] = [.becameUp(current)]
        if let held {
            self.held = nil
            effects += request(
                held?.key, payload: held?.payload, animatesIn: held?.animatesIn ?? true,
                hasContentEvents: held?.hasContentEvents ?? true)
        }
        return effects
    }

    /// SwiftUI wrote nil to the binding of the presentation showing `key`: the user swiped it
    /// away, tapped outside it, or its content called `dismiss()`.
    mutating func systemDismissed(_ key: Key) -> [Effect] {
        switch phase {
        case .presenting(let current) where current.key == key && hiddenKey == key:
            // Its content already left: the dismissal is over.
            return [.clearBinding(current)] + dismissalCompleted(key)
        case .presenting(let current) where current.key == key:
            // A request the app made meanwhile comes after it.
            dismiss(current, next: held ?? nil)
            return [.clearBinding(current)]
        default:
            // Already leaving (the app changed the binding first, or the write comes late
            // during the transition), or already gone (the write came after the completion):
            // the dismissal is accounted for.
            return []
        }
    }

    /// The content of `key` left the screen. When that ends its dismissal (a popover, which
    /// has no `onDismiss`), it does once one is under way; otherwise it is covered, or SwiftUI
    /// dismissed it and says so next (its write of nil, or its content coming back, tells).
    mutating func contentDisappeared(_ key: Key, attempt: Int, endsDismissal: Bool) -> [Effect] {
        guard isOnScreen(key, attempt: attempt) else { return [] }
        isContentVisible = false
        guard endsDismissal else { return [] }
        switch phase {
        case .dismissing:
            return dismissalCompleted(key)
        case .presenting:
            hiddenKey = key
            return []
        case .idle:
            return []
        }
    }

    /// The dismissal of `key` completed (the presentation's `onDismiss`, or its content's
    /// `onDisappear`).
    mutating func dismissalCompleted(_ key: Key) -> [Effect] {
        switch phase {
        case .dismissing(let current, let next) where current.key == key:
            guard let next else {
                phase = .idle
                return [.dismissed(current)]
            }
            return [.dismissed(current), .presented(show(next))]
        case .presenting(let current) where current.key == key && !(current.attempt > 0 && arrival == .requested):
            // The system dismissed it and its write of nil has not arrived yet: it is gone, so
            // the app's binding must say so. A request the app made meanwhile comes next.
            let next = held ?? nil
            phase = .idle
            let clear: [Effect] = hiddenKey == key ? [] : [.clearBinding(current)]
            guard let next else { return clear + [.dismissed(current)] }
            return clear + [.dismissed(current), .presented(show(next))]
        default:
            // Not the entry on screen: a repeated or stale completion. One that comes before
            // a second attempt at the shown entry appeared is that of the earlier attempt,
            // taken down to show it again (its appearance was lost): a dismissal the app never
            // asked for.
            return []
        }
    }

    /// The leaving entry `key`, which reports no end of its dismissal, has had the time to
    /// animate away: its dismissal is over.
    mutating func left(_ key: Key) -> [Effect] {
        guard expectation == .leaving(key) else { return [] }
        return dismissalCompleted(key)
    }

    /// `expectation` did not come within its time: recover, so that what is shown ends as the
    /// binding says. A stale expectation (the state moved on) changes nothing.
    mutating func timedOut(_ expectation: Expectation) -> [Effect] {
        guard expectation == self.expectation else { return [] }
        switch (phase, expectation) {
        case (.presenting(var current), .appearance):
            guard current.attempt + 1 < Self.maximumAttempts else {
                let next = held ?? nil
                phase = .idle
                var effects: [Effect] = [.recovered(current, .gaveUp), .clearBinding(current)]
                if let next { effects.append(.presented(show(next))) }
                return effects
            }
            current.attempt += 1
            phase = .presenting(current)
            return [.recovered(current, .presentingAgain)]
        case (.dismissing(let current, _), .dismissal):
            guard isContentVisible, dismissalAttempt + 1 < Self.maximumAttempts else {
                return [.recovered(current, .completedWithoutEvent)] + dismissalCompleted(current.key)
            }
            dismissalAttempt += 1
            return [.recovered(current, .dismissingAgain)]
        default:
            return []
        }
    }
}
