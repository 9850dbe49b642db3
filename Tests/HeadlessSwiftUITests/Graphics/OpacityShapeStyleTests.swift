import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ShapeStyle.opacity: any style, faded")
struct OpacityShapeStyleTests {
    @Test func aFadedGradientIsDrawnAndShownFaded() {
        let host = ViewHost(
            Rectangle().fill(Color.red.gradient.opacity(0.5)).frame(width: 40, height: 40))
        #expect(host.render().contains(".opacity(0.5)"), "\(host.render())")
        // Each stop at half its opacity: the first (opaque) at 0.5.
        let svg = host.svg()
        #expect(svg.contains("stop-opacity=\"0.5\""), "\(svg)")
    }

    @Test func aFadedColorStyleIsTheColorAtThatOpacity() {
        let faded = ViewHost(
            Rectangle().fill(HierarchicalShapeStyle.primary.opacity(0.25)).frame(width: 10, height: 10))
        #expect(faded.render().contains(".primary.opacity(0.25)"), "\(faded.render())")
    }
}
