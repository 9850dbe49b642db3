/// A structure that defines the placement of a toolbar item.
///
/// On iOS, `.topBarLeading`/`.navigation`/`.cancellationAction` go to the leading edge of the
/// navigation bar, `.topBarTrailing`/`.primaryAction`/`.confirmationAction` to its trailing edge,
/// `.principal` to its center, `.bottomBar`/`.status` to the bottom toolbar and `.keyboard`
/// above the keyboard (Apple, "ToolbarItemPlacement"). The text tree records the placement as
/// written.
///
/// ```swift
/// ToolbarItem(placement: .topBarTrailing) { EditButton() }
/// ```
public struct ToolbarItemPlacement {
    let name: String
    /// Whether the item goes to the bottom toolbar on iOS (`.bottomBar`, `.status`).
    var isInBottomBar = false

    /// The system places the item automatically.
    nonisolated public static var automatic: ToolbarItemPlacement { .init(name: ".automatic") }

    /// The item is placed in the principal item section (the center of the navigation bar).
    @available(watchOS, unavailable)
    nonisolated public static var principal: ToolbarItemPlacement { .init(name: ".principal") }

    /// The item represents a navigation action (leading edge on iOS).
    @available(watchOS, unavailable)
    nonisolated public static var navigation: ToolbarItemPlacement { .init(name: ".navigation") }

    /// The item represents a primary action (trailing edge on iOS).
    nonisolated public static var primaryAction: ToolbarItemPlacement { .init(name: ".primaryAction") }

    /// The item represents a secondary action (in an overflow menu on iOS).
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var secondaryAction: ToolbarItemPlacement { .init(name: ".secondaryAction") }

    /// The item represents a change in status for the current context.
    @available(tvOS 18.0, *)
    @available(watchOS, unavailable)
    nonisolated public static var status: ToolbarItemPlacement { .init(name: ".status", isInBottomBar: true) }

    /// The item represents a confirmation action for a modal interface.
    nonisolated public static var confirmationAction: ToolbarItemPlacement { .init(name: ".confirmationAction") }

    /// The item represents a cancellation action for a modal interface.
    nonisolated public static var cancellationAction: ToolbarItemPlacement { .init(name: ".cancellationAction") }

    /// The item represents a destructive action for a modal interface.
    nonisolated public static var destructiveAction: ToolbarItemPlacement { .init(name: ".destructiveAction") }

    /// The item is placed in the keyboard section.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public static var keyboard: ToolbarItemPlacement { .init(name: ".keyboard") }

    /// Places the item in the leading edge of the top bar.
    @available(watchOS 10.0, *)
    @available(macOS, unavailable)
    nonisolated public static var topBarLeading: ToolbarItemPlacement { .init(name: ".topBarLeading") }

    /// Places the item in the trailing edge of the top bar.
    @available(watchOS 10.0, *)
    @available(macOS, unavailable)
    nonisolated public static var topBarTrailing: ToolbarItemPlacement { .init(name: ".topBarTrailing") }

    /// Places the item in the leading edge of the navigation bar.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var navigationBarLeading: ToolbarItemPlacement { .init(name: ".navigationBarLeading") }

    /// Places the item in the trailing edge of the navigation bar.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var navigationBarTrailing: ToolbarItemPlacement {
        .init(name: ".navigationBarTrailing")
    }

    /// Places the item in the bottom toolbar.
    @available(tvOS 18.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    nonisolated public static var bottomBar: ToolbarItemPlacement { .init(name: ".bottomBar", isInBottomBar: true) }

    /// Places the item in the title of the navigation bar.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public static var title: ToolbarItemPlacement { .init(name: ".title") }
}

@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

/// The placement of a toolbar: the navigation bar, the tab bar, the bottom bar.
///
/// ```swift
/// .toolbar(.hidden, for: .tabBar)
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    let name: String
    /// The bar it names, for the runtime.
    var bar: Bar = .other

    enum Bar { case navigationBar, bottomBar, tabBar, other }

    /// The primary toolbar.
    nonisolated public static var automatic: ToolbarPlacement { .init(name: ".automatic") }

    /// The bottom toolbar of an app.
    @available(watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public static var bottomBar: ToolbarPlacement { .init(name: ".bottomBar", bar: .bottomBar) }

    /// The navigation bar of an app.
    @available(macOS, unavailable)
    nonisolated public static var navigationBar: ToolbarPlacement {
        .init(name: ".navigationBar", bar: .navigationBar)
    }

    /// The tab bar of an app.
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var tabBar: ToolbarPlacement { .init(name: ".tabBar", bar: .tabBar) }
}

@available(*, unavailable)
extension ToolbarPlacement: Sendable {}

/// The purpose of content that populates the toolbar.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarRole: Sendable {
    let name: String

    /// The automatic role.
    nonisolated public static var automatic: ToolbarRole { .init(name: ".automatic") }

    /// The navigation stack role.
    @available(macOS, unavailable)
    nonisolated public static var navigationStack: ToolbarRole { .init(name: ".navigationStack") }

    /// The browser role.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var browser: ToolbarRole { .init(name: ".browser") }

    /// The editor role.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var editor: ToolbarRole { .init(name: ".editor") }
}

/// A type that defines the behavior of title of a toolbar.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode {
    let name: String
    /// How the runtime lays the bar out for it (`.inlineLarge` keeps the inline bar's height).
    let mode: NavigationScreenBar.TitleMode

    /// The automatic mode.
    nonisolated public static var automatic: ToolbarTitleDisplayMode { .init(name: ".automatic", mode: .automatic) }

    /// The large mode: the title below the bar, large.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public static var large: ToolbarTitleDisplayMode { .init(name: ".large", mode: .large) }

    /// The inline large mode.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static var inlineLarge: ToolbarTitleDisplayMode { .init(name: ".inlineLarge", mode: .inline) }

    /// The inline mode: the title in the bar.
    nonisolated public static var inline: ToolbarTitleDisplayMode { .init(name: ".inline", mode: .inline) }
}

@available(*, unavailable)
extension ToolbarTitleDisplayMode: Sendable {}

/// A type that represents the navigation bar's title display mode.
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        @available(tvOS, unavailable)
        @available(watchOS 8.0, *)
        case large
    }
}
