/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack(alignment: .top, spacing: 8) {
///     Image(systemName: "star")
///     Text("Favorite")
/// }
/// ```
@frozen public struct HStack<Content> where Content: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title")
///     Text("Subtitle")
/// }
/// ```
@frozen public struct VStack<Content> where Content: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A view that overlays its subviews, aligning them in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue
///     Text("Badge")
/// }
/// ```
@frozen public struct ZStack<Content> where Content: View {
    package let alignment: Alignment
    package let content: Content

    /// Creates an instance with the given alignment.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// ```swift
/// ScrollView { LazyVStack { ForEach(rows) { Row(row: $0) } } }
/// ```
public struct LazyVStack<Content> where Content: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { Thumbnail(photo: $0) } } }
/// ```
public struct LazyHStack<Content> where Content: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment,
    /// pinning behavior, and content.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
///     ForEach(coins) { CoinCell(coin: $0) }
/// }
/// ```
public struct LazyVGrid<Content> where Content: View {
    package let columns: [GridItem]
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates a grid that grows vertically.
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { ... }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value that corresponds to this set.
    public let rawValue: UInt32

    /// Creates a new set from a raw value.
    nonisolated public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)

    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The environment of a lazy stack's or grid's content: inside a lazy container (a destination
/// modifier there draws SwiftUI's warning), cached so that the content sees the same
/// environment while the stack's does not change.
@MainActor
func lazyContentEnvironment(_ node: ViewNode) -> EnvironmentValues {
    if node.environment.isInLazyContainer, node.environment.appearsWhenPlaced { return node.environment }
    return node.attachment { EnvironmentCache() }.values(from: node.environment, token: true) {
        $0.isInLazyContainer = true
        $0.appearsWhenPlaced = true
    }
}

/// The text-tree attributes of a stack: alignment and spacing as the call site spelled them.
func stackAttributes(alignment: String, spacing: CGFloat?) -> [String] {
    ["alignment: \(alignment)", "spacing: \(HeadlessValueFormat.number(spacing))"]
}

extension HStack: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = StackLayout(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment.key))
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension VStack: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = StackLayout(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment.key))
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension ZStack: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = LayoutContainer(layout: ZStackLayout(alignment: alignment))
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension HStack: ContentContainer {
    package static func updateContent(
        of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>
    ) -> Bool? {
        guard new.pointee.alignment == previous.pointee.alignment, new.pointee.spacing == previous.pointee.spacing
        else { return nil }
        return node.updateContentChild(at: new.pointer(to: \.content)!)
    }
}

extension VStack: ContentContainer {
    package static func updateContent(
        of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>
    ) -> Bool? {
        guard new.pointee.alignment == previous.pointee.alignment, new.pointee.spacing == previous.pointee.spacing
        else { return nil }
        return node.updateContentChild(at: new.pointer(to: \.content)!)
    }
}

extension ZStack: ContentContainer {
    package static func updateContent(
        of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>
    ) -> Bool? {
        guard new.pointee.alignment == previous.pointee.alignment else { return nil }
        return node.updateContentChild(at: new.pointer(to: \.content)!)
    }
}

extension LazyVStack: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = LazyStackLayout(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment.key))
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: lazyContentEnvironment(node))
    }
}

extension LazyHStack: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = LazyStackLayout(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment.key))
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: lazyContentEnvironment(node))
    }
}

extension LazyVGrid: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = GridLayout(
            axis: .vertical, tracks: columns, spacing: spacing,
            alignment: Alignment(horizontal: alignment, vertical: .center))
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: lazyContentEnvironment(node))
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) { ForEach(tags) { TagView(tag: $0) } }
/// }
/// ```
public struct LazyHGrid<Content> where Content: View {
    package let rows: [GridItem]
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    /// Creates a grid that grows horizontally.
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHGrid: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

@available(*, unavailable)
extension LazyHGrid: Sendable {}

extension LazyHGrid: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = GridLayout(
            axis: .horizontal, tracks: rows, spacing: spacing,
            alignment: Alignment(horizontal: .center, vertical: alignment))
        node.graph.hasGeometryDependentViews = true
        node.reconcile(key: .content, view: content, environment: lazyContentEnvironment(node))
    }
}

extension HStack: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("HStack", stackAttributes(alignment: alignment.headlessDescription, spacing: spacing))
    }
}

extension VStack: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("VStack", stackAttributes(alignment: alignment.headlessDescription, spacing: spacing))
    }
}

extension LazyVStack: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("LazyVStack", stackAttributes(alignment: alignment.headlessDescription, spacing: spacing))
    }
}

extension LazyHStack: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("LazyHStack", stackAttributes(alignment: alignment.headlessDescription, spacing: spacing))
    }
}

extension ZStack: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("ZStack", ["alignment: \(alignment.headlessDescription)"])
    }
}

extension LazyVGrid: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        (
            "LazyVGrid",
            ["columns: \(columns.count)"] + stackAttributes(alignment: alignment.headlessDescription, spacing: spacing)
        )
    }
}

extension LazyHGrid: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        (
            "LazyHGrid",
            ["rows: \(rows.count)"] + stackAttributes(alignment: alignment.headlessDescription, spacing: spacing)
        )
    }
}
