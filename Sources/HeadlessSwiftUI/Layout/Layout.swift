/// A type that defines the geometry of a collection of views.
///
/// Calling a layout as a function makes a view of it; switching between layouts through
/// `AnyLayout` keeps the children's identity (and state):
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
@preconcurrency public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Retrieves preferred spacing values for the composite view.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default property values for a layout.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Reinitializes a cache to a new value.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Gets the union of the subviews' spacing.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// Returns the result of merging the horizontal alignment guides of all subviews.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(.horizontal(guide.key), in: bounds, subviews: subviews)
    }

    /// Returns the result of merging the vertical alignment guides of all subviews.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(.vertical(guide.key), in: bounds, subviews: subviews)
    }

    /// Combines the specified views into a single composite view using the layout algorithm
    /// of the custom layout container.
    @_disfavoredOverload
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Self.Cache == () {
    /// Returns the empty value when your layout doesn't require a cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {}
}

/// A proxy that represents one subview of a layout.
///
/// ```swift
/// for subview in subviews {
///     subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
/// }
/// ```
public struct LayoutSubview: Equatable {
    package let node: ViewNode

    package init(node: ViewNode) {
        self.node = node
    }

    /// The subviews's preferred spacing values.
    public var spacing: ViewSpacing {
        let node = node
        return onMainActor { node.layoutSpacing }
    }

    /// The layout priority of the subview.
    public var priority: Double {
        let node = node
        return onMainActor { node.layoutPriority }
    }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        let node = node
        let id = ObjectIdentifier(key)
        return onMainActor { node.layoutValue(id).map(UncheckedValue.init) }?.value as? K.Value ?? K.defaultValue
    }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let node = node
        return onMainActor { node.sizeThatFits(proposal) }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let node = node
        return onMainActor { node.dimensions(at: node.sizeThatFits(proposal)) }
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let node = node
        onMainActor { node.place(at: position, anchor: anchor, proposal: proposal) }
    }

    /// Compares two subview proxies.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// An opaque collection of proxies for the subviews of a layout.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    package let elements: [LayoutSubview]

    package init(_ elements: [LayoutSubview]) {
        self.elements = elements
    }

    /// A type that indexes a subview.
    public typealias Index = Int
    /// A type that contains a subsequence of proxy values.
    public typealias SubSequence = LayoutSubviews
    /// A type that contains a proxy value.
    public typealias Element = LayoutSubview

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The index of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { elements.endIndex }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(elements[bounds])) }

    /// Gets the subview proxies with the specified indicies.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(indices.map { elements[$0] })
    }

    /// Compares two collections of subview proxies.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.elements == rhs.elements }
}

/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value

    /// The default value returned for a subview that does not set a value.
    static var defaultValue: Self.Value { get }
}

/// The default `explicitAlignment`: the subviews' explicit guides where the last pass placed
/// them, merged as `combineExplicit` does.
private func mergedExplicitAlignment(_ guide: AlignmentGuide, in bounds: CGRect, subviews: LayoutSubviews) -> CGFloat? {
    onMainActor {
        let values = subviews.compactMap { subview -> CGFloat? in
            guard let frame = subview.node.layoutFrame,
                let value = subview.node.explicitAlignment(guide, size: frame.size)
            else { return nil }
            return value + (guide.isHorizontal ? frame.minX - bounds.minX : frame.minY - bounds.minY)
        }
        return combineExplicit(guide, values)
    }
}

/// The horizontal stack's layout algorithm.
@frozen public struct _HStackLayout {
    /// Cached values of a horizontal stack (none: measurements are cached per subview).
    public typealias Cache = Void
}

/// The vertical stack's layout algorithm.
@frozen public struct _VStackLayout {
    /// Cached values of a vertical stack (none: measurements are cached per subview).
    public typealias Cache = Void
}

