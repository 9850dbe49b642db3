/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Each child is a tab: a view with a `tabItem(_:)` label and, to select it through a binding,
/// a `tag(_:)`. Only the selected tab is on screen; a tab's content is created when it is
/// first selected and then kept, so its state survives switching away and back.
///
/// ```swift
/// TabView(selection: $selection) {
///     FeedView()
///         .tabItem { Label("Feed", systemImage: "house") }
///         .tag(Section.feed)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Section.settings)
/// }
/// ```
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    let content: Content
    let selection: Binding<SelectionValue>?
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its
    /// tabs.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that uses a builder to create its tabs; the first tab is selected.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

extension TabView: View {
    /// The content and behavior of the view.
    public var body: some View { content }
}

@available(*, unavailable)
extension TabView: Sendable {}

extension TabView: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let state = node.attachment { TabViewState() }
        state.node = node
        if let selection {
            state.selection = TabSelectionAccess(
                get: { AnyHashable(selection.wrappedValue) },
                set: { value in
                    if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
                })
        } else {
            state.selection = nil
        }
        let values = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: ObjectIdentifier(state)
        ) {
            $0.tabViewState = state
            $0.declaresTabs = true
            $0.tabBarDemands = state.tabBar
        }
        state.tabBar.stack = node
        node.output.display = Self.printedDisplay
        node.layoutBehavior = TabViewLayout(hasTabBar: !node.environment.tabViewStyleIsPaged)
        node.reconcile(key: .content, view: content, environment: values)
    }
}

/// Reads and writes a tab view's selection binding, type-erased.
struct TabSelectionAccess {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Void
}

/// One tab of a tab view: its node, label, value and whether it was ever shown.
@MainActor
package final class TabEntry {
    package weak var node: ViewNode?
    /// The tab item's label text ("Feed").
    package var title: String = ""
    /// The `tag(_:)` value, or the tab's position when it has none.
    package var value: AnyHashable = AnyHashable(0)
    var order = 0
    /// Whether the content was created (the tab was selected once).
    var isActivated = false
    /// Whether the content is on screen now.
    var isOnScreen = false
}

/// A tab view's state: its tabs in order and its selection (bound, or its own).
@MainActor
package final class TabViewState {
    package weak var node: ViewNode?
    /// What the tabs' views ask of the tab bar (`toolbar(.hidden, for: .tabBar)`).
    let tabBar = NavigationScreenBar()
    var selection: TabSelectionAccess?
    var ownSelection: AnyHashable?
    private var entries: [ObjectIdentifier: TabEntry] = [:]
    private var nextOrder = 0
    /// Whether a tab was on screen already: a later selection is a switch, whose lifecycle
    /// events are ordered (the old tab's `onDisappear` before the new tab's `onAppear`).
    var hasShownTab = false

    /// The tabs, in the order they are declared.
    package var tabs: [TabEntry] {
        entries.values.filter { $0.node?.isAlive == true }.sorted { $0.order < $1.order }
    }

    func register(_ node: ViewNode) -> TabEntry {
        let key = ObjectIdentifier(node)
        let entry = entries[key] ?? TabEntry()
        if entries[key] == nil {
            // Tabs are ordered as they are first created: in declaration order, except a tab
            // inserted later (a conditional one), which goes last (a simplification).
            entry.order = nextOrder
            nextOrder += 1
        }
        entries[key] = entry
        entry.node = node
        return entry
    }

    func unregister(_ node: ViewNode) {
        entries.removeValue(forKey: ObjectIdentifier(node))
    }

    /// Whether `entry` is the selected tab. With a binding, the tab whose value equals the
    /// binding's (read as `reader`, so a write re-evaluates it); without one, the tab the host
    /// selected, else the first tab.
    func isSelected(_ entry: TabEntry, reader: InvalidationToken) -> Bool {
        if let selection {
            let current = reading(as: reader) { selection.get() }
            return current == entry.value
        }
        if let ownSelection, tabs.contains(where: { $0.value == ownSelection }) {
            return ownSelection == entry.value
        }
        // Without a selection, the first tab is selected (assumption: SwiftUI's documentation
        // shows the first tab on launch in every example and states no other rule).
        return entry.order == 0
    }

    /// The selected tab, if any.
    package var selectedTab: TabEntry? {
        tabs.first { $0.isOnScreen }
    }

    /// Selects a tab as a tap on its tab item does: writes the binding, or the tab view's own
    /// selection, and updates the tabs.
    package func select(_ entry: TabEntry) {
        if let selection {
            selection.set(entry.value)
        } else {
            ownSelection = entry.value
        }
        for tab in tabs { tab.node?.invalidate() }
    }
}

struct TabViewStateKey: EnvironmentKey {
    static var defaultValue: TabViewState? { nil }
}

extension EnvironmentValues {
    /// The tab view whose tabs are being declared: set for a tab view's content, cleared
    /// inside each tab.
    var tabViewState: TabViewState? {
        get { self[TabViewStateKey.self] }
        set { self[TabViewStateKey.self] = newValue }
    }
}

extension TabView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("TabView", [])
    }
}

/// A view that, among a tab view's elements, passes on the elements it holds instead of being a
/// tab: SwiftUI's view lists flatten tuples, `ForEach`, `Group`, conditions and optionals (and
/// custom views' bodies, which the runtime passes through already), and a `tabItem`, `tag` or
/// `badge` makes its view a tab itself. Every other view is one tab, labelled or not: Apple,
/// `TabView`: "a view that switches between multiple child views", and a page-style tab view
/// pages through `TabView { PageOne(); PageTwo() }`.
///
/// The runtime reads it as `PrimitiveView.isTabListTransparent`, from the witness table it has
/// (no conformance lookup of its own).
protocol TabListTransparent: PrimitiveView {}

extension TabListTransparent {
    package static var isTabListTransparent: Bool { true }
}

extension TupleView: TabListTransparent {}
extension ForEach: TabListTransparent where Content: View {}
extension Group: TabListTransparent where Content: View {}
extension _ConditionalContent: TabListTransparent where TrueContent: View, FalseContent: View {}
extension Optional: TabListTransparent where Wrapped: View {}
extension AnyView: TabListTransparent {}
extension EmptyView: TabListTransparent {}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content: TabListTransparent {}
