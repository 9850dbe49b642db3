extension View {
    /// Sets the tab bar item associated with this view.
    ///
    /// Use it on a direct child of a `TabView`; the label's text names the tab (the host
    /// selects it by that text).
    /// ```swift
    /// FeedView()
    ///     .tabItem { Label("Feed", systemImage: "house") }
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(TabTraitModifier(trait: .label(label())))
    }
}

/// What a view declares about the tab it is: its label, its tag, its badge.
enum TabTrait {
    case label(any View)
    case tag(AnyHashable)
    case badge(String)
    /// None: a tab view's element without a `tabItem`, `tag` or `badge` (a page).
    case untagged
}

/// `tabItem(_:)`, `tag(_:)` and `badge(_:)`: on a direct child of a tab view, the outermost of
/// them makes the child a tab (with the traits of the ones right inside it); elsewhere a tag
/// is transparent and a badge is an attribute of its view.
struct TabTraitModifier {
    let trait: TabTrait
}

extension TabTraitModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, RuntimeComparable {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    /// Traits are compared by their description: a new label view value re-evaluates the tab.
    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }

    func update(node: ViewNode, content: any View) {
        if let state = node.environment.tabViewState {
            updateTab(node: node, content: content, state: state)
            return
        }
        switch trait {
        case .tag(let value):
            node.attachment { TagValue() }.value = value
            node.output.display = .modifier(["tag(\(controlValueDescription(value.base)))"])
        case .badge(let text):
            node.output.display =
                text.isEmpty ? .transparent : .modifier(["badge(\(HeadlessValueFormat.string(text)))"])
        case .label, .untagged:
            // A tab item outside a tab view shows nowhere (assumption).
            node.output.display = .transparent
        }
        node.reconcile(key: .content, view: content, environment: node.environment)
    }

    /// The tab: its label (alive, off screen: the tab bar), and its content once selected.
    @MainActor func updateTab(node: ViewNode, content: any View, state: TabViewState) {
        var traits = [trait]
        var inner = content
        while let peeled = inner as? any TabTraitPeeling, let innerTrait = peeled.tabTrait {
            traits.append(innerTrait)
            inner = peeled.tabTraitContent
        }
        let tabState = node.attachment { TabNodeState() }
        tabState.state = state
        let entry = state.register(node)
        tabState.entry = entry
        var label: (any View)?
        var badge: String?
        entry.value = AnyHashable(entry.order)
        for trait in traits.reversed() {
            switch trait {
            case .label(let view): label = view
            case .tag(let value): entry.value = value
            case .badge(let text): badge = text
            case .untagged: break
            }
        }
        node.attachment { TagValue() }.value = entry.value
        let tabEnvironment = node.attachment { EnvironmentCache() }.values(from: node.environment, token: 0) {
            $0.tabViewState = nil
            $0.declaresTabs = false
        }
        let selected = state.isSelected(entry, reader: node.invalidationToken)
        let wasOnScreen = entry.isOnScreen
        let isSwitch = state.hasShownTab && selected && !wasOnScreen
        // A tab's content is created when it is first selected, and kept after: its state
        // survives switching away and back, and a switch runs the old tab's onDisappear and
        // the new tab's onAppear. iOS 18 made TabView lazy (on iOS 17 a later tab's onAppear
        // could run at launch); the stand-in follows iOS 18. Sources: "SwiftUI View Lifecycle:
        // When onAppear Actually fires", https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear ;
        // Ole Begemann, "Understanding SwiftUI view lifecycles",
        // https://oleb.net/2022/swiftui-view-lifecycle/ (a tab's state lives while the TabView
        // does). The old tab's onDisappear running before the new tab's onAppear: assumption.
        let mountsNow = selected && !entry.isActivated && !isSwitch
        if selected, !entry.isActivated, isSwitch {
            // Created in the next pass, after the old tab's `onDisappear` ran.
            entry.isActivated = true
            state.hasShownTab = true
            entry.isOnScreen = true
            node.graph.enqueue { [weak node] in node?.invalidate() }
        } else if mountsNow {
            entry.isActivated = true
        }
        var slots: [ChildSlot] = []
        if let label {
            slots.append(ChildSlot(key: .accessory(.tabItem), view: label, environment: tabEnvironment))
        }
        let createdContent = node.child(.content) != nil
        if entry.isActivated, createdContent || mountsNow || !isSwitch {
            slots.append(ChildSlot(key: .content, view: inner, environment: tabEnvironment))
        }
        node.offscreenChildren = selected ? [.accessory(.tabItem)] : [.accessory(.tabItem), .content]
        // Set before reconciling: a view inserted into a tab that is not selected appears when
        // the tab is selected.
        node.coveredChildren = selected ? [] : [.content]
        node.reconcile(slots)
        if let contentNode = node.child(.content) {
            if wasOnScreen, !selected {
                // Switching away: the old tab's views disappear (Apple, "onDisappear(perform:)").
                runLifecycleActions(in: contentNode, appearing: false)
            } else if !wasOnScreen, selected, createdContent {
                // Switching back to a kept tab: its views appear again, after the old tab's
                // disappeared (one pass later).
                let actions = lifecycleActions(in: contentNode, appearing: true)
                if !actions.isEmpty {
                    // Unowned: the graph runs this from its own queue (and a weak reference
                    // would slow every node's unowned reference to it).
                    node.graph.enqueue { [unowned graph = node.graph] in
                        for action in actions { graph.enqueue(action) }
                    }
                }
            }
        }
        entry.isOnScreen = selected
        if selected { state.hasShownTab = true }
        entry.title = node.child(.accessory(.tabItem)).map(labelText(of:)) ?? ""
        var attributes = [HeadlessValueFormat.string(entry.title)]
        if traits.contains(where: { if case .tag = $0 { true } else { false } }) {
            attributes.append("tag: \(HeadlessValueFormat.string(String(describing: entry.value.base)))")
        }
        if let badge, !badge.isEmpty { attributes.append("badge: \(HeadlessValueFormat.string(badge))") }
        if selected { attributes.append("selected") }
        node.output.display = .element("Tab", attributes: attributes)
        node.text = nil
        node.output.tapAction = { [weak state, weak entry] in
            guard let state, let entry else { return }
            state.select(entry)
        }
    }
}

/// A tab's bookkeeping on its node: it leaves its tab view when it goes away.
@MainActor
final class TabNodeState: NodeAttachment {
    weak var state: TabViewState?
    var entry: TabEntry?

    func nodeWillTearDown(_ node: ViewNode) {
        state?.unregister(node)
    }
}

/// The texts a label shows, joined by spaces: a tab item's name.
@MainActor
func labelText(of node: ViewNode) -> String {
    var texts: [String] = []
    func visit(_ node: ViewNode) {
        if let text = node.text { texts.append(text) }
        for child in node.children { StackRoom.ensuring { visit(child) } }
    }
    visit(node)
    return texts.joined(separator: " ")
}

/// A `ModifiedContent` whose modifier may be a tab trait, seen through without its types.
protocol TabTraitPeeling {
    var tabTrait: TabTrait? { get }
    var tabTraitContent: any View { get }
}

extension ModifiedContent: TabTraitPeeling where Content: View {
    var tabTrait: TabTrait? { (modifier as? TabTraitModifier)?.trait }
    var tabTraitContent: any View { content }
}
