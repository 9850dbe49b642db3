extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// It runs once per identity: when the view is inserted, not when it is re-evaluated.
    /// ```swift
    /// Text("Detail").onAppear { analytics.log("detail") }
    /// ```
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// ```swift
    /// Text("Detail").onDisappear { player.stop() }
    /// ```
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// ```swift
    /// .onChange(of: query, initial: true) { oldValue, newValue in search(newValue) }
    /// ```
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// ```swift
    /// .onChange(of: selection) { scrollToSelection() }
    /// ```
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// ```swift
    /// .onChange(of: presentType) { newValue in route(newValue) }
    /// ```
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        macOS, introduced: 11.0, deprecated: 14.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}

/// `onAppear`/`onDisappear`: the actions follow the identity of the modified view and its
/// visibility (`runLifecycleActions(in:appearing:)`, in Runtime/LifecycleVisibility.swift).
struct LifecycleModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    final class Actions: NodeAttachment {
        var onAppear: (() -> Void)?
        var onDisappear: (() -> Void)?
        /// Whether the identity has been set up (its teardown action registered).
        var isMounted = false
        /// Whether the view is on screen, i.e. it appeared and has not disappeared since: off
        /// in a navigation screen covered by a push or a tab that is not selected. The
        /// container that reveals or hides it runs the actions.
        var isOnScreen = false
        /// Whether running the actions counts in the graph's appear and disappear statistics
        /// (a `task`'s start and cancellation do not).
        var countsAsAppearance = true

        /// The node's actions, made on first use and counted by the graph
        /// (`ViewGraph.lifecycleViewCount`) while the node's identity lasts.
        static func of(_ node: ViewNode) -> Actions {
            node.attachment {
                node.graph.lifecycleViewCount += 1
                return Actions()
            }
        }

        func nodeWillTearDown(_ node: ViewNode) {
            node.graph.lifecycleViewCount -= 1
        }
    }
}

extension LifecycleModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let actions = Actions.of(node)
        actions.onAppear = onAppear
        actions.onDisappear = onDisappear
        if !actions.isMounted {
            actions.isMounted = true
            // A view inserted off screen (into a covered navigation screen, a tab that is not
            // selected) appears only when that is revealed; removed before, it never appears
            // nor disappears (sources at `runLifecycleActions(in:appearing:)`).
            // In a lazy container, the container says when it is placed on screen.
            actions.isOnScreen = node.isOnScreenForLifecycle && !node.environment.appearsWhenPlaced
            // Presented content's events may be lost or repeated where a test asked for it.
            let entry = node.environment.presentationEntry
            if actions.isOnScreen, let onAppear {
                let times = PresentationFaultKind.deliveries(of: entry?.appearanceFault)
                node.graph.statistics.appearCount += times
                for _ in 0..<times { node.graph.enqueue(onAppear) }
            }
            // Unowned, not weak: the graph runs the action from its own queue, so it is there;
            // a weak reference would give it a side table, and every node's unowned reference
            // to it would take the slow path at each use.
            node.onTearDown { [unowned graph = node.graph, weak entry] in
                guard actions.isOnScreen, let onDisappear = actions.onDisappear else { return }
                let times = PresentationFaultKind.deliveries(of: entry?.disappearanceFault)
                graph.statistics.disappearCount += times
                for _ in 0..<times { onDisappear() }
            }
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// `onChange(of:initial:_:)`: compares the value with the one seen at the previous update.
struct ChangeModifier<V: Equatable> {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    final class Memory {
        var lastValue: V?
        /// The frame the action last ran in, and how many times it ran there.
        var frame = -1
        var runsInFrame = 0
    }
}

extension ChangeModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let memory = node.attachment { Memory() }
        if let old = memory.lastValue {
            if old != value {
                memory.lastValue = value
                let new = value
                node.graph.enqueue { [unowned graph = node.graph] in
                    Self.count(memory, graph: graph)
                    action(old, new)
                }
            }
        } else {
            memory.lastValue = value
            if initial {
                let new = value
                node.graph.enqueue { [unowned graph = node.graph] in
                    Self.count(memory, graph: graph)
                    action(new, new)
                }
            }
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }

    /// SwiftUI's console message for an action that runs again within one frame (its action
    /// changed what the value is computed from, say), naming the value's type: "onChange(of:
    /// CGSize) action tried to update multiple times per frame." (exyte/PopupView#252),
    /// "onChange(of: CGFloat) ..." (dscyrescotti/ShuffleIt#56), "onChange(of: Double) ..."
    /// (ceammc/SwiftRNBO#8). A frame here is one `ViewGraph.flush()`, an update to quiescence;
    /// the line is printed once per frame and modifier.
    static var multipleUpdatesWarning: String {
        "onChange(of: \(V.self)) action tried to update multiple times per frame."
    }

    /// Counts a run of the action in the current frame; the second warns.
    @MainActor
    private static func count(_ memory: Memory, graph: ViewGraph) {
        let frame = graph.frame
        if memory.frame != frame {
            memory.frame = frame
            memory.runsInFrame = 0
        }
        memory.runsInFrame += 1
        if memory.runsInFrame == 2 {
            graph.warn(multipleUpdatesWarning)
        }
    }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    ///
    /// ```swift
    /// Circle().scaleEffect(isOn ? 1 : 0.5).animation(.spring, value: isOn)
    /// ```
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AttributeModifier("animation(\(animation?.headlessDescription ?? "nil"))"))
    }

    /// Associates a transition with the view.
    ///
    /// ```swift
    /// if showBanner { Banner().transition(.move(edge: .top)) }
    /// ```
    @_disfavoredOverload
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(AttributeModifier("transition(\(t.headlessDescription))"))
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// The subscription is made when the view appears and ends with its identity; the action
    /// runs when the publisher emits, and is the one from the view's latest evaluation
    /// (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)).
    /// Assumption: a different publisher value passed on a later update is not re-subscribed.
    /// ```swift
    /// Text(status).onReceive(timer.ticks) { status = "tick \($0)" }
    /// ```
    nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// `onReceive(_:perform:)`: one subscription per identity.
struct ReceiveModifier<P: Publisher> where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    final class Subscription {
        var action: ((P.Output) -> Void)?
        var cancellable: AnyCancellable?
    }
}

extension ReceiveModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let subscription = node.attachment { Subscription() }
        subscription.action = action
        if subscription.cancellable == nil {
            subscription.cancellable = publisher.sink { [weak subscription] value in
                subscription?.action?(value)
            }
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
