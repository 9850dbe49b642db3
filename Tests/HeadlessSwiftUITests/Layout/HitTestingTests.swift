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
}
