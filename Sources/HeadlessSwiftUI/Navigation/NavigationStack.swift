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
public struct NavigationStack<Data, Root> where Root: View {
    package let root: Root
    let path: PathAccess?
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
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
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
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
    package func update(node: ViewNode) {
        let state = node.attachment { NavigationState() }
        state.node = node
        state.boundPath = path
        let values = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: ObjectIdentifier(state)
        ) {
            $0.navigationState = state
            $0.isInLazyContainer = false
        }
        let screens = state.screens
        var slots = [ChildSlot(key: .content, view: root, environment: values)]
        for (depth, screen) in screens.enumerated() {
            var screenValues = values
            screenValues.isPresentedValue = true
            screenValues.dismissAction = DismissAction(target: "\(ObjectIdentifier(state))/\(depth)") { [weak state] in
                state?.pop(toDepth: depth)
            }
            slots.append(
                ChildSlot(key: screen.key, view: PushedScreen(state: state, key: screen.key), environment: screenValues)
            )
        }
        // Only the top screen is on screen; the ones below keep their state.
        node.offscreenChildren = Set(slots.dropLast().map(\.key))
        node.display = .element("NavigationStack", attributes: screens.isEmpty ? [] : ["depth: \(screens.count)"])
        node.layoutBehavior = ScreenContainerLayout()
        state.isUpdating = true
        node.reconcile(slots)
        state.isUpdating = false
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
    func update(node: ViewNode) {
        node.display = .transparent
        guard let screen = state.screens.first(where: { $0.key == key }) else {
            node.reconcile([])
            return
        }
        switch screen.kind {
        case .value(let value):
            if let destination = node.runningAppCode({ state.destination(for: value) }) {
                node.reconcile([ChildSlot(key: .content, view: destination, environment: node.environment)])
            } else {
                node.graph.warn(missingDestinationWarning(for: value))
                node.reconcile([])
            }
        case .view(_, _, let make, _):
            node.reconcile([ChildSlot(key: .content, view: node.runningAppCode(make), environment: node.environment)])
        }
    }

    /// The screen is re-resolved whenever the stack updates: its destination may have changed.
    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }
}

/// SwiftUI's console message for a value with no destination.
func missingDestinationWarning(for value: AnyHashable) -> String {
    "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
}
