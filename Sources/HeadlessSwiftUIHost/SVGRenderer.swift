import HeadlessSwiftUI

/// Draws a laid-out graph as SVG: the device's screen, the root screen's views, navigation
/// bars, presented layers, and the safe area's status bar and home indicator.
///
/// Everything is read from typed values: a node's view (`Text`, `Color`, a shape view,
/// `Image`, `Divider`), its layout frame, a text's placed lines, and the `NodeDrawing` its
/// modifiers recorded. The output depends on nothing but the graph and the device: numbers are
/// rounded to thousandths and printed the same way everywhere, children are visited in order,
/// and ids are counters.
@MainActor
struct SVGRenderer {
    let device: Device
    let scheme: ColorScheme
    private var out = ""
    /// Gradients, written into a `<defs>` at the end of the document (references to them
    /// resolve across the whole document).
    private var defs = ""
    private var nextID = 0

    init(device: Device, scheme: ColorScheme) {
        self.device = device
        self.scheme = scheme
    }

    /// What flows down while drawing: the foreground style in effect, and the layer's
    /// container (for styles that grow into the safe area).
    struct Context {
        var foreground: Paint?
        var container: CGRect
        var safeArea: EdgeInsets
    }

    // MARK: - Document

    /// The SVG document of the root screen and the presented layers.
    static func document(root: ViewNode, layers: [PresentedLayer], device: Device) -> String {
        var renderer = SVGRenderer(device: device, scheme: root.environment.colorScheme)
        renderer.drawDocument(root: root, layers: layers)
        return renderer.out
    }

    private mutating func drawDocument(root: ViewNode, layers: [PresentedLayer]) {
        let size = device.size
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\""
        out += " viewBox=\"0 0 \(svgNumber(size.width)) \(svgNumber(size.height))\" font-family=\"Inter, system-ui\""
        out += " data-device=\"\(xmlEscaped(device.name))\">\n"
        out += "<title>\(xmlEscaped(device.name))</title>\n"
        out +=
            "<rect data-role=\"screen\" x=\"0\" y=\"0\" width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\""
        let background = fillAttributes(.color(Palette.background(scheme)), bounds: .zero)
        out += " \(background)/>\n"
        let screen = Context(
            foreground: nil, container: CGRect(origin: .zero, size: size), safeArea: device.safeAreaInsets)
        draw(root, screen)
        for layer in layers {
            draw(layer)
        }
        drawSafeArea()
        if !defs.isEmpty { out += "<defs>\n\(defs)</defs>\n" }
        out += "</svg>\n"
    }

    // MARK: - Views

    private mutating func draw(_ node: ViewNode, _ context: Context) {
        // Drawing recurses through the hierarchy: deep below, on a new stack segment.
        StackRoom.ensuring { drawHere(node, context) }
    }

    private mutating func drawHere(_ node: ViewNode, _ context: Context) {
        // A view laid out but not shown (a `ViewThatFits` candidate not chosen) draws nothing.
        if node.layoutBehavior != nil, node.layoutFrame == nil { return }
        var context = context
        var closers: [String] = []
        var overlay: (any ShapeStyle, Edge.Set)?
        var border: String?
        if let drawing = node.output.drawing {
            switch drawing {
            case .hidden:
                return
            case .opacity(let opacity):
                out += "<g opacity=\"\(svgNumber(min(max(opacity, 0), 1)))\">\n"
                closers.append("</g>\n")
            case .foreground(let style):
                context.foreground = style.map { paint(for: $0, context) }
            case .backgroundStyle(let style, let edges):
                if let frame = node.layoutFrame {
                    fillRect(grown(frame, edges: edges, context), paint(for: style, context), role: "background")
                }
            case .overlayStyle(let style, let edges):
                overlay = (style, edges)
            case .navigationTitle:
                break
            case .clip(let shape):
                if let frame = node.layoutFrame {
                    let id = clipPath(shapeElement(shape, in: frame))
                    out += "<g clip-path=\"url(#\(id))\">\n"
                    closers.append("</g>\n")
                }
            case .identifier(let identifier):
                out += "<g data-id=\"\(xmlEscaped(identifier))\"\(frameAttribute(node.layoutFrame))>\n"
                closers.append("</g>\n")
            case .effect(let effect):
                if let frame = node.layoutFrame {
                    let (opener, trailing) = effectElements(effect, frame: frame, context)
                    out += opener
                    closers.append("</g>\n")
                    border = trailing
                }
            }
        }
        if node.layoutBehavior?.clipsContent == true, let frame = node.layoutFrame {
            let id = clipPath(rectElement(frame))
            out += "<g clip-path=\"url(#\(id))\">\n"
            closers.append("</g>\n")
        }
        if node.output.tapAction != nil {
            context.foreground = controlForeground(node, context)
        }

        drawOwnContent(node, context)

        for child in node.childrenInDrawingOrder() {
            draw(child, context)
        }
        if node.output.tapAction != nil, node.environment.isInList, node.view is any NavigationLinkDrawing,
            let frame = node.layoutFrame
        {
            drawDisclosureIndicator(row: frame, list: listFrame(around: node) ?? frame)
        }
        if node.existingAttachment(NavigationState.self) != nil, let frame = node.layoutFrame {
            drawNavigationBar(stack: node, frame: frame)
        }
        if let (style, edges) = overlay, let frame = node.layoutFrame {
            fillRect(grown(frame, edges: edges, context), paint(for: style, context), role: "overlay")
        }
        if let border { out += border }
        for closer in closers.reversed() {
            out += closer
        }
    }

