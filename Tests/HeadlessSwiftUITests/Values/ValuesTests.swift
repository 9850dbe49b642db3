import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Values: angles, edge sets and unit points as SwiftUI defines them, and as layout reads them")
struct ValuesTests {
    @Test("An angle is its radians: degrees convert both ways, and angles order by size")
    func anglesConvert() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        var angle = Angle.degrees(30)
        angle.degrees = 45
        #expect(angle.radians == .pi / 4)
        #expect(Angle.zero < Angle.degrees(1))
        #expect(Angle.degrees(360) == Angle.radians(2 * .pi))
    }

    @Test("Edge.Set(edge) holds that edge alone; horizontal and vertical make all")
    func edgeSetsHoldTheirEdges() {
        let named: [Edge: Edge.Set] = [.top: .top, .leading: .leading, .bottom: .bottom, .trailing: .trailing]
        for edge in Edge.allCases {
            let set = Edge.Set(edge)
            #expect(set == named[edge])
            for other in Edge.allCases where other != edge { #expect(!set.contains(Edge.Set(other))) }
        }
        #expect(Edge.Set.horizontal.union(.vertical) == .all)
        #expect(Edge.Set.horizontal.intersection(.vertical).isEmpty)
    }

    @Test("padding(_ edges:) insets only the edges in its set")
    func paddingReadsItsEdgeSet() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10).padding(.horizontal, 5).accessibilityIdentifier("horizontal")
                Color.red.frame(width: 40, height: 10).padding(.vertical, 5).accessibilityIdentifier("vertical")
                Color.red.frame(width: 40, height: 10).padding([.top, .leading], 5).accessibilityIdentifier("corner")
            }, device: box(300, 300))
        #expect(host.frame(of: "horizontal")?.size == CGSize(width: 50, height: 10))
        #expect(host.frame(of: "vertical")?.size == CGSize(width: 40, height: 20))
        #expect(host.frame(of: "corner")?.size == CGSize(width: 45, height: 15))
    }

    @Test("A unit point places an overlay at that fraction of the frame")
    func unitPointsPlaceByFraction() throws {
        let host = ViewHost(
            Color.clear.frame(width: 100, height: 60)
                .overlay(alignment: .bottomTrailing) {
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("corner")
                }
                .overlay(alignment: .center) {
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("middle")
                }, device: box(100, 60))
        let corner = try #require(host.frame(of: "corner"))
        let middle = try #require(host.frame(of: "middle"))
        #expect(corner.maxX == 100 && corner.maxY == 60)
        #expect(middle.midX == 50 && middle.midY == 30)
    }

    @Test("Angles add, subtract, negate, scale and divide, as SwiftUICore's _VectorMath defines")
    func angleArithmetic() {
        let right = Angle.degrees(90)
        #expect((right + .degrees(45)).degrees == 135)
        #expect(abs((right - .degrees(30)).degrees - 60) < 1e-9, "in radians, as SwiftUI computes it")
        #expect((-right).degrees == -90)
        #expect((right * 2).degrees == 180)
        #expect((right / 2).degrees == 45)
        var turning = Angle.zero
        turning += .radians(.pi)
        #expect(turning.degrees == 180)
        #expect(Angle.degrees(-90).magnitude == .pi / 2)
    }
}
