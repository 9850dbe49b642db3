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