    /// The group that draws an effect over `frame`, and what it draws in front of the content
    /// (a border). Transforms turn about the anchor; a shadow and a blur are SVG filters; the
    /// color filters and 3D rotation are named only (`data-effect`).
    private mutating func effectElements(_ effect: NodeEffect, frame: CGRect, _ context: Context) -> (String, String?) {
        switch effect {
        case .transform(let t, let anchor):
            let x = frame.minX + anchor.x * frame.width
            let y = frame.minY + anchor.y * frame.height
            let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { svgNumber($0) }.joined(separator: " ")
            return (
                "<g data-effect=\"transform\" transform=\"translate(\(svgNumber(x)) \(svgNumber(y))) matrix(\(matrix)) translate(\(svgNumber(-x)) \(svgNumber(-y)))\">\n",
                nil
            )
        case .shadow(let color, let radius, let dx, let dy):
            nextID += 1
            let id = "shadow\(nextID)"
            let rgba = color.resolvedRGBA(in: scheme) ?? Palette.unknown
            defs +=
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(svgNumber(dx))\" dy=\"\(svgNumber(dy))\" stdDeviation=\"\(svgNumber(radius / 2))\" flood-color=\"\(hex(rgba))\" flood-opacity=\"\(svgNumber(max(rgba.opacity, 0)))\"/></filter>\n"
            return ("<g data-effect=\"shadow\" filter=\"url(#\(id))\">\n", nil)
        case .blur(let radius):
            nextID += 1
            let id = "blur\(nextID)"
            defs += "<filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(svgNumber(radius / 2))\"/></filter>\n"
            return ("<g data-effect=\"blur\" filter=\"url(#\(id))\">\n", nil)
        case .border(let style, let width):
            let inset = frame.insetBy(dx: width / 2, dy: width / 2)
            let stroke = strokeAttributes(paint(for: style, context), width: width, bounds: frame)
            let rect = rectElement(inset).replacingOccurrences(
                of: "/>", with: " data-effect=\"border\" fill=\"none\" \(stroke)/>")
            return ("<g>\n", rect)
        case .rotation3D:
            return ("<g data-effect=\"rotation3D\">\n", nil)
        case .filter(let name):
            return ("<g data-effect=\"\(xmlEscaped(name))\">\n", nil)
        }
    }

    /// What the node's own view draws.
    private mutating func drawOwnContent(_ node: ViewNode, _ context: Context) {
        guard let frame = node.layoutFrame else { return }
        let view = node.view
        if let text = view as? Text {
            drawText(node, text, frame: frame, context)
        } else if let color = view as? Color {
            fillRect(frame, paint(for: color, context), role: nil)
        } else if let shapeView = view as? any ShapeViewDrawing {
            drawShape(shapeView, frame: frame, context)
        } else if let image = view as? Image {
            drawImage(image, frame: frame, context)
        } else if view is Divider {
            fillRect(frame, .color(Palette.separator(scheme)), role: "divider")
        } else if let recording = node.existingAttachment(CanvasRecording.self) {
            drawCanvas(recording, frame: frame, context)
        }
    }

    /// A canvas's recorded fills and strokes, as paths in the canvas's frame; texts and
    /// images it drew are not drawn.
    private mutating func drawCanvas(_ recording: CanvasRecording, frame: CGRect, _ context: Context) {
        out += "<g data-canvas=\"\(recording.operations.count)\"\(frameAttribute(frame))>\n"
        for operation in recording.operations {
            switch operation {
            case .fill(let path, let shading, let opacity):
                let d = path.offsetBy(dx: frame.minX, dy: frame.minY).svgPathData
                out += "<path d=\"\(d)\" \(fillAttributes(paint(for: shading.drawnStyle, context), bounds: frame))"
                if opacity < 1 { out += " opacity=\"\(svgNumber(max(opacity, 0)))\"" }
                out += "/>\n"
            case .stroke(let path, let shading, let style, let opacity):
                let d = path.offsetBy(dx: frame.minX, dy: frame.minY).svgPathData
                out += "<path d=\"\(d)\" fill=\"none\" "
                out += strokeAttributes(paint(for: shading.drawnStyle, context), width: style.lineWidth, bounds: frame)
                if style.lineCap != .butt { out += " stroke-linecap=\"\(style.svgLineCap)\"" }
                if style.lineJoin != .miter { out += " stroke-linejoin=\"\(style.svgLineJoin)\"" }
                if opacity < 1 { out += " opacity=\"\(svgNumber(max(opacity, 0)))\"" }
                out += "/>\n"
            case .text, .image:
                break
            }
        }
        out += "</g>\n"
    }

