import Foundation

/// A type that defines the scroll behavior of a scrollable view.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(cards) { CardView(card: $0) } }
///         .scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)

    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view.
    public var anchor: UnitPoint?
}

/// The context in which a scroll target behavior updates its scroll target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    let environment: EnvironmentValues

    /// The original target when the scroll gesture began.
    public let originalTarget: ScrollTarget
    /// The size of the content of the scrollable view.
    public let contentSize: CGSize
    /// The size of the container of the scrollable view.
    public let containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public let axes: Axis.Set

    /// Returns a value from the scrollable view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

@available(*, unavailable)
extension ScrollTargetBehaviorContext: Sendable {}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}

    /// Updates the proposed target that a scrollable view should scroll to: the nearest page.
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        // The scroll view "stops on multiples of the scroll view's bounds" (UIKit,
        // `UIScrollView.isPagingEnabled`): the nearest page along each scrolling axis.
        func page(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            length > 0 ? (value / length).rounded() * length : value
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(target.rect.origin.x, context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(target.rect.origin.y, context.containerSize.height)
        }
    }
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior {
        /// Which behavior: its case name is how it is written.
        enum Kind: String {
            case automatic, always, never, alwaysByFew, alwaysByOne
        }

        let kind: Kind

        /// The automatic limit behavior.
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: .automatic) }
        /// The always limit behavior: one view at a time.
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: .always) }
        /// The never limit behavior.
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: .never) }
        /// The always-by-few limit behavior: a few views at a time.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public static var alwaysByFew: ViewAlignedScrollTargetBehavior.LimitBehavior {
            LimitBehavior(kind: .alwaysByFew)
        }
        /// The always-by-one limit behavior: one view at a time.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public static var alwaysByOne: ViewAlignedScrollTargetBehavior.LimitBehavior {
            LimitBehavior(kind: .alwaysByOne)
        }
    }

    let limitBehavior: LimitBehavior

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Updates the proposed target that a scrollable view should scroll to: the stand-in does
    /// not scroll, and leaves it as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}

    /// How far one scroll may go along `axis`. Apple: `.automatic` is "limited in compact
    /// horizontal size classes and will not be limited otherwise" (and, by the type's overview,
    /// in a compact vertical size class for vertical scrolling); `.always` and `.alwaysByFew`
    /// "a small number of views ... determined automatically" (here: no further than the
    /// scroll view's length, an assumption); `.alwaysByOne` "a single view".
    func limit(along axis: Axis, environment: EnvironmentValues) -> ScrollLimit {
        switch limitBehavior.kind {
        case .never: return .none
        case .alwaysByOne: return .one
        case .always, .alwaysByFew: return .few
        case .automatic:
            let sizeClass = axis == .horizontal ? environment.horizontalSizeClass : environment.verticalSizeClass
            return sizeClass == .compact ? .few : .none
        }
    }

    /// How many views one scroll may pass.
    enum ScrollLimit { case none, one, few }
}

@available(*, unavailable)
extension ViewAlignedScrollTargetBehavior.LimitBehavior: Sendable {}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes.
    ///
    /// Where a scroll by a finger ends (`ViewHost.scroll(by:in:)`), the behavior moves the
    /// target: `.paging` to the nearest page, `.viewAligned` to the nearest view of the
    /// `scrollTargetLayout()`, a custom behavior by its own `updateTarget`.
    /// ```swift
    /// ScrollView(.horizontal) { ... }.scrollTargetBehavior(.paging)
    /// ```
    nonisolated public func scrollTargetBehavior<T>(_ behavior: T) -> some View where T: ScrollTargetBehavior {
        let name: String =
            switch behavior {
            case is PagingScrollTargetBehavior: ".paging"
            case let aligned as ViewAlignedScrollTargetBehavior:
                aligned.limitBehavior.kind == .automatic
                    ? ".viewAligned" : ".viewAligned(limitBehavior: .\(aligned.limitBehavior.kind.rawValue))"
            default: "\(T.self)"
            }
        let box = ScrollTargetBehaviorBox(behavior: behavior)
        return modifier(
            EnvironmentWriter(attribute: "scrollTargetBehavior(\(name))", token: name) { $0.scrollTargetBehavior = box }
        )
    }

    /// Configures the outermost layout as a scroll target layout: its views are the targets
    /// that `scrollPosition(id:anchor:)` reports and scrolls to.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    ///
    /// When the content is scrolled, the binding takes the id of the first view of the
    /// `scrollTargetLayout()` that is in the scroll view ("the top-most view"); when the app
    /// sets it (and when the view first appears with it set), the scroll view scrolls to that
    /// view as `scrollTo(_:anchor:)` does (to the top leading corner when `anchor` is nil),
    /// creating a lazy row. Nothing is written while the
    /// content offset stays (the binding is "updated when a scroll view ... scrolls").
    /// ```swift
    /// ScrollView { ... }.scrollPosition(id: $visibleID)
    /// ```
    nonisolated public func scrollPosition<ID>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View
    where ID: Hashable {
        modifier(
            ScrollPositionModifier(
                read: { id.wrappedValue.map { AnyHashable($0) } },
                write: { value in id.wrappedValue = value.base as? ID }, anchor: anchor))
    }
}

