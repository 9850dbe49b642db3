import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("zIndex orders overlapping siblings for drawing and for taps")
struct ZIndexTests {
    struct Stack: View {
        let raised: Bool
        @State var taps = 0
        var body: some View {
            ZStack {
                Button("Back \(taps)") { taps += 1 }
                    .frame(width: 200, height: 200)
                    .zIndex(raised ? 1 : 0)
                Color.red.frame(width: 200, height: 200).accessibilityIdentifier("cover")
            }
        }
    }

    @Test("A sibling with a higher zIndex is in front: drawn after, and it takes the tap")
    func higherIndexIsInFront() throws {
        // Apple, zIndex(_:): "Controls the display order of overlapping views ... Views with
        // higher values are placed on top of sibling views with lower values."
        let flat = ViewHost(Stack(raised: false), device: box(300, 300))
        #expect(throws: ViewHostError.self) { try flat.tap("Back 0") }
        let svg = flat.svg()
        let backFirst = try #require(svg.range(of: "Back 0")).lowerBound
        #expect(
            backFirst < (try #require(svg.range(of: "data-identifier=\"cover\"") ?? svg.range(of: "cover"))).lowerBound)

        let raised = ViewHost(Stack(raised: true), device: box(300, 300))
        try raised.tap("Back 0")
        #expect(raised.contains(text: "Back 1"))
        let drawn = raised.svg()
        let back = try #require(drawn.range(of: "Back 1")).lowerBound
        let cover = try #require(drawn.range(of: "cover")).lowerBound
        #expect(back > cover, "drawn after the cover, in front of it")
    }
}
