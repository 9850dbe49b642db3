import Foundation

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    ///
    /// The value is read from the first scroll view at or below the modified view after each
    /// layout; the action runs with the old and the new value when the value changes, not for
    /// the first value (the stand-in's reading of Apple's "an action to be performed when a
    /// value ... changes").
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
    ///         offset = y
    ///     }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

/// `onScrollGeometryChange(for:of:action:)`.
struct ScrollGeometryChangeModifier<T: Equatable> {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    /// The closures of the last update, and the value last seen.
    final class Memory: ScrollObservation {
        var transform: ((ScrollGeometry) -> T)?
        var action: ((T, T) -> Void)?
        var last: T?

        func check(_ node: ViewNode) -> (() -> Void)? {
            guard let transform, let action, let scrollView = node.firstScrollView,
                let scroll = scrollView.scrollOffset
            else { return nil }
            let geometry = ScrollGeometry(
                contentOffset: scroll.offset, contentSize: scroll.contentSize, contentInsets: EdgeInsets(),
                containerSize: scroll.viewportSize)
            let value = transform(geometry)
            defer { last = value }
            guard let old = last, old != value else { return nil }
            return { action(old, value) }
        }
    }
}

extension ScrollGeometryChangeModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier
{
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let memory = node.attachment { Memory() }
        memory.transform = transform
        memory.action = action
        node.observeScrolling(memory, content: content)
    }
}

/// Something that watches scroll geometry after each layout pass
/// (`ViewGraph.checkScrollObservers()`).
@MainActor
protocol ScrollObservation: AnyObject {
    /// The action to run, if what it watches at `node` changed since the last pass.
    func check(_ node: ViewNode) -> (() -> Void)?
}

/// A registered observer: its node, held weakly, and what it watches.
struct ScrollObserver {
    weak var node: ViewNode?
    let observation: any ScrollObservation
}

extension ViewNode {
    /// The first scroll view at or below this node.
    var firstScrollView: ViewNode? { first { $0.scrollOffset != nil } }

    /// The first node at or below this one, depth first, that matches.
    func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
        var pending = [self]
        while let current = pending.popLast() {
            if matches(current) { return current }
            pending.append(contentsOf: current.children.reversed())
        }
        return nil
    }

    /// Registers `observation`, checked after each layout pass while this node lives, and
    /// shows the modified `content` below this transparent modifier node.
    func observeScrolling(_ observation: any ScrollObservation, content: any View) {
        graph.scrollObservers[ObjectIdentifier(self)] = ScrollObserver(node: self, observation: observation)
        graph.hasGeometryDependentViews = true
        output.display = .transparent
        reconcile(key: .content, view: content, environment: environment)
    }
}

extension ViewGraph {
    /// Checks every scroll observer after a layout pass, queueing the actions of those whose
    /// value changed; observers whose node is gone are dropped.
    func checkScrollObservers() {
        for (key, observer) in scrollObservers {
            guard let node = observer.node, node.isAlive else {
                scrollObservers.removeValue(forKey: key)
                continue
            }
            if let action = observer.observation.check(node) { enqueue(action) }
        }
    }
}
