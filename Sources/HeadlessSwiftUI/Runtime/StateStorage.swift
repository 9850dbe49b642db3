/// The persistent storage behind one `@State`, owned by the node at the view's identity.
///
/// Reads during a body evaluation subscribe that view; writes invalidate the subscribers,
/// which re-evaluate at the graph's next flush.
@usableFromInline package final class StateStorage<Value>: Location<Value> {
    // The value opts out of dynamic exclusivity checks: it is only read and assigned whole,
    // never accessed in place, so no access to it overlaps another.
    @exclusivity(unchecked) private var value: Value
    private let subscribers = Subscribers()

    init(value: Value) {
        self.value = value
    }

    package func read() -> Value {
        if let reader = GraphContext.currentReader {
            subscribers.add(reader)
        }
        return value
    }

    package func write(_ newValue: Value) {
        value = newValue
        GraphContext.noteStateWrite()
        subscribers.invalidateAll()
    }

    override package func get() -> Value { read() }
    override package func set(_ value: Value, transaction: Transaction) { write(value) }
}

/// The views that read a value, held weakly.
final class Subscribers: @unchecked Sendable {
    // The stored fields opt out of dynamic exclusivity checks: the lock serializes
    // every access to them.
    /// One lock for every list: a write off the main actor is rare and short, and a lock of
    /// its own was an object and a mutex more for each `@State`.
    private static let lock = NSLock()
    /// The first subscriber, kept apart: most state has one reader, its own view, and a
    /// dictionary for it cost about 1,000 instructions a `@State` mounted.
    @exclusivity(unchecked) private var first: WeakToken?
    @exclusivity(unchecked) private var others: [ObjectIdentifier: WeakToken] = [:]

    func add(_ token: InvalidationToken) {
        let id = ObjectIdentifier(token)
        Self.lock.withLock {
            // Already subscribed (each body evaluation reads again): nothing to write.
            if let first, first.id == id, first.token != nil { return }
            // A token at the address of one that is gone takes its place.
            if first == nil || first?.id == id {
                first = WeakToken(id: id, token: token)
            } else {
                others[id] = WeakToken(id: id, token: token)
            }
        }
    }

    func invalidateAll() {
        // Invalidated outside the lock; the common single subscriber without an array.
        let (first, others) = Self.lock.withLock {
            (self.first?.token, self.others.isEmpty ? [] : self.others.values.compactMap(\.token))
        }
        first?.invalidate()
        for token in others { token.invalidate() }
    }

    private struct WeakToken {
        let id: ObjectIdentifier
        weak var token: InvalidationToken?
    }
}

/// The views that read a value kept under a key (`@AppStorage` by store and key,
/// `@SceneStorage` by key): a write under a key invalidates its readers.
final class KeyedSubscribers<Key: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Key: Subscribers] = [:]

    func observe(_ key: Key, token: InvalidationToken) {
        lock.withLock {
            if let existing = subscribers[key] { return existing }
            let created = Subscribers()
            subscribers[key] = created
            return created
        }.add(token)
    }

    func invalidate(_ key: Key) {
        lock.withLock { subscribers[key] }?.invalidateAll()
    }
}

/// A view's handle for invalidation from any context (a state write, an observation
/// callback): it queues the view for its graph, which marks it dirty on the main actor.
package final class InvalidationToken: @unchecked Sendable {
    private let queue: InvalidationQueue
    /// Touched on the main actor only, by the graph. Unowned, not weak (a weak reference
    /// slows every retain and release of the node); the node clears it when it goes, so it is
    /// unchecked in release builds, as `ViewNode.graph` is.
    #if DEBUG
        @exclusivity(unchecked) unowned var node: ViewNode?
    #else
        @exclusivity(unchecked) unowned(unsafe) var node: ViewNode?
    #endif

    init(queue: InvalidationQueue) {
        self.queue = queue
    }

    func invalidate() {
        queue.push(self)
    }
}

