/// The one mechanism behind `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog`: it asks its context to present when its binding is set, and dismisses
/// (a transition the host completes later) when it is cleared.
///
/// The rules are UIKit's, which SwiftUI on iOS inherits: a context presents one thing at a
/// time; a request while something is up or still dismissing is refused or queued, as the
/// host's `PresentationEventOrder` says (iOS varies); a new item while presented is dismissed
/// first and presented after the transition ("If `item` changes, the system dismisses the
/// sheet and replaces it with a new one using the same process", Apple, `sheet(item:)`).
struct PresentationModifier<Item, PresentedContent: View> {
    let style: PresentationKind
    let request: Item?
    let identify: (Item) -> AnyHashable
    let describe: (Item) -> String
    let clear: () -> Void
    let onDismiss: (() -> Void)?
    let content: (Item) -> PresentedContent
}

extension PresentationModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    /// What it presents is laid out as a layer of its own, and taking it away from the
    /// modified view's screen is a change of children (`offscreenChildren`).
    static var leavesContainerLayout: Bool { true }

    func update(node: ViewNode, content modified: any View) {
        let state = node.attachment { PresenterState() }
        state.onDismiss = onDismiss
        let context = node.environment.presentationContext ?? node.graph.rootPresentationContext
        let wantedID = request.map(identify)
        if wantedID != state.failedID { state.failedID = nil }
        if wantedID != state.queuedID {
            state.queuedID = nil
            state.queuedInPreviousStyle = false
        }

        if let entry = state.entry {
            // A popover's arrow follows its modifier's anchor and edge, also while it leaves.
            if case .popover = entry.style, case .popover = style { entry.style = style }
            switch entry.phase {
            case .presented:
                if wantedID == nil || wantedID != entry.itemID {
                    // Cleared, or a different item: dismiss first; a new item is presented when
                    // the dismissal completes and this modifier updates again. The app wrote
                    // the binding itself, so SwiftUI writes nothing back.
                    state.beginDismissal(of: entry, node: node, bindingWrite: nil)
                } else if let request {
                    state.presentedContent = presentedContent(of: request, in: node)
                }
            case .presenting:
                if wantedID == entry.itemID, let request {
                    state.presentedContent = presentedContent(of: request, in: node)
                } else {
                    state.dismissalWhilePresenting(of: entry, node: node, bySwiftUI: false)
                }
            case .dismissing:
                break
            }
        } else if let request, let wantedID, wantedID != state.failedID, wantedID != state.leavingID,
            !state.isDeliveringEndEvents
        {
            let summary = "\(style.name)(\(describe(request)))"
            let order = node.graph.presentationOrder
            if let presenter = context.owner, presenter.phase == .presenting {
                // Presented content asks to present while its own presentation animates in
                // (an `onAppear` runs before the first frame).
                switch order.whilePresentingIn {
                case .refuse:
                    node.graph.warn(
                        "Attempt to present \(summary) on \(presenter.summary) while a presentation is in progress.")
                    state.failedID = wantedID
                case .waitUntilPresented:
                    context.waiters.append(WeakNode(node: node))
                }
            } else if context.presented != nil, state.queuedID == wantedID {
                // Already queued: it keeps waiting.
                context.waiters.append(WeakNode(node: node))
            } else if let busy = context.presented {
                switch busy.phase == .dismissing ? order.whileDismissing : order.whilePresented {
                case .refuse:
                    let presenter = context.owner?.summary ?? "the root view"
                    if busy.phase == .dismissing {
                        node.graph.warn(
                            "Attempt to present \(summary) on \(presenter) while a presentation is in progress (\(busy.summary) is being dismissed)."
                        )
                    } else {
                        node.graph.warn(
                            "Attempt to present \(summary) on \(presenter) which is already presenting \(busy.summary)."
                        )
                    }
                    state.failedID = wantedID
                case let collision:
                    if state.queuedID != wantedID {
                        node.graph.warn(
                            "Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed. (\(summary) waits for \(busy.summary).)"
                        )
                        state.queuedID = wantedID
                    }
                    state.queuedInPreviousStyle = state.queuedInPreviousStyle || collision == .queueInPreviousStyle
                    context.waiters.append(WeakNode(node: node))
                }
            } else {
                // A request that waited in the queue may come up in the style it waited for.
                var shownStyle = style
                if state.queuedID == wantedID, state.queuedInPreviousStyle, let previous = context.lastDismissedStyle {
                    shownStyle = previous
                }
                state.queuedID = nil
                state.queuedInPreviousStyle = false
                let entry = PresentedEntry(
                    style: shownStyle, itemID: wantedID, itemDescription: describe(request), parentContext: context,
                    containerHeight: order.sheetContainerHeight)
                let clear = self.clear
                entry.dismissHandler = { [weak node, weak state, weak entry] in
                    guard let node, let state, let entry else { return }
                    switch entry.phase {
                    case .presented:
                        state.beginDismissal(of: entry, node: node, bindingWrite: clear)
                    case .presenting:
                        state.dismissalWhilePresenting(of: entry, node: node, bySwiftUI: true)
                    case .dismissing:
                        break
                    }
                }
                context.presented = entry
                state.presentationsShown += 1
                // The content mounts in this update: its appearance may be lost or repeated.
                entry.appearanceFault = node.graph.presentationFaults.take(.contentAppears, of: entry)
                node.graph.statistics.presentationsShown += 1
                state.entry = entry
                state.presentedContent = presentedContent(of: request, in: node)
                state.beginPresentation(of: entry, node: node)
            }
        }

        if let entry = state.entry {
            entry.horizontalSizeClass = node.environment.horizontalSizeClass
            entry.verticalSizeClass = node.environment.verticalSizeClass
        }

        var slots = [ChildSlot(key: .content, view: modified, environment: node.environment)]
        let presentationKey = state.contentKey
        if let entry = state.entry, let presented = state.presentedContent {
            var values = node.environment
            values.presentationContext = entry.childContext
            values.presentationEntry = entry
            values.isPresentedValue = true
            // Presented content is not in the presenter's lazy container, nor in its navigation
            // stack: a sheet pushes only through a `NavigationStack` of its own (FlowStacks'
            // README: "Pass `embedInNavigationView: true` if you want to be able to push screens
            // from the presented screen"; nathantannar4/Transmission#9: a system sheet keeps
            // pushes out of the root's stack).
            values.isInLazyContainer = false
            values.appearsWhenPlaced = false
            values.navigationState = nil
            values.navigationScreenBar = nil
            values.tabBarDemands = nil
            values.isInSplitViewColumn = false
            values.dismissAction = DismissAction(target: ObjectIdentifier(entry)) { [weak entry] in entry?.dismiss() }
            if style.isDialog {
                values.buttonDismissesPresentation = DismissAction(target: ObjectIdentifier(entry)) { [weak entry] in
                    entry?.dismiss()
                }
            }
            slots.append(ChildSlot(key: presentationKey, view: presented, environment: values))
        }
        node.offscreenChildren = [presentationKey]
        node.output.display = .transparent
        node.reconcile(slots)
        state.entry?.liveContentNode = node.child(presentationKey)
        // Only the appearance as the presentation begins is affected.
        state.entry?.appearanceFault = nil
    }
}

