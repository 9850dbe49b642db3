import Foundation

// `NavigationLink`'s deprecated initializers that take the destination view as a value. They
// push like the closure forms (Navigation/NavigationLink.swift): the destination is shown when
// the link is tapped. The `isActive:` and `tag:selection:` forms push while their binding says
// so: tapping sets it, setting it pushes, going back clears it, clearing it pops.

extension BoundLinkState {
    /// `isActive:`: active while the binding is true.
    init(isActive: Binding<Bool>) {
        self.init(
            isActive: isActive.wrappedValue,
            activate: { isActive.wrappedValue = true },
            deactivate: { isActive.wrappedValue = false })
    }

    /// `tag:selection:`: active while the selection is the tag; going back clears the selection
    /// only if it is still this link's tag.
    init<V: Hashable>(tag: V, selection: Binding<V?>) {
        self.init(
            isActive: selection.wrappedValue == tag,
            activate: { selection.wrappedValue = tag },
            deactivate: { if selection.wrappedValue == tag { selection.wrappedValue = nil } })
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view when active (deprecated).
    ///
    /// ```swift
    /// NavigationLink(isActive: $showsSettings) {
    ///     SettingsView()
    /// } label: {
    ///     Text("Settings")
    /// }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Creates a navigation link that presents the destination view when active (deprecated).
    ///
    /// ```swift
    /// NavigationLink(destination: LoginView(), isActive: $showsLogin) { EmptyView() }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .bound(BoundLinkState(isActive: isActive))
        self.destination = LinkDestination(view: destination)
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value (deprecated).
    ///
    /// ```swift
    /// NavigationLink(tag: coin.id, selection: $selectedID) {
    ///     CoinDetailView(coin: coin)
    /// } label: {
    ///     CoinRow(coin: coin)
    /// }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value (deprecated).
    ///
    /// ```swift
    /// NavigationLink(destination: CoinDetailView(coin: coin), tag: coin.id, selection: $selectedID) {
    ///     CoinRow(coin: coin)
    /// }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.target = .bound(BoundLinkState(tag: tag, selection: selection))
        self.destination = LinkDestination(view: destination)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key (deprecated: pass a closure as the destination).
    ///
    /// ```swift
    /// NavigationLink("Settings", destination: SettingsView())
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }, label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string (deprecated: pass a closure as the destination).
    ///
    /// ```swift
    /// NavigationLink(item.name, destination: ItemDetail(item: item))
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }, label: { Text(title) })
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label that the link generates from a localized string key (deprecated).
    ///
    /// ```swift
    /// NavigationLink("Settings", isActive: $showsSettings) { SettingsView() }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label that the link generates from a title string (deprecated).
    ///
    /// ```swift
    /// NavigationLink(item.name, isActive: $showsItem) { ItemDetail(item: item) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(title, destination: destination(), isActive: isActive)
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// equals a given tag value, with a text label from a localized string key (deprecated).
    ///
    /// ```swift
    /// NavigationLink("Bitcoin", tag: "btc", selection: $selectedID) { CoinDetailView(id: "btc") }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), tag: tag, selection: selection)
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// equals a given tag value, with a text label from a title string (deprecated).
    ///
    /// ```swift
    /// NavigationLink(coin.name, tag: coin.id, selection: $selectedID) { CoinDetailView(coin: coin) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(title, destination: destination(), tag: tag, selection: selection)
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a localized string key (deprecated).
    ///
    /// ```swift
    /// NavigationLink("Settings", destination: SettingsView(), isActive: $showsSettings)
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a title string (deprecated).
    ///
    /// ```swift
    /// NavigationLink(item.name, destination: ItemDetail(item: item), isActive: $showsItem)
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// equals a given tag value, with a text label from a localized string key (deprecated).
    ///
    /// ```swift
    /// NavigationLink("Bitcoin", destination: CoinDetailView(id: "btc"), tag: "btc", selection: $selectedID)
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// equals a given tag value, with a text label from a title string (deprecated).
    ///
    /// ```swift
    /// NavigationLink(coin.name, destination: CoinDetailView(coin: coin), tag: coin.id, selection: $selectedID)
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
