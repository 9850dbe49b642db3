import Foundation

extension View {
    /// Controls the display order of overlapping views: a view with a higher value is drawn in
    /// front of its siblings with lower values, and takes the taps where they overlap ("Views
    /// with higher values are placed on top of sibling views with lower values", Apple). Siblings
    /// with equal values keep the order they are written in; the default is 0.
    ///
    /// ```swift
    /// ZStack {
    ///     Card(selected).zIndex(1)
    ///     ForEach(others) { Card($0) }
    /// }
    /// ```
    nonisolated public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(index: value))
    }
}

/// `zIndex(_:)`: the view's place among its siblings in drawing and hit-testing order.
struct ZIndexModifier {
    let index: Double
}

extension ZIndexModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(["zIndex(\(HeadlessValueFormat.number(CGFloat(index))))"])
        node.attachment { ZIndexAttachment() }.index = index
        node.graph.usesZIndex = true
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A view's `zIndex`, kept on its modifier's node.
final class ZIndexAttachment {
    var index: Double = 0
}

extension ViewNode {
    /// The `zIndex` of the sibling this node is: its own modifier's, or that of the view it
    /// wraps when it only passes one view through (a `ForEach` row, a composite view).
    var siblingZIndex: Double {
        var current = self
        while true {
            if let attached = current.existingAttachment(ZIndexAttachment.self) { return attached.index }
            guard !current.hasLayoutBehavior, current.children.count == 1 else { return 0 }
            current = current.children[0]
        }
    }
}
