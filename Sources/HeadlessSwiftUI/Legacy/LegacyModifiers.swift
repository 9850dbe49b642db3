import Foundation

// Deprecated modifiers apps of the iOS 13-15 era still call. Each does what its modern
// replacement does in the stand-in: `navigationBarTitle` is `navigationTitle`,
// `edgesIgnoringSafeArea` is `ignoresSafeArea`.

extension View {
    /// Sets the title in the navigation bar for this view (deprecated: `navigationTitle(_:)`).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle("Inbox")
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no navigation bar on macOS (HeadlessMacOS profile)")
    #endif
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        legacyNavigationTitle(title.content)
    }

    /// Sets the title of this view's navigation bar with a localized string (deprecated:
    /// `navigationTitle(_:)`).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle("Inbox")
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no navigation bar on macOS (HeadlessMacOS profile)")
    #endif
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        legacyNavigationTitle(titleKey.key)
    }

    /// Sets the title of this view's navigation bar with a string (deprecated:
    /// `navigationTitle(_:)`).
    ///
    /// ```swift
    /// DetailView(item: item).navigationBarTitle(item.name)
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no navigation bar on macOS (HeadlessMacOS profile)")
    #endif
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        legacyNavigationTitle(String(title))
    }

    /// Sets the title and display mode of this view's navigation bar (deprecated:
    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`, which is what it is here).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(Text("Inbox"), displayMode: .inline)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on iOS and visionOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationBarTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title, from a localized string key, and display mode of this view's navigation
    /// bar (deprecated).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle("Inbox", displayMode: .large)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on iOS and visionOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationBarTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title, from a string, and display mode of this view's navigation bar
    /// (deprecated).
    ///
    /// ```swift
    /// DetailView(item: item).navigationBarTitle(item.name, displayMode: .inline)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on iOS and visionOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationBarTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// What `navigationTitle(_:)` records, under the deprecated name.
    private nonisolated func legacyNavigationTitle(_ title: String) -> some View {
        modifier(
            NavigationBarOption(
                attribute: "navigationBarTitle(\(HeadlessValueFormat.string(title)))", drawing: .navigationTitle(title),
                option: .title))
    }

    /// Hides the navigation bar for this view (deprecated: `toolbar(.hidden)`). Recorded in the
    /// text tree.
    ///
    /// ```swift
    /// RootView().navigationBarHidden(true)
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no navigation bar on macOS (HeadlessMacOS profile)")
    #endif
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(
            NavigationBarOption(
                attribute: "navigationBarHidden(\(hidden))", drawing: nil,
                option: .barVisibility(
                    hidden ? .hidden : .visible, navigationBar: true, bottomBar: false, tabBar: false)))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated:
    /// `ignoresSafeArea(_:edges:)`, which it is in the stand-in).
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

extension View {
    /// Sets the accent color for this view and the views it contains (deprecated: `tint(_:)`).
    /// Recorded in the text tree.
    ///
    /// ```swift
    /// ContentView().accentColor(.purple)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "tint(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        modifier(AttributeModifier("accentColor(\(accentColor?.headlessDescription ?? "nil"))"))
    }
}
