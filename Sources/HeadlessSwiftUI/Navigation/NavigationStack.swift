/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// ```swift
/// NavigationStack {
///     List(coins) { coin in
///         NavigationLink(coin.name, value: coin)
///     }
///     .navigationDestination(for: Coin.self) { CoinDetailView(coin: $0) }
/// }
/// ```
@MainActor @preconcurrency
public struct NavigationStack<Data, Root> where Root: View {
    package let root: Root
    let path: PathAccess?
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(
            get: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0) },
            removeLast: { path.wrappedValue.removeLast() }
        )
    }
}

extension NavigationStack {
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        self.path = PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                if let typed = value.base as? Data.Element { path.wrappedValue.append(typed) }
            },
            removeLast: { path.wrappedValue.removeLast() }
        )
    }
}

extension NavigationStack: View {
    /// The content and behavior of the view.
    public var body: some View { root }
}

extension NavigationStack: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let state = node.attachment { NavigationState() }
        state.node = node
        state.boundPath = path
        let values = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: ObjectIdentifier(state)
        ) {
            $0.navigationState = state
            $0.isInLazyContainer = false
            $0.appearsWhenPlaced = false
            // The root screen's bars; a pushed screen's environment has its own.
            $0.navigationScreenBar = state.bar(for: .content)
        }
        // Read as the stack's own: a path binding the app changes (a deep link, a pop to the
        // root) updates the stack even when no body above reads the path, as SwiftUI's stack
        // observes its binding.
        let screens = node.readingAsSubscriber { state.screens }
        var slots = [ChildSlot(key: .content, view: root, environment: values)]
        for (depth, screen) in screens.enumerated() {
            var screenValues = values
            screenValues.isPresentedValue = true
            screenValues.navigationScreenBar = state.bar(for: screen.key)
            screenValues.dismissAction = DismissAction(
                target: ScreenDismissTarget(stack: ObjectIdentifier(state), depth: depth)
            ) {
                [weak state] in
                state?.pop(toDepth: depth)
            }
            slots.append(
                ChildSlot(key: screen.key, view: PushedScreen(state: state, key: screen.key), environment: screenValues)
            )
        }
        // Only the top screen is on screen; the ones below keep their state.
        let covered = Set(slots.dropLast().map(\.key))
        let topKey = slots[slots.count - 1].key
        let wasCovered = node.coveredChildren
        // Screens on screen until now that a push covers (not those pushed under the top at
        // once, which never appeared), and the screen a pop reveals.
        let newlyCovered = node.children.filter { covered.contains($0.key) && !wasCovered.contains($0.key) }
        let revealed = wasCovered.contains(topKey) ? node.child(topKey) : nil
        node.offscreenChildren = covered
        node.coveredChildren = covered
        node.output.display = .element(
            "NavigationStack", attributes: screens.isEmpty ? [] : ["depth: \(screens.count)"])
        node.layoutBehavior = NavigationStackLayout()
        state.keepBars(of: slots)
        // Visibility, as on iOS: a screen covered by a push runs the onDisappear of its views
        // on screen and keeps its state; a pop reveals it and runs their onAppear again; a
        // popped screen's identity ends, and its views disappear once (not again if they were
        // covered). Of several screens pushed at once only the top appears; the ones below
        // appear when a pop reveals them. Sources: Ole Begemann, "Understanding SwiftUI view
        // lifecycles" (https://oleb.net/2022/swiftui-view-lifecycle/), its app's NavigationStack
        // case study (https://github.com/ole/swiftui-view-lifecycle, CaseStudyNavigationStack.swift:
        // "onAppear and onDisappear get called as you navigate. Popping a view off the stack
        // ends the view's lifetime"); swiftyplace, "SwiftUI View Lifecycle: When onAppear
        // Actually fires" (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear: "A
        // view inside a NavigationStack that gets covered by a push disappears"); for a deep
        // push, https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue
        // (the correct behaviour calls no onAppear on the intermediate screens, and calls it on
        // each screen that back navigation reveals; onAppear on an intermediate screen is the
        // regression it reports with a custom path binding since the iOS 18.4 SDK).
        //
        // Order. No source documents it for NavigationStack; the one reported is that
        // onAppear runs before the appearance transition and onDisappear after the
        // disappearance one (square/Blueprint#48: "SwiftUI provides onAppear (which runs before
        // appearance animations) and onDisappear (which runs after)"; rakutentech/AltSwiftUI#65,
        // a UIKit-backed SwiftUI look-alike, moved onDisappear from viewWillDisappear to
        // viewDidDisappear to match). UIKit starts both transitions together, so: on a push the
        // new screen's onAppear runs, then the covered screen's onDisappear; on a pop the
        // revealed screen's onAppear, then the popped screen's onDisappear. The stand-in's push
        // has no transition, so both run after this update, in that order.
        if let revealed {
            // Queued before the reconcile, which queues the popped screen's onDisappear.
            runLifecycleActions(in: revealed, appearing: true)
        }
        state.isUpdating = true
        node.reconcile(slots)
        state.isUpdating = false
        for screen in newlyCovered where screen.isAlive {
            // After the reconcile, which queued the new top screen's onAppear.
            runLifecycleActions(in: screen, appearing: false)
        }
    }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// One pushed screen: resolves its view when it updates, after the stack's root content (so
/// destinations declared there are registered).
struct PushedScreen {
    let state: NavigationState
    let key: ChildKey
}

extension PushedScreen: View {
    var body: Never { bodyNeverCalled(Self.self) }
}

extension PushedScreen: PrimitiveView, RuntimeComparable {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    func update(node: ViewNode) {
        node.output.display = .transparent
        guard let screen = state.screens.first(where: { $0.key == key }) else {
            // Popped or replaced during this pass (a destination binding cleared or given a new
            // item while the stack reconciles): the stack, invalidated by the change, removes
            // this screen in its next pass, after the new top's onAppear, as a pop ends a
            // screen after the revealed one appears. Until then its content stays as it was.
            return
        }
        switch screen.kind {
        case .value(let value):
            if let destination = node.runningAppCode({ state.destination(for: value) }) {
                node.reconcile(key: .content, view: destination, environment: node.environment)
            } else {
                node.graph.warn(missingDestinationWarning(for: value))
                node.reconcile([])
            }
        case .view(_, _, let make, _):
            node.reconcile(key: .content, view: node.runningAppCode(make), environment: node.environment)
        }
    }

    /// The screen is re-resolved whenever the stack updates: its destination may have changed.
    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }
}

/// SwiftUI's console message for a value with no destination.
func missingDestinationWarning(for value: AnyHashable) -> String {
    "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
}

/// What a pushed screen's `dismiss` pops to: its stack and depth, as a typed key (an
/// interpolated string formatted the identifier in every update, and asked three
/// conformance questions the first time).
private struct ScreenDismissTarget: Hashable {
    let stack: ObjectIdentifier
    let depth: Int
}
