/// The evaluated view graph: the node tree, the pending work, the warnings and the counters.
@MainActor
package final class ViewGraph {
    @exclusivity(unchecked) package private(set) var root: ViewNode!
    @exclusivity(unchecked) private var collectedWarnings: [String] = []
    let invalidations = InvalidationQueue()
    @exclusivity(unchecked) package var statistics = GraphStatistics()
    /// The live nodes by the text they show, for a host's search by label.
    package let nodeIndex = NodeIndex()

    // The flush's fields opt out of dynamic exclusivity checks, as `ViewNode`'s hot fields do:
    // the lists are copied before they are walked.
    @exclusivity(unchecked) private var dirtyNodes: [ViewNode] = []
    @exclusivity(unchecked) private var pendingActions: [() -> Void] = []
    @exclusivity(unchecked) private(set) var isFlushing = false
    /// Views whose layout an update may have changed, to check before the next layout pass
    /// (`ViewNode.layoutInputsChanged()`).
    @exclusivity(unchecked) var pendingLayoutChecks: [ViewNode] = []
    /// Whether `time` is bound as `VirtualTime.current` (`withClock`).
    @exclusivity(unchecked) var isClockBound = false
    /// Live views with `onAppear`, `onDisappear` or `task` actions (`LifecycleModifier.Actions`):
    /// while there are none, revealing or hiding a subtree walks nothing.
    @exclusivity(unchecked) var lifecycleViewCount = 0
    /// Whether a layout pass is running (`layOutLayers`).
    @exclusivity(unchecked) var isLayingOutLayers = false
    /// The text style of the last environment a text read it from in this layout pass
    /// (`TextEnvironmentStyle`), with that environment's head, kept so that the head's
    /// identity stays its own.
    @exclusivity(unchecked) var textEnvironmentStyle: (head: EnvironmentEntry?, style: TextEnvironmentStyle)?

    /// Work that must run when no update is in progress (transitions the host advances).
    package var transitions: [() -> Void] = [] {
        didSet {
            if transitions.isEmpty {
                transitionsBegan = nil
            } else if transitionsBegan == nil {
                transitionsBegan = now
            }
        }
    }
    /// When the transitions in flight began: the clock's date when the first of them was
    /// registered since the last `advanceTransitions()`; nil when none is in flight. The host
    /// ends them together, a transition's duration after this (a simple model: a transition
    /// that joins a round in flight ends with it).
    @exclusivity(unchecked) package private(set) var transitionsBegan: Date?
    /// The graph's clock: the real date when the graph was created, then moved only by the
    /// host (`advanceClock(to:)`). Nothing in the graph reads the wall clock after that, so the
    /// time a test sees is the time it lets pass. It is `time`'s date.
    package var now: Date { time.now }
    /// The clock with the work scheduled on it (timer ticks, sleeps on a `HostClock`), bound as
    /// `VirtualTime.current` while the graph updates, so that what starts there (a
    /// `Timer.publish` that connects, a task) schedules on it.
    package let time: VirtualTime
    /// The scene's `@SceneStorage` values: a graph is one scene.
    let sceneStorage = SceneStorageValues()
    /// The `TimelineView`s alive, each with its next entry.
    let timelines = TimelineRegistry()
    @exclusivity(unchecked) var rootContextStorage: PresentationContext?
    /// How presentation events are delivered where iOS documents no single order.
    package let presentationOrder: PresentationEventOrder
    /// The screen the layers are laid out on, as the host describes it.
    @exclusivity(unchecked) package var screen = ScreenGeometry(
        root: LayerGeometry(container: .zero, safeArea: EdgeInsets()),
        presentedLayer: { _ in LayerGeometry(container: .zero, safeArea: EdgeInsets()) })
    /// Whether some view's content depends on layout (`GeometryReader`, `ViewThatFits`), so
    /// every frame lays out (`settle(layingOut:)`).
    @exclusivity(unchecked) var hasGeometryDependentViews = false
    /// The views that read their subtree's preferences, checked when an update pass settles.
    package let preferenceReaders = PreferenceReaders()
    /// Presentation events a test asked to lose or repeat.
    package let presentationFaults = PresentationFaults()

    package init<Root: View>(
        root view: Root, environment: EnvironmentValues,
        presentationOrder: PresentationEventOrder = PresentationEventOrder()
    ) {
        self.presentationOrder = presentationOrder
        time = VirtualTime(now: Date())
        withClock {
            root = ViewNode(graph: self, parent: nil, key: .content, view: view, environment: environment)
            root.mount()
            flush()
        }
    }

    /// Replaces the environment at the root (a rotation, a type-size change).
    package func update(environment: EnvironmentValues) {
        perform { root.refresh(environment: environment) }
    }

    /// The runtime warnings SwiftUI would print, oldest first.
    package var warnings: [String] {
        collectedWarnings.append(contentsOf: GraphContext.drainLooseWarnings())
        return collectedWarnings
    }

    /// The sensory feedback the views played (`sensoryFeedback(_:trigger:)`), oldest first.
    @exclusivity(unchecked) package var playedFeedback: [SensoryFeedback] = []

    package func warn(_ message: String) {
        collectedWarnings.append(message)
    }

    /// Warns once per frame (one `flush`) for `owner`: for misuse that SwiftUI reports at each
    /// occurrence (a body that writes state, an object that publishes during an update), so
    /// that a view doing it at every update pass reads as one line, not a hundred.
    package func warnOncePerFrame(_ message: String, for owner: AnyObject) {
        guard frameWarnings.insert(FrameWarning(owner: ObjectIdentifier(owner), message: message)).inserted else {
            return
        }
        warn(message)
    }

    private struct FrameWarning: Hashable {
        let owner: ObjectIdentifier
        let message: String
    }

    @exclusivity(unchecked) private var frameWarnings: Set<FrameWarning> = []

    /// The frames begun so far: a frame is one `flush`, one update to quiescence.
    @exclusivity(unchecked) package private(set) var frame = 0

    /// Runs `body`, app code that is part of `node`'s update (its body, a row builder, a
    /// presentation's content closure): a state write or an observed object's change made
    /// while it runs is made during a view update.
    package static func runningAppCode<T>(of node: ViewNode, _ body: () -> T) -> T {
        let previous = AppCodeScope.enter(node)
        defer { AppCodeScope.leave(restoring: previous) }
        return body()
    }

    package func clearWarnings() {
        _ = GraphContext.drainLooseWarnings()
        collectedWarnings.removeAll()
    }

    /// Whether views were invalidated (by state, or by a layout pass) and wait for a flush.
    var hasPendingUpdates: Bool { !dirtyNodes.isEmpty || !invalidations.isEmpty }
    /// Whether actions queued by the last pass (a row's `onAppear`) wait to run.
    var hasPendingActions: Bool { !pendingActions.isEmpty }
    /// Whether a layout pass asked for another (`requestLayoutPass()`).
    @exclusivity(unchecked) var needsLayoutPass = false
    /// The views that watch scroll geometry (`onScrollGeometryChange`,
    /// `onScrollVisibilityChange`), by node, checked after each layout pass.
    @exclusivity(unchecked) var scrollObservers: [ObjectIdentifier: ScrollObserver] = [:]
    /// What becomes of a lazy row that leaves the screen.
    @exclusivity(unchecked) package var lazyRowRetention = LazyRowRetention.discardedOffScreen
    /// Whether some view has a `zIndex`: only then do containers sort their children by it.
    @exclusivity(unchecked) var usesZIndex = false
    /// The scroll view whose content is being placed now: the first lazy row placed on screen
    /// anchors it (`ScrollOffset.Anchor`).
    @exclusivity(unchecked) var scrollBeingPlaced: ScrollOffset?

    func markDirty(_ node: ViewNode) {
        dirtyNodes.append(node)
    }

    /// Runs an action after the current update pass (onAppear, onChange, onDisappear).
    package func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Re-evaluates invalidated views, top-down, and runs the actions that the pass queued,
    /// until nothing is left: SwiftUI's update of one frame, without its layout (the host
    /// drives frames through `perform(layingOut:_:)` and `settle(layingOut:)`).
    func flush() {
        guard !isFlushing else { return }
        withClock(flushPasses)
    }

    private func flushPasses() {
        isFlushing = true
        frame += 1
        defer {
            isFlushing = false
            frameWarnings.removeAll()
        }
        var rounds = 0
        while true {
            let (first, others) = invalidations.drain()
            first?.node?.invalidate()
            for token in others {
                token.node?.invalidate()
            }
            if dirtyNodes.isEmpty, pendingActions.isEmpty {
                // Preferences flow up once the views that produce them have updated.
                preferenceReaders.checkAll()
            }
            guard !dirtyNodes.isEmpty || !pendingActions.isEmpty else { break }
            rounds += 1
            if rounds > 100 {
                warn("The view graph did not settle after 100 update passes; a view may be updating state in a loop.")
                dirtyNodes.removeAll()
                pendingActions.removeAll()
                break
            }
            // Parents first. Most flushes update one node: a closure handed to `sorted`
            // checks its executor on each call, and sets up the sort even for one.
            let nodes = dirtyNodes.count < 2 ? dirtyNodes : dirtyNodes.sorted { $0.depth < $1.depth }
            dirtyNodes.removeAll()
            for node in nodes where node.isAlive && node.isDirty {
                node.refresh(environment: node.environment)
            }
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
        }
    }

    /// Completes the transitions in flight (dismissals, pushes), then settles what they caused.
    /// Returns whether there was anything to complete.
    @discardableResult
    package func advanceTransitions() -> Bool {
        settle()
        guard !transitions.isEmpty else { return false }
        let current = transitions
        transitions.removeAll()
        for transition in current { transition() }
        settle()
        return true
    }
}

