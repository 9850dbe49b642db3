#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// How `present(item:)` shows an item: as a sheet (with its detents and options), a
/// full-screen cover, a popover, or pushed onto the enclosing navigation stack.
///
/// ```swift
/// .present(item: $destination) { destination in
///     DestinationView(destination)
/// } style: { destination in
///     switch destination {
///     case .profile: .sheet(detents: [.medium, .large], dragIndicator: .visible)
///     case .settings: .fullScreenCover
///     case .tip: .popover(arrowEdge: .bottom)
///     }
/// }
/// ```
///
/// On macOS, which has no full-screen covers, `.fullScreenCover` is shown as a sheet; on tvOS
/// and watchOS, which have no popovers, `.popover` is.
public struct PresentationStyle {
    enum Kind: Hashable {
        case sheet
        case fullScreenCover
        case popover
        case push
        case alert
        case confirmationDialog

        /// Whether the presentation's content reports its appearance and the end of its
        /// dismissal: an alert's and a dialog's buttons are UIKit's `UIAlertController`'s, not
        /// views, and neither has an `onDismiss` (see `PresentationCoordinator.Entry`).
        var hasContentEvents: Bool { self != .alert && self != .confirmationDialog }
    }

    let kind: Kind
    /// Options the style sets on the presentation; nil leaves the app's own presentation
    /// modifiers inside the content (or SwiftUI's defaults) in force.
    let detents: Set<SheetDetent>?
    let detentSelection: Binding<SheetDetent>?
    let dragIndicator: Visibility?
    let interactiveDismissDisabled: Bool?
    let attachmentAnchor: PopoverAttachmentAnchor
    /// nil: the system chooses.
    let arrowEdge: Edge?
    let compactAdaptation: PopoverCompactAdaptation
    /// An alert's or a dialog's content, its buttons bound to the app's handler.
    let dialog: DialogSpec?

    private init(
        kind: Kind,
        detents: Set<SheetDetent>? = nil,
        detentSelection: Binding<SheetDetent>? = nil,
        dragIndicator: Visibility? = nil,
        interactiveDismissDisabled: Bool? = nil,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        compactAdaptation: PopoverCompactAdaptation = .automatic,
        dialog: DialogSpec? = nil
    ) {
        self.kind = kind
        self.dialog = dialog
        self.detents = detents
        self.detentSelection = detentSelection
        self.dragIndicator = dragIndicator
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
        self.compactAdaptation = compactAdaptation
    }

    /// A sheet that sets no options: SwiftUI's defaults (the `.large` detent), or whatever the
    /// presented content sets with its own `presentationDetents`,
    /// `interactiveDismissDisabled` and `presentationDragIndicator`.
    ///
    /// ```swift
    /// .present(item: $destination, style: { _ in .sheet }) { DestinationView($0) }
    /// ```
    public static var sheet: PresentationStyle { PresentationStyle(kind: .sheet) }

    /// A sheet with detents and options.
    ///
    /// The sheet opens at its smallest detent, by height, unless `selection` says otherwise
    /// (UIKit: "the sheet displays at the smallest detent you specify"). An empty `detents`
    /// leaves SwiftUI's default (`.large`). Options left nil are not set, so the content's
    /// own presentation modifiers apply. A `selection` that is not one of the detents is
    /// reported through `EnvironmentValues.runtimeWarning` (SwiftUI: "Ensure that the value
    /// matches one of the detents that you provide").
    /// ```swift
    /// .sheet(detents: [.medium, .large], selection: $detent, dragIndicator: .visible)
    /// ```
    public static func sheet(
        detents: Set<SheetDetent>,
        selection: Binding<SheetDetent>? = nil,
        dragIndicator: Visibility? = nil,
        interactiveDismissDisabled: Bool? = nil
    ) -> PresentationStyle {
        PresentationStyle(
            kind: .sheet, detents: detents, detentSelection: selection, dragIndicator: dragIndicator,
            interactiveDismissDisabled: interactiveDismissDisabled)
    }