/// `scrollTargetLayout(isEnabled:)`: marks its content's views as scroll targets.
struct ScrollTargetLayoutModifier: Equatable {
    let isEnabled: Bool

    /// The mark on the modifier's node.
    final class Mark {}
}

extension ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        if isEnabled { _ = node.attachment { Mark() } }
        node.output.display = .modifier([isEnabled ? "scrollTargetLayout" : "scrollTargetLayout(isEnabled: false)"])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// `scrollPosition(id:anchor:)`: the binding read and written as closures.
struct ScrollPositionModifier {
    let read: () -> AnyHashable?
    let write: (AnyHashable) -> Void
    let anchor: UnitPoint?

    /// What the modifier saw: the id it last applied or wrote, and the content offset at the
    /// last layout.
    final class Memory: ScrollObservation {
        var write: ((AnyHashable) -> Void)?
        var read: (() -> AnyHashable?)?
        var applied: AnyHashable?
        var lastOffset: CGPoint?

        func check(_ node: ViewNode) -> (() -> Void)? {
            guard let scrollView = node.firstScrollView, let scroll = scrollView.scrollOffset,
                let viewport = scrollView.layoutFrame
            else { return nil }
            defer { lastOffset = scroll.offset }
            guard let last = lastOffset, last != scroll.offset, let write else { return nil }
            guard let id = Self.topmostTarget(in: scrollView, viewport: viewport), id != read?() else { return nil }
            applied = id
            return { write(id) }
        }

        /// The frames of the scroll target layout's views created, in root coordinates.
        static func targetFrames(in scrollView: ViewNode) -> [CGRect] {
            guard let layout = scrollView.first(where: { $0.existingAttachment(Mark.self) != nil }) else { return [] }
            var frames: [CGRect] = []
            func visit(_ node: ViewNode) {
                switch node.key {
                case .id, .explicit:
                    if let frame = node.layoutFrame { frames.append(frame) }
                default:
                    for child in node.children where !node.offscreenChildren.contains(child.key) { visit(child) }
                }
            }
            for child in layout.children { visit(child) }
            return frames
        }

        /// The id of the first target view of the scroll target layout in the viewport.
        static func topmostTarget(in scrollView: ViewNode, viewport: CGRect) -> AnyHashable? {
            guard let layout = scrollView.first(where: { $0.existingAttachment(Mark.self) != nil })
            else { return nil }
            var found: AnyHashable?
            func visit(_ node: ViewNode) {
                guard found == nil else { return }
                switch node.key {
                case .id(let id), .explicit(let id):
                    if let frame = node.layoutFrame, frame.intersects(viewport) { found = id }
                    return
                default:
                    for child in node.children where !node.offscreenChildren.contains(child.key) { visit(child) }
                }
            }
            for child in layout.children { visit(child) }
            return found
        }
    }

    private typealias Mark = ScrollTargetLayoutModifier.Mark
}

