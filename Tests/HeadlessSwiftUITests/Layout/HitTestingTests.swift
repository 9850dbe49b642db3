import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Hit testing: shapes, content shapes, allowsHitTesting")
struct HitTestingTests {
    final class Taps {
        var names: [String] = []
    }

    @Test("A circle takes taps where it paints, not in its frame's corners (contentShape docs)")
    func circleHitsInsideOnly() throws {
        let taps = Taps()
        let host = ViewHost(
            Button {
                taps.names.append("circle")
            } label: {
                Circle().frame(width: 100, height: 100)
            }
            .buttonStyle(PlainButtonStyle()),
            device: box(300, 400))
        // Frame 100×100 centred: (100, 150)...(200, 250).
        try host.tap(at: CGPoint(x: 150, y: 200))
        #expect(taps.names == ["circle"])
        #expect(throws: (any Error).self) { try host.tap(at: CGPoint(x: 103, y: 153)) }
        #expect(taps.names == ["circle"])
    }

    @Test("Empty space in a stack takes no tap; contentShape makes the whole area tappable")
    func contentShapeFillsTheRow() throws {
        let taps = Taps()
        let plain = ViewHost(
            Button {
                taps.names.append("plain")
            } label: {
                HStack {
                    Text("Bitcoin")
                    Spacer()
                    Text("BTC")
                }
            }
            .buttonStyle(PlainButtonStyle()),
            device: box(300, 400))
        #expect(throws: (any Error).self) { try plain.tap(at: CGPoint(x: 150, y: 200)) }
        let shaped = ViewHost(
            Button {
                taps.names.append("shaped")
            } label: {
                HStack {
                    Text("Bitcoin")
                    Spacer()
                    Text("BTC")
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(PlainButtonStyle()),
            device: box(300, 400))
        try shaped.tap(at: CGPoint(x: 150, y: 200))
        #expect(taps.names == ["shaped"])
    }

    @Test("allowsHitTesting(false) passes the tap to the view behind")
    func allowsHitTestingPassesThrough() throws {
        let taps = Taps()
        let host = ViewHost(
            ZStack {
                Button {
                    taps.names.append("behind")
                } label: {
                    Color.blue.frame(width: 100, height: 100)
                }
                .buttonStyle(PlainButtonStyle())
                Color.black.opacity(0.3).frame(width: 100, height: 100).allowsHitTesting(false)
            },
            device: box(300, 400))
        try host.tap(at: CGPoint(x: 150, y: 200))
        #expect(taps.names == ["behind"])
    }

    @Test("A view in front takes the tap from the button behind it")
    func frontViewBlocks() {
        let taps = Taps()
        let host = ViewHost(
            ZStack {
                Button {
                    taps.names.append("behind")
                } label: {
                    Color.blue.frame(width: 100, height: 100)
                }
                .buttonStyle(PlainButtonStyle())
                Color.black.frame(width: 100, height: 100)
            },
            device: box(300, 400))
        #expect(throws: (any Error).self) { try host.tap(at: CGPoint(x: 150, y: 200)) }
        #expect(taps.names.isEmpty)
    }

    @Test("tap(_ label:) taps where a finger would: a covered button does not get it")
    func tapByLabelNeedsAReachablePoint() throws {
        let taps = Taps()
        let host = ViewHost(
            ZStack {
                Button("Buy") { taps.names.append("buy") }
                Color.black.frame(width: 200, height: 100)
            },
            device: box(300, 400))
        #expect(throws: (any Error).self) { try host.tap("Buy") }
        #expect(taps.names.isEmpty)
        let open = ViewHost(Button("Buy") { taps.names.append("buy") }, device: box(300, 400))
        try open.tap("Buy")
        #expect(taps.names == ["buy"])
    }

    @Test(
        "A view that overflows its frame takes taps outside it, even clipped; contentShape on the frame limits them to it (oleb.net, iOS 16.1)"
    )
    func overflowTakesTapsUntilContentShapeLimitsThem() throws {
        // A 100 × 40 button above a 300 × 300 square framed to 100 × 100, in a 300 × 400 box:
        // the button spans y 130...170, the square's frame 170...270, the square 70...370.
        let taps = Taps()
        let overflowing = ViewHost(
            VStack(spacing: 0) {
                Button {
                    taps.names.append("button")
                } label: {
                    Color.blue.frame(width: 100, height: 40)
                }
                .buttonStyle(PlainButtonStyle())
                Color.orange.frame(width: 300, height: 300).frame(width: 100, height: 100).clipped()
                    .onTapGesture { taps.names.append("square") }
            },
            device: box(300, 400))
        try overflowing.tap(at: CGPoint(x: 150, y: 150))
        try overflowing.tap(at: CGPoint(x: 20, y: 360))
        #expect(taps.names == ["square", "square"])
        taps.names = []
        let limited = ViewHost(
            VStack(spacing: 0) {
                Button {
                    taps.names.append("button")
                } label: {
                    Color.blue.frame(width: 100, height: 40)
                }
                .buttonStyle(PlainButtonStyle())
                Color.orange.frame(width: 300, height: 300).frame(width: 100, height: 100)
                    .contentShape(Rectangle()).clipped()
                    .onTapGesture { taps.names.append("square") }
            },
            device: box(300, 400))
        try limited.tap(at: CGPoint(x: 150, y: 150))
        try limited.tap(at: CGPoint(x: 150, y: 220))
        #expect(throws: (any Error).self) { try limited.tap(at: CGPoint(x: 20, y: 360)) }
        #expect(taps.names == ["button", "square"])
    }

    @Test("A hit test searches the views around the point, not every row of a long stack")
    func hitTestPassesOverRowsPlacedElsewhere() throws {
        // 500 rows of 10 points, centred in 400: row i spans y -2300 + 10 i ... + 10.
        let taps = Taps()
        let host = ViewHost(
            VStack(spacing: 0) {
                ForEach(0..<500, id: \.self) { index in
                    Button {
                        taps.names.append("row \(index)")
                    } label: {
                        Color.blue.frame(width: 100, height: 10)
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            },
            device: box(300, 400))
        host.layout()
        host.resetStatistics()
        try host.tap(at: CGPoint(x: 150, y: 105))
        #expect(taps.names == ["row 240"])
        // The root, the stack, its rows' ForEach, the row and what is inside it; a search
        // of every row in front of row 240 would be over a thousand.
        #expect(host.stats.hitTestSearches < 20)
    }

    @Test("Views that a relayout moved take taps where they are now")
    func movedViewsTakeTapsAtTheirNewPlace() throws {
        let taps = Taps()
        let host = ViewHost(MovingRows { taps.names.append($0) }, device: box(300, 400))
        // Before: the toggle at y 160...180, rows at 180, 200, 220 (20 points each).
        try host.tap(at: CGPoint(x: 150, y: 210))
        #expect(taps.names == ["row 1"])
        try host.tap(at: CGPoint(x: 150, y: 170))
        // After: a 50-point header; the stack is centred again: toggle 135...155, header
        // 155...205, rows at 205, 225, 245. Row 2 is below where the stack was.
        try host.tap(at: CGPoint(x: 150, y: 210))
        try host.tap(at: CGPoint(x: 150, y: 250))
        #expect(taps.names == ["row 1", "row 0", "row 2"])
    }
}

private struct MovingRows: View {
    let onTap: (String) -> Void
    @State private var showsHeader = false

    var body: some View {
        VStack(spacing: 0) {
            Button {
                showsHeader = true
            } label: {
                Color.red.frame(width: 100, height: 20)
            }
            .buttonStyle(PlainButtonStyle())
            if showsHeader { Color.gray.frame(width: 100, height: 50) }
            ForEach(0..<3, id: \.self) { index in
                Button {
                    onTap("row \(index)")
                } label: {
                    Color.blue.frame(width: 100, height: 20)
                }
                .buttonStyle(PlainButtonStyle())
            }
        }
    }
}
