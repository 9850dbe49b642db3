import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

// An activity card as an app writes it: rings drawn with `Path.addArc`, a trimmed stroke, a
// gradient background, a Canvas sparkline, effects, a matched-geometry namespace and an
// animated change with a completion.

/// A ring drawn as an arc from the top, clockwise on screen, for a fraction of a full turn.
struct ProgressArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
}

/// The week's step counts as a line.
func sparkline(_ samples: [Double], in size: CGSize) -> Path {
    let top = samples.max() ?? 1
    let step = size.width / CGFloat(max(samples.count - 1, 1))
    return Path { path in
        path.addLines(
            samples.enumerated().map { index, value in
                CGPoint(x: CGFloat(index) * step, y: size.height * (1 - CGFloat(value / top)))
            })
    }
}

struct ActivityCard: View {
    @State private var move = 0.25
    @State private var completions = 0
    @Namespace private var rings
    let samples: [Double] = [3, 5, 2, 8, 6]

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: move)
                    .stroke(.red, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                ProgressArc(progress: move).stroke(.orange, lineWidth: 4).padding(20)
            }
            .frame(width: 100, height: 100)
            .matchedGeometryEffect(id: "ring", in: rings)
            Canvas { context, size in
                context.stroke(sparkline(samples, in: size), with: .color(.green), lineWidth: 2)
                context.fill(
                    Path(ellipseIn: CGRect(x: size.width - 4, y: 0, width: 4, height: 4)), with: .color(.green))
            }
            .frame(width: 120, height: 40)
            Text("Move \(Int(move * 100))%")
                .scaleEffect(1.5)
                .shadow(radius: 2, y: 1)
                .border(.gray, width: 1)
            Button("Close ring") {
                withAnimation(.spring(duration: 0.3, bounce: 0.2)) {
                    move = 1
                } completion: {
                    completions += 1
                }
            }
            Text("Completed \(completions)")
        }
        .padding()
        .background(LinearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

@MainActor
@Suite("Shapes, paths, gradients, Canvas and effects")
struct ShapesAndGraphicsTests {
    @Test("Path is built as CoreGraphics builds it: elements, current point, bounds")
    func pathBuildingAPI() {
        var path = Path()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 150, y: 50))
        path.closeSubpath()
        var elements: [Path.Element] = []
        // Path is not a Sequence: forEach(_:) is its API.
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { elements.append($0) }
        #expect(
            elements == [
                .move(to: .zero), .line(to: CGPoint(x: 100, y: 0)),
                .quadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 150, y: 50)), .closeSubpath,
            ])
        // After closing, the current point is the subpath's start (CGPath's rule).
        #expect(path.currentPoint == .zero)
        // The curve bulges to x = 125 at its middle (the control point, at 150, is not part
        // of the bounds).
        let bounds = path.boundingRect
        #expect(abs(bounds.maxX - 125) < 0.01)
        #expect(bounds.minY == 0 && bounds.maxY == 100)

        // The description round-trips (LosslessStringConvertible).
        #expect(Path(path.description) == path)
        #expect(Path("0 0 m 10 0 l h")?.description == "0 0 m 10 0 l h")
        #expect(Path("0 0 q") == nil)
    }

    @Test("Arcs, ellipses and rounded rectangles are curves; contains() fills by the winding rule")
    func arcsAndHitTestingOfPaths() {
        let quarter = Path {
            $0.move(to: CGPoint(x: 50, y: 50))
            $0.addArc(
                center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            $0.closeSubpath()
        }
        // A line joins the current point to the arc's start, then one curve; in y-down space
        // `clockwise: false` goes from (100, 50) down to (50, 100).
        var elements: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        quarter.forEach { elements.append($0) }
        #expect(elements.first == .move(to: CGPoint(x: 50, y: 50)))
        #expect(elements[1] == .line(to: CGPoint(x: 100, y: 50)))
        if case .curve(let end, _, _) = elements[2] {
            #expect(abs(end.x - 50) < 0.0001 && abs(end.y - 100) < 0.0001)
        } else {
            Issue.record("expected a curve, got \(elements[2])")
        }
        #expect(quarter.contains(CGPoint(x: 70, y: 70)))
        #expect(!quarter.contains(CGPoint(x: 30, y: 30)))

        let ring = Path {
            $0.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            $0.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        // Both ellipses wind the same way: non-zero fills the hole, even-odd leaves it empty.
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 3, y: 3)))

        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
        #expect(rounded.contains(CGPoint(x: 50, y: 2)))
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("trimmedPath keeps a fraction of the length; applying and offsetBy move every point")
    func trimAndTransform() {
        let line = Path {
            $0.move(to: .zero)
            $0.addLine(to: CGPoint(x: 100, y: 0))
            $0.addLine(to: CGPoint(x: 100, y: 100))
        }
        let firstQuarter = line.trimmedPath(from: 0, to: 0.25)
        #expect(firstQuarter.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 0))
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.boundingRect == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)

        let moved = line.offsetBy(dx: 10, dy: 5)
        #expect(moved.boundingRect == CGRect(x: 10, y: 5, width: 100, height: 100))
        let scaled = line.applying(CGAffineTransform(scaleX: 2, y: 0.5))
        #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 50))

        // A rotated square shape turns about its frame's centre.
        let diamond = Rectangle().rotation(.degrees(45)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(diamond.contains(CGPoint(x: 50, y: -20)))
        #expect(!diamond.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("The card's text tree shows strokes, trims, gradients, effects and the Canvas drawing")
    func cardTextTree() throws {
        let host = ViewHost(ActivityCard())
        let tree = host.render(frames: true)
        #expect(tree.contains("Circle.trim(0...0.25)(fill: .red, stroke: 10 round) .rotationEffect(-90°)"))
        #expect(tree.contains("Circle(fill: .gray.opacity(0.2), stroke: 10)"))
        #expect(tree.contains("ProgressArc(fill: .orange, stroke: 4) .padding(20)"))
        #expect(tree.contains("Text \"Move 25%\" .scaleEffect(1.5) .shadow(radius: 2, y: 1) .border(.gray, width: 1)"))
        #expect(tree.contains(".background(LinearGradient(.white → .blue))"))
        #expect(tree.contains(".clipShape(RoundedRectangle(cornerRadius: 16))"))
        #expect(
            tree.contains(
                "Canvas(stroke(Path(5 elements), .green, 2), fill(Path(6 elements), .green)) .frame(width: 120, height: 40) [136.5, 423.5, 120 × 40]"
            ))
    }

    @Test("The SVG drawing has the path data, the stroke style, the transform and the canvas")
    func svgDrawing() {
        let host = ViewHost(ActivityCard(), device: box(300, 500))
        let svg = host.svg()
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(svg.contains("data-effect=\"transform\""))
        #expect(svg.contains("feDropShadow"))
        #expect(svg.contains("data-effect=\"border\""))
        #expect(svg.contains("data-canvas=\"2\""))
        #expect(svg.contains("<linearGradient"))
        // The trimmed circle is drawn from its path, as a stroke.
        #expect(svg.contains("data-shape=\"TrimmedShape&lt;Circle&gt;\" fill=\"none\""))
    }

    @Test("A Path as the content shape: taps inside the triangle hit, the frame's corners do not")
    func pathContentShape() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let triangle = Path {
            $0.move(to: CGPoint(x: 50, y: 0))
            $0.addLine(to: CGPoint(x: 100, y: 100))
            $0.addLine(to: CGPoint(x: 0, y: 100))
            $0.closeSubpath()
        }
        let host = ViewHost(
            Button {
                taps.count += 1
            } label: {
                // Empty space takes no tap; the content shape makes the triangle tappable.
                Spacer().frame(width: 100, height: 100)
                    .contentShape(triangle)
            }
            .buttonStyle(PlainButtonStyle()),
            device: box(100, 100))
        try host.tap(at: CGPoint(x: 50, y: 80))
        #expect(taps.count == 1)
        #expect(throws: ViewHostError.self) { try host.tap(at: CGPoint(x: 5, y: 5)) }
        #expect(taps.count == 1)
        // Path is a Shape: it draws itself and hits where it paints.
        let drawn = ViewHost(
            Button {
                taps.count += 10
            } label: {
                triangle.fill(.red)
            }
            .buttonStyle(PlainButtonStyle()),
            device: box(100, 100))
        #expect(drawn.render().hasSuffix("\n  Path(4 elements)(fill: .red)"))
        try drawn.tap(at: CGPoint(x: 50, y: 80))
        #expect(throws: ViewHostError.self) { try drawn.tap(at: CGPoint(x: 95, y: 5)) }
        #expect(taps.count == 11)
    }

    @Test("withAnimation's completion runs; the namespace is stable across updates and distinct per identity")
    func animationCompletionAndNamespace() throws {
        struct Pair: View {
            var body: some View {
                HStack {
                    ActivityCard()
                    ActivityCard()
                }
            }
        }
        let host = ViewHost(Pair())
        func namespaces() -> [String] {
            host.render().split(separator: "\n").compactMap { line in
                line.range(of: #"matchedGeometryEffect\(id: ring, in: [0-9]+"#, options: .regularExpression)
                    .map { String(line[$0]) }
            }
        }
        let before = namespaces()
        #expect(before.count == 2)
        #expect(before[0] != before[1])
        #expect(host.contains(text: "Completed 0"))
        let buttons = host.render().components(separatedBy: "Close ring").count - 1
        #expect(buttons == 2)
        let single = ViewHost(ActivityCard())
        let first = single.render()
        try single.tap("Close ring")
        #expect(single.contains(text: "Move 100%"))
        #expect(single.contains(text: "Completed 0"), "the spring is not complete yet")
        single.advanceTime(by: 0.3)
        #expect(single.contains(text: "Completed 1"))
        let id = { (tree: String) in tree.range(of: "in: [0-9]+", options: .regularExpression).map { tree[$0] } }
        #expect(id(first) == id(single.render()))
        #expect(namespaces() == before)
    }

    @Test("Gradients as styles and views; Color.gradient; strokeBorder insets by half the line")
    func gradientsAndStrokeBorder() {
        struct Badges: View {
            var body: some View {
                VStack {
                    Circle().fill(
                        .radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 20))
                    Capsule().fill(.conicGradient(colors: [.red, .blue], center: .center))
                    Rectangle().fill(Color.blue.gradient)
                    EllipticalGradient(colors: [.white, .black])
                    RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 4)
                    UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.mint)
                }
            }
        }
        let tree = ViewHost(Badges()).render()
        #expect(tree.contains("Circle(fill: RadialGradient(.yellow → .orange))"))
        #expect(tree.contains("Capsule(fill: AngularGradient(.red → .blue))"))
        #expect(tree.contains("Rectangle(fill: AnyGradient(.blue → .blue.opacity(0.8)))"))
        #expect(tree.contains("Rectangle(fill: EllipticalGradient(.white → .black))"))
        #expect(tree.contains("RoundedRectangle(cornerRadius: 6).inset(2)(fill: .gray, stroke: 4)"))
        #expect(tree.contains("UnevenRoundedRectangle(fill: .mint)"))

        let inset = RoundedRectangle(cornerRadius: 8).inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(inset.boundingRect == CGRect(x: 4, y: 4, width: 32, height: 32))
    }
}
