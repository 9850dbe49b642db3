#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// How a ``Route`` shows its screen: pushed onto the navigation stack below it, presented as
/// a sheet (with its detents), a full-screen cover or a popover, or shown as an alert or a
/// confirmation dialog.
///
/// ```swift
/// let routes: [Route<Screen>] = [
///     Route(.detail("btc"), style: .push),
///     Route(.editor("btc"), style: .sheet(detents: [.medium, .large], selectedDetent: .medium)),
///     Route(.discardChanges, style: .alert),
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
    /// A popover showing one screen, with no navigation stack (a sheet on tvOS and watchOS),
    /// attached at `anchor` of the screen below, its arrow on `arrowEdge` (nil: the system
    /// chooses; see ``PresentationStyle/popover(attachmentAnchor:arrowEdge:compactAdaptation:)``).
    case popover(anchor: PopoverAnchor, arrowEdge: Edge?)
    /// An alert, whose title, message and buttons the ``FlowStack``'s `alert` closure gives
    /// for the route's screen. It shows no screen, so no route can follow it.
    case alert
    /// A confirmation dialog (an action sheet on iPhone), whose content the ``FlowStack``'s
    /// `alert` closure gives for the route's screen. No route can follow it.
    case confirmationDialog(titleVisibility: Visibility)

    /// A sheet at SwiftUI's default detent.
    ///
    /// ```swift
    /// Route(.settings, style: .sheet)
    /// ```
    public static var sheet: RouteStyle { .sheet(detents: [], selectedDetent: nil) }

    /// A popover attached to the whole screen below, its arrow left to the system.
    ///
    /// ```swift
    /// Route(.tip, style: .popover)
    /// ```
    public static var popover: RouteStyle { .popover(anchor: .bounds, arrowEdge: nil) }

    /// A confirmation dialog whose title shows as the platform decides.
    ///
    /// ```swift
    /// Route(.signOut, style: .confirmationDialog)
    /// ```
    public static var confirmationDialog: RouteStyle { .confirmationDialog(titleVisibility: .automatic) }

    /// Where a popover route attaches to the screen below it: a value, so that a flow with a
    /// popover stays `Codable` (SwiftUI's `PopoverAttachmentAnchor` is not).
    ///
    /// ```swift
    /// Route(.tip, style: .popover(anchor: .point(.topTrailing), arrowEdge: .top))
    /// ```
    public enum PopoverAnchor: Hashable, Sendable {
        /// The whole screen below (`PopoverAttachmentAnchor.rect(.bounds)`).
        case bounds
        /// A point of the screen below, in unit coordinates (`.point(_:)`).
        case point(UnitPoint)

        /// SwiftUI's anchor.
        var attachmentAnchor: PopoverAttachmentAnchor {
            switch self {
            case .bounds: .rect(.bounds)
            case .point(let point): .point(point)
            }
        }
    }

    /// Whether the route is presented (a sheet, cover, popover, alert or dialog) rather than
    /// pushed.
    var isPresentation: Bool { self != .push }

    /// Whether a push may follow the route: a pushed screen is in a stack, sheets and covers
    /// host one, and a popover, an alert and a dialog do not.
    var acceptsPush: Bool { kind == .push || kind == .sheet || kind == .fullScreenCover }

    /// Whether any route may follow it: an alert and a dialog show no screen to present from.
    var acceptsRoutesAbove: Bool { !kind.isDialog }

    /// The kind of route, with the options that do not change the screen's identity left out
    /// (a sheet whose detent changed is the same sheet).
    var kind: Kind {
        switch self {
        case .push: .push
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        }
    }

    enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, sheet, fullScreenCover, popover, alert, confirmationDialog

        /// An alert or a confirmation dialog: content given as data, not a screen.
        var isDialog: Bool { self == .alert || self == .confirmationDialog }
    }
}
