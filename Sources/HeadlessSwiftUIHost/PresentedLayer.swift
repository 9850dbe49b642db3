import HeadlessSwiftUI

/// Where a presented layer sits on the device and how it looks, as iOS shows it: a sheet's card
/// at its detent's height, a full-screen cover, a popover's bubble next to what presents it, an
/// alert in the middle, a confirmation dialog at the bottom. Layout lays the layer's content
/// out in `container`; the SVG renderer draws the card.
///
/// Where a number is Apple's it says so; the others are this model's assumptions, named as
/// such.
@MainActor
struct PresentedLayer {
    /// How the layer looks (a popover may look like a sheet on a phone).
    enum Look: Equatable {
        /// A card attached to the bottom edge, rounded at the top (compact width).
        case sheet
        /// A card in the middle of a wide screen, rounded all round (regular width, iOS 18 on).
        case formSheet
        /// A card as tall as a wide screen below its top safe area, centred, rounded at the
        /// top (regular width, through iOS 17).
        case pageSheet
        case fullScreenCover
        case popover(arrowEdge: Edge)
        case alert
        case confirmationDialog
    }

    let entry: PresentedEntry
    let look: Look
    /// The card, bubble or screen, in root coordinates.
    let card: CGRect
    /// The rectangle the content is laid out in (the card), and its safe-area insets.
    var container: CGRect { card }
    let safeArea: EdgeInsets
    let cornerRadius: CGFloat
    /// The detent the sheet rests at (sheets only).
    let detent: PresentationDetent?
    /// How dark the dimming over what lies behind is (0: none).
    let dimming: Double
    let showsDragIndicator: Bool
    /// The popover arrow's tip (popovers only).
    let arrowTip: CGPoint?

    // MARK: - Numbers

    /// A sheet's corner radius. Assumption: UIKit's default sheet corners as measured on iOS
    /// 15-18 (`UISheetPresentationController.preferredCornerRadius` is nil by default, "the
    /// system's default corner radius", a number Apple does not give); iOS 26 draws larger,
    /// device-concentric corners.
    static let sheetCornerRadius: CGFloat = 10
    /// The dimming over what a sheet, an alert or a dialog covers: black at this opacity.
    /// Assumption (UIKit's dimming view, as commonly measured; not documented).
    static let dimmingOpacity: Double = 0.4
    /// The drag indicator: a capsule this size, this far below the sheet's top edge.
    /// Assumption (measured on iOS 16-18; not documented).
    static let dragIndicatorSize = CGSize(width: 36, height: 5)
    static let dragIndicatorTop: CGFloat = 5
    /// A form sheet on a regular-width screen. Assumption: UIKit's long-standing
    /// `.formSheet` size, 540 × 620 points.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on a regular-width screen. Assumption: the readable content
    /// width UIKit gives a page sheet at the default text size, 672 points (not documented).
    static let pageSheetWidth: CGFloat = 672
    /// A popover's arrow (height from the bubble's edge to the tip, and base width), corner
    /// radius and distance from the screen's edges. Assumptions (UIKit does not document
    /// them).
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let popoverCornerRadius: CGFloat = 13
    static let screenMargin: CGFloat = 8
    /// An alert's width and corner radius. Assumption: `UIAlertController`'s alert as
    /// measured on iOS 13-18.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// The margin between an alert's or a dialog's edge and its content. Assumption.
    static let alertMargin: CGFloat = 16
    static let margins = EdgeInsets(top: alertMargin, leading: alertMargin, bottom: alertMargin, trailing: alertMargin)

    // MARK: - Placing

