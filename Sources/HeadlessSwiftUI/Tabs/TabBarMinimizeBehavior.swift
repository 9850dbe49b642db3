// iOS 26's tab bar can minimize while the content scrolls. The stand-in shows the behaviour on
// the tab view's line and does not minimize the bar: its layout keeps the full tab bar (README,
// Limits).

/// The minimize behavior for the tab bar.
///
/// ```swift
/// TabView { ... }.tabBarMinimizeBehavior(.onScrollDown)
/// ```
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    /// Determine the behavior automatically based on the surrounding context.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")

    /// Minimize the tab bar when scrolling down (towards the end of the content).
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(
            *, unavailable,
            message:
                "SwiftUI has it on iOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS, HeadlessVisionOS profiles)"
        )
    #endif
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")

    /// Minimize the tab bar when scrolling up (towards the start of the content).
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(
            *, unavailable,
            message:
                "SwiftUI has it on iOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS, HeadlessVisionOS profiles)"
        )
    #endif
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")

    /// Never minimize the tab bar.
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(
            *, unavailable,
            message:
                "SwiftUI has it on iOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS, HeadlessVisionOS profiles)"
        )
    #endif
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// Sets the behavior for tab bar minimization.
    ///
    /// Shown on the line as `tabBarMinimizeBehavior(.onScrollDown)`; the bar is not minimized.
    ///
    /// ```swift
    /// TabView { ... }.tabBarMinimizeBehavior(.onScrollDown)
    /// ```
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        modifier(AttributeModifier("tabBarMinimizeBehavior(.\(behavior.name))"))
    }
}