extension ViewGraph {
    /// The earliest date at which something happens on the clock: a timeline alive has its
    /// next entry, or work scheduled on `time` (a timer's tick, a sleep's end) falls due; nil
    /// when nothing is pending. A timeline's entry is always later than the clock; scheduled
    /// work may be due already (scheduled for a date passed).
    package var nextScheduledDate: Date? {
        switch (timelines.nextEntry, time.nextDue) {
        case (let entry?, let due?): min(entry, due)
        case (let entry, let due): entry ?? due
        }
    }

    /// Moves the clock to `date` (never back), and updates, in one frame, each timeline whose
    /// next entry has come: it shows its latest entry at or before the clock (entries passed
    /// over in one step are not replayed). Then the work scheduled up to `date` runs, in date
    /// order, each followed by the frame it causes. Returns whether anything happened.
    @discardableResult
    package func advanceClock(to date: Date) -> Bool {
        let scheduled = time.advance(to: date)
        let due = timelines.catchUp(to: now)
        for node in due { node.invalidate() }
        if !due.isEmpty { settle() }
        for action in scheduled { perform(action) }
        return !due.isEmpty || !scheduled.isEmpty
    }
}

/// The counters tests and benchmarks assert on.
package struct GraphStatistics {
    package var bodyEvaluations = 0
    /// View values compared with the value a node has, to decide whether it changed.
    package var comparisons = 0
    /// Nodes that updated: a changed value, environment or state (an equal value is not
    /// counted).
    package var nodeUpdates = 0
    /// Body evaluations by view type, named only when read. A `TypeTable`: a `Dictionary`
    /// hashed each body's type through SipHash, at every evaluation.
    private var bodyCounts = TypeTable<Int>()
    package var stateAllocations = 0
    package var stateDeallocations = 0
    package var appearCount = 0
    package var disappearCount = 0
    package var nodesCreated = 0
    package var nodesDestroyed = 0
    package var presentationsShown = 0
    package var dismissalsCompleted = 0
    /// Sizes computed by the layout engine (a cached size is not counted).
    package var measurements = 0
    /// Sizes that stacks of `StackMemo.minimumUnits` subviews or more asked of them, cached or
    /// not: such a stack that knows a subview has not changed does not ask it again.
    package var stackSizeQueries = 0
    /// Views placed by the layout engine (one left where it was is not counted).
    package var placements = 0
    /// Layout passes over the layers (`settle(layingOut:)`).
    package var layoutPasses = 0
    /// Views whose subtree a hit test searched (one placed away from the point is passed
    /// over, and not counted).
    package var hitTestSearches = 0
    /// Views visited to collect containers' layout children (through `ForEach`, groups and
    /// composite views).
    package var layoutChildrenVisits = 0

    package init() {}

    mutating func countBody(of type: Any.Type) {
        bodyEvaluations += 1
        bodyCounts[type] = (bodyCounts[type] ?? 0) + 1
    }

    /// Body evaluations by type name (without generic arguments).
    package var bodyEvaluationsByType: [String: Int] {
        bodyCounts.entries.reduce(into: [:]) { counts, entry in counts[typeName(entry.type), default: 0] += entry.value
        }
    }
}