    /// The layer for `entry` on `device`. Layers below it (and the root screen) must have been
    /// laid out: a popover points at its presenter's frame, and popovers, alerts and dialogs
    /// take their content's ideal size.
    static func layer(for entry: PresentedEntry, on device: Device, os: ViewHost.OSVersion) -> PresentedLayer {
        let screen = CGRect(origin: .zero, size: device.size)
        let insets = device.safeAreaInsets
        switch entry.appearance {
        case .fullScreenCover:
            return PresentedLayer(
                entry: entry, look: .fullScreenCover, card: screen, safeArea: insets, cornerRadius: 0, detent: nil,
                dimming: 0, showsDragIndicator: false, arrowTip: nil)
        case .sheet:
            return sheet(entry, device: device, os: os)
        case .popover(let attachment, let arrowEdge):
            return popover(entry, attachment: attachment, arrowEdge: arrowEdge, device: device)
        case .alert:
            let size = idealSize(entry, width: alertWidth, device: device)
            let card = CGRect(
                x: screen.midX - size.width / 2, y: safeRect(device).midY - size.height / 2, width: size.width,
                height: size.height)
            return PresentedLayer(
                entry: entry, look: .alert, card: card, safeArea: margins, cornerRadius: alertCornerRadius,
                detent: nil, dimming: dimmingOpacity / 2, showsDragIndicator: false, arrowTip: nil)
        case .confirmationDialog:
            let width = screen.width - insets.leading - insets.trailing - 2 * screenMargin
            let size = idealSize(entry, width: width, device: device)
            let card = CGRect(
                x: screen.midX - size.width / 2, y: screen.maxY - insets.bottom - screenMargin - size.height,
                width: size.width, height: size.height)
            return PresentedLayer(
                entry: entry, look: .confirmationDialog, card: card, safeArea: margins,
                cornerRadius: alertCornerRadius, detent: nil, dimming: dimmingOpacity, showsDragIndicator: false,
                arrowTip: nil)
        }
    }

