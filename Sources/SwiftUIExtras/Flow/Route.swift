#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// One screen of a flow and how it is shown: pushed, or presented as a sheet, a full-screen
/// cover, a popover, an alert or a confirmation dialog. A flow is an array of routes above a
/// root view, bound to a ``FlowStack``.
///
/// ```swift
/// @State private var routes: [Route<Screen>] = [
///     .push(.detail("btc")),
///     .sheet(.editor("btc"), detents: [.medium, .large], selectedDetent: .medium),
///     .push(.currencyPicker),
/// ]
/// ```
///
/// A route's identity is its position in the array, its style's kind (push, sheet, cover,
/// popover, alert or dialog) and its screen's identity: the screen's `id` when `Screen` is
/// `Identifiable`; else, for an enum, its case (for a case without a payload, the value); else
/// the value itself. A route whose screen value changes but keeps its identity is updated where it
/// stands: the screen keeps its `@State`, nothing is dismissed or popped, and the
/// destination is called with the new value. Another identity, or another kind of style, is
/// a new screen: the old one is popped or dismissed and the new one pushed or presented.
///
/// ```swift
/// enum Screen: Hashable { case detail(String), settings }
///
/// routes[0] = .push(.detail("ETH"))   // was .push(.detail("BTC")): the same screen, new value
/// routes[0] = .push(.settings)        // another case: a new screen
/// routes[0] = .sheet(.detail("ETH"))  // another kind: a new screen
/// ```
///
/// An enum's case is its name: nested enums are their outer case (`.settings(.general)`
/// becoming `.settings(.privacy)` is one screen), and cases that share a name with different
/// labels (`case a(x: Int)`, `case a(y: Int)`) are one case. To decide otherwise, make
/// `Screen` `Identifiable` with the `id` you mean (an `id` of `self` makes every new value a
/// new screen). A type with a custom mirror (`CustomReflectable`) is compared by value.
///
/// When `Screen` is `Codable`, so is the route, and so is the flow: an app can save the array
/// and restore it, sheets and detents included (see ``Route/flow(decoding:using:warning:)``
/// for a restore that keeps what it can of damaged data).
public struct Route<Screen> {
    /// The screen shown.
    public var screen: Screen
    /// How it is shown.
    public var style: RouteStyle

    /// A route showing `screen` in `style`.
    ///
    /// ```swift
    /// Route(.settings, style: .fullScreenCover)
    /// ```
    public init(_ screen: Screen, style: RouteStyle) {
        self.screen = screen
        self.style = style
    }

    /// Pushes `screen` onto the navigation stack below it.
    ///
    /// ```swift
    /// routes.append(.push(.detail(coin.id)))
    /// ```
    public static func push(_ screen: Screen) -> Route { Route(screen, style: .push) }

    /// Presents `screen` as a sheet with its own navigation stack.
    ///
    /// ```swift
    /// routes.append(.sheet(.editor(coin.id), detents: [.medium, .large], selectedDetent: .medium))
    /// ```
    public static func sheet(
        _ screen: Screen, detents: Set<SheetDetent> = [], selectedDetent: SheetDetent? = nil
    ) -> Route {
        Route(screen, style: .sheet(detents: detents, selectedDetent: selectedDetent))
    }

    /// Presents `screen` as a full-screen cover with its own navigation stack.
    ///
    /// ```swift
    /// routes.append(.cover(.onboarding))
    /// ```
    public static func cover(_ screen: Screen) -> Route { Route(screen, style: .fullScreenCover) }

    /// Presents `screen` in a popover (one screen, no navigation stack), attached at `anchor`
    /// of the screen below, its arrow on `arrowEdge` (nil: the system chooses).
    ///
    /// ```swift
    /// routes.append(.popover(.tip))
    /// routes.append(.popover(.tip, anchor: .point(.topTrailing), arrowEdge: .top))
    /// ```
    public static func popover(
        _ screen: Screen, anchor: RouteStyle.PopoverAnchor = .bounds, arrowEdge: Edge? = nil
    ) -> Route {
        Route(screen, style: .popover(anchor: anchor, arrowEdge: arrowEdge))
    }

    /// Shows `screen` as an alert, with the content the ``FlowStack``'s `alert` closure gives
    /// for it. Nothing can follow it.
    ///
    /// ```swift
    /// routes.append(.alert(.confirmDelete(coin.id)))
    /// ```
    public static func alert(_ screen: Screen) -> Route { Route(screen, style: .alert) }

    /// Shows `screen` as a confirmation dialog, with the content the ``FlowStack``'s `alert`
    /// closure gives for it. Nothing can follow it.
    ///
    /// ```swift
    /// routes.append(.confirmationDialog(.signOut, titleVisibility: .visible))
    /// ```
    public static func confirmationDialog(_ screen: Screen, titleVisibility: Visibility = .automatic) -> Route {
        Route(screen, style: .confirmationDialog(titleVisibility: titleVisibility))
    }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}

extension Route where Screen: Hashable {
    /// Whether two routes at one position are the same screen shown the same way: the same
    /// kind of style and the same screen identity (``ScreenIdentity``). Their values and
    /// options (a sheet's detent) may differ: changing them updates the screen in place.
    func isSameScreen(as other: Route) -> Bool {
        guard style.kind == other.style.kind else { return false }
        // Equal values are one identity; only a changed value needs its identity read.
        return screen == other.screen || ScreenIdentity(screen) == ScreenIdentity(other.screen)
    }
}