/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// AnyLayout(HStackLayout(alignment: .top, spacing: 12)) { Text("A"); Text("B") }
/// ```
@frozen public struct HStackLayout: Layout, Sendable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout properties of a horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private func run<R>(_ subviews: LayoutSubviews, _ body: @MainActor (StackAlgorithm, AlignmentGuide) -> R) -> R {
        let units = UncheckedValue(subviews.map(\.node))
        let spacing = spacing
        let guide = AlignmentGuide.vertical(alignment.key)
        return onMainActor { body(StackAlgorithm(axis: .horizontal, spacing: spacing, units: units.value), guide) }
    }

    /// Returns the size of the stack: SwiftUI's stack algorithm (see `StackAlgorithm`).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _HStackLayout.Cache
    ) -> CGSize {
        run(subviews) { $0.arrangement(proposal, alignment: $1).size }
    }

    /// Places the subviews left to right, aligned on `alignment`.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _HStackLayout.Cache
    ) {
        run(subviews) { algorithm, guide in
            algorithm.place(algorithm.arrangement(proposal, alignment: guide), in: bounds)
        }
    }

    /// A horizontal guide of the stack, from its subviews' explicit guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: HStackLayout.Subviews, cache: inout _HStackLayout.Cache
    ) -> CGFloat? {
        let key = AlignmentGuide.horizontal(guide.key)
        return run(subviews) { algorithm, guide in
            algorithm.explicitAlignment(key, in: algorithm.arrangement(proposal, alignment: guide))
        }
    }

    /// A vertical guide of the stack, from its subviews' explicit guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews,
        cache: inout _HStackLayout.Cache
    ) -> CGFloat? {
        let key = AlignmentGuide.vertical(guide.key)
        return run(subviews) { algorithm, guide in
            algorithm.explicitAlignment(key, in: algorithm.arrangement(proposal, alignment: guide))
        }
    }
}

/// A vertical container that you can use in conditional layouts.
///
/// ```swift
/// AnyLayout(VStackLayout(alignment: .leading)) { Text("A"); Text("B") }
/// ```
@frozen public struct VStackLayout: Layout, Sendable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout properties of a vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private func run<R>(_ subviews: LayoutSubviews, _ body: @MainActor (StackAlgorithm, AlignmentGuide) -> R) -> R {
        let units = UncheckedValue(subviews.map(\.node))
        let spacing = spacing
        let guide = AlignmentGuide.horizontal(alignment.key)
        return onMainActor { body(StackAlgorithm(axis: .vertical, spacing: spacing, units: units.value), guide) }
    }

    /// Returns the size of the stack: SwiftUI's stack algorithm (see `StackAlgorithm`).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _VStackLayout.Cache
    ) -> CGSize {
        run(subviews) { $0.arrangement(proposal, alignment: $1).size }
    }

    /// Places the subviews top to bottom, aligned on `alignment`.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _VStackLayout.Cache
    ) {
        run(subviews) { algorithm, guide in
            algorithm.place(algorithm.arrangement(proposal, alignment: guide), in: bounds)
        }
    }

    /// A horizontal guide of the stack, from its subviews' explicit guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: VStackLayout.Subviews, cache: inout _VStackLayout.Cache
    ) -> CGFloat? {
        let key = AlignmentGuide.horizontal(guide.key)
        return run(subviews) { algorithm, guide in
            algorithm.explicitAlignment(key, in: algorithm.arrangement(proposal, alignment: guide))
        }
    }

    /// A vertical guide of the stack, from its subviews' explicit guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews,
        cache: inout _VStackLayout.Cache
    ) -> CGFloat? {
        let key = AlignmentGuide.vertical(guide.key)
        return run(subviews) { algorithm, guide in
            algorithm.explicitAlignment(key, in: algorithm.arrangement(proposal, alignment: guide))
        }
    }
}