    /// A sheet: on a compact-width screen a card along the bottom edge as tall as its detent
    /// makes it; on a regular-width one a form sheet in the middle.
    ///
    /// Detents resolve against the height below the top safe area (UIKit's
    /// `maximumDetentValue`), so `.large` reaches the top safe area and `.medium` is half of
    /// it ("approximately half the height of the screen", Apple's `PresentationDetent.medium`);
    /// `.fraction(f)` and `.height(h)` resolve as SwiftUI documents. The sheet rests at its
    /// selected detent, else the smallest of its detents, else `.large`.
    private static func sheet(_ entry: PresentedEntry, device: Device, os: ViewHost.OSVersion) -> PresentedLayer {
        let insets = device.safeAreaInsets
        let detent =
            entry.selectedDetent ?? sortedDetents(entry.detents, containerHeight: Double(maxDetentValue(device))).first
            ?? .large
        let showsIndicator =
            entry.dragIndicator == .visible || (entry.dragIndicator == .automatic && entry.detents.count > 1)
        if entry.horizontalSizeClass == .regular && entry.verticalSizeClass != .compact && os < .iOS18 {
            // Through iOS 17 a sheet on a wide screen is a page sheet (see `ViewHost.OSVersion`).
            let safe = safeRect(device)
            let width = min(pageSheetWidth, safe.width)
            let card = CGRect(
                x: safe.midX - width / 2, y: safe.minY, width: width, height: device.size.height - safe.minY)
            return PresentedLayer(
                entry: entry, look: .pageSheet, card: card,
                safeArea: EdgeInsets(top: 0, leading: 0, bottom: insets.bottom, trailing: 0),
                cornerRadius: sheetCornerRadius, detent: detent, dimming: dimmingOpacity,
                showsDragIndicator: showsIndicator, arrowTip: nil)
        }
        if entry.horizontalSizeClass == .regular && entry.verticalSizeClass != .compact {
            let safe = safeRect(device)
            let size = CGSize(
                width: min(formSheetSize.width, safe.width), height: min(formSheetSize.height, safe.height))
            let card = CGRect(
                x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
            return PresentedLayer(
                entry: entry, look: .formSheet, card: card, safeArea: EdgeInsets(), cornerRadius: sheetCornerRadius,
                detent: detent, dimming: dimmingOpacity, showsDragIndicator: showsIndicator, arrowTip: nil)
        }
        let maximum = maxDetentValue(device)
        let height = detent.resolvedHeight(maxDetentValue: maximum) ?? maximum
        let card = CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
        return PresentedLayer(
            entry: entry, look: .sheet, card: card,
            safeArea: EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
            cornerRadius: sheetCornerRadius, detent: detent, dimming: dimmingOpacity,
            showsDragIndicator: showsIndicator, arrowTip: nil)
    }

    /// The height a sheet's detents resolve against: the screen below the top safe area.
    static func maxDetentValue(_ device: Device) -> CGFloat {
        device.size.height - device.safeAreaInsets.top
    }

    /// A popover: a bubble of its content's ideal size next to its presenter, its arrow on the
    /// presenter's edge that `arrowEdge` names ("the edge of the attachmentAnchor that defines
    /// the location of the popover's arrow", Apple's `popover(isPresented:attachmentAnchor:
    /// arrowEdge:content:)`); with no edge given, below the presenter if it fits, else above.
    /// The anchor is the part of the presenter's frame that `attachment` names ("the
    /// positioning anchor that defines the attachment point of the popover", the same
    /// documentation): its bounds, a rectangle in them, or a unit point of them.
    private static func popover(
        _ entry: PresentedEntry, attachment: PopoverAttachmentAnchor, arrowEdge: Edge?, device: Device
    ) -> PresentedLayer {
        let safe = safeRect(device).insetBy(dx: screenMargin, dy: screenMargin)
        let anchor =
            entry.contentNode?.parent?.child(.content)?.layoutFrame.map { attachmentRect(attachment, in: $0) }
            ?? CGRect(x: safe.midX, y: safe.midY, width: 0, height: 0)
        var size = entry.contentNode?.sizeThatFits(.unspecified) ?? .zero
        size.width = min(size.width, safe.width)
        let edge: Edge
        if let arrowEdge {
            edge = arrowEdge
        } else {
            edge = anchor.maxY + arrowHeight + size.height <= safe.maxY ? .bottom : .top
        }
        var card: CGRect
        let tip: CGPoint
        switch edge {
        case .top:
            size.height = min(size.height, max(0, anchor.minY - arrowHeight - safe.minY))
            card = CGRect(
                x: anchor.midX - size.width / 2, y: anchor.minY - arrowHeight - size.height, width: size.width,
                height: size.height)
            tip = CGPoint(x: anchor.midX, y: anchor.minY)
        case .bottom:
            size.height = min(size.height, max(0, safe.maxY - anchor.maxY - arrowHeight))
            card = CGRect(
                x: anchor.midX - size.width / 2, y: anchor.maxY + arrowHeight, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.midX, y: anchor.maxY)
        case .leading:
            size.width = min(size.width, max(0, anchor.minX - arrowHeight - safe.minX))
            card = CGRect(
                x: anchor.minX - arrowHeight - size.width, y: anchor.midY - size.height / 2, width: size.width,
                height: size.height)
            tip = CGPoint(x: anchor.minX, y: anchor.midY)
        case .trailing:
            size.width = min(size.width, max(0, safe.maxX - anchor.maxX - arrowHeight))
            card = CGRect(
                x: anchor.maxX + arrowHeight, y: anchor.midY - size.height / 2, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.maxX, y: anchor.midY)
        }
        // Keep the bubble on screen along the edge it hangs from.
        card.origin.x = min(max(card.minX, safe.minX), max(safe.minX, safe.maxX - card.width))
        card.origin.y = min(max(card.minY, safe.minY), max(safe.minY, safe.maxY - card.height))
        return PresentedLayer(
            entry: entry, look: .popover(arrowEdge: edge), card: card, safeArea: EdgeInsets(),
            cornerRadius: popoverCornerRadius, detent: nil, dimming: 0, showsDragIndicator: false, arrowTip: tip)
    }

    /// Where `attachment` lies in a presenter whose frame is `frame`: a unit point is a
    /// rectangle of no size.
    static func attachmentRect(_ attachment: PopoverAttachmentAnchor, in frame: CGRect) -> CGRect {
        switch attachment {
        case .rect(let source):
            return source.resolve(frame)
        case .point(let point):
            return CGRect(
                x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height, width: 0, height: 0)
        }
    }

    /// The card of an alert or dialog `width` wide: its content's ideal height at the width
    /// inside the margins, plus the margins, no taller than the safe area.
    private static func idealSize(_ entry: PresentedEntry, width: CGFloat, device: Device) -> CGSize {
        let inner = max(0, width - 2 * alertMargin)
        let measured = entry.contentNode?.sizeThatFits(ProposedViewSize(width: inner, height: nil)) ?? .zero
        return CGSize(width: width, height: min(measured.height + 2 * alertMargin, safeRect(device).height))
    }

    private static func safeRect(_ device: Device) -> CGRect {
        device.screenLayer.safeRect
    }
}
