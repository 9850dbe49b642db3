import Foundation
import HeadlessSwiftUI
import Testing

/// `Path.strokedPath(_:)`: the outline of what a stroke paints, by cap and join.
@Suite("Stroked paths outline what the stroke paints")
struct PathStrokingTests {
    let line = Path { path in
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
    }

    /// An L: right along y = 0, then down at x = 100; the turn's outer corner is up and right.
    let corner = Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
    }

    @Test func aButtLineCoversHalfItsWidthEachSideAndStopsAtItsEnds() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.contains(CGPoint(x: 50, y: 54)))
        #expect(!outline.contains(CGPoint(x: 50, y: 56)))
        #expect(!outline.contains(CGPoint(x: -2, y: 50)))
        #expect(!outline.contains(CGPoint(x: 102, y: 50)))
    }

    @Test(arguments: [(CGLineCap.butt, false, false), (.square, true, true), (.round, true, false)])
    func capsExtendTheEnds(cap: CGLineCap, coversTheEnd: Bool, coversTheEndsCorner: Bool) {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: cap))
        #expect(outline.contains(CGPoint(x: -4, y: 50)) == coversTheEnd)
        #expect(outline.contains(CGPoint(x: -4, y: 54)) == coversTheEndsCorner)
    }

    @Test(arguments: [
        (CGLineJoin.miter, true, true), (.round, false, true), (.bevel, false, false),
    ])
    func joinsFillTheOuterCorner(join: CGLineJoin, coversTheMitersTip: Bool, coversNearTheCorner: Bool) {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join))
        #expect(outline.contains(CGPoint(x: 104, y: -4)) == coversTheMitersTip)
        #expect(outline.contains(CGPoint(x: 103, y: -3)) == coversNearTheCorner)
        #expect(outline.contains(CGPoint(x: 98, y: 2)), "the inside of the turn is painted")
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func aMiterBeyondTheLimitIsBevelled() {
        // A right angle's miter is √2 ≈ 1.41 times the width: a limit of 1.2 bevels it.
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2))
        #expect(!outline.contains(CGPoint(x: 104, y: -4)))
    }

    @Test func aClosedPathIsOutlinedOnBothSidesWithItsHoleEmpty() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let outline = square.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.contains(CGPoint(x: 0, y: 50)))
        #expect(outline.contains(CGPoint(x: -4, y: -4)), "the closing corner is joined too")
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
    }
}
