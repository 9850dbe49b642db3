#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// Makes the view it modifies the label of a `NavigationLink` that pushes `destination`,
/// styled plain (the label looks as you made it, not tinted like a button) and tappable
/// over its whole rectangle, gaps between its subviews included.
///
/// This is the modifier behind `wrapToLink(_:)`; use it directly when you want to keep a
/// configured modifier around or combine it with others.
///
/// ```swift
/// CoinRowView(coin: $coin[index])
///     .modifier(NavigationLinkWrapper(destination: CoinDetailView(item: $coin[index])))
/// ```
///
/// The destination is a value, so it is built wherever the modifier is: for every row the
/// list builds (all rows of a `VStack`, the visible ones of a `List` or lazy stack), each
/// time the list updates, although SwiftUI evaluates its `body` only once the link is
/// pushed. When building the destination costs something (work in its initializer, a model
/// it creates), use `wrapToLink(destination:)`, which builds it only when the link is
/// pushed.
public struct NavigationLinkWrapper<Destination: View> {
    let destination: Destination

    /// Creates a modifier that wraps the view it modifies in a link to `destination`.
    ///
    /// ```swift
    /// let toDetail = NavigationLinkWrapper(destination: CoinDetailView(item: $coin[index]))
    /// CoinCellView(coin: $coin[index]).modifier(toDetail)
    /// ```
    ///
    /// - Parameter destination: The view the link pushes.
    nonisolated public init(destination: Destination) {
        self.destination = destination
    }
}

// The conformance is declared apart from the type, as SwiftUI declares its own modifiers:
// stated on the type itself, it would make the whole type main-actor isolated, and the
// initializer could not be `nonisolated` (so `wrapToLink` could not be either).
extension NavigationLinkWrapper: ViewModifier {
    /// The modified view as the label of a plain-styled link with a rectangular hit area.
    ///
    /// The content shape is on the label: a plain-styled link hit-tests what its label draws,
    /// so the label's shape is what makes its empty space tappable (a `contentShape` outside
    /// the link shapes the link view, not the label the link's gesture tests against;
    /// reported in code-payments/code-ios-app#743 and woocommerce/woocommerce-ios#7276).
    /// ```swift
    /// // Text("Bitcoin").modifier(wrapper) is, in effect:
    /// NavigationLink { destination } label: { Text("Bitcoin").contentShape(Rectangle()) }
    ///     .buttonStyle(PlainButtonStyle())
    /// ```
    public func body(content: Content) -> some View {
        NavigationLink {
            destination
        } label: {
            content.contentShape(Rectangle())
        }
        .buttonStyle(PlainButtonStyle())
    }
}