    /// A cover over the whole screen (a sheet on macOS).
    ///
    /// ```swift
    /// .present(item: $destination, style: { _ in .fullScreenCover }) { DestinationView($0) }
    /// ```
    public static var fullScreenCover: PresentationStyle { PresentationStyle(kind: .fullScreenCover) }

    /// A popover anchored to the presenting view, or to the point or rectangle of it that
    /// `attachmentAnchor` gives.
    ///
    /// `arrowEdge` nil (the default) leaves the arrow to the system, which SwiftUI's newer SDKs
    /// declare as "the system allowing any arrow edge" (`popover(item:attachmentAnchor:arrowEdge:content:)`
    /// takes `Edge? = nil` from the iOS 18.1 SDK on; before, `Edge = .top`, and nil is given
    /// as `.top`, what SwiftUI did then).
    ///
    /// In a horizontally compact size class (an iPhone) iOS shows a popover as a sheet
    /// unless told otherwise (Apple, `presentationCompactAdaptation(_:)`: "a popover
    /// presentation over a horizontally-compact view uses a sheet appearance by default");
    /// `compactAdaptation` says what it becomes there.
    /// ```swift
    /// .popover(attachmentAnchor: .point(.top), arrowEdge: .bottom, compactAdaptation: .popover)
    /// ```
    public static func popover(
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        compactAdaptation: PopoverCompactAdaptation = .automatic
    ) -> PresentationStyle {
        PresentationStyle(
            kind: .popover, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            compactAdaptation: compactAdaptation)
    }

    /// Pushed onto the enclosing `NavigationStack`, through `navigationDestination(item:)`
    /// (iOS 17), where the call site opts in with `pushingOnto: .enclosingStack` (see
    /// ``PushTarget``): the view calling `present(item:)` must be inside the stack, and outside
    /// lazy containers.
    ///
    /// Switching between a pushed item and a presented one follows the rule of every other
    /// switch: the shown one is popped (or dismissed) first, and the next is shown once it
    /// has gone. The back button, a back swipe or `dismiss()` in the pushed screen clear the
    /// binding.
    /// ```swift
    /// enum Place: String, Identifiable, Presentable {
    ///     case detail, editor
    ///     var id: String { rawValue }
    ///     var presentationStyle: PresentationStyle {
    ///         self == .detail ? .push : .sheet(detents: [.medium, .large])
    ///     }
    /// }
    ///
    /// NavigationStack {
    ///     PlaceList(place: $place)
    ///         .present(item: $place, pushingOnto: .enclosingStack) { place in PlaceView(place: place) }
    /// }
    /// ```
    public static var push: PresentationStyle { PresentationStyle(kind: .push) }

    /// An alert showing `content`; a tap on a button dismisses it and sends the button's
    /// action, if it has one, to `action` (SwiftUI runs the action, then writes the binding:
    /// Apple, `alert(_:isPresented:actions:)`, "the system sets this value to false and
    /// dismisses").
    ///
    /// An alert reports neither its arrival nor the end of its dismissal, so both are timed
    /// (0.65 s each): the next presentation waits until it has gone.
    /// ```swift
    /// .alert(AlertContent(title: "Delete?", buttons: [.destructive("Delete", action: .delete(id)), .cancel("Keep")])) {
    ///     model.handle($0)
    /// }
    /// ```
    public static func alert<Action>(
        _ content: AlertContent<Action>, action: @escaping @MainActor (Action) -> Void = { _ in }
    ) -> PresentationStyle {
        PresentationStyle(kind: .alert, dialog: DialogSpec(content, titleVisibility: .visible, action: action))
    }

    /// A confirmation dialog (an action sheet on iPhone) showing `content`; a tap on a button
    /// dismisses it and sends the button's action, if it has one, to `action`.
    ///
    /// ```swift
    /// .confirmationDialog(AlertContent(title: "Sign out?", buttons: [.destructive("Sign Out", action: .signOut)])) {
    ///     model.handle($0)
    /// }
    /// ```
    public static func confirmationDialog<Action>(
        _ content: AlertContent<Action>, titleVisibility: Visibility = .automatic,
        action: @escaping @MainActor (Action) -> Void = { _ in }
    ) -> PresentationStyle {
        PresentationStyle(
            kind: .confirmationDialog, dialog: DialogSpec(content, titleVisibility: titleVisibility, action: action))
    }

