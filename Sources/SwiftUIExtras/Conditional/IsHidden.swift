#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

extension View {
    /// Hides this view while `hidden` is true, keeping it in place or, with `remove: true`,
    /// taking it out of the hierarchy.
    ///
    /// With `remove: false` (the default) the view stays where it is, with its identity and
    /// its `@State`: it is drawn fully transparent, keeps its space in the layout, takes no
    /// taps and is hidden from accessibility. In the text tree a hidden view shows as
    /// `.opacity(0) .allowsHitTesting(false) .accessibilityHidden`, a shown one as
    /// `.opacity(1)`.
    ///
    /// With `remove: true` a hidden view is removed: it takes no space, and its identity
    /// ends there, so its `@State` is destroyed and `onDisappear` runs. When `hidden` turns
    /// false again the view comes back as a new view, with fresh state. This is the one
    /// place in SwiftUIExtras where a modifier changes its view's identity on purpose: it is
    /// what removing means.
    ///
    /// ```swift
    /// Divider()
    ///     .isHidden(item == coin.last)
    ///     .padding(.horizontal, 100)
    ///
    /// ErrorBanner(message: message)
    ///     .isHidden(message.isEmpty, remove: true)
    /// ```
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the view.
    ///   - remove: Whether a hidden view is removed (ending its identity and state) instead
    ///     of kept invisible in place.
    @ViewBuilder
    nonisolated public func isHidden(_ hidden: Bool, remove: Bool = false) -> some View {
        // One `if` without `else`: while present, the view is the same `Optional.some`
        // whatever `hidden` is; only `hidden && remove` takes it out.
        if !(hidden && remove) {
            opacity(hidden ? 0 : 1)
                .allowsHitTesting(!hidden)
                .accessibilityHidden(hidden)
        }
    }
}