/// A type's name without its generic arguments and module (`Row`, `AdaptiveStack`).
package func typeName(_ type: Any.Type) -> String {
    let full = String(describing: type)
    return String(full.prefix { $0 != "<" })
}

/// The node whose app code the current thread runs now as part of an update, kept in the
/// thread's own storage: nil while actions run and while the runtime updates primitives (its
/// own writes to bindings then are not app misuse), and nil for a task that a body started,
/// which runs later. Set and read only synchronously, by the code that runs the update; a
/// thread-local value needs no lock, and no check of the main thread (which the main actor is
/// not always on: Swift Testing on Linux runs it on another thread).
enum AppCodeScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Makes `node` the current thread's app code owner; returns the previous one.
    static func enter(_ node: ViewNode) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(node).toOpaque())
        return previous
    }

    static func leave(restoring previous: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, previous)
    }

    /// Whether this thread runs app code of an update now.
    static var current: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    /// Warns, once per frame, for the node whose app code runs now, in its graph. A write
    /// from another thread, or from a task a body started (which runs later), finds none.
    @MainActor
    static func warn(_ message: String) {
        guard let current else { return }
        let node = Unmanaged<ViewNode>.fromOpaque(current).takeUnretainedValue()
        node.graph.warnOncePerFrame(message, for: node)
    }
}
