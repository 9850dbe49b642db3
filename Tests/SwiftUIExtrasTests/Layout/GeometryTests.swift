import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

/// The seeds' components measured by the layout engine. Frames follow from the documented
/// layout rules (see `Tests/HeadlessSwiftUITests/Layout`), on a screen without safe-area
/// insets so that each number is plain arithmetic.
@MainActor
@Suite("The components, measured: AdaptiveStack, overlayIf, wrapToLink")
struct GeometryTests {
    private func screen(_ width: CGFloat, _ height: CGFloat, _ sizeClass: UserInterfaceSizeClass) -> Device {
        .custom(
            name: "Screen", size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(),
            horizontalSizeClass: sizeClass, verticalSizeClass: .regular, displayScale: 2)
    }

    private struct Stacked: View {
        var body: some View {
            AdaptiveStack(
                horizontalAlignment: .leading, horizontalSpacing: 12, verticalAlignment: .top, verticalSpacing: 4,
                condition: .compact
            ) {
                Color.red.frame(width: 100, height: 40).accessibilityIdentifier("wide")
                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("small")
            }
        }
    }

    @Test("AdaptiveStack, compact: vertical, leading-aligned, 4 pt apart")
    func adaptiveStackVerticalAxis() {
        let host = ViewHost(Stacked(), device: screen(300, 400, .compact))
        let wide = host.frame(of: "wide")!
        let small = host.frame(of: "small")!
        // The stack is 100×64, centred: origin (100, 168).
        #expect(wide == CGRect(x: 100, y: 168, width: 100, height: 40))
        #expect(small == CGRect(x: 100, y: 212, width: 40, height: 20))
    }

    @Test("AdaptiveStack, regular: horizontal, top-aligned, 12 pt apart")
    func adaptiveStackHorizontalAxis() {
        let host = ViewHost(Stacked(), device: screen(300, 400, .regular))
        let wide = host.frame(of: "wide")!
        let small = host.frame(of: "small")!
        // The stack is 152×40, centred: origin (74, 180).
        #expect(wide == CGRect(x: 74, y: 180, width: 100, height: 40))
        #expect(small == CGRect(x: 186, y: 180, width: 40, height: 20))
    }

    @Test("AdaptiveStack follows the device when it turns")
    func adaptiveStackFollowsTheDevice() {
        let host = ViewHost(Stacked(), device: .iPhone15Pro)
        #expect(host.frame(of: "small")!.minY > host.frame(of: "wide")!.maxY)
        host.update(device: .iPhone15ProMax.landscape)
        #expect(host.frame(of: "small")!.minX > host.frame(of: "wide")!.maxX)
    }

    @Test("overlayIf(alignment: .topTrailing) puts the badge at the top trailing corner")
    func overlayIfBadgeSitsInTheCorner() {
        let host = ViewHost(
            Color.gray.frame(width: 120, height: 80).accessibilityIdentifier("card")
                .overlayIf(
                    true, Color.red.frame(width: 16, height: 16).accessibilityIdentifier("badge"),
                    alignment: .topTrailing),
            device: screen(300, 400, .compact))
        let card = host.frame(of: "card")!
        #expect(host.frame(of: "badge") == CGRect(x: card.maxX - 16, y: card.minY, width: 16, height: 16))
    }

    private struct CoinList: View {
        let shaped: Bool
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(["Bitcoin", "Ether"], id: \.self) { name in
                            if shaped {
                                row(name).wrapToLink(Text("Detail \(name)"))
                            } else {
                                // The seed's link without its content shape.
                                NavigationLink {
                                    Text("Detail \(name)")
                                } label: {
                                    row(name)
                                }
                                .buttonStyle(PlainButtonStyle())
                            }
                        }
                    }
                }
            }
        }

        func row(_ name: String) -> some View {
            HStack {
                Text(name)
                Spacer()
                Text("›")
            }
            .padding()
            .accessibilityIdentifier(name)
        }
    }

    @Test("A wrapToLink row pushes when tapped in its empty middle; without the content shape it does not")
    func wrapToLinkRowIsTappableAcrossItsWidth() throws {
        let shaped = ViewHost(CoinList(shaped: true), device: screen(390, 800, .compact))
        let row = shaped.frame(of: "Bitcoin")!
        #expect(row.width == 390)
        try shaped.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(shaped.contains(text: "Detail Bitcoin"))

        let plain = ViewHost(CoinList(shaped: false), device: screen(390, 800, .compact))
        let plainRow = plain.frame(of: "Bitcoin")!
        #expect(throws: (any Error).self) { try plain.tap(at: CGPoint(x: plainRow.midX, y: plainRow.midY)) }
        #expect(!plain.contains(text: "Detail Bitcoin"))
        // The words themselves still take the tap.
        let word = plain.frame(of: "›")!
        try plain.tap(at: CGPoint(x: word.midX, y: word.midY))
        #expect(plain.contains(text: "Detail Bitcoin"))
    }

    private struct InboxIcon: View {
        let unread: Int
        var body: some View {
            Image(systemName: "tray").accessibilityIdentifier("inbox")
                .overlayIf(unread > 0, Text("\(unread)").font(.caption2), alignment: .topTrailing)
        }
    }

    @Test("The README's geometry example holds")
    func readmeBadgeSitsInTheCorner() throws {
        let host = ViewHost(InboxIcon(unread: 3), device: .iPhoneSE)
        let icon = try #require(host.frame(of: "inbox"))
        let badge = try #require(host.frame(of: "3"))
        #expect(badge.maxX == icon.maxX && badge.minY == icon.minY)
        #expect(host.render(frames: true).contains("Text \"3\" .font: .caption2 ["))
    }
}
