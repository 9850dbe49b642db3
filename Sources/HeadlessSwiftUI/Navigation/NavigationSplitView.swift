/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// In a regular horizontal size class every visible column is on screen, side by side. In a
/// compact one (iPhone) it "collapses into a single stack" (Apple, "NavigationSplitViewColumn"):
/// the sidebar is the root, and a selection that changes what the next column shows pushes
/// that column; the host's `back()` pops it.
///
/// ```swift
/// NavigationSplitView {
///     List(notes, selection: $selectedNote) { note in Text(note.title) }
/// } detail: {
///     if let selectedNote { NoteDetail(note: selectedNote) } else { Text("Pick a note") }
/// }
/// ```
public struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View, Content: View, Detail: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil, preferredCompactColumn: nil
        )
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: nil)
    }

    /// Creates a three-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a three-column navigation split view with programmatic control of the columns'
    /// visibility and of the column on top when collapsed.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a two-column navigation split view with programmatic control of the sidebar's
    /// visibility and of the column on top when collapsed.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView: View {
    /// The content and behavior of the view.
    public var body: some View { detail }
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

extension NavigationSplitView: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let state = node.attachment { SplitViewState() }
        state.node = node
        state.preferredCompactColumn = preferredCompactColumn
        var columns: [(NavigationSplitViewColumn, any View)] = [(.sidebar, sidebar)]
        if let content { columns.append((.content, content)) }
        columns.append((.detail, detail))
        let compact = node.environment.horizontalSizeClass == .compact
        // A selection in a leading column changes what the next column shows: collapsed, that
        // pushes the next column (Apple, "NavigationSplitView": "the navigation split view
        // coordinates with the List in its first column"; the push on a changed column is the
        // stand-in's reading of it). The first evaluation pushes nothing.
        var pushed: NavigationSplitViewColumn?
        if let previous = state.lastColumns {
            for (index, column) in columns.enumerated().dropFirst() where index < previous.count {
                if !runtimeEqual(previous[index], column.1) { pushed = column.0 }
            }
        }
        state.lastColumns = columns.map(\.1)
        if let pushed, compact {
            state.show(pushed)
        } else if state.topColumn == nil {
            // Collapsed, the sidebar is on top unless the app prefers another column (Apple,
            // "init(preferredCompactColumn:sidebar:detail:)").
            state.topColumn = preferredCompactColumn?.wrappedValue ?? .sidebar
        }
        let top = state.topColumn ?? .sidebar
        let topIndex = columns.firstIndex { $0.0 == top } ?? 0
        let values = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: ObjectIdentifier(state)
        ) {
            // Each column has a navigation bar of its own (its toolbar shows there).
            $0.isInSplitViewColumn = true
            $0.navigationScreenBar = nil
        }
        node.reconcile(
            columns.map { column, view in
                ChildSlot(key: .accessory(.splitColumn(column.role)), view: view, environment: values)
            })
        if compact {
            // Collapsed: one stack, the top column on screen, the ones below it kept.
            node.offscreenChildren = Set(
                columns.enumerated().filter { $0.offset != topIndex }.map {
                    .accessory(.splitColumn($0.element.0.role))
                })
            node.accessoryLabels = [:]
        } else {
            node.offscreenChildren = []
        }
        var attributes = ["columns: \(columns.count)"]
        if compact { attributes.append("collapsed, top: \(top.name)") }
        if let columnVisibility { attributes.append("columnVisibility: \(columnVisibility.wrappedValue.name)") }
        node.output.display = .element("NavigationSplitView", attributes: attributes)
        node.layoutBehavior = ScreenContainerLayout()
    }
}

/// A split view's state: the column on top when collapsed.
@MainActor
package final class SplitViewState {
    package weak var node: ViewNode?
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    var topColumn: NavigationSplitViewColumn?
    var lastColumns: [any View]?

    func show(_ column: NavigationSplitViewColumn) {
        topColumn = column
        if let preferredCompactColumn, preferredCompactColumn.wrappedValue != column {
            preferredCompactColumn.wrappedValue = column
        }
    }

    /// Collapsed, pops the top column back to the one before it; false at the sidebar.
    package func pop() -> Bool {
        guard let node, node.environment.horizontalSizeClass == .compact, let top = topColumn, top != .sidebar
        else { return false }
        let hasContent = (lastColumns?.count ?? 2) == 3
        show(top == .detail && hasContent ? .content : .sidebar)
        node.invalidate()
        return true
    }
}

