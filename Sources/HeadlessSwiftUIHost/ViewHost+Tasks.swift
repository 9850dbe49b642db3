import HeadlessSwiftUI

extension ViewHost {
    /// Waits until every task that the screen's `task` modifiers started has returned, letting
    /// the graph update after each, until no new task starts: what the screen shows once its
    /// asynchronous work is done.
    ///
    /// Cancelled tasks count until they return (a `Task.sleep` throws at once when cancelled).
    /// A task that never returns (a `for await` loop over an endless sequence) never settles:
    /// await a value it produces instead.
    /// ```swift
    /// let host = ViewHost(SearchScreen())
    /// try host.search("apple")
    /// await host.settleTasks()
    /// #expect(host.contains(text: "Apple pie"))
    /// ```
    public func settleTasks() async {
        graph.settle()
        while let registry = graph.root.existingAttachment(TaskRegistry.self) {
            let tasks = registry.unfinished
            guard !tasks.isEmpty else { break }
            for task in tasks { await task.value }
            graph.settle()
        }
        graph.settle()
    }
}
