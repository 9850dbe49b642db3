import Foundation

/// A type that provides a sequence of dates for use as a schedule.
///
/// ```swift
/// TimelineView(.periodic(from: startDate, by: 1.0)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Self.Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// ```swift
    /// var dates = schedule.entries(from: .now, mode: .normal).makeIterator()
    /// ```
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
///
/// ```swift
/// let entries = schedule.entries(from: start, mode: .normal)
/// ```
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

extension TimelineScheduleMode: Equatable {}
extension TimelineScheduleMode: Hashable {}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: start, by: 1)) { context in Text(context.date, style: .timer) }
    /// ```
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
    /// ```
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    ///
    /// ```swift
    /// TimelineView(.explicit([start, start.addingTimeInterval(5)])) { context in Text("\(context.date)") }
    /// ```
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    ///
    /// ```swift
    /// TimelineView(.animation) { context in Spinner(date: context.date) }
    /// ```
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    ///
    /// ```swift
    /// TimelineView(.animation(minimumInterval: 0.25, paused: !waiting)) { context in
    ///     Color.clear.onChange(of: context.date) { checkDeadline(context.date) }
    /// }
    /// ```
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A schedule for updating a timeline view at regular intervals.
///
/// ```swift
/// TimelineView(PeriodicTimelineSchedule(from: start, by: 60)) { context in Text(context.date, style: .time) }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in periodic schedule.
    ///
    /// ```swift
    /// var entries = PeriodicTimelineSchedule(from: start, by: 1).entries(from: start, mode: .normal)
    /// let first = entries.next()
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// A type representing the sequence's elements.
        public typealias Element = Date
        /// A type that provides the sequence's iteration interface and encapsulates its
        /// iteration state.
        public typealias Iterator = PeriodicTimelineSchedule.Entries

        /// The first entry, and the distance between entries: the n-th entry is computed from
        /// the first (not summed step by step), so a long run does not drift.
        let first: Date
        let interval: TimeInterval
        var index: Double = 0

        /// Advances to the next element and returns it, or `nil` if no next element exists.
        ///
        /// ```swift
        /// while let date = entries.next(), date < end { print(date) }
        /// ```
        public mutating func next() -> Date? {
            defer { index += 1 }
            return first.addingTimeInterval(index * interval)
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    ///
    /// ```swift
    /// let everySecond = PeriodicTimelineSchedule(from: .now, by: 1)
    /// ```
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date.
    ///
    /// As Apple's `PeriodicTimelineSchedule.entries(from:mode:)` page says: the schedule's
    /// phase comes from `init(from:by:)` (a start of 10:09:30 by 60 s issues dates half past each
    /// minute), and the date passed here picks "the beginning of the interval that the start
    /// date overlaps" as the first entry (10:34:45 gives 10:34:30). A date before the schedule's
    /// `startDate` gives `startDate` first, "the date on which to start the sequence"
    /// (`init(from:by:)`). A non-positive interval repeats `startDate` (the page says nothing
    /// of it: an assumption).
    ///
    /// ```swift
    /// let first = schedule.entries(from: .now, mode: .normal).first { _ in true }
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        guard interval > 0, startDate > self.startDate else {
            return Entries(first: self.startDate, interval: max(interval, 0))
        }
        let intervals = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(first: self.startDate.addingTimeInterval(intervals * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
///
/// ```swift
/// TimelineView(EveryMinuteTimelineSchedule()) { context in Text(context.date, style: .time) }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    ///
    /// ```swift
    /// var minutes = EveryMinuteTimelineSchedule().entries(from: .now, mode: .normal)
    /// let thisMinute = minutes.next()
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// A type representing the sequence's elements.
        public typealias Element = Date
        /// A type that provides the sequence's iteration interface and encapsulates its
        /// iteration state.
        public typealias Iterator = EveryMinuteTimelineSchedule.Entries

        var upcoming: Date

        /// Advances to the next element and returns it, or `nil` if no next element exists.
        ///
        /// ```swift
        /// let nextMinute = minutes.next()
        /// ```
        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = upcoming.addingTimeInterval(60)
            return date
        }
    }

    /// Creates a per-minute update schedule.
    ///
    /// ```swift
    /// let schedule = EveryMinuteTimelineSchedule()
    /// ```
    public init() {}

    /// Provides a sequence of per-minute dates starting from a given date.
    ///
    /// As Apple's `EveryMinuteTimelineSchedule.entries(from:mode:)` page says: a minute-aligned
    /// date starts the sequence itself, any other "at the beginning of the specified minute"
    /// (10:09:32 and 10:09:00 both give 10:09:00). Minutes are counted from the reference date
    /// (whole minutes in UTC; a time zone with a seconds offset is not modelled).
    ///
    /// ```swift
    /// let thisMinute = EveryMinuteTimelineSchedule().entries(from: .now, mode: .normal).first { _ in true }
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        let minutes = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minutes * 60))
    }
}