extension PresentationModifier {
    /// The content closure, run as app code of the update (a state write in it is one made
    /// during a view update) whose reads subscribe the modifier, as SwiftUI tracks them.
    @MainActor
    fileprivate func presentedContent(of request: Item, in node: ViewNode) -> any View {
        node.runningAppCode { node.readingAsSubscriber { content(request) } }
    }
}

/// What a presentation modifier remembers between updates.
@MainActor
final class PresenterState: ChildKeepingAttachment {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    @exclusivity(unchecked) var entry: PresentedEntry?
    @exclusivity(unchecked) var presentedContent: (any View)?
    /// Whether a dismissal's end events are being delivered: nothing new is presented until
    /// they all are.
    @exclusivity(unchecked) var isDeliveringEndEvents = false
    /// How many presentations this modifier has shown.
    @exclusivity(unchecked) var presentationsShown = 0
    /// Where the presented content is among the modifier's children: each presentation in a
    /// child of its own, so that a new item shown in the same update as the old one leaves
    /// is a new identity (a new hosting controller on iOS), never the old content updated.
    var contentKey: ChildKey { .accessory(.presentation(presentationsShown)) }
    /// A request that failed; not retried until the binding changes.
    @exclusivity(unchecked) var failedID: AnyHashable?
    /// A request waiting for the context to be free.
    @exclusivity(unchecked) var queuedID: AnyHashable?
    /// Whether the waiting request comes up in the style it waited for.
    @exclusivity(unchecked) var queuedInPreviousStyle = false
    /// The item whose dismissal is delivering its end events: not presented again while the
    /// binding still holds it (SwiftUI's write may come after `onDisappear` or `onDismiss`).
    @exclusivity(unchecked) var leavingID: AnyHashable?
    @exclusivity(unchecked) var onDismiss: (() -> Void)?
    /// The content asked to be dismissed (`dismiss()`) while it was animating in.
    @exclusivity(unchecked) var dismissesWhenPresented = false
    /// A dismissal was refused while the presentation animated in (`.refuse`).
    @exclusivity(unchecked) var refusedDismissal = false

