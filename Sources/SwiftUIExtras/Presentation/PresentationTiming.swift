#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// The times `present(item:)` and ``FlowStack`` wait for what iOS does not report.
///
/// iOS tells SwiftUI nothing when a presentation has finished animating in, so the library
/// measures time instead, with SwiftUI's own clock: a `TimelineView` (iOS 15), whose
/// `context.date` is all that is compared (never the wall clock), so that a test host that
/// moves its clock moves these waits with it.
enum PresentationTiming {
    /// How long after a presentation's content appeared (its `onAppear` runs as the animation
    /// starts) it is taken to be up: what FlowStacks waits between steps for the same reason
    /// (johnpatrickmorgan/FlowStacks, `RoutesHolder.swift`: `Task.sleep` of 0.65 s). UIKit
    /// documents no duration; a sheet's takes about half a second.
    static let settleDelay: TimeInterval = 0.65

    /// How long an expected event (a presentation's content appearing, a dismissal's
    /// completion) may take before the library takes it as lost and recovers: three times a
    /// transition of half a second, past any animation UIKit runs.
    static let timeout: TimeInterval = 1.5
}

/// Runs `action` once `delay` seconds of SwiftUI's timeline have passed since it appeared, and
/// again each `delay` after, while it stays. Invisible (`Color.clear`, in a background), and
/// no accessibility element.
///
/// `TimelineView(.animation(minimumInterval:))` updates its content "no more quickly than the
/// provided interval" (Apple, `AnimationTimelineSchedule`); the dates compared are the
/// timeline's own.
struct ElapsedTimeTrigger: View {
    let delay: TimeInterval
    let action: () -> Void

    var body: some View {
        TimelineView(.animation(minimumInterval: delay)) { context in
            ElapsedTimeReader(date: context.date, delay: delay, action: action)
        }
    }
}

private struct ElapsedTimeReader: View {
    let date: Date
    let delay: TimeInterval
    let action: () -> Void
    @State private var start: Date?

    var body: some View {
        Color.clear
            .onAppear { start = date }
            .onChange(of: date) { _, newDate in
                // A frame's rounding is not a wait's end: allow a millisecond.
                guard let start, newDate.timeIntervalSince(start) >= delay - 0.001 else { return }
                self.start = newDate
                action()
            }
    }
}