/// An overlaying container that you can use in conditional layouts.
///
/// ```swift
/// AnyLayout(ZStackLayout(alignment: .topLeading)) { Color.red; Text("On top") }
/// ```
@frozen public struct ZStackLayout: Layout, Sendable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Returns the size of the stack: every subview is offered the stack's proposal, and the
    /// stack is the union of their frames with their `alignment` guides at one point (the
    /// `ZStack` documentation: it "overlays its subviews, aligning them in both axes").
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()) -> CGSize {
        overlayFrames(alignment, proposal: proposal, subviews: subviews).size
    }

    /// Places every subview so that their `alignment` guides meet.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()
    ) {
        let frames = overlayFrames(alignment, proposal: proposal, subviews: subviews).frames
        for (subview, frame) in zip(subviews, frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: proposal)
        }
    }
}

/// Frames of subviews laid over each other with their `alignment` guides at one point,
/// relative to the union's origin, and the union's size.
func overlayFrames(_ alignment: Alignment, proposal: ProposedViewSize, subviews: LayoutSubviews)
    -> (frames: [CGRect], size: CGSize)
{
    let dimensions = subviews.map { $0.dimensions(in: proposal) }
    let horizontal = AlignmentGuide.horizontal(alignment.horizontal.key)
    let vertical = AlignmentGuide.vertical(alignment.vertical.key)
    let xs = dimensions.map { -$0.value(of: horizontal) }
    let ys = dimensions.map { -$0.value(of: vertical) }
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    let frames = dimensions.indices.map {
        CGRect(x: xs[$0] - minX, y: ys[$0] - minY, width: dimensions[$0].width, height: dimensions[$0].height)
    }
    let size = CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    return (frames, size)
}

/// A type-erased instance of the layout protocol.
///
/// Views laid out by an `AnyLayout` keep their identity when the wrapped layout changes, so
/// children keep their state and the change can animate:
/// ```swift
/// let layout = isAccessible ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("01:00:05:12"); Button("Reset") {} }
/// ```
@frozen public struct AnyLayout: Layout {
    package let wrapped: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            wrapped = any.wrapped
        } else {
            wrapped = layout
        }
    }

    /// The cached values of the wrapped layout.
    ///
    /// Sendable as in the SDK; unchecked because it holds the wrapped layout's cache, which
    /// layout makes and reads on the main actor only.
    public struct Cache: @unchecked Sendable {
        package var value: Any
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache {
        Cache(value: makeErasedCache(wrapped, subviews))
    }

    /// Updates the wrapped layout's cache (a new cache when the wrapped layout's type changed).
    public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) {
        erasedUpdate(wrapped, subviews, &cache.value)
    }

    /// Returns the wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache)
        -> CGSize
    {
        erasedSize(wrapped, proposal, subviews, &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache
    ) {
        erasedPlace(wrapped, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        erasedSpacing(wrapped, subviews, &cache.value)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews,
        cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        erasedAlignment(wrapped, .horizontal(guide.key), bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews,
        cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        erasedAlignment(wrapped, .vertical(guide.key), bounds, proposal, subviews, &cache.value)
    }
}

private func makeErasedCache<L: Layout>(_ layout: L, _ subviews: LayoutSubviews) -> Any {
    layout.makeCache(subviews: subviews)
}

private func erasedSize<L: Layout>(
    _ layout: L, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
) -> CGSize {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
}

private func erasedPlace<L: Layout>(
    _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
) {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
}

private func erasedUpdate<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout Any) {
    guard var typed = cache as? L.Cache else {
        cache = layout.makeCache(subviews: subviews)
        return
    }
    layout.updateCache(&typed, subviews: subviews)
    cache = typed
}

private func erasedSpacing<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.spacing(subviews: subviews, cache: &typed)
}