/// A view that represents a column in a navigation split view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The columns of a split view, leading to trailing.
    package enum Role: Hashable, Sendable { case sidebar, content, detail }

    package let role: Role

    var name: String {
        switch role {
        case .sidebar: ".sidebar"
        case .content: ".content"
        case .detail: ".detail"
        }
    }

    /// The sidebar column.
    nonisolated public static var sidebar: NavigationSplitViewColumn { .init(role: .sidebar) }
    /// The content column of a three-column split view.
    nonisolated public static var content: NavigationSplitViewColumn { .init(role: .content) }
    /// The detail column.
    nonisolated public static var detail: NavigationSplitViewColumn { .init(role: .detail) }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    /// Hide the leading columns.
    nonisolated public static var detailOnly: NavigationSplitViewVisibility { .init(name: ".detailOnly") }
    /// Show the content column and detail area of a three-column split view, or the sidebar
    /// and detail of a two-column one.
    nonisolated public static var doubleColumn: NavigationSplitViewVisibility { .init(name: ".doubleColumn") }
    /// Show all the columns.
    nonisolated public static var all: NavigationSplitViewVisibility { .init(name: ".all") }
    /// Use the default leading column visibility for the current device.
    nonisolated public static var automatic: NavigationSplitViewVisibility { .init(name: ".automatic") }
}

/// A type that specifies the appearance and interaction of navigation split views.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View
    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration

    /// Creates a view that represents the body of a navigation split view.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a navigation split view instance.
public struct NavigationSplitViewStyleConfiguration {}

@available(*, unavailable)
extension NavigationSplitViewStyleConfiguration: Sendable {}

/// A navigation split view style that resolves its appearance automatically.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic navigation split view style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a navigation split view.
    public func makeBody(configuration: AutomaticNavigationSplitViewStyle.Configuration) -> some View { EmptyView() }
}

/// A navigation split view style that reduces the size of the detail content to make room
/// when showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the balanced navigation split view style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a navigation split view.
    public func makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration) -> some View { EmptyView() }
}

/// A navigation split view style that keeps the detail content size the same when showing the
/// leading column or columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the prominent detail navigation split view style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a navigation split view.
    public func makeBody(configuration: ProminentDetailNavigationSplitViewStyle.Configuration) -> some View {
        EmptyView()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that keeps the detail content size the same.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// Sets the style for navigation split views within this view.
    ///
    /// ```swift
    /// NavigationSplitView { Sidebar() } detail: { Detail() }
    ///     .navigationSplitViewStyle(.balanced)
    /// ```
    nonisolated public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle {
        let name =
            switch style {
            case is BalancedNavigationSplitViewStyle: ".balanced"
            case is ProminentDetailNavigationSplitViewStyle: ".prominentDetail"
            default: ".automatic"
            }
        return modifier(AttributeModifier("navigationSplitViewStyle(\(name))"))
    }

    /// Sets a fixed, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(AttributeModifier("navigationSplitViewColumnWidth(\(HeadlessValueFormat.number(width)))"))
    }

    /// Sets a flexible, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        modifier(
            AttributeModifier(
                "navigationSplitViewColumnWidth(min: \(HeadlessValueFormat.number(min)), ideal: \(HeadlessValueFormat.number(ideal)), max: \(HeadlessValueFormat.number(max)))"
            ))
    }
}

struct SplitViewColumnKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is in a column of a navigation split view, which has a navigation bar.
    var isInSplitViewColumn: Bool {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }
}

@available(*, unavailable)
extension AutomaticNavigationSplitViewStyle: Sendable {}

@available(*, unavailable)
extension BalancedNavigationSplitViewStyle: Sendable {}

@available(*, unavailable)
extension ProminentDetailNavigationSplitViewStyle: Sendable {}
