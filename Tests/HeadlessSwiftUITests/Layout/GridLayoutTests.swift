import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("Lazy grids: fixed, flexible and adaptive tracks")
struct GridLayoutTests {
    @Test("Fixed tracks first, flexible ones share the rest; lines are as tall as their tallest item")
    func fixedAndFlexibleColumns() {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<4, id: \.self) { index in
                    Color.red.frame(height: index == 1 ? 40 : 20).accessibilityIdentifier("item \(index)")
                }
            },
            device: box(300, 400))
        let items = (0..<4).map { host.frame(of: "item \($0)")! }
        // 300 − 2 gaps of 8 − 50 = 234, shared by two flexible columns: 117 each.
        #expect(items.map(\.width) == [50, 117, 117, 50])
        #expect(items[1].minX - items[0].maxX == 8)
        // Line one is 40 tall; item 0 (20 tall) is centred in its cell; line two starts 10 below.
        #expect(items[0].minY - items[1].minY == 10)
        #expect(items[3].minY - items[1].maxY == 10)
    }

    @Test("An adaptive track holds as many items as fit at its minimum")
    func adaptiveColumns() {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<4, id: \.self) { index in
                    Color.blue.frame(height: 30).accessibilityIdentifier("cell \(index)")
                }
            },
            device: box(300, 400))
        let cells = (0..<4).map { host.frame(of: "cell \($0)")! }
        // (300 + 8) / (80 + 8) → 3 columns of (300 − 16) / 3.
        #expect(abs(cells[0].width - 284.0 / 3) < 0.001)
        #expect(cells[2].minY == cells[0].minY)
        #expect(cells[3].minY > cells[0].maxY)
    }

    @Test("A horizontal grid fills rows top to bottom, then the next column")
    func horizontalGrid() {
        let host = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
                ForEach(0..<3, id: \.self) { index in
                    Color.green.frame(width: 30).accessibilityIdentifier("tile \(index)")
                }
            },
            device: box(300, 400))
        let tiles = (0..<3).map { host.frame(of: "tile \($0)")! }
        #expect(tiles.map(\.height) == [40, 40, 40])
        #expect(tiles[1].minY - tiles[0].maxY == 8)
        #expect(tiles[2].minX - tiles[0].maxX == 12)
    }

    @Test("Each GridItem's spacing is the gap after its own track")
    func spacingPerTrack() {
        // Apple, GridItem.spacing: "The spacing to the next item."
        let host = ViewHost(
            LazyVGrid(columns: [
                GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50), spacing: 30), GridItem(.fixed(50)),
            ]) {
                ForEach(0..<3, id: \.self) { index in
                    Color.red.frame(height: 20).accessibilityIdentifier("cell \(index)")
                }
            }
            .fixedSize()
            .accessibilityIdentifier("grid"),
            device: box(400, 300))
        let cells = (0..<3).map { host.frame(of: "cell \($0)")! }
        #expect(cells[1].minX - cells[0].maxX == 10)
        #expect(cells[2].minX - cells[1].maxX == 30)
        #expect(host.frame(of: "grid")?.width == 190, "three tracks and the two gaps between them")
    }

    @Test("A lazy grid in a scroll view creates the lines on screen, and more as it scrolls")
    func lazyGridCreatesWhatIsOnScreen() throws {
        // Apple, LazyVGrid: "creating items only as needed".
        let log = EventLog()
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                    ForEach(0..<300, id: \.self) { index in
                        Text("\(index)").frame(height: 100)
                            .onAppear { log.entries.append("\(index)") }
                    }
                }
            },
            device: box(300, 300))
        #expect(log.entries == (0..<9).map { "\($0)" }, "three lines of three")
        // The third line's texts: 22 pt tall, centred in its 100 pt cells.
        #expect(abs((host.frame(of: "8")?.maxY ?? 0) - 261) < 0.001)
        log.entries.removeAll()
        try host.scroll(by: CGSize(width: 0, height: 300))
        #expect(log.entries.sorted() == (9..<18).map { "\($0)" }.sorted())
        #expect(!host.contains(text: "0"))
        try host.scroll(toShow: "299")
        #expect(host.contains(text: "299"))
        #expect(host.texts.count <= 12, "the lines scrolled past were let go")
    }
}
