#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// One screen of a flow and how it is shown: pushed, or presented as a sheet, a full-screen
/// cover or a popover. A flow is an array of routes above a root view, bound to a
/// ``FlowStack``.
///
/// ```swift
/// @State private var routes: [Route<Screen>] = [
///     .push(.detail("btc")),
///     .sheet(.editor("btc"), detents: [.medium, .large], selectedDetent: .medium),
///     .push(.currencyPicker),
/// ]
/// ```
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

    /// Presents `screen` in a popover (one screen, no navigation stack).
    ///
    /// ```swift
    /// routes.append(.popover(.tip))
    /// ```
    public static func popover(_ screen: Screen) -> Route { Route(screen, style: .popover) }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}

extension Route where Screen: Hashable {
    /// Whether two routes show the same screen the same way; options such as the sheet's
    /// detent may differ (changing them updates the screen in place).
    func isSameScreen(as other: Route) -> Bool {
        screen == other.screen && style.kind == other.style.kind
    }
}
