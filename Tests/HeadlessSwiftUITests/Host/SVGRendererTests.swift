import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG drawing: well-formed XML, elements where layout put them, presentations as iOS
/// shows them, the same bytes every time.
@MainActor
@Suite("SVG renderer")
struct SVGRendererTests {
    /// Parses the drawing with Foundation's XML parser (FoundationXML on Linux).
    func document(_ host: ViewHost) throws -> XMLDocument {
        try XMLDocument(data: Data(host.svg().utf8), options: [])
    }

    /// The elements an XPath query finds.
    func elements(_ document: XMLDocument, _ path: String) throws -> [XMLElement] {
        try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    func attribute(_ element: XMLElement?, _ name: String) -> String? {
        // By name through the list: FoundationXML's `attribute(forName:)` misses attributes of
        // an element in a default namespace.
        element?.attributes?.first { $0.name == name }?.stringValue
    }

    func number(_ element: XMLElement?, _ name: String) -> CGFloat? {
        attribute(element, name).flatMap(Double.init).map { CGFloat($0) }
    }

    /// A `data-frame` attribute, `x y width height`.
    func frame(_ element: XMLElement?) -> CGRect? {
        guard let values = attribute(element, "data-frame")?.split(separator: " ").compactMap({ Double($0) }),
            values.count == 4
        else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func close(_ a: CGFloat?, _ b: CGFloat?, tolerance: CGFloat = 0.001) -> Bool {
        guard let a, let b else { return false }
        return abs(a - b) <= tolerance
    }

    func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return false }
        return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// Whether `inner` lies within `outer`, to the thousandth a drawing rounds to.
    func within(_ inner: CGRect, _ outer: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.001 && inner.minY >= outer.minY - 0.001 && inner.maxX <= outer.maxX + 0.001
            && inner.maxY <= outer.maxY + 0.001
    }

    @Test func parsesAsXMLAndIsTheDevicesScreen() throws {
        let host = ViewHost(
            VStack {
                Text("Fish & Chips <tonight>")
                Rectangle().fill(.blue).frame(width: 40, height: 20)
                Circle().stroke(.red, lineWidth: 2).frame(width: 30, height: 30)
                Image(systemName: "star.fill")
            }, device: .iPhoneSE)
        let svg = try document(host)
        let root = try #require(svg.rootElement())
        #expect(root.name == "svg")
        #expect(attribute(root, "width") == "375")
        #expect(attribute(root, "height") == "667")
        #expect(attribute(root, "viewBox") == "0 0 375 667")
        #expect(attribute(root, "font-family") == "Inter, system-ui")
        let background = try elements(svg, "//*[@data-role='screen']").first
        #expect(attribute(background, "fill") == "#FFFFFF")
        let text = try elements(svg, "//*[local-name()='text'][@data-text='Fish & Chips <tonight>']").first
        #expect(text?.stringValue == "Fish & Chips <tonight>")
        let symbol = try elements(svg, "//*[@data-symbol='star.fill']").first
        #expect(symbol != nil)
    }

    @Test func elementFramesAreTheHostsFrames() throws {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 12) {
                Text("Inbox").font(.largeTitle)
                HStack {
                    RoundedRectangle(cornerRadius: 8).fill(.orange)
                        .frame(width: 120, height: 44)
                        .accessibilityIdentifier("card")
                    Capsule().fill(.green).frame(width: 60, height: 24).accessibilityIdentifier("pill")
                }
                Text("A longer line of text that wraps onto a second line at this width")
                    .frame(width: 200)
            }, device: .iPhone15Pro)
        let svg = try document(host)

        for identifier in ["card", "pill"] {
            let group = try elements(svg, "//*[@data-id='\(identifier)']").first
            let drawn = try #require(group?.children?.compactMap { $0 as? XMLElement }.first)
            let expected = try #require(host.frame(of: identifier))
            #expect(close(frame(group), expected), "\(identifier)")
            #expect(close(number(drawn, "x"), expected.minX))
            #expect(close(number(drawn, "y"), expected.minY))
            #expect(close(number(drawn, "width"), expected.width))
            #expect(close(number(drawn, "height"), expected.height))
        }
        let rounded = try elements(svg, "//*[@data-id='card']/*").first
        #expect(attribute(rounded, "rx") == "8")
        #expect(attribute(rounded, "fill") == "#FF8D28")

