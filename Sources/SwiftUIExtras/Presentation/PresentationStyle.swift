#if HEADLESS_SWIFTUI
import HeadlessSwiftUI
#else
import SwiftUI
#endif

/// How `present(item:)` shows an item: as a sheet (with its detents and options), a
/// full-screen cover, or a popover.
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
    }

    let kind: Kind
    let detents: Set<SheetDetent>
    let detentSelection: Binding<SheetDetent>?
    let dragIndicator: Visibility
    let interactiveDismissDisabled: Bool
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge

    private init(
        kind: Kind,
        detents: Set<SheetDetent> = [],
        detentSelection: Binding<SheetDetent>? = nil,
        dragIndicator: Visibility = .automatic,
        interactiveDismissDisabled: Bool = false,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top
    ) {
        self.kind = kind
        self.detents = detents
        self.detentSelection = detentSelection
        self.dragIndicator = dragIndicator
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
    }

    /// A sheet at SwiftUI's default detent (`.large`).
    ///
    /// ```swift
    /// .present(item: $destination, style: { _ in .sheet }) { DestinationView($0) }
    /// ```
    public static var sheet: PresentationStyle { PresentationStyle(kind: .sheet) }

    /// A sheet with detents and options.
    ///
    /// An empty `detents` means SwiftUI's default, `.large`. Fractions and heights that iOS
    /// would not accept are clamped (a fraction into 0.1...1, a height to at least 50 points),
    /// with a runtime warning naming the value.
    /// ```swift
    /// .sheet(detents: [.medium, .large], selection: $detent, dragIndicator: .visible)
    /// ```
    public static func sheet(
        detents: Set<SheetDetent>,
        selection: Binding<SheetDetent>? = nil,
        dragIndicator: Visibility = .automatic,
        interactiveDismissDisabled: Bool = false
    ) -> PresentationStyle {
        PresentationStyle(kind: .sheet, detents: detents, detentSelection: selection, dragIndicator: dragIndicator, interactiveDismissDisabled: interactiveDismissDisabled)
    }

    /// A cover over the whole screen (a sheet on macOS).
    ///
    /// ```swift
    /// .present(item: $destination, style: { _ in .fullScreenCover }) { DestinationView($0) }
    /// ```
    public static var fullScreenCover: PresentationStyle { PresentationStyle(kind: .fullScreenCover) }

    /// A popover anchored to the presenting view.
    ///
    /// ```swift
    /// .popover(attachmentAnchor: .point(.top), arrowEdge: .bottom)
    /// ```
    public static func popover(attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top) -> PresentationStyle {
        PresentationStyle(kind: .popover, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge)
    }

    /// A popover with the default anchor and arrow edge.
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
