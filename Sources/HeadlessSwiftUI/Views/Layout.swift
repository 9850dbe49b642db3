/// A type that defines the geometry of a collection of views.
///
/// Calling a layout as a function makes a view of it; switching between layouts through
/// `AnyLayout` keeps the children's identity (and state):
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public protocol Layout {
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

    /// Combines the specified views into a single composite view using the layout algorithm
    /// of the custom layout container.
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
public struct LayoutSubview: Equatable {
    package let id: Int
    package let measure: (ProposedViewSize) -> CGSize
    package let onPlace: (CGPoint, UnitPoint, ProposedViewSize) -> Void

    /// The subviews's preferred spacing values.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The layout priority of the subview.
    public var priority: Double { 0 }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        onPlace(position, anchor, proposal)
    }

    /// Compares two subview proxies.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.id == rhs.id }
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

    /// The index of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { elements.endIndex }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(elements[bounds])) }

    /// Compares two collections of subview proxies.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.elements == rhs.elements }
}

// MARK: - Stack layouts

/// Sizes and places subviews one after the other along an axis: the stacks' algorithm, with
/// each subview at its ideal size.
private func stackSize(axis: Axis, spacing: CGFloat?, subviews: LayoutSubviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gap = (spacing ?? ViewSpacing.defaultSpacing) * CGFloat(max(sizes.count - 1, 0))
    switch axis {
    case .horizontal:
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gap, height: sizes.map(\.height).max() ?? 0)
    case .vertical:
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gap)
    }
}

private func placeStack(axis: Axis, spacing: CGFloat?, in bounds: CGRect, subviews: LayoutSubviews) {
    var position = bounds.origin
    for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: position, anchor: .topLeading, proposal: ProposedViewSize(size))
        switch axis {
        case .horizontal: position.x += size.width + (spacing ?? ViewSpacing.defaultSpacing)
        case .vertical: position.y += size.height + (spacing ?? ViewSpacing.defaultSpacing)
        }
    }
}

/// The horizontal stack's layout algorithm.
@frozen public struct _HStackLayout {
    /// Cached values of a horizontal stack (none: subviews are measured at their ideal size).
    public typealias Cache = Void
}

/// The vertical stack's layout algorithm.
@frozen public struct _VStackLayout {
    /// Cached values of a vertical stack (none: subviews are measured at their ideal size).
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

    /// Returns the size of the stack.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _HStackLayout.Cache
    ) -> CGSize {
        stackSize(axis: .horizontal, spacing: spacing, subviews: subviews)
    }

    /// Places the subviews left to right.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _HStackLayout.Cache
    ) {
        placeStack(axis: .horizontal, spacing: spacing, in: bounds, subviews: subviews)
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

    /// Returns the size of the stack.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _VStackLayout.Cache
    ) -> CGSize {
        stackSize(axis: .vertical, spacing: spacing, subviews: subviews)
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _VStackLayout.Cache
    ) {
        placeStack(axis: .vertical, spacing: spacing, in: bounds, subviews: subviews)
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

    /// Returns the size of the stack: the largest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places every subview at the origin.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }
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
    public struct Cache {
        package var value: Any
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache {
        Cache(value: makeErasedCache(wrapped, subviews))
    }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) {
        cache = makeCache(subviews: subviews)
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
}

@available(*, unavailable)
extension AnyLayout: Sendable {}

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
    func update(node: ViewNode) {
        let (name, attributes) = layoutDescription(layout)
        node.display = .element(L.self == AnyLayout.self ? "AnyLayout \(name)" : name, attributes: attributes)
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
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