/// Invalidations waiting for the graph's next flush.
final class InvalidationQueue: @unchecked Sendable {
    // The stored fields opt out of dynamic exclusivity checks: the lock serializes
    // every access to them.
    private let lock = NSLock()
    /// The first one, kept apart: most flushes follow one state write, and an array for it
    /// was allocated and freed at each.
    @exclusivity(unchecked) private var first: InvalidationToken?
    @exclusivity(unchecked) private var others: [InvalidationToken] = []

    func push(_ token: InvalidationToken) {
        lock.withLock {
            if first == nil { first = token } else { others.append(token) }
        }
    }

    /// Takes the waiting invalidations, in the order they came.
    func drain() -> (first: InvalidationToken?, others: [InvalidationToken]) {
        lock.withLock {
            defer {
                first = nil
                if !others.isEmpty { others.removeAll() }
            }
            return (first, others)
        }
    }

    var isEmpty: Bool { lock.withLock { first == nil } }
}

/// Context the property wrappers reach without a node in hand.
package enum GraphContext {
    /// The view whose body (or other app code of its update) runs on this thread now: state
    /// reads subscribe it (`reading(as:_:)`). The thread's, not a task local: setting a task
    /// local cost about 650 instructions a body, and a task the body starts inherited it, so
    /// that its reads, long after the body, subscribed the view. A dependency is what the body
    /// reads as it runs (Apple, "Managing model data in your app": "a view forms a dependency
    /// on an observable data model object ... when the view's body property reads a property
    /// of the object").
    static var currentReader: InvalidationToken? {
        pthread_getspecific(readerKey).map { Unmanaged<InvalidationToken>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The thread-specific slot of `currentReader`.
    static let readerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var looseWarnings: [String] = []

    /// Warnings raised by values used outside any view; the next graph to report takes them.
    static func drainLooseWarnings() -> [String] {
        lock.withLock {
            defer { looseWarnings.removeAll() }
            return looseWarnings
        }
    }

    static func warnUninstalledState<Value>(_ type: Value.Type) {
        lock.withLock {
            looseWarnings.append(
                "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
            )
        }
    }

    /// SwiftUI's console message for a write to `@State` (directly or through a binding) while
    /// a view's body, or other app code of an update, runs. Quoted from the console in
    /// philipparndt/mqtt-analyzer#27, pointfreeco/swift-composable-architecture#1111 ("[SwiftUI]
    /// Modifying state during view update, this will cause undefined behavior."),
    /// SwiftUIX/SwiftUIX#360.
    package static let modifyingStateWarning =
        "Modifying state during view update, this will cause undefined behavior."

    /// SwiftUI's console message for an `ObservableObject` that a view observes announcing a
    /// change (`objectWillChange`, which every `@Published` write sends) while a view updates.
    /// Quoted in SwiftUIX/SwiftUIX#387, SDWebImage/SDWebImageSwiftUI#231, mjarvis/Exhibition#73
    /// (a `@Published` write during the view's creation); `@Observable` models print nothing.
    package static let publishingChangesWarning =
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    /// A state write: warns when app code of an update is running. SwiftUI prints the line at
    /// each write; the graph keeps one per view and frame.
    static func noteStateWrite() {
        // This thread runs app code: synchronously inside its node's update, on the main actor.
        guard AppCodeScope.current != nil else { return }
        MainActor.assumeIsolated { () -> Void in AppCodeScope.warn(modifyingStateWarning) }
    }

    /// An observed object's `objectWillChange`: warns when app code of an update is running.
    static func noteObjectWillChange() {
        guard AppCodeScope.current != nil else { return }
        MainActor.assumeIsolated { () -> Void in AppCodeScope.warn(publishingChangesWarning) }
    }

    static func warnEnvironmentOutsideView() {
        lock.withLock {
            looseWarnings.append(
                "Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update."
            )
        }
    }
}
