import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `TimelineView` follows the host's clock, which moves only when the host lets time pass
/// (`advanceTime(by:)`, `settle()`, the wait before a user's action): every date here is a date
/// of that clock, never the wall clock's.
@MainActor
@Suite("TimelineView follows the host's clock")
struct TimelineViewTests {
    /// What the content saw: the date of each evaluation, and of each `onChange(of: date)`.
    final class Log {
        var evaluations: [Date] = []
        var changes: [Date] = []
    }

    /// The start of a schedule, set once the host (and its clock) exists.
    @Observable
    final class Model {
        var start: Date?
        var dates: [Date]?
        var waiting = false
    }

    struct PeriodicClock: View {
        let model: Model
        let interval: TimeInterval
        let log: Log

        var body: some View {
            if let start = model.start {
                TimelineView(.periodic(from: start, by: interval)) { context in
                    let _ = log.evaluations.append(context.date)
                    Text("t+\(context.date.timeIntervalSince(start))")
                        .onChange(of: context.date) { _, date in log.changes.append(date) }
                }
            }
        }
    }

    struct ExplicitClock: View {
        let model: Model
        let log: Log

        var body: some View {
            if let dates = model.dates {
                TimelineView(.explicit(dates)) { context in
                    let _ = log.evaluations.append(context.date)
                    Text("\(dates.firstIndex(of: context.date) ?? -1)")
                }
            }
        }
    }

    /// The library's pattern: an animation schedule that runs only while something is awaited.
    struct Waiter: View {
        let model: Model
        let log: Log

        var body: some View {
            TimelineView(.animation(minimumInterval: 0.25, paused: !model.waiting)) { context in
                let _ = log.evaluations.append(context.date)
                Color.clear.onChange(of: context.date) { _, date in log.changes.append(date) }
            }
        }
    }

    struct Cadence<Schedule: TimelineSchedule>: View {
        let schedule: Schedule

        var body: some View {
            TimelineView(schedule) { context in Text("\(context.cadence)") }
        }
    }

    @Test func aPeriodicClockUpdatesOncePerEntryAndShowsTheLatest() {
        let model = Model()
        let log = Log()
        let host = ViewHost(PeriodicClock(model: model, interval: 1, log: log))
        let start = host.now
        model.start = start
        #expect(host.texts == ["t+0.000000"])
        #expect(log.evaluations == [start])

        host.advanceTime(by: 1)
        #expect(host.texts == ["t+1.000000"])
        #expect(log.evaluations.count == 2)

        host.advanceTime(by: 0.5)
        #expect(log.evaluations.count == 2, "no entry falls in that half second")
        #expect(host.now == start.addingTimeInterval(1.5))

        host.advanceTime(by: 3)
        #expect(host.texts == ["t+4.000000"], "the latest entry")
        #expect(log.evaluations.count == 5, "one update for each entry the time passes, in order")
        #expect(log.changes == [1, 2, 3, 4].map { start.addingTimeInterval($0) })
        #expect(host.now == start.addingTimeInterval(4.5))
        #expect(host.warnings.isEmpty)
    }

    @Test func onChangeOfTheDateRunsOncePerEntryWhenTimePassesEntryByEntry() {
        let model = Model()
        let log = Log()
        let host = ViewHost(PeriodicClock(model: model, interval: 0.25, log: log))
        let start = host.now
        model.start = start
        _ = host.texts
        host.advanceTime(by: 1)
        #expect(log.changes == [0.25, 0.5, 0.75, 1].map { start.addingTimeInterval($0) })
        #expect(log.evaluations.count == 5)
        #expect(host.warnings.isEmpty, "one change per frame")
    }

    @Test func anExplicitScheduleShowsItsDatesAndNothingAfterTheLast() {
        let model = Model()
        let log = Log()
        let host = ViewHost(ExplicitClock(model: model, log: log))
        let start = host.now
        model.dates = [start.addingTimeInterval(1), start.addingTimeInterval(3)]
        #expect(host.texts == ["0"], "before its first entry the content shows the first entry")
        host.advanceTime(by: 2)
        #expect(log.evaluations.count == 1, "the first entry was already shown")
        host.advanceTime(by: 1)
        #expect(host.texts == ["1"])
        host.advanceTime(by: 100)
        #expect(log.evaluations.count == 2)
    }

