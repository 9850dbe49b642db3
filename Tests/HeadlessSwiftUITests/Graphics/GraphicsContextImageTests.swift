import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// What a canvas's renderer saw, kept outside the view.
@MainActor
private final class CanvasLog {
    var sizes: [CGSize] = []
    var baselines: [CGFloat] = []
}

@MainActor
@Suite("GraphicsContext.resolve(_:) for images: resolved once, drawn at its size")
struct GraphicsContextImageTests {
    @Test func aResolvedSymbolHasTheFontsSizeAndDrawsWhereAsked() {
        let log = CanvasLog()
        let host = ViewHost(
            Canvas { context, size in
                let star = context.resolve(Image(systemName: "star.fill"))
                log.sizes.append(star.size)
                log.baselines.append(star.baseline)
                context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(star, in: CGRect(x: 0, y: 0, width: 40, height: 40))
            }
            .font(.title)
            .frame(width: 100, height: 100))
        // The renderer runs when the canvas is placed: laying the screen out runs it.
        let tree = host.render(frames: true)
        #expect(tree.contains("draw(Image \"star.fill\"), draw(Image \"star.fill\")"), "\(tree)")
        // `.title` is 28 points: the symbol is the square Image lays out, its baseline above
        // the font's descent.
        #expect(log.sizes.last == CGSize(width: 28, height: 28))
        #expect((log.baselines.last ?? 0) > 0 && (log.baselines.last ?? 0) < 28)
    }

    @Test func aNamedImageResolvesToNoSize() {
        let log = CanvasLog()
        _ = ViewHost(
            Canvas { context, _ in log.sizes.append(context.resolve(Image("logo")).size) }.frame(width: 10, height: 10)
        ).render(frames: true)
        #expect(log.sizes.last == .zero)
    }
}
