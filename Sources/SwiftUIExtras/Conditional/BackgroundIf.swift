#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// `backgroundIf` puts the condition *inside* the background: the modified view is always the
// same `self.background(alignment:) { ... }`, so flipping the condition adds or removes the
// background content only, and the view in front keeps its identity and `@State`.

extension View {
    /// Layers `content` behind this view while `condition` is true.
    ///
    /// The view keeps its identity and state when `condition` flips; only the background
    /// content appears and disappears.
    ///
    /// ```swift
    /// Text("Selected")
    ///     .padding()
    ///     .backgroundIf(isSelected, Color.accentColor.opacity(0.2))
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Whether the background shows.
    ///   - content: The view to layer behind this one.
    ///   - alignment: Where `content` sits behind this view.
    nonisolated public func backgroundIf<T: View>(
        _ condition: Bool,
        _ content: T,
        alignment: Alignment = .center
    ) -> some View {
        background(alignment: alignment) {
            if condition { content }
        }
    }

    /// Layers `firstContent` behind this view while `condition` is true, and `secondContent`
    /// while it is false.
    ///
    /// The view keeps its identity and state when `condition` flips; only the background
    /// switches between the two contents.
    ///
    /// ```swift
    /// Text("Status")
    ///     .padding()
    ///     .backgroundIf(isOnline, Color.green, Color.gray)
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Which content shows.
    ///   - firstContent: The background while `condition` is true.
    ///   - secondContent: The background while `condition` is false.
    ///   - alignment: Where the content sits behind this view.
    nonisolated public func backgroundIf<T: View, U: View>(
        _ condition: Bool,
        _ firstContent: T,
        _ secondContent: U,
        alignment: Alignment = .center
    ) -> some View {
        background(alignment: alignment) {
            if condition { firstContent } else { secondContent }
        }
    }

    /// Layers the views that `content` builds behind this view while `condition` is true:
    /// `background(alignment:content:)` with a condition.
    ///
    /// `content` runs only while `condition` is true. The view keeps its identity and state
    /// when `condition` flips.
    ///
    /// ```swift
    /// Text("Card")
    ///     .padding()
    ///     .backgroundIf(isHighlighted) {
    ///         RoundedRectangle(cornerRadius: 8).fill(.yellow)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Whether the background shows.
    ///   - alignment: Where the content sits behind this view.
    ///   - content: The views to layer behind this one.
    nonisolated public func backgroundIf<V: View>(
        _ condition: Bool,
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View {
        background(alignment: alignment) {
            if condition { content() }
        }
    }
}
