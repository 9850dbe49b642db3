extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// SwiftUI starts the task when the view appears and cancels it when the view disappears
    /// (a push covers it, its tab is left, its lazy row scrolls away, its identity ends), if it
    /// has not finished; it starts again when the view appears again
    /// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:): "SwiftUI can
    /// automatically cancel the task after the view disappears before the action completes").
    /// The action inherits the view's main actor.
    /// ```swift
    /// List(store.items) { Text($0.title) }
    ///     .task { await store.load() }
    /// ```
    @_disfavoredOverload
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: TaskWithoutID(), priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// When the value changes, SwiftUI cancels the running task and starts a new one with the
    /// new value (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:):
    /// "When the id value changes, SwiftUI cancels and restarts the task").
    /// ```swift
    /// List(store.results) { Text($0) }
    ///     .task(id: query) { await store.search(query) }
    /// ```
    @_disfavoredOverload
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}

/// The id of a `task(priority:_:)`: never changes.
struct TaskWithoutID: Equatable {}

/// `task(id:priority:_:)`: one task per identity and id value.
struct TaskModifier<ID: Equatable> {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    final class Running: NodeAttachment {
        var id: ID?
        var task: Task<Void, Never>?

        func nodeWillTearDown(_ node: ViewNode) {
            task?.cancel()
            task = nil
        }
    }
}

extension TaskModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let running = node.attachment { Running() }
        let registry = node.graph.root.attachment { TaskRegistry() }
        let action = self.action
        let priority = self.priority
        let start = { [weak running] in
            guard let running else { return }
            running.task?.cancel()
            running.task = registry.start(priority: priority, action)
        }
        let idChanged = running.id != id
        running.id = id
        // The task follows the view's appearances, as `onAppear` and `onDisappear` do
        // (`runLifecycleActions(in:appearing:)`); it is started after the update pass.
        let lifecycle = LifecycleModifier.Actions.of(node)
        lifecycle.countsAsAppearance = false
        lifecycle.onAppear = start
        lifecycle.onDisappear = { [weak running] in
            running?.task?.cancel()
            running?.task = nil
        }
        if !lifecycle.isMounted {
            lifecycle.isMounted = true
            lifecycle.isOnScreen = node.isOnScreenForLifecycle && !node.environment.appearsWhenPlaced
            if lifecycle.isOnScreen { node.graph.enqueue(start) }
        } else if idChanged, lifecycle.isOnScreen {
            // "When the id value changes, SwiftUI cancels and restarts the task".
            running.task?.cancel()
            node.graph.enqueue(start)
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// The tasks a graph's `task` modifiers started and that have not finished, so that a host can
/// wait for them.
@MainActor
package final class TaskRegistry {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextKey = 0

    package init() {}

    func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        nextKey += 1
        let key = nextKey
        let task = Task(priority: priority) { [weak self] in
            await action()
            self?.finished(key)
        }
        running[key] = task
        return task
    }

    private func finished(_ key: Int) {
        running[key] = nil
    }

    /// The tasks started and not yet finished (cancelled ones until they return).
    package var unfinished: [Task<Void, Never>] { Array(running.values) }
}