    private mutating func drawText(_ node: ViewNode, _ text: Text, frame: CGRect, _ context: Context) {
        guard let (layout, font) = node.placedText else { return }
        var own: Paint?
        for style in text.styles {
            if case .foreground(let color) = style { own = paint(for: color, context) }
        }
        let fill = fillAttributes(
            own ?? context.foreground ?? .color(Palette.label(level: 0, scheme)), bounds: frame)
        out += "<text data-text=\"\(xmlEscaped(text.content))\"\(frameAttribute(frame))"
        out += " font-size=\"\(svgNumber(font.pointSize))\" font-weight=\"\(cssWeight(font.weight))\""
        if font.isItalic { out += " font-style=\"italic\"" }
        out += " \(fill) xml:space=\"preserve\">"
        for line in layout.lines {
            drawLine(line, at: CGPoint(x: frame.minX, y: frame.minY))
        }
        out += "</text>\n"
    }

    private mutating func drawShape(_ shapeView: any ShapeViewDrawing, frame: CGRect, _ context: Context) {
        let style = shapeView.drawnStyle
        let fill = paint(for: style, context)
        let element = shapeElement(shapeView.drawnShape, in: frame)
        var attributes = "data-shape=\"\(xmlEscaped(shapeName(shapeView.drawnShape)))\""
        if let stroke = shapeView.drawnStroke ?? (shapeView.drawnShape as? any StrokedShapeDrawing)?.drawnStrokeStyle {
            attributes += " fill=\"none\" \(strokeAttributes(fill, width: stroke.lineWidth, bounds: frame))"
            if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.svgLineCap)\"" }
            if stroke.lineJoin != .miter { attributes += " stroke-linejoin=\"\(stroke.svgLineJoin)\"" }
            if !stroke.dash.isEmpty {
                attributes += " stroke-dasharray=\"\(stroke.dash.map { svgNumber($0) }.joined(separator: " "))\""
            }
        } else {
            attributes += " " + fillAttributes(fill, bounds: frame)
            if shapeView.drawnFillStyle.isEOFilled { attributes += " fill-rule=\"evenodd\"" }
        }
        out += element.replacingOccurrences(of: "/>", with: " \(attributes)/>")
    }

    /// A symbol has no artwork here: it is drawn as an outline of its layout size, in the
    /// foreground style, named by a `<title>`.
    private mutating func drawImage(_ image: Image, frame: CGRect, _ context: Context) {
        guard image.isSystemSymbol, !frame.isEmpty else { return }
        let stroke = strokeAttributes(
            context.foreground ?? .color(Palette.label(level: 0, scheme)), width: 1, bounds: frame)
        let name = xmlEscaped(image.name)
        out += "<g data-symbol=\"\(name)\"\(frameAttribute(frame))><title>\(name)</title>"
        let outline = roundedRectElement(frame.insetBy(dx: 0.5, dy: 0.5), radius: min(frame.width, frame.height) / 4)
        out += outline.replacingOccurrences(of: "/>\n", with: " fill=\"none\" \(stroke)/>")
        out += "</g>\n"
    }

    /// A control's label is drawn in its tint: the accent color (red for a destructive
    /// button), gray when disabled; a plain or custom button style, and a foreground style set
    /// above the control, keep the foreground.
    private func controlForeground(_ node: ViewNode, _ context: Context) -> Paint? {
        if !node.output.isTapEnabled { return .color(Palette.label(level: 2, scheme)) }
        // A link in a list is a row (UIKit's table cell with a disclosure indicator): its label
        // keeps the foreground.
        if node.environment.isInList, node.view is any NavigationLinkDrawing { return context.foreground }
        if context.foreground != nil { return context.foreground }
        if let style = node.environment.buttonStyleName, style != ".borderless" { return nil }
        if let role = (node.view as? any RoleDrawing)?.drawnRole, role == .destructive {
            return paint(for: Color.red, context)
        }
        return paint(for: Color.accentColor, context)
    }

    /// The frame of the list a row is in: the outermost ancestor still in it, whose parent
    /// is the list.
    private func listFrame(around node: ViewNode) -> CGRect? {
        var current = node
        while let parent = current.parent, parent.environment.isInList { current = parent }
        return current.parent?.layoutFrame ?? current.layoutFrame
    }

    /// UIKit's disclosure indicator ("an accessory control shaped like a chevron",
    /// `UITableViewCell.AccessoryType.disclosureIndicator`), centred on the row. Its color
    /// (the tertiary label color), size (7 × 12 pt) and inset (16 pt from the list's trailing
    /// edge) are assumptions: UIKit documents none of them.
    private mutating func drawDisclosureIndicator(row: CGRect, list: CGRect) {
        let size = CGSize(width: 7, height: 12)
        let frame = CGRect(
            x: list.maxX - 16 - size.width, y: row.midY - size.height / 2, width: size.width, height: size.height)
        let stroke = strokeAttributes(.color(Palette.label(level: 2, scheme)), width: 2, bounds: frame)
        out += "<path data-role=\"disclosure-indicator\"\(frameAttribute(frame)) d=\"M \(svgNumber(frame.minX)) "
        out +=
            "\(svgNumber(frame.minY)) L \(svgNumber(frame.maxX)) \(svgNumber(frame.midY)) L \(svgNumber(frame.minX)) "
        out +=
            "\(svgNumber(frame.maxY))\" fill=\"none\" \(stroke) stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }

    // MARK: - Navigation bars

    /// The bar of a navigation stack: the top screen's `navigationTitle` in the middle, and
    /// a back button at the leading edge when a screen is pushed, labelled with the previous
    /// screen's title when it fits, else "Back" (UIKit's `UINavigationItem.backButtonTitle`:
    /// the previous item's title, or "Back" when there is no room). The bar fills the room
    /// layout reserved for it at the top of the stack's frame (`NavigationBarMetrics`): with a
    /// large title, the title is drawn below the 44 pt row, at the leading edge, in the Large
    /// Title style (34 pt in the HIG's type table), bold (the stand-in's assumption for UIKit's
    /// large title font; drawing only, layout does not depend on it).
    private mutating func drawNavigationBar(stack: ViewNode, frame: CGRect) {
        // The stack's children are its root screen, then the pushed screens, bottom to top.
        let screens = stack.children
        guard let top = screens.last else { return }
        let title = Self.navigationTitle(in: top)
        let pushed = screens.count > 1
        let room = NavigationStackLayout.room(of: top, in: stack)
        guard room.top > 0, title != nil || pushed else { return }
        let whole = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: room.top)
        let bar = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: NavigationBarMetrics.inlineHeight)
        out += "<g data-role=\"navigation-bar\"\(frameAttribute(whole))>\n"
        let environment = stack.environment
        var titleWidth: CGFloat = 0
        if let title, room.top > NavigationBarMetrics.inlineHeight {
            let font = ResolvedFont.resolve(.largeTitle.weight(.bold), dynamicTypeSize: environment.dynamicTypeSize)
            let laid = layoutText(
                title, font: font, width: max(0, whole.width - 2 * NavigationBar.largeTitleInset), lineLimit: 1,
                truncationMode: .tail, alignment: .leading)
            let row = CGRect(x: whole.minX, y: bar.maxY, width: whole.width, height: whole.maxY - bar.maxY)
            let origin = CGPoint(x: row.minX + NavigationBar.largeTitleInset, y: row.midY - laid.size.height / 2)
            drawLabel(
                laid, font: font, at: origin, paint: .color(Palette.label(level: 0, scheme)), role: "navigation-title",
                text: title)
        } else if let title {
            let font = ResolvedFont.resolve(.headline, dynamicTypeSize: environment.dynamicTypeSize)
            let laid = layoutText(
                title, font: font, width: max(0, bar.width - 2 * NavigationBar.titleInset), lineLimit: 1,
                truncationMode: .tail, alignment: .center)
            titleWidth = laid.size.width
            let origin = CGPoint(x: bar.midX - laid.size.width / 2, y: bar.midY - laid.size.height / 2)
            drawLabel(
                laid, font: font, at: origin, paint: .color(Palette.label(level: 0, scheme)), role: "navigation-title",
                text: title)
        }
        if pushed {
            let font = ResolvedFont.resolve(.body, dynamicTypeSize: environment.dynamicTypeSize)
            let room = bar.width / 2 - titleWidth / 2 - NavigationBar.backInset - NavigationBar.titleGap
            var label = "Back"
            if let previous = Self.navigationTitle(in: screens[screens.count - 2]),
                font.advance(of: "\u{2039} " + previous) <= room
            {
                label = previous
            }
            let laid = layoutText(
                "\u{2039} " + label, font: font, width: nil, lineLimit: 1, truncationMode: .tail, alignment: .leading)
            let origin = CGPoint(x: bar.minX + NavigationBar.backInset, y: bar.midY - laid.size.height / 2)
            drawLabel(
                laid, font: font, at: origin, paint: .color(Palette.accent(scheme)), role: "back-button",
                text: "\u{2039} " + label)
        }
        out += "</g>\n"
    }

    /// The first `navigationTitle` on a screen, not looking into nested stacks.
    static func navigationTitle(in node: ViewNode) -> String? {
        if case .navigationTitle(let title) = node.output.drawing { return title }
        for child in ScreenNodes.children(of: node) {
            if child.existingAttachment(NavigationState.self) != nil { continue }
            if let title = StackRoom.ensuring({ navigationTitle(in: child) }) { return title }
        }
        return nil
    }

    private mutating func drawLabel(
        _ laid: TextLayoutResult, font: ResolvedFont, at origin: CGPoint, paint: Paint, role: String, text: String
    ) {
        let frame = CGRect(origin: origin, size: laid.size)
        let fill = fillAttributes(paint, bounds: frame)
        out += "<text data-role=\"\(role)\" data-text=\"\(xmlEscaped(text))\"\(frameAttribute(frame))"
        out += " font-size=\"\(svgNumber(font.pointSize))\" font-weight=\"\(cssWeight(font.weight))\""
        out += " \(fill) xml:space=\"preserve\">"
        for line in laid.lines {
            drawLine(line, at: origin)
        }
        out += "</text>\n"
    }

    /// One laid-out line, at the width layout measured it in Inter's metrics: `textLength`
    /// with `lengthAdjust="spacingAndGlyphs"` makes a viewer's font, whatever it is, fill that
    /// width and no more (https://www.w3.org/TR/SVG11/text.html#TextElementTextLengthAttribute).
    private mutating func drawLine(_ line: TextLine, at origin: CGPoint) {
        out += "<tspan x=\"\(svgNumber(origin.x + line.origin.x))\" y=\"\(svgNumber(origin.y + line.baseline))\""
        if line.width > 0, !line.text.isEmpty {
            out += " textLength=\"\(svgNumber(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        out += ">" + xmlEscaped(line.text) + "</tspan>"
    }

    // MARK: - Presented layers

    private mutating func draw(_ layer: PresentedLayer) {
        let entry = layer.entry
        let card = layer.card
        out += "<g data-presentation=\"\(lookName(layer.look))\" data-item=\"\(xmlEscaped(entry.itemDescription))\""
        if let detent = layer.detent { out += " data-detent=\"\(xmlEscaped(detent.headlessDescription))\"" }
        if entry.phase == .dismissing { out += " data-dismissing=\"true\"" }
        out += "\(frameAttribute(card))>\n"
        if layer.dimming > 0 {
            fillRect(
                CGRect(origin: .zero, size: device.size),
                .color(Color.RGBA(red: 0, green: 0, blue: 0, opacity: layer.dimming)), role: "dimming")
        }
        let outline: String
        switch layer.look {
        case .sheet, .pageSheet:
            outline = topRoundedPath(card, radius: layer.cornerRadius)
        case .fullScreenCover:
            outline = rectElement(card)
        case .formSheet, .alert, .confirmationDialog, .popover:
            outline = roundedRectElement(card, radius: layer.cornerRadius)
        }
        let background =
            layer.look == .fullScreenCover ? Palette.background(scheme) : Palette.elevatedBackground(scheme)
        var cardAttributes = "data-role=\"card\" " + fillAttributes(.color(background), bounds: card)
        if case .popover(let edge) = layer.look, let tip = layer.arrowTip {
            let fill = fillAttributes(.color(background), bounds: card)
            out += arrowElement(edge: edge, tip: tip, card: card).replacingOccurrences(
                of: "/>", with: " data-role=\"arrow\" \(fill)/>")
        }
        if layer.dimming == 0, layer.look != .fullScreenCover {
            // Nothing dims what lies behind: a hairline shows the bubble's edge (standing in
            // for the shadow iOS draws).
            cardAttributes += " stroke=\"#000000\" stroke-opacity=\"0.12\" stroke-width=\"0.5\""
        }
        out += outline.replacingOccurrences(of: "/>", with: " \(cardAttributes)/>")
        let id = clipPath(outline)
        out += "<g clip-path=\"url(#\(id))\">\n"
        if let content = entry.contentNode {
            draw(content, Context(foreground: nil, container: layer.container, safeArea: layer.safeArea))
        }
        out += "</g>\n"
        if layer.showsDragIndicator {
            let size = PresentedLayer.dragIndicatorSize
            let indicator = CGRect(
                x: card.midX - size.width / 2, y: card.minY + PresentedLayer.dragIndicatorTop, width: size.width,
                height: size.height)
            out += roundedRectElement(indicator, radius: size.height / 2).replacingOccurrences(
                of: "/>",
                with:
                    " data-role=\"drag-indicator\" \(fillAttributes(.color(Palette.label(level: 2, scheme)), bounds: indicator))/>"
            )
        }
        out += "</g>\n"
    }

    private func lookName(_ look: PresentedLayer.Look) -> String {
        switch look {
        case .sheet: "sheet"
        case .formSheet: "formSheet"
        case .pageSheet: "pageSheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        }
    }

    private func arrowElement(edge: Edge, tip: CGPoint, card: CGRect) -> String {
        let half = PresentedLayer.arrowBase / 2
        let points: [CGPoint]
        switch edge {
        case .bottom:
            let x = min(max(tip.x, card.minX + half), card.maxX - half)
            points = [tip, CGPoint(x: x + half, y: card.minY), CGPoint(x: x - half, y: card.minY)]
        case .top:
            let x = min(max(tip.x, card.minX + half), card.maxX - half)
            points = [tip, CGPoint(x: x - half, y: card.maxY), CGPoint(x: x + half, y: card.maxY)]
        case .leading:
            let y = min(max(tip.y, card.minY + half), card.maxY - half)
            points = [tip, CGPoint(x: card.maxX, y: y + half), CGPoint(x: card.maxX, y: y - half)]
        case .trailing:
            let y = min(max(tip.y, card.minY + half), card.maxY - half)
            points = [tip, CGPoint(x: card.minX, y: y - half), CGPoint(x: card.minX, y: y + half)]
        }
        return "<polygon points=\"" + points.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
            + "\"/>"
    }

    // MARK: - Safe area

    /// The device's status bar and home indicator: a faint band over the top inset and the
    /// indicator's capsule centred at the bottom, drawn over everything as iOS draws them.
    /// The indicator's size and position are an assumption (134 × 5 points, 8 points above the
    /// bottom edge, as measured on Face ID iPhones in portrait; Apple does not document them).
    private mutating func drawSafeArea() {
        let insets = device.safeAreaInsets
        if insets.top > 0 {
            fillRect(
                CGRect(x: 0, y: 0, width: device.size.width, height: insets.top),
                .color(Color.RGBA(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.06)), role: "status-bar")
        }
        if insets.bottom > 0 {
            let width = min(134, device.size.width / 2)
            let indicator = CGRect(
                x: device.size.width / 2 - width / 2, y: device.size.height - 8 - 5, width: width, height: 5)
            out += roundedRectElement(indicator, radius: 2.5).replacingOccurrences(
                of: "/>",
                with:
                    " data-role=\"home-indicator\" \(fillAttributes(.color(Palette.label(level: 0, scheme)), bounds: indicator))/>"
            )
        }
    }

    // MARK: - Elements

    private mutating func fillRect(_ rect: CGRect, _ paint: Paint, role: String?) {
        if case .color(let rgba) = paint, rgba.opacity <= 0 { return }
        let role = role.map { "data-role=\"\($0)\" " } ?? ""
        let fill = fillAttributes(paint, bounds: rect)
        out += rectElement(rect).replacingOccurrences(of: "/>", with: " \(role)\(fill)/>")
    }

    /// A frame grown into the safe area at `edges`, where it reaches the layer's safe area
    /// (`background(_:ignoresSafeAreaEdges:)`).
    private func grown(_ frame: CGRect, edges: Edge.Set, _ context: Context) -> CGRect {
        expandIntoSafeArea(frame, edges: edges, container: context.container, safeArea: context.safeArea)
    }

    private func rectElement(_ rect: CGRect) -> String {
        "<rect x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\" width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\"/>\n"
    }

    private func roundedRectElement(_ rect: CGRect, radius: CGFloat) -> String {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return rectElement(rect) }
        return
            "<rect x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\" width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\""
            + " rx=\"\(svgNumber(r))\"/>\n"
    }

    private func topRoundedPath(_ rect: CGRect, radius: CGFloat) -> String {
        let r = min(radius, rect.width / 2, rect.height)
        return
            "<path d=\"M\(svgNumber(rect.minX)),\(svgNumber(rect.maxY)) V\(svgNumber(rect.minY + r)) A\(svgNumber(r)),\(svgNumber(r)) 0 0 1 \(svgNumber(rect.minX + r)),\(svgNumber(rect.minY))"
            + " H\(svgNumber(rect.maxX - r)) A\(svgNumber(r)),\(svgNumber(r)) 0 0 1 \(svgNumber(rect.maxX)),\(svgNumber(rect.minY + r)) V\(svgNumber(rect.maxY)) Z\"/>\n"
    }

    /// The element that draws `shape` over `frame`. A rounded rectangle's continuous corners
    /// are drawn as circular ones; a custom shape as the rectangles of its path.
    private func shapeElement(_ shape: any Shape, in frame: CGRect) -> String {
        switch shape {
        case is Rectangle:
            return rectElement(frame)
        case let rounded as RoundedRectangle:
            let rx = min(rounded.cornerSize.width, frame.width / 2)
            let ry = min(rounded.cornerSize.height, frame.height / 2)
            guard rx > 0, ry > 0 else { return rectElement(frame) }
            return
                "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\" width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
                + " rx=\"\(svgNumber(rx))\" ry=\"\(svgNumber(ry))\"/>\n"
        case is Capsule:
            return roundedRectElement(frame, radius: min(frame.width, frame.height) / 2)
        case is Circle:
            return
                "<circle cx=\"\(svgNumber(frame.midX))\" cy=\"\(svgNumber(frame.midY))\" r=\"\(svgNumber(min(frame.width, frame.height) / 2))\"/>\n"
        case is Ellipse:
            return
                "<ellipse cx=\"\(svgNumber(frame.midX))\" cy=\"\(svgNumber(frame.midY))\" rx=\"\(svgNumber(frame.width / 2))\" ry=\"\(svgNumber(frame.height / 2))\"/>\n"
        default:
            let data = shape.path(in: frame).svgPathData
            return "<path d=\"\(data)\"/>\n"
        }
    }

    private func shapeName(_ shape: any Shape) -> String {
        String(describing: type(of: shape))
    }

    /// Defines a clip path from an element and returns its id.
    private mutating func clipPath(_ element: String) -> String {
        nextID += 1
        let id = "clip\(nextID)"
        out += "<clipPath id=\"\(id)\">\(element.hasSuffix("\n") ? String(element.dropLast()) : element)</clipPath>\n"
        return id
    }

    private func frameAttribute(_ frame: CGRect?) -> String {
        guard let frame else { return "" }
        return
            " data-frame=\"\(svgNumber(frame.minX)) \(svgNumber(frame.minY)) \(svgNumber(frame.width)) \(svgNumber(frame.height))\""
    }

    // MARK: - Paint

    /// A resolved style: a color, or a linear gradient over the bounds of what it fills.
    enum Paint {
        case color(Color.RGBA)
        case linearGradient(stops: [(color: Color.RGBA, location: CGFloat)], start: UnitPoint, end: UnitPoint)
        /// A radial gradient; `radius` is a fraction of the filled bounds (SVG's
        /// objectBoundingBox units), nil for SVG's default (half the bounds).
        case radialGradient(stops: [(color: Color.RGBA, location: CGFloat)], center: UnitPoint, radius: CGFloat?)
    }

    /// Resolves a shape style in the current context: colors in the host's color scheme, the
    /// hierarchical styles as levels of the foreground (of the label colors when the
    /// foreground is the default), `.foreground` as the foreground, gradients as gradients.
    /// A style the renderer does not know (an asset-catalog color, a custom style) is gray.
    func paint(for style: any ShapeStyle, _ context: Context) -> Paint {
        switch style {
        case let color as Color:
            return .color(color.resolvedRGBA(in: scheme) ?? Palette.unknown)
        case let hierarchical as HierarchicalShapeStyle:
            guard let foreground = context.foreground else {
                return .color(Palette.label(level: hierarchical.level, scheme))
            }
            return Palette.faded(foreground, level: hierarchical.level)
        case is ForegroundStyle:
            return context.foreground ?? .color(Palette.label(level: 0, scheme))
        case is BackgroundStyle:
            return .color(Palette.background(scheme))
        case let material as Material:
            // No blur: the system background at the material's opacity (`Material`).
            var tint = Palette.background(scheme)
            tint.opacity = material.opacity
            return .color(tint)
        case let gradient as LinearGradient:
            return .linearGradient(
                stops: resolved(gradient.gradient), start: gradient.startPoint, end: gradient.endPoint)
        case let gradient as Gradient:
            return .linearGradient(stops: resolved(gradient), start: .top, end: .bottom)
        case let gradient as AnyGradient:
            return .linearGradient(stops: resolved(gradient.gradient), start: .top, end: .bottom)
        case let gradient as EllipticalGradient:
            return .radialGradient(
                stops: resolved(gradient.gradient), center: gradient.center, radius: gradient.endRadiusFraction)
        case let gradient as RadialGradient:
            // The radii are points; drawn over SVG's default radius (half the bounds), the
            // stops keep their order (an approximation).
            return .radialGradient(stops: resolved(gradient.gradient), center: gradient.center, radius: nil)
        case let gradient as AngularGradient:
            // SVG has no conic gradient: drawn in its first color.
            return .color(resolved(gradient.gradient).first?.color ?? Palette.unknown)
        case let faded as any FadedShapeStyle:
            return Self.faded(paint(for: faded.fadedBase, context), by: faded.fadedOpacity)
        default:
            return .color(Palette.unknown)
        }
    }

    /// `paint` with every color's opacity multiplied by `opacity` (`ShapeStyle.opacity(_:)`).
    static func faded(_ paint: Paint, by opacity: Double) -> Paint {
        func fade(_ rgba: Color.RGBA) -> Color.RGBA {
            var faded = rgba
            faded.opacity *= opacity
            return faded
        }
        switch paint {
        case .color(let rgba):
            return .color(fade(rgba))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops.map { (fade($0.color), $0.location) }, start: start, end: end)
        case .radialGradient(let stops, let center, let radius):
            return .radialGradient(stops: stops.map { (fade($0.color), $0.location) }, center: center, radius: radius)
        }
    }

    private func resolved(_ gradient: Gradient) -> [(color: Color.RGBA, location: CGFloat)] {
        gradient.stops.map { ($0.color.resolvedRGBA(in: scheme) ?? Palette.unknown, min(max($0.location, 0), 1)) }
    }

    private mutating func fillAttributes(_ paint: Paint, bounds: CGRect) -> String {
        paintAttributes(paint, property: "fill")
    }

    private mutating func strokeAttributes(_ paint: Paint, width: CGFloat, bounds: CGRect) -> String {
        paintAttributes(paint, property: "stroke") + " stroke-width=\"\(svgNumber(width))\""
    }

    private mutating func paintAttributes(_ paint: Paint, property: String) -> String {
        switch paint {
        case .color(let rgba):
            var attributes = "\(property)=\"\(hex(rgba))\""
            if rgba.opacity < 1 { attributes += " \(property)-opacity=\"\(svgNumber(max(rgba.opacity, 0)))\"" }
            return attributes
        case .linearGradient(let stops, let start, let end):
            nextID += 1
            let id = "gradient\(nextID)"
            defs +=
                "<linearGradient id=\"\(id)\" x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\">"
            defs += stopElements(stops) + "</linearGradient>\n"
            return "\(property)=\"url(#\(id))\""
        case .radialGradient(let stops, let center, let radius):
            nextID += 1
            let id = "gradient\(nextID)"
            defs += "<radialGradient id=\"\(id)\" cx=\"\(svgNumber(center.x))\" cy=\"\(svgNumber(center.y))\""
            if let radius { defs += " r=\"\(svgNumber(radius))\"" }
            defs += ">" + stopElements(stops) + "</radialGradient>\n"
            return "\(property)=\"url(#\(id))\""
        }
    }

    private func stopElements(_ stops: [(color: Color.RGBA, location: CGFloat)]) -> String {
        var result = ""
        for stop in stops {
            result += "<stop offset=\"\(svgNumber(stop.location))\" stop-color=\"\(hex(stop.color))\""
            if stop.color.opacity < 1 { result += " stop-opacity=\"\(svgNumber(max(stop.color.opacity, 0)))\"" }
            result += "/>"
        }
        return result
    }

    private func hex(_ rgba: Color.RGBA) -> String {
        String(rgba.hexDescription.prefix(7))
    }

    /// A weight on CSS's scale: SwiftUI's nine weights map to 100...900, the nearest one for
    /// a weight between them.
    private func cssWeight(_ weight: Font.Weight) -> Int {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        var best = 0
        for index in weights.indices
        where abs(weights[index].value - weight.value) < abs(weights[best].value - weight.value) {
            best = index
        }
        return (best + 1) * 100
    }
}