    /// Starts the presentation transition of `entry`, which the host completes (`settle()`).
    func beginPresentation(of entry: PresentedEntry, node: ViewNode) {
        dismissesWhenPresented = false
        entry.finishPresenting = { [weak self, weak node, weak entry] in
            guard let self, let entry else { return }
            self.completePresentation(of: entry, node: node)
        }
        node.graph.transitions.append { [weak entry] in entry?.finishPresenting() }
    }

    /// The transition in ended: the content is fully presented and can present in turn; a
    /// dismissal asked for meanwhile starts now.
    private func completePresentation(of entry: PresentedEntry, node: ViewNode?) {
        guard !presenterRemoved, entry.phase == .presenting else { return }
        entry.phase = .presented
        entry.childContext.wakeWaiters()
        if let node, case .fullScreenCover = entry.appearance {
            // "The views belonging to the presenting view controller are removed after the
            // presentation completes" (Apple, `UIModalPresentationStyle.fullScreen`): the
            // presenter's views on screen disappear then. A sheet leaves them in place (Apple,
            // `UIModalPresentationStyle.pageSheet`/`formSheet`: the presenter stays visible
            // around and under the sheet), so it runs nothing.
            entry.coversPresenter = true
            runLifecycleActions(in: coveredContent(of: entry, graph: node.graph), appearing: false)
        }
        if dismissesWhenPresented {
            dismissesWhenPresented = false
            entry.dismissHandler()
        }
        // A refused dismissal is not retried by the completion, only by a later update.
        if !refusedDismissal { node?.invalidate() }
        refusedDismissal = false
    }

    /// A dismissal asked for while the presentation animates in. UIKit refuses to dismiss
    /// while the transition runs: "Trying to dismiss the presentation controller while
    /// transitioning already." (iOS 26's console, quoted in
    /// pointfreeco/swift-composable-architecture#3779). Whether SwiftUI asks again when the
    /// transition ends is undocumented: under `.refuse` it does not, and the presentation
    /// stays up, out of step with its binding, until the binding changes again.
    ///
    /// Held (`.waitUntilPresented`), a dismissal SwiftUI performs (`dismiss()`, a swipe) runs
    /// once the presentation is up; one the app asked for by clearing the binding needs
    /// nothing kept: the completion updates the modifier, which sees the cleared binding.
    func dismissalWhilePresenting(of entry: PresentedEntry, node: ViewNode, bySwiftUI: Bool) {
        guard node.graph.presentationOrder.whilePresentingIn == .refuse else {
            if bySwiftUI { dismissesWhenPresented = true }
            return
        }
        guard !refusedDismissal else { return }
        refusedDismissal = true
        node.graph.warn(
            "Trying to dismiss the presentation controller while transitioning already. (\(entry.summary) is presenting.)"
        )
    }

    /// Starts the dismissal transition of `entry`. `bindingWrite` is SwiftUI's write of
    /// nil/false to the binding, for dismissals SwiftUI performs (a swipe, `dismiss()`); it
    /// runs when the host's event order says.
    func beginDismissal(of entry: PresentedEntry, node: ViewNode, bindingWrite: (() -> Void)?) {
        guard entry.phase != .dismissing else { return }
        entry.phase = .dismissing
        uncoverPresenter(of: entry, graph: node.graph)
        var pendingWrite = bindingWrite
        if let write = pendingWrite, node.graph.presentationOrder.writesBindingAtStart {
            let faults = node.graph.presentationFaults
            faults.deliver(faults.take(.bindingWrite, of: entry), in: node.graph, write)
            pendingWrite = nil
        }
        node.graph.transitions.append { [weak self, weak node, weak entry] in
            guard let self, let entry else { return }
            self.completeDismissal(of: entry, node: node, bindingWrite: pendingWrite)
        }
    }

