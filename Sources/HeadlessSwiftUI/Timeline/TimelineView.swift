import Foundation

/// A view that updates according to a schedule that you provide.
///
/// In the stand-in the schedule follows the graph's clock, which moves only when the host lets
/// time pass (`ViewHost.advanceTime(by:)`, `settle()`), so a test sees exactly the entries the
/// time it let pass brings.
///
/// ```swift
/// TimelineView(.periodic(from: startDate, by: 1)) { context in
///     AnalogTimerView(date: context.date)
/// }
/// ```
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content callback.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: start, by: 1)) { context in
    ///     Text(context.date, style: .time).opacity(context.cadence <= .seconds ? 1 : 0.5)
    /// }
    /// ```
    public struct Context {
        /// A rate at which timeline views can receive updates.
        ///
        /// ```swift
        /// let hideMilliseconds = context.cadence > .live
        /// ```
        public enum Cadence: Comparable, Hashable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: TimelineView<Schedule, Content>.Context.Cadence
        /// Asks the timeline's node to evaluate its content again.
        let invalidation: InvalidationToken?

        init(date: Date, cadence: Cadence, invalidation: InvalidationToken?) {
            self.date = date
            self.cadence = cadence
            self.invalidation = invalidation
        }

        /// Resets any pre-rendered views the system has from the timeline.
        ///
        /// In the stand-in the content is evaluated again at the next update, with the same
        /// context.
        ///
        /// ```swift
        /// TimelineView(.everyMinute) { context in
        ///     Clock(date: context.date).onChange(of: timeZone) { context.invalidateTimelineContent() }
        /// }
        /// ```
        #if HEADLESS_MACOS
            @available(
                *, unavailable, message: "SwiftUI has no invalidateTimelineContent() on macOS (HeadlessMacOS profile)"
            )
        #elseif HEADLESS_TVOS
            @available(
                *, unavailable, message: "SwiftUI has no invalidateTimelineContent() on tvOS (HeadlessTvOS profile)"
            )
        #endif
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        public func invalidateTimelineContent() {
            invalidation?.invalidate()
        }

        /// The same context, typed for another timeline (`TimelineViewDefaultContext`).
        func retyped<OtherSchedule, OtherContent>() -> TimelineView<OtherSchedule, OtherContent>.Context {
            let cadence: TimelineView<OtherSchedule, OtherContent>.Context.Cadence =
                switch self.cadence {
                case .live: .live
                case .seconds: .seconds
                case .minutes: .minutes
                }
            return .init(date: date, cadence: cadence, invalidation: invalidation)
        }
    }

    let schedule: Schedule
    let content: (Context) -> Content
}

@available(*, unavailable)
extension TimelineView: Sendable {}

@available(*, unavailable)
extension TimelineView.Context: Sendable {}

/// Information passed to a timeline view's content callback.
///
/// ```swift
/// TimelineView(.animation) { (context: TimelineViewDefaultContext) in Text("\(context.date)") }
/// ```
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// ```swift
    /// TimelineView(.animation(minimumInterval: 0.25, paused: !waiting)) { context in
    ///     Color.clear.onChange(of: context.date) { _, date in step(at: date) }
    /// }
    /// ```
    nonisolated public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.init(schedule: schedule) { context in content(context.retyped()) }
    }

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: start, by: 1)) { (context: TimelineView<PeriodicTimelineSchedule, Text>.Context) in
    ///     Text(context.date, style: .time)
    /// }
    /// ```
    @available(
        iOS, deprecated, introduced: 15.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @available(
        macOS, deprecated, introduced: 12.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @available(
        watchOS, deprecated, introduced: 8.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @available(
        tvOS, deprecated, introduced: 15.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @available(
        visionOS, deprecated, introduced: 1.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @_disfavoredOverload
    nonisolated public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content
    ) {
        self.init(schedule: schedule, content: content)
    }

    nonisolated init(schedule: Schedule, content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView, RuntimeDescribed where Content: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }
}

extension TimelineView: EnvironmentForwardingView where Content: View {
    /// Shows the content for the entry the clock has reached (`TimelineState`): no appearance
    /// of its own ("a timeline view acts as a container with no appearance of its own", Apple,
    /// `TimelineView`).
    @MainActor package func update(node: ViewNode) {
        let timeline = node.attachment { TimelineState(node: node) }
        timeline.follow(schedule)
        let context = Context(
            date: timeline.date, cadence: Self.cadence(of: schedule), invalidation: node.invalidationToken)
        node.output.display = .transparent
        let view = node.runningAppCode { content(context) }
        node.reconcile(key: .content, view: view, environment: node.environment)
    }

    /// The rate the schedule updates at, as `Context.Cadence` names rates: an animation
    /// schedule continuously (`.live`, "updates the view continuously"), a periodic one by its
    /// interval (under a second `.live`, under a minute `.seconds`, "approximately once per
    /// second", else `.minutes`), every minute `.minutes`. Explicit and custom schedules have no
    /// rate and get `.live` (an assumption; Apple's `cadence` page adds only that the system
    /// "might use a cadence that's slower than the schedule's update rate", as watchOS does
    /// with the wrist lowered, which an iPhone in use does not).
    static func cadence(of schedule: Schedule) -> Context.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: .live
        case let periodic as PeriodicTimelineSchedule:
            periodic.interval < 1 ? .live : periodic.interval < 60 ? .seconds : .minutes
        case is EveryMinuteTimelineSchedule: .minutes
        default: .live
        }
    }
}
