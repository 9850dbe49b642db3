import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Materials and backgrounds in a shape")
struct MaterialTests {
    @Test("background(_:in:) draws the shape, filled with the style, behind the view and as large")
    func backgroundInShape() throws {
        let host = ViewHost(
            Text("Now playing").padding(10).background(.regularMaterial, in: Capsule()), device: box(300, 100))
        let tree = host.render()
        #expect(tree.contains("Capsule(fill: .regularMaterial)"))
        let text = try #require(host.frame(of: "Now playing"))
        let svg = host.svg()
        // The capsule is drawn before (behind) the text, with the material's tint: the system
        // background at 0.7 (light mode: white).
        let capsule = try #require(svg.range(of: "data-shape=\"Capsule\""))
        let label = try #require(svg.range(of: "data-text=\"Now playing\""))
        #expect(capsule.lowerBound < label.lowerBound)
        #expect(svg.contains("fill-opacity=\"0.7\""))
        #expect(text.width > 0)
    }

    @Test("background(in:) fills with the background style")
    func backgroundInShapeDefaultStyle() {
        let host = ViewHost(Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 8)))
        #expect(host.render().contains("RoundedRectangle(cornerRadius: 8)(fill: .background)"))
    }
}
