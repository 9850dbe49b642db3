extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// SwiftUI starts the task when the view appears and cancels it when the view disappears
    /// (its identity ends), if it has not finished
    /// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:): "SwiftUI can
    /// automatically cancel the task after the view disappears before the action completes").
    /// The action inherits the view's main actor.
    /// ```swift
    /// List(store.items) { Text($0.title) }
    ///     .task { await store.load() }
    /// ```
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

extension TaskModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let running = node.attachment { Running() }
        if running.id != id {
            let isRestart = running.id != nil
            running.id = id
            let registry = node.graph.root.attachment { TaskRegistry() }
            let action = self.action
            let priority = self.priority
            // Started after the update pass, where SwiftUI starts it: as the view appears.
            node.graph.enqueue { [weak running] in
                guard let running, running.id == id else { return }
                running.task?.cancel()
                running.task = registry.start(priority: priority, action)
            }
            if isRestart { running.task?.cancel() }
        }
        node.output.display = .transparent
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
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
