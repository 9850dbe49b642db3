#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// `wrapToLink` turns a view into the label of a `NavigationLink`, with a plain button style
// and a rectangular content shape, so a row reads `Row().wrapToLink(Detail())` instead of a
// `NavigationLink { ... } label: { ... }.buttonStyle(...)` block.
//
// The seed's form takes the destination as a value. `NavigationLink` calls its destination
// closure as soon as the link is made, so SwiftUI never defers building it: every row a
// list builds also builds its destination, each time the list updates, pushed or not
// (SwiftUI only defers the destination's `body`). The closure form hands the link a small
// view that holds the closure instead, and calls it from its own `body`, which SwiftUI
// evaluates only once the link is pushed. The value form leaves the destination to the
// stack's `navigationDestination(for:)`, which builds it only for the value pushed.

extension View {
    /// Makes this view a link that pushes `destination` onto the enclosing
    /// `NavigationStack`, keeping this view's look (a plain button style) and making its whole
    /// rectangle tappable.
    ///
    /// ```swift
    /// CoinRowView(coin: $coin[index])
    ///     .wrapToLink(CoinDetailView(item: $coin[index]))
    /// ```
    ///
    /// The destination is built with every row, each time the list updates, even for rows
    /// never tapped (SwiftUI evaluates its `body` only after the push). That is cheap for a
    /// view that only stores a few values. When the destination does work as it is built (an
    /// initializer that creates a model, formats data, reads a store), prefer
    /// ``wrapToLink(destination:)``, which builds it only when the link is pushed, or
    /// ``wrapToLink(value:)`` with a `navigationDestination(for:)`.
    ///
    /// - Parameter destination: The view the link pushes.
    nonisolated public func wrapToLink<Destination: View>(_ destination: Destination) -> some View {
        modifier(NavigationLinkWrapper(destination: destination))
    }

    /// Makes this view a link that pushes the view `destination` builds, calling
    /// `destination` only when the link is pushed.
    ///
    /// Unlike ``wrapToLink(_:)`` (the form from which this one grew), a long list does not
    /// build every row's destination: rows that are never tapped never call their closure.
    /// While its destination is on screen, SwiftUI may call the closure again to update it,
    /// as it runs any view's `body` again.
    ///
    /// ```swift
    /// ForEach($coins) { $coin in
    ///     CoinRowView(coin: $coin)
    ///         .wrapToLink { CoinDetailView(item: $coin) }
    /// }
    /// ```
    ///
    /// The link keeps this view's look (a plain button style) and its whole rectangle takes
    /// taps (the content shape is on the label, where the link hit-tests).
    ///
    /// - Parameter destination: Builds the view the link pushes; called when it is pushed.
    nonisolated public func wrapToLink<Destination: View>(
        @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
        modifier(NavigationLinkWrapper(destination: DeferredDestination(content: destination)))
    }

    /// Makes this view a link that appends `value` to the enclosing `NavigationStack`'s path,
    /// which shows the destination its `navigationDestination(for:)` declares for the value's
    /// type: `NavigationLink(value:label:)` with this view as the label.
    ///
    /// No destination is built for rows that are not tapped (the seed's ``wrapToLink(_:)``
    /// builds one for every row), and the stack's path can be bound, saved and restored.
    /// A `nil` value makes a link that does nothing; a value whose type has no
    /// `navigationDestination(for:)` in the stack does nothing either, and SwiftUI logs a
    /// warning.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(coins) { coin in
    ///         CoinRowView(coin: coin)
    ///             .wrapToLink(value: coin.id)
    ///     }
    ///     .navigationDestination(for: Coin.ID.self) { id in
    ///         CoinDetailView(id: id)
    ///     }
    /// }
    /// ```
    ///
    /// The link keeps this view's look (a plain button style) and its whole rectangle takes
    /// taps (the content shape is on the label, where the link hit-tests).
    ///
    /// - Parameter value: The value the link appends to the stack's path.
    nonisolated public func wrapToLink<Value: Hashable>(value: Value?) -> some View {
        NavigationLink(value: value) {
            self.contentShape(Rectangle())
        }
        .buttonStyle(PlainButtonStyle())
    }
}

/// A link's destination that builds its content only when its `body` is evaluated, which
/// SwiftUI does once the link is pushed. Cheap to make: it only stores the closure.
struct DeferredDestination<Content: View> {
    let content: () -> Content

    nonisolated init(content: @escaping () -> Content) {
        self.content = content
    }
}

extension DeferredDestination: View {
    var body: some View {
        content()
    }
}
