import Foundation

/// A view type that supports immediate mode drawing.
///
/// The stand-in runs the renderer when the canvas is laid out, with a recording context of the
/// canvas's size: the drawing operations are kept on the view's node, listed on its line of
/// the text tree (`Canvas(fill(Path(5 elements), #FF0000FF))`) and drawn by the host's SVG
/// renderer. As on iOS, the canvas takes the space it is offered.
///
/// ```swift
/// Canvas { context, size in
///     var line = Path()
///     line.move(to: .zero)
///     line.addLine(to: CGPoint(x: size.width, y: size.height))
///     context.stroke(line, with: .color(.green), lineWidth: 2)
/// }
/// .frame(height: 40)
/// ```
public struct Canvas<Symbols: View> {
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent view
    /// asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    ///
    /// The stand-in does not evaluate the symbols: `resolveSymbol(id:)` returns nil.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
        ) { EmptyView() }
    }
}

extension Canvas: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension Canvas: Sendable {}

extension Canvas: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let recording = node.attachment { CanvasRecording() }
        node.output.display = .element("Canvas", attributes: recording.operations.map(\.headlessDescription))
        node.layoutBehavior = CanvasLayout(renderer: UncheckedValue(renderer), environment: node.environment)
        node.reconcile([])
    }
}

/// The operations a canvas drew at its last layout, in canvas coordinates.
package final class CanvasRecording {
    package var operations: [CanvasOperation] = []
    package var size: CGSize = .zero
}

/// One recorded drawing operation of a `Canvas`. Paths are in canvas coordinates, the
/// context's transform already applied.
package enum CanvasOperation {
    /// `fill(_:with:style:)`.
    case fill(Path, GraphicsContext.Shading, opacity: Double)
    /// `stroke(_:with:style:)` and `stroke(_:with:lineWidth:)`.
    case stroke(Path, GraphicsContext.Shading, StrokeStyle, opacity: Double)
    /// `draw(_:at:anchor:)` / `draw(_:in:)` for a text.
    case text(String, at: CGPoint)
    /// `draw(_:at:anchor:)` / `draw(_:in:style:)` for an image.
    case image(String, in: CGRect)

    /// How the operation reads on the canvas's line of the text tree.
    package var headlessDescription: String {
        switch self {
        case .fill(let path, let shading, _):
            "fill(\(shapeDescription(path)), \(shading.headlessDescription))"
        case .stroke(let path, let shading, let style, _):
            "stroke(\(shapeDescription(path)), \(shading.headlessDescription), \(style.headlessDescription))"
        case .text(let text, let point):
            "draw(Text \(HeadlessValueFormat.string(text)), at: (\(HeadlessValueFormat.number(point.x)), \(HeadlessValueFormat.number(point.y))))"
        case .image(let name, _):
            "draw(Image \(HeadlessValueFormat.string(name)))"
        }
    }
}

/// A canvas fills the space it is offered; placing it runs the renderer at its size.
struct CanvasLayout: LayoutBehavior {
    let renderer: UncheckedValue<(inout GraphicsContext, CGSize) -> Void>
    let environment: EnvironmentValues

    var hitTestRule: HitTestRule { .shape(HitShape(Rectangle())) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let recording = node.attachment { CanvasRecording() }
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, environment: environment, size: bounds.size)
        renderer.value(&context, bounds.size)
        recording.operations = recorder.operations
        recording.size = bounds.size
        node.output.display = .element("Canvas", attributes: recorder.operations.map(\.headlessDescription))
    }
}
