#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// How a ``Route`` shows its screen: pushed onto the navigation stack below it, or presented
/// as a sheet (with its detents), a full-screen cover or a popover.
///
/// ```swift
/// let routes: [Route<Screen>] = [
///     Route(.detail("btc"), style: .push),
///     Route(.editor("btc"), style: .sheet(detents: [.medium, .large], selectedDetent: .medium)),
/// ]
/// ```
public enum RouteStyle: Hashable, Sendable {
    /// Pushed onto the navigation stack of the screen below: the flow's root stack, or the
    /// stack of the sheet or cover it follows.
    case push
    /// A sheet hosting its own navigation stack. With no detents SwiftUI's default (`.large`)
    /// applies; `selectedDetent`, when given, is where the sheet rests, and the user's drags
    /// are written back to it (so a saved flow restores the sheet at its detent).
    case sheet(detents: Set<SheetDetent>, selectedDetent: SheetDetent?)
    /// A full-screen cover hosting its own navigation stack (a sheet on macOS).
    case fullScreenCover
    /// A popover showing one screen, with no navigation stack (a sheet on tvOS and watchOS).
    case popover

    /// A sheet at SwiftUI's default detent.
    ///
    /// ```swift
    /// Route(.settings, style: .sheet)
    /// ```
    public static var sheet: RouteStyle { .sheet(detents: [], selectedDetent: nil) }

    /// Whether the route is presented (a sheet, cover or popover) rather than pushed.
    var isPresentation: Bool { self != .push }

    /// Whether a push may follow the route: a pushed screen is in a stack, sheets and covers
    /// host one, and a popover does not.
    var acceptsPush: Bool { self != .popover }

    /// The kind of route, with the options that do not change the screen's identity left out
    /// (a sheet whose detent changed is the same sheet).
    var kind: Kind {
        switch self {
        case .push: .push
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        }
    }

    enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, sheet, fullScreenCover, popover
    }
}
