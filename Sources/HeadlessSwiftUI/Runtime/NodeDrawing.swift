import Foundation

/// What a modifier node draws or changes about drawing, in typed form, for the host's SVG
/// renderer: the text tree shows the same thing as an attribute string.
///
/// An update only stores the value (no formatting, no lookup); nothing reads it until a
/// picture is drawn. Views draw from their own typed values (`Text`, `_ShapeView`, `Color`,
/// `Image`), which the node already holds as `view`.
package enum NodeDrawing {
    /// `opacity(_:)`: the content is drawn at this opacity.
    case opacity(Double)
    /// `foregroundStyle(_:)`, `foregroundColor(_:)`: the style text, symbols and
    /// `ForegroundStyle` shapes below are drawn in; nil (`foregroundColor(nil)`) restores the
    /// default.
    case foreground((any ShapeStyle)?)
    /// `background(_:ignoresSafeAreaEdges:)`: the style fills the view's frame behind it,
    /// growing into the safe area at the edges given where the view reaches it.
    case backgroundStyle(any ShapeStyle, ignoresSafeAreaEdges: Edge.Set)
    /// `overlay(_:ignoresSafeAreaEdges:)`: the style fills the view's frame in front of it.
    case overlayStyle(any ShapeStyle, ignoresSafeAreaEdges: Edge.Set)
    /// `hidden()`: the content is not drawn.
    case hidden
    /// `navigationTitle(_:)`: the title the enclosing navigation bar shows for this screen.
    case navigationTitle(String)
    /// `clipShape(_:style:)`, `clipped(antialiased:)`, `cornerRadius(_:antialiased:)`: the
    /// content is clipped to the shape over the view's frame.
    case clip(any Shape)
    /// `accessibilityIdentifier(_:)`: the name a drawing gives the view's elements.
    case identifier(String)
    /// A rendering effect (`scaleEffect`, `rotationEffect`, `shadow`, `border`, `blur`, ...):
    /// drawn over the view's frame, which it does not change.
    case effect(NodeEffect)
}

/// A modifier that shows `attributes` on its content's line of the text tree and records what
/// it draws for the renderer. It takes no part in layout.
///
/// Not `Equatable`: the runtime compares it field by field, the drawing as a value (a custom
/// shape or style by its fields). Its attributes spell the drawing only in part (a custom
/// shape prints its type name alone), so comparing them alone kept a changed shape undrawn.
struct DrawingModifier {
    let attributes: [String]
    let drawing: NodeDrawing

    init(_ attribute: String, _ drawing: NodeDrawing) {
        attributes = [attribute]
        self.drawing = drawing
    }
}

extension DrawingModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(attributes)
        node.output.drawing = drawing
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A drawing modifier's field, compared case by case, each payload as a view input (a custom
/// shape or style by its fields). `Mirror` did the same, and asked conformance questions of
/// its own the first time and boxed each payload in every update.
extension NodeDrawing: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? NodeDrawing else { return false }
        switch (self, other) {
        case (.opacity(let opacity), .opacity(let otherOpacity)):
            return opacity == otherOpacity
        case (.foreground(let style), .foreground(let otherStyle)):
            return runtimeEqual(style as Any, otherStyle as Any)
        case (.backgroundStyle(let style, let edges), .backgroundStyle(let otherStyle, let otherEdges)),
            (.overlayStyle(let style, let edges), .overlayStyle(let otherStyle, let otherEdges)):
            return edges == otherEdges && runtimeEqual(style, otherStyle)
        case (.hidden, .hidden):
            return true
        case (.navigationTitle(let title), .navigationTitle(let otherTitle)),
            (.identifier(let title), .identifier(let otherTitle)):
            return title == otherTitle
        case (.clip(let shape), .clip(let otherShape)):
            return runtimeEqual(shape, otherShape)
        case (.effect(let effect), .effect(let otherEffect)):
            return runtimeEqual(effect, otherEffect)
        default:
            return false
        }
    }
}
