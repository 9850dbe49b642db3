import Foundation

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    ///
    /// A `GeometryProxy` below resolves `frame(in: .named(name))` against this view's frame.
    ///
    /// ```swift
    /// ScrollView { header }
    ///     .coordinateSpace(.named("scroll"))
    /// ```
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceNamer(name: name.name))
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the name.
    ///
    /// ```swift
    /// ScrollView { header }.coordinateSpace(name: "scroll")
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceNamer(name: .named(AnyHashable(name))))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// The action runs after a layout pass in which the value computed from the view's
    /// geometry changed, and once with the first value (assumption: SwiftUI reports the
    /// initial geometry, as apps that read a size this way rely on).
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGFloat.self) { proxy in
    ///     proxy.size.height
    /// } action: { height in
    ///     contentHeight = height
    /// }
    /// ```
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(GeometryChangeReader<T>(transform: transform) { _, new in action(new) })
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes,
    /// with the old and the new value.
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in
    ///     grew = new.height > old.height
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 10.0, visionOS 2.0, *)
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(GeometryChangeReader<T>(transform: transform, action: action))
    }
}

/// `coordinateSpace(_:)`: names the frame of the view it modifies.
struct CoordinateSpaceNamer {
    let name: CoordinateSpace
}

/// The name a node gives its coordinate space.
final class CoordinateSpaceName {
    var name: AnyHashable?
}

extension CoordinateSpaceNamer: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        if case .named(let value) = name {
            node.attachment { CoordinateSpaceName() }.name = value
        }
        let label = if case .named(let value) = name { HeadlessValueFormat.string("\(value.base)") } else { "" }
        node.output.display = .modifier(["coordinateSpace(\(label))"])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension ViewNode {
    /// The frames (root coordinates) of the named coordinate spaces around this node, the
    /// nearest one for each name: a name resolves to the closest enclosing view that gives it
    /// (assumption, as names shadow in nested scroll views).
    func namedCoordinateSpaceFrames() -> [AnyHashable: CGRect] {
        var frames: [AnyHashable: CGRect] = [:]
        var current = parent
        while let node = current {
            if let name = node.existingAttachment(CoordinateSpaceName.self)?.name, frames[name] == nil {
                frames[name] = node.layoutFrame ?? .zero
            }
            current = node.parent
        }
        return frames
    }

    /// The proxy for a view placed at `frame` (root coordinates) in the current layer.
    func geometryProxy(frame: CGRect) -> GeometryProxy {
        GeometryProxy(frame: frame, layer: layerGeometry, namedFrames: namedCoordinateSpaceFrames())
    }
}

/// `onGeometryChange(for:of:action:)`: laid out exactly as its content; each placement computes
/// the value from the view's geometry, and a new value re-evaluates the node, which queues the
/// action after the update (never during layout).
struct GeometryChangeReader<T: Equatable & Sendable> {
    let transform: @Sendable (GeometryProxy) -> T
    let action: (T, T) -> Void
}

/// What a geometry-change reader last computed and delivered.
final class GeometryChangeState<T> {
    var delivered: T?
    var pending: T?
}

extension GeometryChangeReader: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let state = node.attachment { GeometryChangeState<T>() }
        if let pending = state.pending {
            let old = state.delivered ?? pending
            state.delivered = pending
            state.pending = nil
            let action = self.action
            node.graph.enqueue { action(old, pending) }
        }
        node.output.display = .modifier([])
        node.layoutBehavior = GeometryChangeLayout<T>(transform: transform)
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

struct GeometryChangeLayout<T: Equatable & Sendable>: ChildPlacingLayout {
    let transform: @Sendable (GeometryProxy) -> T

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.layoutContent?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(_ child: ViewNode, size: CGSize, proposal: ProposedViewSize) -> (ProposedViewSize, CGRect) {
        (proposal, CGRect(origin: .zero, size: size))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.layoutContent?.place(in: bounds, proposal: proposal)
        let value = transform(node.geometryProxy(frame: bounds))
        let state = node.attachment { GeometryChangeState<T>() }
        if state.pending ?? state.delivered != value {
            state.pending = value
            node.invalidate()
        }
    }
}