/// The navigation bar's drawing metrics (its heights are layout's, `NavigationBarMetrics`). The
/// inline title is the Headline text style (17 pt semibold in the HIG's type table), the back
/// button Body.
enum NavigationBar {
    /// A large title's leading inset: UIKit's standard layout margin on an iPhone (16 pt, an
    /// assumption as commonly measured).
    static let largeTitleInset: CGFloat = 16
    static let backInset: CGFloat = 8
    static let titleInset: CGFloat = 88
    static let titleGap: CGFloat = 8
}

/// Colors the renderer draws with besides the view's own.
enum Palette {
    /// `systemBackground`: white in light mode, black in dark mode.
    static func background(_ scheme: ColorScheme) -> Color.RGBA {
        scheme == .dark ? Color.RGBA(red: 0, green: 0, blue: 0) : Color.RGBA(red: 1, green: 1, blue: 1)
    }

    /// A sheet's background: `systemBackground`, or the elevated `secondarySystemBackground`
    /// (#1C1C1E) in dark mode.
    static func elevatedBackground(_ scheme: ColorScheme) -> Color.RGBA {
        scheme == .dark ? Color.RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : background(scheme)
    }

    /// The label colors by level (UIKit's `label`, `secondaryLabel`, `tertiaryLabel`,
    /// `quaternaryLabel`: #000000, #3C3C4399, #3C3C434D, #3C3C432E in light mode; white and
    /// #EBEBF5 at 60 %, 30 %, 16 % in dark mode). The fifth level has no UIKit color; 10 % is
    /// an assumption.
    static func label(level: Int, _ scheme: ColorScheme) -> Color.RGBA {
        let dark = scheme == .dark
        switch level {
        case ...0: return dark ? Color.RGBA(red: 1, green: 1, blue: 1) : Color.RGBA(red: 0, green: 0, blue: 0)
        default:
            let opacity = [0.6, 0.3, dark ? 0.16 : 0.18, 0.1][min(level, 4) - 1]
            return dark
                ? Color.RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: opacity)
                : Color.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity)
        }
    }

    /// A hierarchical level of a foreground that is not the default: the foreground at the
    /// label colors' opacities (1, 0.6, 0.3, 0.18, 0.1).
    static func faded(_ paint: SVGRenderer.Paint, level: Int) -> SVGRenderer.Paint {
        let factor = [1, 0.6, 0.3, 0.18, 0.1][min(max(level, 0), 4)]
        switch paint {
        case .color(var rgba):
            rgba.opacity *= factor
            return .color(rgba)
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: faded(stops, factor), start: start, end: end)
        case .radialGradient(let stops, let center, let radius):
            return .radialGradient(stops: faded(stops, factor), center: center, radius: radius)
        }
    }

    private static func faded(_ stops: [(color: Color.RGBA, location: CGFloat)], _ factor: Double)
        -> [(color: Color.RGBA, location: CGFloat)]
    {
        stops.map { stop in
            var color = stop.color
            color.opacity *= factor
            return (color, stop.location)
        }
    }

    /// `separator` (#3C3C434A light, #54545899 dark): what a `Divider` draws.
    static func separator(_ scheme: ColorScheme) -> Color.RGBA {
        scheme == .dark
            ? Color.RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
            : Color.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }

    /// The accent color: system blue.
    static func accent(_ scheme: ColorScheme) -> Color.RGBA {
        Color.accentColor.resolvedRGBA(in: scheme) ?? unknown
    }

    /// What a style the renderer cannot resolve is drawn in: `systemGray`.
    static let unknown = Color.RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}

/// A number as SVG gets it: rounded to thousandths, without a fraction when whole, never
/// `-0`, the same on every platform.
func svgNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (Double(value) * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(describing: rounded)
}

/// Text and attribute values with XML's special characters escaped, and the characters XML
/// 1.0 cannot carry dropped.
package func xmlEscaped(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "\n": result += "&#10;"
        case "\t": result += "&#9;"
        case "\r": result += "&#13;"
        default:
            let value = scalar.value
            if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