        for string in ["Inbox", "A longer line of text that wraps onto a second line at this width"] {
            let text = try #require(try elements(svg, "//*[@data-text='\(string)']").first)
            let expected = try #require(host.frame(of: string))
            #expect(close(frame(text), expected), "\(string)")
            // The first line starts at the frame's leading edge.
            let firstLine = text.children?.compactMap { $0 as? XMLElement }.first
            #expect(close(number(firstLine, "x"), expected.minX))
            #expect(number(firstLine, "y").map { $0 > expected.minY && $0 < expected.maxY } == true)
        }
        // The wrapped text is drawn line by line, as layout broke it.
        let wrapped = try elements(
            svg, "//*[@data-text='A longer line of text that wraps onto a second line at this width']/*")
        #expect(wrapped.count > 1)
        #expect(
            wrapped.map(\.stringValue).compactMap { $0 }.joined(separator: " ")
                == "A longer line of text that wraps onto a second line at this width")
    }

    @Test func textColorSizeAndWeightFollowTheFont() throws {
        let host = ViewHost(
            VStack {
                Text("Title").font(.title).bold()
                Text("Body")
                Text("Note").font(.footnote).foregroundStyle(.secondary)
                Text("Alert").foregroundColor(.red)
                Button("Tap") {}
                Button("Delete", role: .destructive) {}
            }, device: .iPhone15Pro)
        let svg = try document(host)
        func text(_ string: String) throws -> XMLElement? {
            try elements(svg, "//*[local-name()='text'][@data-text='\(string)']").first
        }
        // Title 1 is 28 pt; its emphasized weight is Bold (HIG typography).
        #expect(attribute(try text("Title"), "font-size") == "28")
        #expect(attribute(try text("Title"), "font-weight") == "700")
        #expect(attribute(try text("Title"), "fill") == "#000000")
        #expect(attribute(try text("Body"), "font-size") == "17")
        #expect(attribute(try text("Body"), "font-weight") == "400")
        #expect(attribute(try text("Note"), "font-size") == "13")
        #expect(attribute(try text("Note"), "fill") == "#3C3C43")
        #expect(attribute(try text("Note"), "fill-opacity") == "0.6")
        #expect(attribute(try text("Alert"), "fill") == "#FF383C")
        // A button's label is drawn in the accent color, a destructive one in red.
        #expect(attribute(try text("Tap"), "fill") == "#0088FF")
        #expect(attribute(try text("Delete"), "fill") == "#FF383C")
    }

    @Test func backgroundsOverlaysOpacityClippingAndHidden() throws {
        let host = ViewHost(
            VStack {
                Text("Behind").padding().background(.yellow).overlay(.red.opacity(0.25))
                Text("Faded").opacity(0.5)
                Text("Gone").hidden()
                Color.blue.frame(width: 40, height: 40).clipShape(Circle()).accessibilityIdentifier("dot")
                Rectangle()
                    .fill(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
                    .frame(width: 50, height: 50)
                Text("Glow").foregroundStyle(
                    .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            }, device: .iPhoneSE)
        let raw = host.svg()
        let svg = try XMLDocument(data: Data(raw.utf8), options: [])
        // Background, then the text, then the overlay, in document (drawing) order.
        let background = try #require(raw.range(of: "data-role=\"background\""))
        let text = try #require(raw.range(of: "data-text=\"Behind\""))
        let overlay = try #require(raw.range(of: "data-role=\"overlay\""))
        #expect(background.lowerBound < text.lowerBound && text.lowerBound < overlay.lowerBound)
        let yellow = try elements(svg, "//*[@data-role='background']").first
        #expect(attribute(yellow, "fill") == "#FFCC00")
        #expect(close(number(yellow, "width"), host.frame(of: "Behind").map { $0.width + 32 }))

        let faded = try elements(svg, "//*[@data-text='Faded']/..").first
        #expect(attribute(faded, "opacity") == "0.5")
        #expect(try elements(svg, "//*[@data-text='Gone']").isEmpty)

        let dot = try #require(try elements(svg, "//*[@data-id='dot']/*[@clip-path]").first)
        let clipID = try #require(attribute(dot, "clip-path"))
        #expect(clipID.hasPrefix("url(#clip"))
        let clip = try elements(svg, "//*[local-name()='clipPath']/*[local-name()='circle']").first
        #expect(number(clip, "r") == 20)

        // Gradients are defined once each and referenced by what they fill.
        let gradients = try elements(svg, "//*[local-name()='linearGradient']")
        #expect(gradients.count == 2)
        #expect(attribute(gradients.first, "y2") == "1")
        #expect(attribute(gradients.last, "x2") == "1")
        #expect(try elements(svg, "//*[local-name()='linearGradient']/*").count == 4)
        let glow = try elements(svg, "//*[@data-text='Glow']").first
        #expect(attribute(glow, "fill") == "url(#\(attribute(gradients.last, "id") ?? ""))")
    }

    @Test func mediumSheetCoversTheLowerHalf() throws {
        struct Screen: View {
            @State var shows = true
            var body: some View {
                Text("Presenter")
                    .sheet(isPresented: $shows) {
                        Text("In the sheet")
                            .presentationDetents([.medium, .large])
                    }
            }
        }
        let device = Device.iPhone15Pro
        let host = ViewHost(Screen(), device: device)
        let svg = try document(host)
        let sheet = try #require(try elements(svg, "//*[@data-presentation='sheet']").first)
        #expect(attribute(sheet, "data-detent") == ".medium")
        let card = try #require(frame(sheet))
        #expect(abs(card.minY - device.size.height / 2) < device.size.height * 0.05)
        #expect(card.maxY == device.size.height)
        #expect(card.width == device.size.width)
        // The presenter is dimmed, the card's top corners are rounded, and its drag indicator
        // shows (two detents).
        #expect(try !elements(svg, "//*[@data-presentation='sheet']/*[@data-role='dimming']").isEmpty)
        #expect(
            try elements(svg, "//*[@data-role='card']").first.flatMap { attribute($0, "d") }?.contains("A10,10") == true
        )
        #expect(try !elements(svg, "//*[@data-role='drag-indicator']").isEmpty)
        // The sheet's content is laid out in the card, not in the full screen.
        let inSheet = try #require(host.frame(of: "In the sheet"))
        #expect(within(inSheet, card))
        let text = try elements(svg, "//*[@data-text='In the sheet']").first
        #expect(close(frame(text), inSheet))

        try host.selectDetent(.large)
        let large = try #require(frame(try elements(try document(host), "//*[@data-presentation='sheet']").first))
        #expect(large.minY == device.safeAreaInsets.top)
    }

    @Test func fullScreenCoverAndPopover() throws {
        struct Cover: View {
            @State var shows = true
            var body: some View {
                Text("Under").fullScreenCover(isPresented: $shows) { Text("Cover") }
            }
        }
        let cover = ViewHost(Cover(), device: .iPhone15Pro)
        let coverLayer = try elements(try document(cover), "//*[@data-presentation='fullScreenCover']").first
        #expect(frame(coverLayer) == CGRect(origin: .zero, size: Device.iPhone15Pro.size))

        struct Tip: View {
            @State var shows = true
            var body: some View {
                Button("Info") {}
                    .popover(isPresented: $shows, arrowEdge: .bottom) {
                        Text("A tip").padding().presentationCompactAdaptation(.popover)
                    }
            }
        }
        let popover = ViewHost(Tip(), device: .iPhone15Pro)
        let svg = try document(popover)
        let bubble = try #require(frame(try elements(svg, "//*[@data-presentation='popover']").first))
        let anchor = try #require(popover.frame(of: "Info"))
        #expect(bubble.minY > anchor.maxY)
        #expect(try !elements(svg, "//*[@data-role='arrow']").isEmpty)
        let tip = try #require(popover.frame(of: "A tip"))
        #expect(within(tip, bubble))
    }

    /// A popover attaches where its `attachmentAnchor` says in its presenter, not always to
    /// its whole frame: a unit point of it, or a rectangle in it.
    /// (SwiftUI's `PopoverAttachmentAnchor` is not `Sendable`, so the anchors are made here.)
    @Test(arguments: [0, 1, 2])
    func aPopoverHangsFromItsAttachmentAnchor(index: Int) throws {
        let (anchor, fraction): (PopoverAttachmentAnchor, CGFloat) = [
            (.rect(.bounds), 0.5), (.point(UnitPoint(x: 0.25, y: 1)), 0.25),
            (.rect(.rect(CGRect(x: 240, y: 0, width: 60, height: 40))), 0.9),
        ][index]
        struct Tip: View {
            let anchor: PopoverAttachmentAnchor
            @State var shows = true
            var body: some View {
                Text("Row").frame(width: 300, height: 40)
                    .popover(isPresented: $shows, attachmentAnchor: anchor, arrowEdge: .bottom) {
                        Text("A tip").padding()
                    }
            }
        }
        let host = ViewHost(Tip(anchor: anchor), device: .iPadPro11)
        let svg = try document(host)
        let bubble = try #require(frame(try elements(svg, "//*[@data-presentation='popover']").first))
        let row = try #require(host.frame(of: "Row"))
        let row300 = CGRect(x: row.midX - 150, y: row.midY - 20, width: 300, height: 40)
        #expect(abs(bubble.midX - (row300.minX + fraction * row300.width)) < 0.5, "\(bubble) under \(row300)")
        #expect(bubble.minY >= row300.maxY)
    }

    /// A viewer whose font is wider than Inter (Debian's default, say) would draw a line past
    /// the width layout measured: every line carries its measured width as `textLength`, and
    /// `lengthAdjust="spacingAndGlyphs"` makes any font fill exactly that width.
    @Test func everyLineIsDrawnAtTheWidthLayoutGaveIt() throws {
        let host = ViewHost(
            VStack {
                Text("Bitcoin")
                Text("A long sentence that wraps onto a second line here").frame(width: 160)
                Text("Truncated at the end of one line").lineLimit(1).frame(width: 120)
                Text("")
            }
            .navigationTitle("Prices"), device: .iPhone15Pro)
        let svg = try document(host)
        let spans = try elements(svg, "//*[local-name()='tspan']")
        #expect(spans.count >= 4)
        for span in spans {
            let parent = try #require(span.parent as? XMLElement)
            let text = span.stringValue ?? ""
            if text.isEmpty {
                #expect(attribute(span, "textLength") == nil, "an empty line has no length to fill")
                continue
            }
            let length = try #require(number(span, "textLength"), "\(text)")
            #expect(attribute(span, "lengthAdjust") == "spacingAndGlyphs")
            #expect(length > 0)
            if let frame = frame(parent) {
                #expect(length <= frame.width + 0.001, "\(text): \(length) in \(frame.width)")
            }
        }
        let bitcoin = try #require(try elements(svg, "//*[@data-text='Bitcoin']/*").first)
        let measured = try #require(host.frame(of: "Bitcoin")?.width)
        #expect(abs(try #require(number(bitcoin, "textLength")) - measured) < 0.001, "rounded to thousandths")
        let wrapped = try elements(svg, "//*[starts-with(@data-text, 'A long')]/*").compactMap {
            number($0, "textLength")
        }
        #expect(wrapped.count >= 2)
        #expect(Set(wrapped).count == wrapped.count, "each line its own width")
        #expect(wrapped.allSatisfy { $0 <= 160 })
    }

    /// A navigation link in a list is a row: its label in the label color, a chevron at the
    /// row's trailing edge (UIKit's disclosure indicator). A button in a list, and a link
    /// elsewhere, keep the accent color.
    @Test func aLinkInAListIsARowWithADisclosureIndicator() throws {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    List {
                        NavigationLink("Settings", value: 1)
                        Button("Sign Out") {}
                    }
                    NavigationLink("Help", value: 2)
                }
            }, device: .iPhone15Pro)
        let svg = try document(host)
        func text(_ string: String) throws -> XMLElement? {
            try elements(svg, "//*[local-name()='text'][@data-text='\(string)']").first
        }
        #expect(attribute(try text("Settings"), "fill") == "#000000")
        #expect(attribute(try text("Sign Out"), "fill") == "#0088FF")
        #expect(attribute(try text("Help"), "fill") == "#0088FF")
        let chevrons = try elements(svg, "//*[@data-role='disclosure-indicator']")
        #expect(chevrons.count == 1, "only the link in the list has one")
        let row = try #require(host.frame(of: "Settings"))
        let chevron = try #require(frame(chevrons.first))
        #expect(chevron.midY == row.midY)
        #expect(chevron.maxX == Device.iPhone15Pro.size.width - 16, "16 pt in from the list's trailing edge")
        #expect(chevron.width == 7 && chevron.height == 12)
    }

    @Test func navigationBarShowsTitleAndBack() throws {
        struct Screen: View {
            @State var path: [Int] = [1]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationTitle("Inbox")
                        .navigationDestination(for: Int.self) {
                            Text("Message \($0)").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
                        }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        let svg = try document(host)
        let bar = try #require(try elements(svg, "//*[@data-role='navigation-bar']").first)
        #expect(frame(bar)?.minY == Device.iPhone15Pro.safeAreaInsets.top)
        #expect(frame(bar)?.height == 44)
        let title = try elements(svg, "//*[@data-role='navigation-title']").first
        #expect(title?.stringValue == "Message")
        #expect(attribute(title, "font-weight") == "600")
        let back = try elements(svg, "//*[@data-role='back-button']").first
        #expect(back?.stringValue == "\u{2039} Inbox")
        #expect(try elements(svg, "//*[@data-text='Root']").isEmpty, "the covered screen is not drawn")
    }

    @Test func largeTitleFillsTheRoomLayoutReserved() throws {
        let host = ViewHost(
            NavigationStack { Text("Body").navigationTitle("Inbox") }, device: .iPhone15Pro)
        let svg = try document(host)
        let bar = try #require(try elements(svg, "//*[@data-role='navigation-bar']").first)
        #expect(frame(bar)?.height == 96)
        let title = try elements(svg, "//*[@data-role='navigation-title']").first
        #expect(title?.stringValue == "Inbox")
        #expect(attribute(title, "font-size") == "34")
        #expect(attribute(title, "font-weight") == "700")
        let body = try #require(host.frame(of: "Body"))
        let barFrame = try #require(frame(bar))
        #expect(body.minY > barFrame.maxY, "the content is below the bar, not under it")
    }

    @Test func rendersAreByteIdentical() {
        func make() -> ViewHost {
            ViewHost(
                VStack {
                    Text("Same").font(.headline)
                    Circle().fill(.mint).frame(width: 33.333, height: 33.333)
                    Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                        .frame(height: 10)
                }
                .padding(7.5)
                .background(.gray.opacity(0.2)),
                device: .iPhone15Pro)
        }
        let host = make()
        let first = host.svg()
        #expect(first == host.svg())
        #expect(first == make().svg())
        #expect(!first.contains("-0\""))
    }

    @Test func safeAreaIsDrawnAsTheSystemDrawsIt() throws {
        let svg = try document(ViewHost(Text("Hi"), device: .iPhone15Pro))
        let status = try #require(try elements(svg, "//*[@data-role='status-bar']").first)
        #expect(number(status, "height") == 59)
        let indicator = try #require(try elements(svg, "//*[@data-role='home-indicator']").first)
        #expect(number(indicator, "width") == 134)
        // An iPhone SE has a home button: no indicator.
        let se = try document(ViewHost(Text("Hi"), device: .iPhoneSE))
        #expect(try elements(se, "//*[@data-role='home-indicator']").isEmpty)
    }
}
