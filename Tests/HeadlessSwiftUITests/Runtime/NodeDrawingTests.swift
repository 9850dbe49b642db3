import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A shape the text tree spells by its type name alone.
private struct Notch: Shape {
    var depth: CGFloat
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + depth))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct Clipped: View {
    @State var depth: CGFloat
    var body: some View {
        VStack {
            Button("Deeper") { depth += 20 }
            Color.blue.frame(width: 100, height: 100).clipShape(Notch(depth: depth))
        }
    }
}

@MainActor
@Suite("What a modifier draws is compared as a value, not as its line in the tree")
struct NodeDrawingTests {
    /// `clipShape(Notch(depth:))` prints `clipShape(Notch)` whatever the depth: compared by
    /// that text, the new depth was never drawn.
    @Test("A clip shape whose fields change is drawn anew, as a fresh screen with it draws it")
    func changedShapeIsDrawn() throws {
        let host = ViewHost(Clipped(depth: 10))
        let before = host.svg()
        try host.tap("Deeper")
        #expect(host.svg() != before)
        #expect(host.svg() == ViewHost(Clipped(depth: 30)).svg())
    }
}
