import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) pt wide")
/// }
/// ```
@frozen public struct GeometryReader<Content> where Content: View {
    /// The view to show, given the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension GeometryReader: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = NamedSpaceGeometryReaderLayout()
        node.graph.hasGeometryDependentViews = true
        // SwiftUI builds the content in a rule that takes the reader's laid-out size and
        // position, and its proxy reads the size attribute when asked (OpenSwiftUI's
        // `GeometryReader.Child`, audited against SwiftUICore 6.5.4; ByteDance's DanceUI
        // reconstructs it alike): before its first placement a reader has no content here, so
        // the content's first evaluation, and an `onAppear` in it, see the real size, never zero.
        let geometry = node.attachment { GeometryReaderState() }
        guard let frame = geometry.frame, let layer = geometry.layer else {
            node.reconcile([])
            return
        }
        let proxy = GeometryProxy(frame: frame, layer: layer, namedFrames: node.attachment { NamedSpacesSeen() }.frames)
        let view = node.runningAppCode { content(proxy) }
        node.reconcile(key: .content, view: view, environment: node.environment)
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
///
/// ```swift
/// GeometryReader { proxy in Color.clear.onAppear { width = proxy.size.width } }
/// ```
public struct GeometryProxy {
    /// The reader's frame in the root's coordinates (SwiftUI's global space, here the screen).
    package let globalFrame: CGRect
    package let containerSize: CGSize
    package let containerSafeArea: EdgeInsets
    /// The container's top leading corner in root coordinates (a sheet's card is lower).
    package let containerOrigin: CGPoint

    /// The frames (root coordinates) of the named coordinate spaces around the reader.
    package let namedFrames: [AnyHashable: CGRect]

    package init(frame: CGRect, layer: LayerGeometry, namedFrames: [AnyHashable: CGRect] = [:]) {
        globalFrame = frame
        containerSize = layer.container.size
        containerSafeArea = layer.safeArea
        containerOrigin = layer.container.origin
        self.namedFrames = namedFrames
    }

    /// The reader's frame in `space`: a named space is the frame of the nearest enclosing view
    /// that `coordinateSpace(_:)` names so; a name no enclosing view gives resolves to the
    /// global space (assumption).
    private func resolvedFrame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .global: return globalFrame
        case .named(let name):
            guard let named = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -named.minX, dy: -named.minY)
        }
    }

    /// Resolves the value of an anchor to the container view: in the proxy's local
    /// coordinates, from the frame the anchored view had in the last layout.
    ///
    /// ```swift
    /// let frame = proxy[anchor]
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T {
        let target = UncheckedValue(anchor.target)
        let frame = onMainActor { target.value.node?.layoutFrame } ?? .zero
        return anchor.source.resolve(frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local
    /// coordinate space; nil when no enclosing view has that name.
    ///
    /// ```swift
    /// let scroll = proxy.bounds(of: .named("scroll"))
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.name, let named = namedFrames[name] else { return nil }
        return named.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// The size of the container view.
    public var size: CGSize { globalFrame.size }

    /// The safe area inset of the container view: how far the device's safe area reaches into
    /// the reader on each edge.
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets(
            top: max(0, containerOrigin.y + containerSafeArea.top - globalFrame.minY),
            leading: max(0, containerOrigin.x + containerSafeArea.leading - globalFrame.minX),
            bottom: max(0, globalFrame.maxY - (containerOrigin.y + containerSize.height - containerSafeArea.bottom)),
            trailing: max(0, globalFrame.maxX - (containerOrigin.x + containerSize.width - containerSafeArea.trailing)))
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        resolvedFrame(in: coordinateSpace)
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// ```swift
    /// let offset = proxy.frame(in: .named("scroll")).minY
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        resolvedFrame(in: coordinateSpace.coordinateSpace)
    }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// A resolved coordinate space created by the coordinate space protocol.
///
/// ```swift
/// proxy.frame(in: .global)
/// ```
public enum CoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    /// Whether this is the local space.
    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

extension CoordinateSpace: Hashable {}

// As in the SDK: the coordinate spaces are not Sendable.
@available(*, unavailable)
extension CoordinateSpace: Sendable {}
@available(*, unavailable)
extension GlobalCoordinateSpace: Sendable {}
@available(*, unavailable)
extension LocalCoordinateSpace: Sendable {}
@available(*, unavailable)
extension NamedCoordinateSpace: Sendable {}

/// A frame of reference within the layout system.
///
/// ```swift
/// proxy.frame(in: .named("scroll"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    package let name: CoordinateSpace
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { name }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: .named(AnyHashable(name)))
    }
}

/// A view that adapts to the available space by providing the first child view that fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Long label"); Button("Go") {} }
///     VStack { Text("Long label"); Button("Go") {} }
/// }
/// ```
@frozen public struct ViewThatFits<Content> where Content: View {
    package let axes: Axis.Set
    package let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension ViewThatFits: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = ViewThatFitsLayout(axes: axes)
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

@available(*, unavailable)
extension ViewThatFits: Sendable {}

/// The named coordinate spaces a reader's content last saw.
final class NamedSpacesSeen {
    var frames: [AnyHashable: CGRect] = [:]
}

/// `GeometryReader`'s layout (`GeometryReaderLayout`), which also evaluates the content again
/// when a named coordinate space around the reader moved, so `frame(in: .named(...))` stays
/// current.
struct NamedSpaceGeometryReaderLayout: LayoutBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        GeometryReaderLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let seen = node.attachment { NamedSpacesSeen() }
        let frames = node.namedCoordinateSpaceFrames()
        if seen.frames != frames {
            seen.frames = frames
            node.invalidate()
        }
        GeometryReaderLayout().placeChildren(of: node, in: bounds, proposal: proposal)
    }
}

extension GeometryReader: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("GeometryReader", [])
    }
}

extension ViewThatFits: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("ViewThatFits", ["in: \(axes.headlessDescription)"])
    }
}
