#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// `overlayIf` puts the condition *inside* the overlay: the modified view is always the same
// `self.overlay(alignment:) { ... }`, so flipping the condition adds or removes the overlay
// content only. The view underneath keeps its identity, its `@State` and its place in an
// animation. (Branching on `self` in an `if`/`else` would make two different views out of
// it, and the view's state would reset on every flip.)

extension View {
    /// Layers `content` in front of this view while `condition` is true.
    ///
    /// The view keeps its identity and state when `condition` flips; only the overlay
    /// content appears and disappears.
    ///
    /// ```swift
    /// VStack {
    ///     Button("Show and Hide Overlay Content") { displayOverlayContent.toggle() }
    ///     Spacer()
    /// }
    /// .overlayIf(displayOverlayContent, Color.green.frame(width: 300, height: 300))
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Whether the overlay shows.
    ///   - content: The view to layer in front of this one.
    ///   - alignment: Where `content` sits over this view.
    nonisolated public func overlayIf<T: View>(
        _ condition: Bool,
        _ content: T,
        alignment: Alignment = .center
    ) -> some View {
        overlay(alignment: alignment) {
            if condition { content }
        }
    }

    /// Layers `firstContent` in front of this view while `condition` is true, and
    /// `secondContent` while it is false.
    ///
    /// The view keeps its identity and state when `condition` flips; only the overlay
    /// switches between the two contents. To show nothing when `condition` is false, leave
    /// out the second content: ``overlayIf(_:_:alignment:)`` (passing `Spacer()`, a view that
    /// draws nothing, looks the same).
    ///
    /// ```swift
    /// Text("Status")
    ///     .overlayIf(isOnline, Color.green.opacity(0.3), Color.red.opacity(0.3))
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Which content shows.
    ///   - firstContent: The overlay while `condition` is true.
    ///   - secondContent: The overlay while `condition` is false.
    ///   - alignment: Where the content sits over this view.
    nonisolated public func overlayIf<T: View, U: View>(
        _ condition: Bool,
        _ firstContent: T,
        _ secondContent: U,
        alignment: Alignment = .center
    ) -> some View {
        overlay(alignment: alignment) {
            if condition { firstContent } else { secondContent }
        }
    }

    /// Layers the views that `content` builds in front of this view while `condition` is
    /// true: `overlay(alignment:content:)` with a condition.
    ///
    /// `content` runs only while `condition` is true. The view keeps its identity and state
    /// when `condition` flips.
    ///
    /// ```swift
    /// Image(systemName: "envelope")
    ///     .overlayIf(unreadCount > 0, alignment: .topTrailing) {
    ///         Circle().fill(.red).frame(width: 8, height: 8)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Whether the overlay shows.
    ///   - alignment: Where the content sits over this view.
    ///   - content: The views to layer in front of this one.
    nonisolated public func overlayIf<V: View>(
        _ condition: Bool,
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View {
        overlay(alignment: alignment) {
            if condition { content() }
        }
    }
}
