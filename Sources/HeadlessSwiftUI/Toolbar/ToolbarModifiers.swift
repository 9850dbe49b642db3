// swift-format-ignore: AmbiguousTrailingClosureOverload
// SwiftUI's own pair of overloads: `ToolbarContentBuilder` and `ViewBuilder` content.
extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// The items show in the navigation bar of the screen they are declared on; the text tree
    /// shows them under a `NavigationBar:` heading on that screen, with their placements, and
    /// the host taps them as any button. Outside a navigation stack iOS shows no navigation bar
    /// (assumption: Apple documents the toolbar as part of the enclosing navigation
    /// container); the tree keeps them under `toolbar (no navigation bar):`.
    /// ```swift
    /// List(items) { ItemRow(item: $0) }
    ///     .navigationTitle("Items")
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) {
    ///             Button("Add") { addItem() }
    ///         }
    ///     }
    /// ```
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        modifier(ToolbarModifier(content: .toolbar(content())))
    }

    /// Populates the toolbar or navigation bar with the specified views, placed automatically.
    ///
    /// ```swift
    /// .toolbar { Button("Edit") { isEditing.toggle() } }
    /// ```
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        modifier(ToolbarModifier(content: .views(content())))
    }
}

extension View {
    /// Specifies the visibility of a bar managed by SwiftUI.
    ///
    /// ```swift
    /// .toolbar(.hidden, for: .tabBar)
    /// ```
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(barVisibility("toolbar(\(visibility.headlessDescription), for: \(barNames(bars)))", visibility, bars))
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            barVisibility(
                "toolbarVisibility(\(visibility.headlessDescription), for: \(barNames(bars)))", visibility, bars))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(AttributeModifier("toolbarBackground(\(visibility.headlessDescription), for: \(barNames(bars)))"))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        modifier(
            AttributeModifier("toolbarBackgroundVisibility(\(visibility.headlessDescription), for: \(barNames(bars)))"))
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    ///
    /// ```swift
    /// .toolbarBackground(Color.indigo, for: .navigationBar)
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View
    where S: ShapeStyle {
        modifier(AttributeModifier("toolbarBackground(\(shapeStyleDescription(style)), for: \(barNames(bars)))"))
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        modifier(
            AttributeModifier(
                "toolbarColorScheme(\(colorScheme?.headlessDescription ?? "nil"), for: \(barNames(bars)))"))
    }

    /// Configures the semantic role for the content populating the toolbar.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(AttributeModifier("toolbarRole(\(role.name))"))
    }

    /// Configures the toolbar title display mode for this view.
    ///
    /// ```swift
    /// .toolbarTitleDisplayMode(.inlineLarge)
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(
            NavigationBarOption(
                attribute: "toolbarTitleDisplayMode(\(mode.name))", drawing: nil, option: .displayMode(mode.mode)))
    }

    /// Configures the title display mode for this view.
    ///
    /// ```swift
    /// DetailView().navigationBarTitleDisplayMode(.inline)
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no navigation bar on macOS (HeadlessMacOS profile)")
    #endif
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS 8.0, *)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        let mode: NavigationScreenBar.TitleMode =
            switch displayMode {
            case .automatic: .automatic
            case .inline: .inline
            case .large: .large
            }
        return modifier(
            NavigationBarOption(
                attribute: "navigationBarTitleDisplayMode(\(titleDisplayModeName(displayMode)))", drawing: nil,
                option: .displayMode(mode)))
    }

    /// Hides the navigation bar back button for the view.
    ///
    /// ```swift
    /// EditorView().navigationBarBackButtonHidden()
    /// ```
    @available(macOS 13.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(AttributeModifier("navigationBarBackButtonHidden(\(hidesBackButton))"))
    }

    /// Configure the title menu of a toolbar.
    ///
    /// ```swift
    /// .toolbarTitleMenu { Button("Duplicate") { duplicate() } }
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where C: View {
        modifier(ToolbarModifier(content: .toolbar(ToolbarTitleMenu(content: { content() }))))
    }
}

/// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: the visibility of the navigation bar
/// and the bottom toolbar held by the screen's bars, the tab bar's by the tab view's.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
func barVisibility(_ attribute: String, _ visibility: Visibility, _ bars: [ToolbarPlacement]) -> NavigationBarOption {
    NavigationBarOption(
        attribute: attribute, drawing: nil,
        option: .barVisibility(
            visibility, navigationBar: bars.contains { $0.bar == .navigationBar },
            bottomBar: bars.contains { $0.bar == .bottomBar }, tabBar: bars.contains { $0.bar == .tabBar }))
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
func barNames(_ bars: [ToolbarPlacement]) -> String {
    bars.map(\.name).joined(separator: ", ")
}

@available(macOS, unavailable)
func titleDisplayModeName(_ mode: NavigationBarItem.TitleDisplayMode) -> String {
    switch mode {
    case .automatic: ".automatic"
    case .inline: ".inline"
    case .large: ".large"
    }
}

/// `toolbar(content:)`: the content, and its items as a bar section of the same screen.
struct ToolbarModifier {
    enum Content {
        case toolbar(any ToolbarContent)
        case views(any View)
    }

    let content: Content
}

extension ToolbarModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, RuntimeComparable {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    /// Items are closures over app state: compared as changed, as a button's action would be.
    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }

    func update(node: ViewNode, content view: any View) {
        let entries: [ToolbarEntry] =
            switch content {
            case .toolbar(let toolbar): toolbarEntries(of: toolbar)
            case .views(let views): [ToolbarEntry(kind: "ToolbarItem", placement: .automatic, view: views)]
            }
        let key = ChildKey.accessory(.toolbar)
        node.accessoryLabels = [
            key: node.environment.navigationState == nil && !node.environment.isInSplitViewColumn
                ? "toolbar (no navigation bar)" : "NavigationBar"
        ]
        node.output.display = .modifier([])
        // Bottom-bar items give the screen a bottom toolbar.
        node.attachment { NavigationBarOptionWriter() }.write(
            entries.contains { $0.placement.isInBottomBar } ? .bottomBarItems : nil,
            to: node.environment.navigationScreenBar, from: node)
        node.reconcile([
            ChildSlot(key: .content, view: view, environment: node.environment),
            ChildSlot(key: key, view: ToolbarItemsView(entries: entries), environment: node.environment),
        ])
    }
}

/// The items of one toolbar modifier, one line each with its placement.
struct ToolbarItemsView {
    let entries: [ToolbarEntry]
}

extension ToolbarItemsView: View, PrimitiveView, RuntimeComparable {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    var body: Never { bodyNeverCalled(Self.self) }

    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }

    func update(node: ViewNode) {
        node.output.display = .transparent
        node.reconcile(
            entries.enumerated().map { index, entry in
                ChildSlot(key: .index(index), view: ToolbarItemView(entry: entry), environment: node.environment)
            })
    }
}

struct ToolbarItemView {
    let entry: ToolbarEntry
}

extension ToolbarItemView: View, PrimitiveView, RuntimeComparable {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    var body: Never { bodyNeverCalled(Self.self) }

    nonisolated func runtimeEquals(_ other: Any) -> Bool { false }

    func update(node: ViewNode) {
        node.output.display = .element(entry.kind, attributes: ["placement: \(entry.placement.name)"])
        node.reconcile(key: .content, view: entry.view, environment: node.environment)
    }
}
