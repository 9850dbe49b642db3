/// A specification for the appearance and interaction of a tab view.
///
/// ```swift
/// TabView { ... }.tabViewStyle(.page(indexDisplayMode: .never))
/// ```
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default tab view style: a tab bar on iOS.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates a default tab view style.
    nonisolated public init() {}
}

@available(*, unavailable)
extension DefaultTabViewStyle: Sendable {}

/// A tab view style that shows one page at a time, swiped horizontally, with an index.
#if HEADLESS_MACOS
    @available(*, unavailable, message: "SwiftUI has no page tab view style on macOS (HeadlessMacOS profile)")
#endif
@available(macOS, unavailable)
nonisolated public struct PageTabViewStyle: TabViewStyle {
    let indexDisplayMode: IndexDisplayMode

    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        let name: String

        /// Displays an index view when there are more than one page.
        nonisolated public static var automatic: PageTabViewStyle.IndexDisplayMode { .init(name: ".automatic") }
        /// Always display an index view regardless of page count.
        @available(watchOS 8.0, *)
        nonisolated public static var always: PageTabViewStyle.IndexDisplayMode { .init(name: ".always") }
        /// Never display an index view.
        @available(watchOS 8.0, *)
        nonisolated public static var never: PageTabViewStyle.IndexDisplayMode { .init(name: ".never") }
    }

    /// Creates a new page tab view style with the specified index display mode.
    nonisolated public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

@available(macOS, unavailable)
@available(*, unavailable)
extension PageTabViewStyle: Sendable {}

/// A tab bar style that adapts to a sidebar in regular width (iPadOS 18); a tab bar on iPhone.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates a sidebar adaptable tab view style.
    nonisolated public init() {}
}

@available(*, unavailable)
extension SidebarAdaptableTabViewStyle: Sendable {}

/// A tab view style that shows a tab bar only, never a sidebar.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates a tab view style with a tab bar only.
    nonisolated public init() {}
}

@available(*, unavailable)
extension TabBarOnlyTabViewStyle: Sendable {}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

#if HEADLESS_MACOS
    @available(*, unavailable, message: "SwiftUI has no page tab view style on macOS (HeadlessMacOS profile)")
#endif
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    /// A paged tab view style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paged tab view style with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts to a sidebar in regular width.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    ///
    /// Recorded on the tab view's line in the text tree.
    /// ```swift
    /// TabView { ... }.tabViewStyle(.page)
    /// ```
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        var isPaged = false
        #if !HEADLESS_MACOS
            isPaged = style is PageTabViewStyle
        #endif
        let paged = isPaged
        return modifier(
            EnvironmentWriter(attribute: "tabViewStyle(\(tabViewStyleName(style)))", token: paged) {
                $0.tabViewStyleIsPaged = paged
            })
    }
}

struct TabViewStyleIsPagedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the tab views here page (`.page`), showing no tab bar.
    package var tabViewStyleIsPaged: Bool {
        get { self[TabViewStyleIsPagedKey.self] }
        set { self[TabViewStyleIsPagedKey.self] = newValue }
    }
}

func tabViewStyleName(_ style: some TabViewStyle) -> String {
    switch style {
    case is DefaultTabViewStyle: return ".automatic"
    default:
        #if !HEADLESS_MACOS
            if let page = style as? PageTabViewStyle {
                return ".page(indexDisplayMode: \(page.indexDisplayMode.name))"
            }
        #endif
        return ".\(typeName(type(of: style)))"
    }
}
