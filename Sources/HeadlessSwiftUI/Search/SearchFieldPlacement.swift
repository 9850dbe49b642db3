/// The placement of a search field in a view hierarchy.
///
/// ```swift
/// List(results) { Text($0) }
///     .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Sendable {
    /// How the placement is written, for the text tree.
    package let name: String
    /// Whether SwiftUI picks the place (`automatic`), which the text tree leaves out.
    let isAutomatic: Bool

    init(name: String, isAutomatic: Bool = false) {
        self.name = name
        self.isAutomatic = isAutomatic
    }

    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(name: ".automatic", isAutomatic: true)

    /// The search field appears in the toolbar.
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI has no toolbar search placement on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    public static let toolbar = SearchFieldPlacement(name: ".toolbar")

    /// The search field appears in the principal section of the toolbar.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let toolbarPrincipal = SearchFieldPlacement(name: ".toolbarPrincipal")

    /// The search field appears in the sidebar of a navigation view.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let sidebar = SearchFieldPlacement(name: ".sidebar")

    /// The search field appears in the navigation bar.
    #if HEADLESS_MACOS || HEADLESS_TVOS
        @available(
            *, unavailable, message: "SwiftUI has it on neither macOS nor tvOS (HeadlessMacOS, HeadlessTvOS profiles)"
        )
    #endif
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static let navigationBarDrawer = SearchFieldPlacement(name: ".navigationBarDrawer")

    /// The search field appears in the navigation bar, with the given display mode.
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(*, unavailable, message: "SwiftUI has it on iOS and visionOS only (platform profile)")
    #endif
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(name: ".navigationBarDrawer(displayMode: \(displayMode.name))")
    }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(*, unavailable, message: "SwiftUI has it on iOS and visionOS only (platform profile)")
    #endif
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String

        /// Display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(name: ".always")
        /// Enable SwiftUI to determine when to hide the search field in response to scrolling.
        public static let automatic = NavigationBarDrawerDisplayMode(name: ".automatic")
    }
}