    /// The transition ended: the context is free, then the end events arrive one by one,
    /// each followed by the update it causes, in the host's order.
    private func completeDismissal(of entry: PresentedEntry, node: ViewNode?, bindingWrite: (() -> Void)?) {
        guard !presenterRemoved, self.entry === entry else { return }
        guard let node else {
            entry.parentContext.free(from: entry)
            self.entry = nil
            presentedContent = nil
            return
        }
        let graph = node.graph
        graph.statistics.dismissalsCompleted += 1
        let onDismiss = self.onDismiss
        // UIKit's presenter is free once the transition has ended, before any callback.
        entry.parentContext.free(from: entry)
        leavingID = entry.itemID
        // The next item comes after every end event: `onDismiss` prints "between the
        // dismissal and presentation" (Stephen Celis, pointfreeco/swift-navigation#238).
        isDeliveringEndEvents = true
        defer {
            isDeliveringEndEvents = false
            leavingID = nil
            node.invalidate()
            graph.flush()
        }
        let faults = graph.presentationFaults
        for event in graph.presentationOrder.endOrder {
            switch event {
            case .contentDisappears:
                if self.entry === entry {
                    self.entry = nil
                    presentedContent = nil
                }
                entry.disappearanceFault = faults.take(.contentDisappears, of: entry)
                node.invalidate()
            case .bindingWrite:
                if let bindingWrite { faults.deliver(faults.take(.bindingWrite, of: entry), in: graph, bindingWrite) }
            case .onDismiss:
                if let onDismiss { faults.deliver(faults.take(.onDismiss, of: entry), in: graph, onDismiss) }
            }
            graph.flush()
        }
    }

    /// Presented content kept on screen after its presenter went away, until it is removed.
    @exclusivity(unchecked) private var keptContent: ViewNode?
    /// The presenter went away: the transitions it had started no longer complete; its
    /// removal does.
    @exclusivity(unchecked) private var presenterRemoved = false

    func keepsChild(_ child: ViewNode, pastTearDownOf node: ViewNode) -> Bool {
        guard child.key == contentKey, let entry, entry.parentContext.presented === entry else {
            return false
        }
        keptContent = child
        return true
    }

    /// The presenting view went away while it presented: "the sheet stays alive till the next
    /// render frame, and then is removed immediately without animation" (Stephen Celis,
    /// pointfreeco/swift-navigation#192). Its presenter stays busy until then, as a context
    /// whose presentation is leaving; at the removal the content leaves and `onDismiss` runs
    /// (that it runs is an assumption; no source says either way), in the host's end order.
    /// Nothing writes the binding: the view that owned the modifier is gone.
    package func nodeWillTearDown(_ node: ViewNode) {
        guard let entry, entry.parentContext.presented === entry else {
            entry = nil
            presentedContent = nil
            return
        }
        presenterRemoved = true
        entry.phase = .dismissing
        entry.keptContentNode = keptContent
        let graph = node.graph
        uncoverPresenter(of: entry, graph: graph)
        // Holds this state strongly: it outlives its node until the removal.
        graph.transitions.append { [self] in
            self.completeRemoval(of: entry, graph: graph)
        }
    }

    /// What a full-screen cover hides: the content its presenter's context belongs to (the
    /// root, or the presented content that presented it).
    private func coveredContent(of entry: PresentedEntry, graph: ViewGraph) -> ViewNode {
        entry.parentContext.owner?.contentNode ?? graph.root
    }

    /// A cover's dismissal puts the presenter's views back as it starts: they appear again
    /// (UIKit adds the presenting view controller's view back for the dismissal transition, and
    /// `onAppear` runs "before the first rendered frame appears", Apple, `onAppear(perform:)`).
    private func uncoverPresenter(of entry: PresentedEntry, graph: ViewGraph) {
        guard entry.coversPresenter else { return }
        entry.coversPresenter = false
        runLifecycleActions(in: coveredContent(of: entry, graph: graph), appearing: true)
    }

    private func completeRemoval(of entry: PresentedEntry, graph: ViewGraph) {
        guard self.entry === entry else { return }
        graph.statistics.dismissalsCompleted += 1
        entry.parentContext.free(from: entry)
        let faults = graph.presentationFaults
        for event in graph.presentationOrder.endOrder {
            switch event {
            case .contentDisappears:
                entry.disappearanceFault = faults.take(.contentDisappears, of: entry)
                keptContent?.endDetachedIdentity()
                keptContent = nil
                entry.keptContentNode = nil
            case .onDismiss:
                if let onDismiss { faults.deliver(faults.take(.onDismiss, of: entry), in: graph, onDismiss) }
            case .bindingWrite:
                break
            }
            graph.flush()
        }
        self.entry = nil
        presentedContent = nil
    }
}

struct ButtonDismissesPresentationKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Inside an alert or confirmation dialog, every button also dismisses it.
    package var buttonDismissesPresentation: DismissAction? {
        get { self[ButtonDismissesPresentationKey.self] }
        set { self[ButtonDismissesPresentationKey.self] = newValue }
    }
}

/// A readable name for a presented item: its id, or the type for `isPresented:` forms.
func describeItem<Item>(_ item: Item) -> String {
    if let identifiable = item as? any Identifiable {
        return String(describing: identifiable.id)
    }
    return String(describing: item)
}