extension ScrollPositionModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let memory = node.attachment { Memory() }
        memory.read = read
        memory.write = write
        let current = node.readingAsSubscriber { read() }
        let value = current.map { ($0.base as? String).map(HeadlessValueFormat.string) ?? "\($0.base)" } ?? "nil"
        node.observeScrolling(memory, content: content)
        node.output.display = .modifier(
            ["scrollPosition(id: \(value)\(anchor.map { ", anchor: \($0.headlessDescription)" } ?? ""))"])
        // Set by the app (or there from the start): the scroll view goes to that view.
        guard let current, current != memory.applied else { return }
        memory.applied = current
        guard let scrollView = node.firstScrollView, let scroll = scrollView.scrollOffset,
            let target = ScrollViewProxy.find(current, under: scrollView)
        else { return }
        // With no anchor the view goes to the top leading corner, so that it is then the top-most
        // view the binding reports (the stand-in's assumption; Apple does not say).
        scroll.target = ScrollOffset.Target(node: target, anchor: anchor ?? .topLeading)
        scrollView.invalidateLayout()
    }
}

/// The scroll target behavior set above a scroll view, as the environment carries it.
package struct ScrollTargetBehaviorBox {
    let behavior: any ScrollTargetBehavior

    /// Where a scroll toward `offset` ends, from `start`, in a scroll view of `containerSize`
    /// showing content of `contentSize` along `axes`: the behavior's `updateTarget`, or for
    /// `.viewAligned` the leading edge of the target view nearest to it (`targets`: the frames
    /// of the scroll target layout's views, in the content's coordinates).
    package func settle(
        _ offset: CGPoint, from start: CGPoint, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
        targets: [CGRect], environment: EnvironmentValues
    ) -> CGPoint {
        if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
            // "aligns scroll targets to view-based geometry" (Apple): the nearest view's
            // leading edge along each scrolling axis, within the limit.
            func stop(_ value: CGFloat, from start: CGFloat, edges: [CGFloat], length: CGFloat, axis: Axis) -> CGFloat {
                let sorted = Set(edges).sorted()
                func nearest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
                    candidates.min { abs($0 - value) < abs($1 - value) } ?? value
                }
                switch aligned.limit(along: axis, environment: environment) {
                case .none:
                    return nearest(value, in: sorted)
                case .one:
                    // The views next to the one it started at, at most.
                    let from = sorted.firstIndex(of: nearest(start, in: sorted)) ?? 0
                    let reach = Array(sorted[max(0, from - 1)...min(sorted.count - 1, from + 1)])
                    return nearest(value, in: reach)
                case .few:
                    // No further than the scroll view's length from where it started.
                    let reach = sorted.filter { abs($0 - start) <= length }
                    return nearest(min(max(value, start - length), start + length), in: reach.isEmpty ? sorted : reach)
                }
            }
            return CGPoint(
                x: axes.contains(.horizontal)
                    ? stop(
                        offset.x, from: start.x, edges: targets.map(\.minX), length: containerSize.width,
                        axis: .horizontal) : offset.x,
                y: axes.contains(.vertical)
                    ? stop(
                        offset.y, from: start.y, edges: targets.map(\.minY), length: containerSize.height,
                        axis: .vertical) : offset.y)
        }
        var target = ScrollTarget(rect: CGRect(origin: offset, size: containerSize), anchor: nil)
        let context = ScrollTargetBehaviorContext(
            environment: environment,
            originalTarget: ScrollTarget(rect: CGRect(origin: start, size: containerSize), anchor: nil),
            contentSize: contentSize, containerSize: containerSize, axes: axes)
        func update<B: ScrollTargetBehavior>(_ behavior: B) { behavior.updateTarget(&target, context: context) }
        update(behavior)
        return target.rect.origin
    }
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollTargetBehaviorBox? { nil }
}

extension EnvironmentValues {
    /// The scroll target behavior set above (`scrollTargetBehavior(_:)`).
    package var scrollTargetBehavior: ScrollTargetBehaviorBox? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension ViewNode {
    /// The frames of the views of the scroll target layout in this scroll view, in its
    /// content's coordinates.
    package var scrollTargetFrames: [CGRect] {
        guard let viewport = layoutFrame, let offset = scrollOffset?.offset else { return [] }
        return ScrollPositionModifier.Memory.targetFrames(in: self).map {
            $0.offsetBy(dx: offset.x - viewport.minX, dy: offset.y - viewport.minY)
        }
    }
}

// Hashable since iOS 18 in the SDK.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollTarget: Hashable {
    /// Returns a Boolean value indicating whether two targets are equal.
    public static func == (lhs: ScrollTarget, rhs: ScrollTarget) -> Bool {
        lhs.rect == rhs.rect && lhs.anchor == rhs.anchor
    }

    /// Hashes the essential components of this value by feeding them into the given hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(anchor)
    }
}