    /// A popover with the default anchor, its arrow left to the system.
    ///
    /// ```swift
    /// .present(item: $tip, style: { _ in .popover }) { TipView($0) }
    /// ```
    public static var popover: PresentationStyle { popover() }

    /// The kind this platform shows: macOS has no full-screen covers, and tvOS and watchOS
    /// no popovers; those are shown as sheets.
    var platformKind: Kind {
        #if os(macOS) || HEADLESS_MACOS
            return kind == .fullScreenCover ? .sheet : kind
        #elseif os(tvOS) || os(watchOS) || HEADLESS_TVOS || HEADLESS_WATCHOS
            return kind == .popover ? .sheet : kind
        #else
            return kind
        #endif
    }
}

/// An alert's or dialog's content as the router shows it: the app's action type erased, each
/// button bound to the app's handler.
struct DialogSpec {
    struct Button {
        let label: String
        let role: AlertButtonRole?
        let perform: @MainActor () -> Void
    }

    let title: String
    let message: String?
    let titleVisibility: Visibility
    let buttons: [Button]

    init<Action>(
        _ content: AlertContent<Action>, titleVisibility: Visibility, action: @escaping @MainActor (Action) -> Void
    ) {
        title = content.title
        message = content.message
        self.titleVisibility = titleVisibility
        buttons = content.buttons.map { button in
            // Read only by the button's action, on the main actor, once the style was made.
            nonisolated(unsafe) let value = button.action
            return Button(label: button.label, role: button.role, perform: { if let value { action(value) } })
        }
    }
}

/// An item that knows how it is presented, so `present(item:)` needs no style closure.
///
/// ```swift
/// enum Destination: Identifiable, Presentable {
///     case profile, settings
///     var id: Self { self }
///     var presentationStyle: PresentationStyle {
///         switch self {
///         case .profile: .sheet(detents: [.medium, .large])
///         case .settings: .fullScreenCover
///         }
///     }
/// }
/// ```
public protocol Presentable: Identifiable {
    /// How this item is presented.
    var presentationStyle: PresentationStyle { get }
}

/// What a popover becomes in a horizontally compact size class, where iOS shows it as a sheet
/// by default.
///
/// ```swift
/// .popover(arrowEdge: .bottom, compactAdaptation: .popover)                 // stays a popover
/// .popover(compactAdaptation: .sheet(detents: [.medium], dragIndicator: .visible))
/// ```
public struct PopoverCompactAdaptation: Sendable {
    enum Kind: Sendable {
        case automatic
        case popover
        case sheet(detents: Set<SheetDetent>, dragIndicator: Visibility?)
    }

    let kind: Kind

    /// The system's choice: a sheet at its default detent. Sets nothing.
    ///
    /// ```swift
    /// .popover(compactAdaptation: .automatic)
    /// ```
    public static let automatic = PopoverCompactAdaptation(kind: .automatic)

    /// Stays a popover on iPhone too (`presentationCompactAdaptation(.popover)`, iOS 16.4).
    ///
    /// ```swift
    /// .popover(arrowEdge: .bottom, compactAdaptation: .popover)
    /// ```
    public static let popover = PopoverCompactAdaptation(kind: .popover)

    /// A sheet with these detents (`presentationCompactAdaptation(.sheet)` and
    /// `presentationDetents`, which apply once the popover is shown as a sheet).
    ///
    /// ```swift
    /// .popover(compactAdaptation: .sheet(detents: [.height(200), .medium]))
    /// ```
    public static func sheet(detents: Set<SheetDetent> = [], dragIndicator: Visibility? = nil)
        -> PopoverCompactAdaptation
    {
        PopoverCompactAdaptation(kind: .sheet(detents: detents, dragIndicator: dragIndicator))
    }
}
