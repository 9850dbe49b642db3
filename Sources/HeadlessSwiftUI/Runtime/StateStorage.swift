/// The persistent storage behind one `@State`, owned by the node at the view's identity.
///
/// Reads during a body evaluation subscribe that node; writes invalidate the subscribers.
package final class StateStorage<Value>: Location<Value> {
    private var value: Value
    private var subscribers: [ObjectIdentifier: WeakNode] = [:]

    init(value: Value) {
        self.value = value
    }

    // The graph lives on the main thread (as SwiftUI's does); reads and writes from elsewhere
    // change the value without subscribing or invalidating anything.

    package func read() -> Value {
        if Thread.isMainThread {
            nonisolated(unsafe) let storage = self
            MainActor.assumeIsolated {
                if let reader = GraphContext.currentReader {
                    storage.subscribers[ObjectIdentifier(reader)] = WeakNode(reader)
                }
            }
        }
        return value
    }

    package func write(_ newValue: Value) {
        value = newValue
        guard Thread.isMainThread else { return }
        let nodes = Array(subscribers.values)
        MainActor.assumeIsolated {
            for subscriber in nodes {
                subscriber.node?.invalidate()
            }
        }
    }

    override package func get() -> Value { read() }
    override package func set(_ value: Value, transaction: Transaction) { write(value) }
}

struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

/// Context the property wrappers reach without a node in hand.
@MainActor
package enum GraphContext {
    /// The node whose body is being evaluated: state reads subscribe it.
    static var currentReader: ViewNode?
    /// The graph most recently updated, for warnings from values used outside any view.
    static weak var activeGraph: ViewGraph?

    nonisolated static func warnUninstalledState<Value>(_ type: Value.Type) {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            activeGraph?.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
        }
    }

    nonisolated static func warnEnvironmentOutsideView() {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            activeGraph?.warn("Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update.")
        }
    }
}