private func erasedAlignment<L: Layout>(
    _ layout: L, _ guide: AlignmentGuide, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
) -> CGFloat? {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.explicitAlignment(guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
}

extension Layout {
    /// One entry point for both guide axes.
    func explicitAlignment(
        _ guide: AlignmentGuide, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Cache
    ) -> CGFloat? {
        switch guide {
        case .horizontal(let key):
            return explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let key):
            return explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// A layout applied to content: what `layout { ... }` makes. Its type depends on the layout's
/// type only, so every `AnyLayout` is the same view to its children.
struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension LayoutView: View {
    var body: Never { bodyNeverCalled(Self.self) }
}

extension LayoutView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = layoutBehavior(for: layout)
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// The behaviour of a layout: the built-in stacks (also inside `AnyLayout`) run the stack
/// algorithm on the nodes directly; any other layout goes through its `Layout` methods.
@MainActor
func layoutBehavior<L: Layout>(for layout: L) -> any LayoutBehavior {
    let inner: any Layout = (layout as? AnyLayout)?.wrapped ?? layout
    if let stack = inner as? HStackLayout {
        return StackLayout(axis: .horizontal, spacing: stack.spacing, alignment: .vertical(stack.alignment.key))
    }
    if let stack = inner as? VStackLayout {
        return StackLayout(axis: .vertical, spacing: stack.spacing, alignment: .horizontal(stack.alignment.key))
    }
    return LayoutContainer(layout: layout)
}

/// What a custom `Layout` keeps: its cache, and the moment it was last brought up to date.
final class CustomLayoutState: LayoutState {
    /// The layout's `Cache`, kept between passes (SwiftUI keeps it until the layout or its
    /// subviews change, then asks `updateCache`).
    var cache: Any?
    @exclusivity(unchecked) var cacheMoment: UInt64 = 0
}

/// A node laid out by a `Layout`: user layouts, `ZStackLayout`, and any `AnyLayout` that does
/// not wrap a stack. The subviews are
/// the layout children of the node's content; the layout's cache lives in the node's `CustomLayoutState` and is
/// updated when the container or a subview changed (the `updateCache` documentation).
struct LayoutContainer<L: Layout>: LayoutBehavior {
    let layout: L

    private func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews((node.layoutContent?.layoutUnits ?? []).map { LayoutSubview(node: $0) })
    }

    func makeLayoutState() -> LayoutState { CustomLayoutState() }

    private func withCache<R>(_ node: ViewNode, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let state = node.layoutState(as: CustomLayoutState.self)
        var cache: L.Cache
        if let existing = state.cache as? L.Cache {
            cache = existing
            // The container or a subview changed since the cache was brought up to date.
            if state.isForgotten(since: state.cacheMoment) { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        state.cacheMoment = LayoutState.moment()
        defer { state.cache = cache }
        return body(&cache)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = subviews(of: node)
        return withCache(node, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = subviews(of: node)
        withCache(node, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        let subviews = subviews(of: node)
        let proposal = node.layoutState?.placedProposal ?? ProposedViewSize(size)
        return withCache(node, subviews) {
            layout.explicitAlignment(
                guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(node: ViewNode) -> ViewSpacing {
        let subviews = subviews(of: node)
        return withCache(node, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    /// The axis a `Spacer` inside this container expands along.
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
}

/// The text-tree name and attributes of a layout; `AnyLayout` shows the layout it wraps.
func layoutDescription(_ layout: any Layout) -> (String, [String]) {
    switch layout {
    case let any as AnyLayout:
        return layoutDescription(any.wrapped)
    case let stack as HStackLayout:
        return ("HStackLayout", stackAttributes(alignment: stack.alignment.headlessDescription, spacing: stack.spacing))
    case let stack as VStackLayout:
        return ("VStackLayout", stackAttributes(alignment: stack.alignment.headlessDescription, spacing: stack.spacing))
    case let stack as ZStackLayout:
        return ("ZStackLayout", ["alignment: \(stack.alignment.headlessDescription)"])
    default:
        return (typeName(type(of: layout)), [])
    }
}

// As in the iOS 26.2 SDK: the collection of proxies is Sendable (iOS 16+), one proxy is
// withheld. The stand-in's closures inside them only run on the main actor, during layout.
// (`AnyLayout` is Sendable through `Layout`.)
extension LayoutSubviews: @unchecked Sendable {}
@available(*, unavailable)
extension LayoutSubview: Sendable {}

extension LayoutView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        let (name, attributes) = layoutDescription(layout)
        return (L.self == AnyLayout.self ? "AnyLayout \(name)" : name, attributes)
    }
}