/// A schedule for updating a timeline view at explicit points in time.
///
/// ```swift
/// TimelineView(ExplicitTimelineSchedule([deadline])) { context in Text(context.date < deadline ? "Wait" : "Go") }
/// ```
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// ```swift
    /// let schedule = ExplicitTimelineSchedule([start, start.addingTimeInterval(10)])
    /// ```
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// Provides the sequence of dates with which you initialized the schedule.
    ///
    /// Apple's `ExplicitTimelineSchedule.entries(from:mode:)` page: it "ignores the start date"
    /// and the mode, and returns "the sequence of dates that you provided at initialization".
    ///
    /// ```swift
    /// let dates = Array(schedule.entries(from: .now, mode: .normal))
    /// ```
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

@available(*, unavailable)
extension ExplicitTimelineSchedule: Sendable {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
///
/// ```swift
/// TimelineView(AnimationTimelineSchedule(minimumInterval: 1.0 / 30)) { context in Wave(phase: context.date) }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The interval the system updates at when the schedule names none: a 60 Hz display's
    /// frame (an assumption: Apple's page says only "let the system pick an appropriate update
    /// interval"; ProMotion displays go faster).
    package static let systemInterval: TimeInterval = 1.0 / 60

    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    ///
    /// ```swift
    /// let schedule = AnimationTimelineSchedule(minimumInterval: 0.25, paused: !waiting)
    /// ```
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule.
    ///
    /// The first entry is `start`, then one each `minimumInterval` (or each system frame,
    /// `systemInterval`, without one). A paused schedule "should stop generating updates"
    /// (Apple, `init(minimumInterval:paused:)`): it gives `start` and nothing after it. In
    /// `.lowFrequency` mode it gives no entries, "effectively pausing the animation" (the SDK's
    /// documentation of this method).
    ///
    /// ```swift
    /// var frames = AnimationTimelineSchedule().entries(from: .now, mode: .normal)
    /// ```
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        let interval = max(minimumInterval ?? Self.systemInterval, Self.systemInterval)
        return Entries(first: mode == .lowFrequency ? nil : start, interval: interval, paused: paused)
    }

    /// The sequence of dates of an animation schedule.
    ///
    /// ```swift
    /// let next = frames.next()
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// A type representing the sequence's elements.
        public typealias Element = Date
        /// A type that provides the sequence's iteration interface and encapsulates its
        /// iteration state.
        public typealias Iterator = AnimationTimelineSchedule.Entries

        /// The first entry (nil for none), the distance between entries, and how many entries
        /// there are (one when paused); the n-th is computed from the first, without drift.
        let first: Date?
        let interval: TimeInterval
        let paused: Bool
        var index: Double = 0

        /// Advances to the next element and returns it, or `nil` if no next element exists.
        ///
        /// ```swift
        /// while let frame = frames.next(), frame < end { draw(at: frame) }
        /// ```
        public mutating func next() -> Date? {
            guard let first, !(paused && index > 0) else { return nil }
            defer { index += 1 }
            return first.addingTimeInterval(index * interval)
        }
    }
}
