/// A modifier that only adds attributes to its content's line in the text tree (padding,
/// frame, opacity, ...). Layout is not computed yet; the attributes record what was asked.
struct AttributeModifier: Equatable {
    let attributes: [String]

    init(_ attributes: String...) {
        self.attributes = attributes
    }
}

extension AttributeModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(attributes)
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A modifier that writes to the environment of its content.
///
/// The written environment is cached against the incoming one and a comparable `token`, so an
/// unchanged write keeps the subtree's environment identical and its views skipped.
struct EnvironmentWriter {
    let attribute: String?
    let token: Any
    /// What the write means for drawing (`hidden()`), if anything.
    let drawing: NodeDrawing?
    let transform: (inout EnvironmentValues) -> Void

    init(
        attribute: String?, token: Any, drawing: NodeDrawing? = nil,
        transform: @escaping (inout EnvironmentValues) -> Void
    ) {
        self.attribute = attribute
        self.token = token
        self.drawing = drawing
        self.transform = transform
    }
}

extension EnvironmentWriter: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let written = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: token, transform: transform)
        node.output.display = .modifier(attribute.map { [$0] } ?? [])
        node.output.drawing = drawing
        node.reconcile(key: .content, view: content, environment: written)
    }
}

extension EnvironmentWriter: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? EnvironmentWriter else { return false }
        return attribute == other.attribute && runtimeEqual(token, other.token)
    }
}

/// A derived environment, kept while its input and what it writes stay the same, so the
/// subtree's environment stays identical and its views can be skipped.
final class EnvironmentCache {
    // Kept on a node, and touched only by the runtime on the main actor: the stored fields opt
    // out of dynamic exclusivity checks, as `ViewNode`'s hot fields do (no access to them
    // overlaps another).
    @exclusivity(unchecked) private var input: EnvironmentValues?
    @exclusivity(unchecked) private var output: EnvironmentValues?
    @exclusivity(unchecked) private var token: Any?

    /// The values `transform` makes of `input`, made again only when `input` is another
    /// environment: for a transform that reads nothing else. (No token to compare: a token of
    /// a type compared nowhere else costs its first comparison a conformance lookup, some
    /// 285,000 instructions once per process.)
    func values(from input: EnvironmentValues, transform: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        if let output, let previous = self.input, previous.isIdentical(to: input) { return output }
        var values = input
        transform(&values)
        self.input = input
        self.output = values
        return values
    }

    func values(from input: EnvironmentValues, token: Any, transform: (inout EnvironmentValues) -> Void)
        -> EnvironmentValues
    {
        if let output, let previous = self.input, previous.isIdentical(to: input),
            let previousToken = self.token, runtimeEqual(previousToken, token)
        {
            return output
        }
        var values = input
        transform(&values)
        self.input = input
        self.output = values
        self.token = token
        return values
    }
}

/// Places secondary content next to the modified view (overlay, background): the content
/// keeps its identity whatever the secondary content does.
struct AccessoryModifier<Accessory: View> {
    let placement: AccessoryKey
    let label: String
    let alignment: Alignment
    let accessory: Accessory
}

extension AccessoryModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let key = ChildKey.accessory(placement)
        node.accessoryLabels[key] = label
        node.output.display = .modifier([])
        node.layoutBehavior = AccessoryLayout(key: key, alignment: alignment)
        node.reconcile([
            ChildSlot(key: .content, view: content, environment: node.environment),
            ChildSlot(key: key, view: accessory, environment: node.environment),
        ])
    }
}

extension ViewNode {
    /// Where an `overlay` or `background` modifier's node places its secondary view; nil for
    /// other nodes.
    package var accessoryAlignment: Alignment? {
        (layoutBehavior as? AccessoryLayout)?.alignment
    }
}

/// `overlay` and `background`: the view is its content's size, and the secondary view is
/// proposed that size and aligned in it (the `overlay(alignment:content:)` documentation: "the
/// overlay [is placed] using the alignment", its proposal "the size of the modified view").
struct AccessoryLayout: ChildPlacingLayout {
    let key: ChildKey
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.layoutContent?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        (proposal, CGRect(origin: .zero, size: size))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.layoutContent?.place(in: bounds, proposal: proposal)
        guard let accessory = node.child(key) else { return }
        let offered = ProposedViewSize(bounds.size)
        let size = accessory.sizeThatFits(offered)
        let origin = aligned(accessory, childSize: size, in: bounds.size, alignment: alignment)
        accessory.place(
            in: CGRect(origin: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), size: size),
            proposal: offered)
    }
}