    @Test func aTimelineAppearsAtTheLatestEntryAtOrBeforeTheClock() {
        let model = Model()
        let log = Log()
        let host = ViewHost(ExplicitClock(model: model, log: log))
        let start = host.now
        model.dates = [-3, -2, -1, 1].map { start.addingTimeInterval($0) }
        #expect(host.texts == ["2"], "the past entries are not replayed")
        #expect(log.evaluations.count == 1)
        host.advanceTime(by: 1)
        #expect(host.texts == ["3"])
    }

    @Test func aPausedAnimationScheduleProducesNothingAfterItsFirstEntry() {
        let model = Model()
        let log = Log()
        let host = ViewHost(Waiter(model: model, log: log))
        let start = host.now
        host.advanceTime(by: 5)
        #expect(log.evaluations == [start])
        #expect(log.changes.isEmpty)
        #expect(host.now == start.addingTimeInterval(5))
    }

    @Test func unpausingAnAnimationScheduleStartsItFromTheClock() {
        let model = Model()
        let log = Log()
        let host = ViewHost(Waiter(model: model, log: log))
        let start = host.now
        host.advanceTime(by: 1)
        model.waiting = true
        host.advanceTime(by: 0.5)
        #expect(log.changes == [1, 1.25, 1.5].map { start.addingTimeInterval($0) })
        model.waiting = false
        host.advanceTime(by: 1)
        #expect(
            log.changes.count == 3,
            "paused again: its one entry is the clock's date, which it shows already; then nothing")
        #expect(log.evaluations.last == start.addingTimeInterval(1.5))
    }

    @Test func anAnimationScheduleWithoutAnIntervalUpdatesAtSixtyHertz() {
        let log = Log()
        struct Frames: View {
            let log: Log
            var body: some View {
                TimelineView(.animation) { context in
                    let _ = log.evaluations.append(context.date)
                    Color.clear
                }
            }
        }
        let host = ViewHost(Frames(log: log))
        host.advanceTime(by: 0.999)
        #expect(log.evaluations.count == 1 + 59)
    }

    @Test func invalidateTimelineContentEvaluatesTheContentAgain() throws {
        let log = Log()
        struct Refreshing: View {
            let log: Log
            var body: some View {
                TimelineView(.everyMinute) { context in
                    let _ = log.evaluations.append(context.date)
                    Button("Refresh") { context.invalidateTimelineContent() }
                }
            }
        }
        let host = ViewHost(Refreshing(log: log))
        try host.tap("Refresh")
        #expect(log.evaluations.count == 2)
        #expect(Set(log.evaluations).count == 1, "the same entry")
    }

    @Test func theCadenceFollowsTheSchedulesRate() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(ViewHost(Cadence(schedule: .animation)).texts == ["live"])
        #expect(ViewHost(Cadence(schedule: .periodic(from: start, by: 0.5))).texts == ["live"])
        #expect(ViewHost(Cadence(schedule: .periodic(from: start, by: 1))).texts == ["seconds"])
        #expect(ViewHost(Cadence(schedule: .periodic(from: start, by: 60))).texts == ["minutes"])
        #expect(ViewHost(Cadence(schedule: .everyMinute)).texts == ["minutes"])
    }

    @Test func aTimelineThatGoesAwayStopsUpdating() {
        let model = Model()
        let log = Log()
        let host = ViewHost(PeriodicClock(model: model, interval: 1, log: log))
        model.start = host.now
        host.advanceTime(by: 1)
        model.start = nil
        host.advanceTime(by: 5)
        #expect(log.evaluations.count == 2)
    }

    // MARK: - Schedules, as Apple documents them

    @Test func schedulesGiveTheDatesAppleDocuments() {
        func date(_ hours: Double, _ minutes: Double, _ seconds: Double) -> Date {
            Date(timeIntervalSinceReferenceDate: hours * 3600 + minutes * 60 + seconds)
        }
        // PeriodicTimelineSchedule.entries(from:mode:): 10:09:30 by 60 s, from 10:34:45, first
        // entry 10:34:30.
        let periodic = PeriodicTimelineSchedule(from: date(10, 9, 30), by: 60)
        #expect(
            Array(periodic.entries(from: date(10, 34, 45), mode: .normal).prefix(2)) == [
                date(10, 34, 30), date(10, 35, 30),
            ])
        #expect(periodic.entries(from: date(9, 0, 0), mode: .normal).first { _ in true } == date(10, 9, 30))
        // EveryMinuteTimelineSchedule.entries(from:mode:): 10:09:32 and 10:09:00 both 10:09:00.
        #expect(
            EveryMinuteTimelineSchedule().entries(from: date(10, 9, 32), mode: .normal).first { _ in true }
                == date(10, 9, 0))
        #expect(
            Array(EveryMinuteTimelineSchedule().entries(from: date(10, 9, 0), mode: .normal).prefix(2)) == [
                date(10, 9, 0), date(10, 10, 0),
            ])
        // ExplicitTimelineSchedule: the dates given, whatever the start.
        let dates = [date(1, 0, 0), date(2, 0, 0)]
        #expect(ExplicitTimelineSchedule(dates).entries(from: date(5, 0, 0), mode: .lowFrequency) == dates)
        // AnimationTimelineSchedule: from the start by the interval; paused, the start only;
        // low frequency, nothing.
        let start = date(10, 0, 0)
        #expect(
            Array(AnimationTimelineSchedule(minimumInterval: 0.25).entries(from: start, mode: .normal).prefix(3)) == [
                start, start.addingTimeInterval(0.25), start.addingTimeInterval(0.5),
            ])
        #expect(
            Array(AnimationTimelineSchedule(minimumInterval: 0.25, paused: true).entries(from: start, mode: .normal))
                == [start])
        #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency)).isEmpty)
    }

    // MARK: - Host time: transitions take time, settle lets it pass

    struct SheetWithClock: View {
        @State var shows = false
        let log: Log

        var body: some View {
            Button("Open") { shows = true }
                .sheet(isPresented: $shows) {
                    TimelineView(.animation(minimumInterval: 0.125)) { context in
                        Button("Close") { shows = false }
                            .onChange(of: context.date) { _, date in log.changes.append(date) }
                    }
                }
        }
    }

    @Test func aTimelineInASheetFiresDuringThePresentationTransition() throws {
        let log = Log()
        let host = ViewHost(SheetWithClock(log: log))
        let start = host.now
        try host.tap("Open")
        host.advanceTime(by: 0.25)
        #expect(log.changes == [0.125, 0.25].map { start.addingTimeInterval($0) })
        #expect(host.presentations.last?.isPresenting == true, "the transition takes 0.5 s")
        host.advanceTime(by: 0.25)
        #expect(log.changes.count == 4, "the entry at the transition's end fires before it ends")
        #expect(host.presentations.last?.isPresenting == false)
        #expect(host.now == start.addingTimeInterval(ViewHost.transitionDuration))
    }

    @Test func aUsersActionWaitsForTheTransitionsTimeAndNoLonger() throws {
        let log = Log()
        let host = ViewHost(SheetWithClock(log: log))
        let start = host.now
        try host.tap("Open")
        try host.tap("Close")
        #expect(host.now == start.addingTimeInterval(0.5), "the presentation's time passed, nothing more")
        #expect(log.changes.count == 4)
        #expect(host.presentations.last?.isDismissing == true)
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.now == start.addingTimeInterval(1), "the dismissal's half second")
    }

    @Test func settleLetsTimePassThroughTheHorizonAndNoFurther() {
        let model = Model()
        let log = Log()
        let host = ViewHost(PeriodicClock(model: model, interval: 0.25, log: log))
        let start = host.now
        model.start = start
        host.settle()
        #expect(log.changes.count == 8, "the entries within 2 s")
        #expect(host.now == start.addingTimeInterval(ViewHost.settleHorizon))
        host.settle()
        #expect(log.changes.count == 16, "each settle lets the horizon pass again")
        #expect(host.warnings.isEmpty)
    }

    @Test func settleEndsATransitionThenRunsTheTimelineOnScreenToTheHorizon() throws {
        let log = Log()
        let host = ViewHost(SheetWithClock(log: log))
        let start = host.now
        try host.tap("Open")
        host.settle()
        #expect(host.presentations.map(\.isPresenting) == [false])
        #expect(log.changes.count == 20, "every eighth of a second through 2 s after the transition's end")
        #expect(host.now == start.addingTimeInterval(ViewHost.transitionDuration + ViewHost.settleHorizon))
        #expect(host.warnings.isEmpty)
    }

    @Test func settleWithNothingPendingLeavesTheClock() {
        let host = ViewHost(Text("Still"))
        let start = host.now
        host.settle()
        host.advanceTime(by: 0)
        #expect(host.now == start)
    }
}
