import Observation

/// One view at one structural identity: its current value, environment, state, children and
/// what it shows. Lives as long as the identity does.
@MainActor
package final class ViewNode {
    // The graph owns the tree, and a node is reached only through it: it never outlives its
    // graph's use. A checked `unowned` reference costs a strong retain and release at each
    // read (about 1,200 reads in the screen test); release builds skip them, debug builds (the
    // tests) keep the check, so a node used after its graph still traps there.
    #if DEBUG
        package unowned let graph: ViewGraph
    #else
        package unowned(unsafe) let graph: ViewGraph
    #endif
    /// The parent, unowned rather than weak: a weak reference moves an object's reference
    /// counts to a side table, where every retain and release takes the slow path (a third of
    /// a relayout of 10,000 rows). A parent outlives its children's identities: a child's
    /// identity ends before it leaves its parent, and then it lets go of its parent
    /// (`endIdentity`); a child kept past its parent's teardown (presented content animating
    /// out) is let go of when that parent goes (`deinit`). So it is unchecked in release
    /// builds, as `graph` is.
    #if DEBUG
        @exclusivity(unchecked) package private(set) unowned var parent: ViewNode?
    #else
        @exclusivity(unchecked) package private(set) unowned(unsafe) var parent: ViewNode?
    #endif
    package let key: ChildKey
    package let depth: Int
    // The hot fields (the tree's links, and what primitives write on every update) opt out of
    // dynamic exclusivity checks (a call into the runtime at each access, a tenth of an
    // update's instructions): the graph runs on the main actor, and no access to them
    // overlaps another (`children` is copied before it is walked).
    @exclusivity(unchecked) package private(set) var view: any View
    @exclusivity(unchecked) package private(set) var environment: EnvironmentValues
    @exclusivity(unchecked) package private(set) var children: [ViewNode] = []
    @exclusivity(unchecked) private var childIndex: [ChildKey: ViewNode] = [:]

    /// What the node gives the host: its line, its drawing, its tap (`NodeOutput`). Through
    /// accessors: the host, another module, reads a stored property with a dynamic
    /// exclusivity check (the opt-out does not reach it), and an accessor's read has none.
    package var output: NodeOutput {
        _read { yield storedOutput }
        _modify { yield &storedOutput }
    }
    @exclusivity(unchecked) private var storedOutput = NodeOutput()
    /// The string a `Text` shows, for queries and tap labels.
    @exclusivity(unchecked) package var text: String? {
        // Set on every update: the index is touched only when the string changed.
        didSet { if text != oldValue { graph.nodeIndex.node(self, changedTextFrom: oldValue, to: text) } }
    }
    /// Labels of accessory children (`overlay`, `background`), shown as sections in the tree.
    @exclusivity(unchecked) package var accessoryLabels: [ChildKey: String] = [:] {
        didSet { if isMounted, !Self.sameKeys(oldValue, accessoryLabels) { layoutChildrenChanged() } }
    }
    /// Children that are alive but not on this screen: presented content (shown as its own
    /// layer), navigation screens covered by a pushed one.
    @exclusivity(unchecked) package var offscreenChildren: Set<ChildKey> = [] {
        didSet { if isMounted, offscreenChildren != oldValue { layoutChildrenChanged() } }
    }
    /// Children that are alive but hidden behind a sibling: a navigation screen covered by a
    /// push, a tab that is not selected. Views under them are off screen for `onAppear` and
    /// `onDisappear` (`isOnScreenForLifecycle`, `runLifecycleActions(in:appearing:)`). Set before
    /// the children are reconciled, so that a view inserted there sees it; each is also in
    /// `offscreenChildren`.
    @exclusivity(unchecked) package var coveredChildren: Set<ChildKey> = []
    /// How the node sizes and places itself; nil for views that are transparent to layout.
    package var layoutBehavior: (any LayoutBehavior)? {
        _read { yield storedLayoutBehavior }
        set {
            // Whether the node is a layout child of its own, or passes its children through,
            // kept as a flag: reading an optional existential copies it, and the layout asks
            // this of every node it collects children through. The new value is taken, not
            // copied, into the storage.
            let behaviorType: ObjectIdentifier?
            if let newValue { behaviorType = ObjectIdentifier(type(of: newValue)) } else { behaviorType = nil }
            let hasBehavior = behaviorType != nil
            layoutBehaviorType = behaviorType
            storedLayoutBehavior = consume newValue
            if hasBehavior != hasLayoutBehavior {
                hasLayoutBehavior = hasBehavior
                if isMounted { layoutUnitsChanged() }
            }
        }
    }
    @exclusivity(unchecked) private var storedLayoutBehavior: (any LayoutBehavior)?
    /// Whether `layoutBehavior` is set.
    @exclusivity(unchecked) package private(set) var hasLayoutBehavior = false
    /// The type of `layoutBehavior`, if set: what it is, asked without copying it out.
    @exclusivity(unchecked) package private(set) var layoutBehaviorType: ObjectIdentifier?
    /// Measured sizes and the placed frame, created when the node is first measured.
    @exclusivity(unchecked) package private(set) var layoutState: LayoutState?

    @exclusivity(unchecked) package private(set) var isAlive = true
    /// Whether the first evaluation is done. Until then no container has collected its layout
    /// children through the node, so changes to its children need not drop any: its parent's
    /// change, when the node is added, does.
    @exclusivity(unchecked) private var isMounted = false
    @exclusivity(unchecked) package private(set) var isDirty = false
    /// Whether the node waits in `ViewGraph.pendingLayoutChecks`, or, during the check, is a
    /// unit already queued to be asked again (`ViewGraph.checkChangedLayouts()`).
    @exclusivity(unchecked) var isAwaitingLayoutCheck = false

    /// Persistent storage of the view's (or custom modifier's) dynamic properties, by slot
    /// (slots count up from 0 in declaration order, so an array, not a dictionary).
    @exclusivity(unchecked) private var storages: [AnyObject?] = []
    /// What the view's body read from the environment; made when something first records a
    /// read. Most nodes are primitives, which read none and subscribe to nothing: making this
    /// and the invalidation token for each cost a tenth of mounting 10,000 rows.
    package var environmentReads: EnvironmentReads {
        if let storedEnvironmentReads { return storedEnvironmentReads }
        let reads = EnvironmentReads()
        storedEnvironmentReads = reads
        return reads
    }
    @exclusivity(unchecked) private var storedEnvironmentReads: EnvironmentReads?
    /// How state writes and observation callbacks reach this node; made when something first
    /// subscribes it.
    var invalidationToken: InvalidationToken {
        if let storedInvalidationToken { return storedInvalidationToken }
        let token = InvalidationToken(queue: graph.invalidations)
        token.node = self
        storedInvalidationToken = token
        return token
    }
    @exclusivity(unchecked) private var storedInvalidationToken: InvalidationToken?
    /// Per-primitive bookkeeping (last onChange value, presentation state, ...), by owner type,
    /// in the order made. A node has a few at most: a scan finds one where a dictionary hashed
    /// the type through SipHash at every lookup.
    @exclusivity(unchecked) private var attachments: [(type: ObjectIdentifier, object: AnyObject)] = []
    @exclusivity(unchecked) private var disappearActions: [() -> Void] = []
    /// The children an attachment kept past this node's teardown, which still name it as their
    /// parent (weakly: they end when their keeper lets them go).
    @exclusivity(unchecked) private var keptChildren: [WeakNode] = []
    /// What to do with the view's type (primitive or body, comparison), looked up once.
    private let plan: ViewPlan

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
        let type = Swift.type(of: view)
        viewType = ObjectIdentifier(type)
        plan = ViewPlan.of(view, type: type)
        graph.statistics.nodesCreated += 1
        graph.nodeIndex.nodeCreated()
    }

    // Nothing may reach this node once it is gone: its token (which an observation or a state
    // subscription can outlive) and the children kept past its teardown forget it.
    // Not an `isolated deinit`: that checks the executor for every node released (about 700
    // instructions a node, measured: a fifth of releasing the screen test's graph). A node is
    // released on the main actor (the graph that owns it is), and only one that kept children
    // asks to be sure.
    deinit {
        storedInvalidationToken?.node = nil
        if !keptChildren.isEmpty {
            MainActor.assumeIsolated {
                for kept in keptChildren { kept.node?.parent = nil }
            }
        }
    }

    /// Sets the children a reconcile matched; a change to which nodes they are changes what
    /// containers above collect as their layout children.
    private func setChildren(_ newChildren: [ViewNode]) {
        let changed = isMounted && !Self.sameNodes(children, newChildren)
        children = newChildren
        if changed { layoutChildrenChanged() }
    }

    private static func sameNodes(_ lhs: [ViewNode], _ rhs: [ViewNode]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index] !== rhs[index] { return false }
        return true
    }

    private static func sameKeys(_ lhs: [ChildKey: String], _ rhs: [ChildKey: String]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for key in lhs.keys where rhs[key] == nil { return false }
        return true
    }

    /// The type identity of the node's view: a new type at the same place is a new view, so
    /// it never changes. Kept, not asked of the view: reconciling asks it of every child, and
    /// the dynamic type of an existential is a runtime call.
    let viewType: ObjectIdentifier

    // MARK: - Updating

    func mount() {
        evaluate()
        isMounted = true
    }

    /// Brings the node up to date with a new value of its view from its parent (a reconcile's
    /// slot, boxed).
    ///
    /// Skips when nothing it depends on changed: the same value (compared as SwiftUI compares
    /// view inputs), the same environment or none of the values it read, and no invalidation.
    package func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
        withPointer(toView: newView) { pointer in
            _ = update(at: pointer, environment: newEnvironment, knownChanged: false) { newView }
        }
    }

    /// `update` with a new value that the caller holds unboxed at `pointer` (of `type`, the
    /// node's type: a `TupleView`'s elements, a `ForEach`'s rows, a container's content):
    /// compared where it is, and boxed only when it changed. `knownChanged` says the caller
    /// compared it already (`ForEach`). Returns whether the node changed.
    @discardableResult
    package func update(
        valueAt pointer: UnsafeRawPointer, of type: any View.Type, environment newEnvironment: EnvironmentValues,
        knownChanged: Bool = false
    ) -> Bool {
        update(at: pointer, environment: newEnvironment, knownChanged: knownChanged) { loadView(type, at: pointer) }
    }

    /// Brings the node up to date again with its own value: it was invalidated (its state, an
    /// observed model), or a new environment flows down. There is nothing to compare.
    package func refresh(environment newEnvironment: EnvironmentValues) {
        apply(view: view, environment: newEnvironment, viewChanged: false)
    }

    /// The one update path: a container hands its content on (`ContentContainer`), anything
    /// else is compared where the new value is and applied. `box()` gives the new value as an
    /// existential (the caller's box, or a new one), asked only when the node keeps it.
    @inline(__always)
    private func update(
        at pointer: UnsafeRawPointer, environment newEnvironment: EnvironmentValues, knownChanged: Bool,
        box: () -> any View
    ) -> Bool {
        if !knownChanged { graph.statistics.comparisons += 1 }
        if let changed = updatedContent(at: pointer, environment: newEnvironment) {
            if changed { view = box() }
            return changed
        }
        let viewChanged = knownChanged || !plan.comparator.equals(view, at: pointer)
        guard isDirty || viewChanged || !environment.isIdentical(to: newEnvironment) else { return false }
        apply(view: viewChanged ? box() : view, environment: newEnvironment, viewChanged: viewChanged)
        return true
    }

    /// A container's new value (at `pointer`) handed to its content in place
    /// (`ContentContainer`): whether a child changed, or nil when the container is to be
    /// compared and updated whole (it is not one, it is invalidated, its environment or its
    /// attributes changed, or its children are not its content's).
    @inline(__always)
    private func updatedContent(at pointer: UnsafeRawPointer, environment newEnvironment: EnvironmentValues) -> Bool? {
        guard let updateContent = plan.updateContent, !isDirty, environment.isIdentical(to: newEnvironment),
            !isImplicitTab
        else {
            return nil
        }
        return updateContent(self, pointer)
    }

    private func apply(view newView: any View, environment newEnvironment: EnvironmentValues, viewChanged: Bool) {
        let environmentChanged = !environment.isIdentical(to: newEnvironment)
        guard isDirty || viewChanged || environmentChanged else { return }
        graph.statistics.nodeUpdates += 1
        // A view made of its body lays out as its body does: a change to it reaches layout
        // only through its body's views, which update (and are checked) themselves; so does a
        // primitive transparent to layout that says so (`leavesContainerLayout`).
        if hasLayoutBehavior || !plan.leavesContainerLayout { layoutInputsChanged() }
        view = newView
        environment = newEnvironment
        if !isDirty, !viewChanged, !isImplicitTab {
            // Only the environment changed.
            switch plan.environmentBehavior {
            case .forward:
                for child in children {
                    StackRoom.ensuring { child.refresh(environment: newEnvironment) }
                }
                return
            case .composite where storedEnvironmentReads?.changed(in: newEnvironment) != true:
                // Not what this view reads: its body stays, and the new environment flows on.
                if let body = children.first {
                    StackRoom.ensuring { body.refresh(environment: newEnvironment) }
                }
                return
            case .composite, .reevaluate:
                break
            }
        }
        evaluate()
    }

    /// A primitive view among a tab view's elements, not a structural one: a tab without a
    /// `tabItem` or `tag` ("TabView { PageOne(); PageTwo() }" has two pages). Its children are
    /// a tab's (the view itself is the tab's content), so the container fast paths skip it.
    private var isImplicitTab: Bool {
        environment.declaresTabs && plan.updatePrimitive != nil && !plan.isTabListTransparent
    }

    private func evaluate() {
        isDirty = false
        // Mounting and updating recurse here, a few frames per view: deep below, on a new
        // stack segment (StackRoom).
        StackRoom.ensuring { evaluateHere() }
    }

    private func evaluateHere() {
        if isImplicitTab, let state = environment.tabViewState {
            TabTraitModifier(trait: .untagged).updateTab(node: self, content: view, state: state)
        } else if let updatePrimitive = plan.updatePrimitive {
            updatePrimitive(view, self)
        } else {
            let body = evaluateBody(of: view, counting: type(of: view)) { view in
                openBody(view)
            }
            output.display = .transparent
            reconcile(key: .body, view: body, environment: environment)
        }
    }

    /// Evaluates a custom modifier's body for `ModifiedContent`: the modifier's state lives on
    /// this node, and the content is placed wherever the body puts `content`.
    package func evaluateModifier<M: ViewModifier>(_ modifier: M, content: any View) {
        let body = evaluateBody(of: modifier, counting: M.self) { modifier in
            modifier.body(content: _ViewModifier_Content<M>(content: content))
        }
        output.display = .transparent
        reconcile(key: .body, view: body, environment: environment)
    }

    /// Installs dynamic properties, then runs `body` while recording what it reads: state
    /// (subscribed through `GraphContext.currentReader`), environment values, and observable
    /// properties (through Observation).
    private func evaluateBody<Value>(of value: Value, counting type: Any.Type, _ body: (Value) -> any View) -> any View
    {
        // The properties are installed in this copy, which the body (and what it captures)
        // then reads.
        var value = value
        installProperties(in: &value)
        storedEnvironmentReads?.reset()
        graph.statistics.countBody(of: type)
        let token = invalidationToken
        return ViewGraph.runningAppCode(of: self) {
            reading(as: token) {
                trackingObservation {
                    body(value)
                } onChange: {
                    token.invalidate()
                }
            }
        }
    }

    /// Runs `body`, app code that the node's update evaluates outside a body (a `ForEach`
    /// row builder, a presentation's or destination's content closure): a state write or an
    /// observed object's change in it is one made during a view update, as in a body.
    package func runningAppCode<T>(_ body: () -> T) -> T {
        ViewGraph.runningAppCode(of: self, body)
    }

    /// Runs `body` (part of a primitive's update that runs app code: a `ForEach` row's
    /// closure, a section's expansion binding) as this node's reads: the state, bindings and
    /// observable properties it reads subscribe this node, which updates again when they
    /// change, as a body would. SwiftUI tracks such reads too: a row closure that reads
    /// `@State` or an `@Observable` model updates its rows when they change.
    package func readingAsSubscriber<T>(_ body: () -> T) -> T {
        let token = invalidationToken
        return reading(as: token) {
            trackingObservation(body) { token.invalidate() }
        }
    }

    /// Marks the node for re-evaluation at the next flush.
    package func invalidate() {
        guard isAlive, !isDirty else { return }
        isDirty = true
        graph.markDirty(self)
    }

    var layoutStateCreatingIfNeeded: LayoutState {
        LayoutState.activity &+= 1
        if let layoutState {
            layoutState.purgeIfForgotten()
            return layoutState
        }
        return makeLayoutState()
    }

    /// Makes the layout state the node's behaviour keeps, out of line, so that the hot path
    /// above stays small enough to be inlined.
    @inline(never) private func makeLayoutState() -> LayoutState {
        let created = storedLayoutBehavior?.makeLayoutState() ?? LayoutState()
        layoutState = created
        return created
    }

    /// Replaces a layout state made for another kind of behaviour (`layoutState(as:)`).
    @inline(never) func replaceLayoutState<S: LayoutState>(with kind: S.Type) -> S {
        let replacement = kind.init()
        if let layoutState { replacement.takePlacement(of: layoutState) }
        replacement.forget()
        layoutState = replacement
        return replacement
    }

    /// The layout state as hit testing keeps its bounds in it: not a use by the layout engine,
    /// so it neither counts as activity (a hit test between a change and the next layout
    /// leaves the ancestors the change forgot forgotten) nor drops stale measurements.
    var layoutStateForHitTesting: LayoutState {
        if let layoutState { return layoutState }
        return makeLayoutState()
    }

    // MARK: - Children

    /// The node's one child, its `.content`, if it is of type `Content`.
    private func contentChild<Content: View>(ofType _: Content.Type) -> ViewNode? {
        guard children.count == 1, children[0].key == .content, children[0].viewType == ObjectIdentifier(Content.self)
        else { return nil }
        return children[0]
    }

    /// Up to this many children are matched by a linear scan, without an index: most nodes
    /// have one or two, and a dictionary per node costs more than it saves.
    private static let indexThreshold = 8

    /// Matches new children to existing ones by key and type: a match is updated in place
    /// (keeping its state), anything else is created, and what is left is torn down.
    package func reconcile(_ slots: [ChildSlot]) {
        if layoutState != nil { childrenChangedLayoutInputs() }
        if hasKeys(of: slots) {
            updateInPlace(slots)
            return
        }
        if slots.count <= Self.indexThreshold, childIndex.isEmpty {
            reconcileByScan(slots)
            return
        }
        if childIndex.isEmpty {
            for child in children { childIndex[child.key] = child }
        }
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(slots.count)
        var newIndex: [ChildKey: ViewNode] = [:]
        newIndex.reserveCapacity(slots.count)
        for slot in slots where newIndex[slot.key] == nil {
            let child: ViewNode
            if let existing = childIndex.removeValue(forKey: slot.key),
                existing.viewType == ObjectIdentifier(type(of: slot.view))
            {
                existing.update(view: slot.view, environment: slot.environment)
                child = existing
            } else {
                childIndex.removeValue(forKey: slot.key)?.tearDown()
                child = makeChild(slot)
            }
            newChildren.append(child)
            newIndex[slot.key] = child
        }
        for leftover in childIndex.values {
            leftover.tearDown()
        }
        setChildren(newChildren)
        childIndex = newChildren.count <= Self.indexThreshold ? [:] : newIndex
    }

    /// `reconcile([ChildSlot(key: key, view: view, environment: environment)])`, for a node's
    /// one child (a modifier's content, a link's label, a view's body), without the list of
    /// slots: an allocation, and a copy of the slot, at every update of every such node.
    package func reconcile(key: ChildKey, view: any View, environment: EnvironmentValues) {
        if children.count == 1, children[0].key == key {
            // `updateInPlace` for the one slot.
            if layoutState != nil { childrenChangedLayoutInputs() }
            let existing = children[0]
            if existing.viewType == ObjectIdentifier(type(of: view)) {
                existing.update(view: view, environment: environment)
            } else {
                existing.tearDown()
                let child = makeChild(key: key, view: view, environment: environment)
                children[0] = child
                if isMounted { layoutChildrenChanged() }
                if !childIndex.isEmpty { childIndex[key] = child }
            }
            return
        }
        if children.isEmpty, childIndex.isEmpty {
            // `reconcileByScan` for the one slot and no children.
            if layoutState != nil { childrenChangedLayoutInputs() }
            setChildren([makeChild(key: key, view: view, environment: environment)])
            return
        }
        reconcile([ChildSlot(key: key, view: view, environment: environment)])
    }

    /// Whether the children have the slots' keys, in order (the common case: the same views in
    /// the same places). A plain loop: closures here would each check the main actor.
    private func hasKeys(of slots: [ChildSlot]) -> Bool {
        guard slots.count == children.count else { return false }
        for index in slots.indices where children[index].key != slots[index].key { return false }
        return true
    }

    /// `reconcile` when the children have the slots' keys in order (the same views, a list
    /// whose rows did not move): each is matched by position, with no hashing; a new type at a
    /// place is a new view.
    private func updateInPlace(_ slots: [ChildSlot]) {
        for index in slots.indices {
            let slot = slots[index]
            let existing = children[index]
            if existing.viewType == ObjectIdentifier(type(of: slot.view)) {
                existing.update(view: slot.view, environment: slot.environment)
            } else {
                existing.tearDown()
                let child = makeChild(slot)
                children[index] = child
                if isMounted { layoutChildrenChanged() }
                if !childIndex.isEmpty { childIndex[slot.key] = child }
            }
        }
    }

    /// Hands `content` to the node's one child, its `.content`, when the child is of the
    /// content's type (a `ContentContainer`'s update): whether the child changed, or nil when
    /// the node's children are not that.
    package func updateContentChild<Content: View>(_ content: Content) -> Bool? {
        withPointer(to: content) { updateContentChild(at: $0) }
    }

    /// `updateContentChild` with the content where the caller holds it.
    package func updateContentChild<Content: View>(at content: UnsafePointer<Content>) -> Bool? {
        guard let child = contentChild(ofType: Content.self) else { return nil }
        return child.update(valueAt: UnsafeRawPointer(content), of: Content.self, environment: environment)
    }

    /// `reconcile` for a few children: the same matching, by scanning.
    private func reconcileByScan(_ slots: [ChildSlot]) {
        var old = children
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(slots.count)
        for slot in slots where Self.index(of: slot.key, in: newChildren) == nil {
            if let position = Self.index(of: slot.key, in: old) {
                let existing = old.remove(at: position)
                if existing.viewType == ObjectIdentifier(type(of: slot.view)) {
                    existing.update(view: slot.view, environment: slot.environment)
                    newChildren.append(existing)
                    continue
                }
                existing.tearDown()
            }
            newChildren.append(makeChild(slot))
        }
        for leftover in old {
            leftover.tearDown()
        }
        setChildren(newChildren)
    }

    /// Where the node at `key` is in `nodes`. A loop, not `firstIndex(where:)`: a main-actor
    /// closure handed to the standard library checks its executor on each call (see
    /// UncheckedClosures.swift); and a function of its own, so that the frame of the recursive
    /// reconcile stays small (a deep hierarchy then needs fewer stack segments, `StackRoom`).
    private static func index(of key: ChildKey, in nodes: [ViewNode]) -> Int? {
        for index in nodes.indices where nodes[index].key == key { return index }
        return nil
    }

    private func makeChild(_ slot: ChildSlot) -> ViewNode {
        makeChild(key: slot.key, view: slot.view, environment: slot.environment)
    }

    /// A new, mounted child; the caller places it (`replaceChildren`).
    package func makeChild(key: ChildKey, view: any View, environment: EnvironmentValues) -> ViewNode {
        let child = ViewNode(graph: graph, parent: self, key: key, view: view, environment: environment)
        child.mount()
        return child
    }

    /// Children matched by the caller (`ForEach`, by its typed ids), in their new order: the
    /// ones not kept must have been torn down.
    package func replaceChildren(_ newChildren: [ViewNode]) {
        if layoutState != nil { childrenChangedLayoutInputs() }
        setChildren(newChildren)
        childIndex = [:]
    }

    /// Inserts `child` among the children at `position` (a lazy row created), in place: the
    /// list copied, changed and set back cost an allocation and a copy of every child, for
    /// each row.
    package func insertChild(_ child: ViewNode, at position: Int) {
        if layoutState != nil { childrenChangedLayoutInputs() }
        children.insert(child, at: position)
        childIndex = [:]
        if isMounted { layoutChildrenChanged() }
    }

    /// The children on this node's screen: not presented content, not covered navigation
    /// screens (a view written out in a lazy stack and scrolled away is covered alone). The
    /// host's queries walk a screen through this (`ScreenNodes`); here, not in the host, its
    /// reads of the node's fields need no dynamic exclusivity checks.
    package var childrenOnScreen: [ViewNode] {
        guard !offscreenChildren.isEmpty || !coveredChildren.isEmpty else { return children }
        var onScreen: [ViewNode] = []
        for child in children where !offscreenChildren.contains(child.key) && !coveredChildren.contains(child.key) {
            onScreen.append(child)
        }
        return onScreen
    }

    /// Whether `child` is alive but not on this node's screen (`offscreenChildren`).
    package func isOffscreen(_ child: ViewNode) -> Bool {
        !offscreenChildren.isEmpty && offscreenChildren.contains(child.key)
    }

    /// The child at a key, if any.
    package func child(_ key: ChildKey) -> ViewNode? {
        guard childIndex.isEmpty else { return childIndex[key] }
        // A loop, not `first(where:)`: no executor check (UncheckedClosures.swift).
        for child in children where child.key == key { return child }
        return nil
    }

    /// Ends this identity: children first, then the node's own state, actions and attachments.
    func tearDown() {
        guard isAlive else { return }
        // The layout above may still list this node among its layout children (dropped
        // lazily, at the next layout): they are dropped now, so that nothing keeps the view,
        // and what it holds (a `@StateObject`), past its identity.
        var node = parent
        while let current = node {
            current.layoutState?.dropUnits()
            if current.hasLayoutBehavior { break }
            node = current.parent
        }
        endIdentity()
    }

    private func endIdentity() {
        guard isAlive else { return }
        // Asked once per node, and only of one with attachments: teardown walks every node.
        var keepers: [any ChildKeepingAttachment] = []
        for attachment in attachments {
            if let keeper = attachment.object as? ChildKeepingAttachment { keepers.append(keeper) }
        }
        for child in children {
            if !keepers.isEmpty, keepers.contains(where: { $0.keepsChild(child, pastTearDownOf: self) }) {
                keptChildren.append(WeakNode(node: child))
            } else {
                StackRoom.ensuring { child.endIdentity() }
            }
        }
        children.removeAll()
        childIndex.removeAll()
        isAlive = false
        graph.nodeIndex.nodeWillTearDown(self)
        graph.statistics.nodesDestroyed += 1
        for storage in storages where storage != nil { graph.statistics.stateDeallocations += 1 }
        storages.removeAll()
        for attachment in attachments {
            (attachment.object as? NodeAttachment)?.nodeWillTearDown(self)
        }
        attachments.removeAll()
        for action in disappearActions {
            graph.enqueue(action)
        }
        disappearActions.removeAll()
        // An ended identity is out of the tree: it lets go of its parent, which may go first.
        parent = nil
    }

    /// Ends the identity of a node that an attachment kept past its parent's.
    package func endDetachedIdentity() {
        endIdentity()
    }

    // MARK: - Dynamic properties

    /// Connects the value's dynamic properties to their storage, in place, by the type's plan
    /// (made once per type: offsets, no `Mirror`). A type whose fields cannot be walked (a
    /// class, an enum) is installed through `Mirror`, in copies: the properties that reach
    /// their storage through a reference work, `State` (which keeps it in a field, as in
    /// SwiftUI, whose views are structs) reads its initial value.
    private func installProperties<Value>(in value: inout Value) {
        guard let plan = TypePlans.properties(of: Value.self) else {
            var slot = 0
            install(from: value, slot: &slot)
            return
        }
        guard !plan.isEmpty else { return }
        withMutablePointer(to: &value) { pointer in
            let base = UnsafeMutableRawPointer(pointer)
            for (slot, property) in plan.properties.enumerated() {
                installProperty(property.type, at: base + property.offset, in: self, slot: slot)
            }
        }
    }

    private func install(from value: Any, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if var property = child.value as? any InstallableProperty {
                property.install(in: self, slot: slot)
                slot += 1
            } else if child.value is any DynamicProperty || child.value is any App {
                install(from: child.value, slot: &slot)
            }
        }
    }

    /// The storage for the state at `slot`, created with the initial value on first use.
    package func stateStorage<Value>(slot: Int, initialValue: @autoclosure () -> Value) -> StateStorage<Value> {
        if slot < storages.count, let existing = storages[slot] as? StateStorage<Value> { return existing }
        let storage = StateStorage(value: initialValue())
        if slot >= storages.count { storages += repeatElement(nil, count: slot + 1 - storages.count) }
        storages[slot] = storage
        graph.statistics.stateAllocations += 1
        return storage
    }

    // MARK: - Primitive bookkeeping

    /// Per-node bookkeeping of a primitive, created on first use.
    package func attachment<A: AnyObject>(_ make: () -> A) -> A {
        if let existing = existingAttachment(A.self) { return existing }
        let created = make()
        attachments.append((ObjectIdentifier(A.self), created))
        return created
    }

    /// Per-node bookkeeping of a primitive, if it was created.
    package func existingAttachment<A: AnyObject>(_ type: A.Type) -> A? {
        let key = ObjectIdentifier(A.self)
        for attachment in attachments where attachment.type == key {
            return unsafeDowncast(attachment.object, to: A.self)
        }
        return nil
    }

    /// Runs `action` when this identity ends (`onDisappear`).
    package func onTearDown(_ action: @escaping () -> Void) {
        disappearActions.append(action)
    }
}

/// Bookkeeping that must hear when its node goes away (a presentation to dismiss).
@MainActor
package protocol NodeAttachment: AnyObject {
    func nodeWillTearDown(_ node: ViewNode)
}

/// Bookkeeping that may keep one of its node's children alive past the node's identity.
@MainActor
package protocol ChildKeepingAttachment: NodeAttachment {
    /// Asked for each child as `node` ends, before the children end: true keeps `child` alive
    /// (its identity is then ended with `endDetachedIdentity()`).
    func keepsChild(_ child: ViewNode, pastTearDownOf node: ViewNode) -> Bool
}

@MainActor
private func openBody<V: View>(_ view: V) -> any View {
    view.body
}
