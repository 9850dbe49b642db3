extension View {
    /// Generates a badge for the view from an integer value; zero shows no badge.
    ///
    /// A badge shows on a tab's item in a tab view, and on a list row elsewhere.
    /// ```swift
    /// InboxView()
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    ///     .badge(unreadCount)
    /// ```
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ count: Int) -> some View {
        // "Specifying zero for the count removes the badge" (Apple, "badge(_:)").
        modifier(TabTraitModifier(trait: .badge(count == 0 ? "" : String(count))))
    }

    /// Generates a badge for the view from a text view; nil shows no badge.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some View {
        modifier(TabTraitModifier(trait: .badge(label?.content ?? "")))
    }

    /// Generates a badge for the view from a localized string key; nil shows no badge.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(TabTraitModifier(trait: .badge(key?.key ?? "")))
    }

    /// Generates a badge for the view from a string; nil shows no badge.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
        modifier(TabTraitModifier(trait: .badge(label.map { String($0) } ?? "")))
    }
}
