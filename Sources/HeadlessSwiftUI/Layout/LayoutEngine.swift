import Foundation

/// How a node takes part in layout: SwiftUI's protocol of proposals, as WWDC19 "Building Custom
/// Views with SwiftUI" (session 237) describes it: the parent proposes a size, the child
/// chooses its own size, and the parent places the child in its coordinate space.
///
/// Primitives set a behaviour on their node when they update; nodes without one (composite
/// views, tuples, conditionals, `ForEach`, modifiers that do not affect geometry) are
/// transparent: their layout children take their place in the container above them.
@MainActor
package protocol LayoutBehavior {
    /// The size the node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    /// Places the node's layout children inside `bounds` (root coordinates).
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize)
    /// A guide the node sets itself (text baselines, `alignmentGuide`), nil for the default.
    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat?
    /// The spacing the node prefers next to its neighbours in a stack.
    func spacing(node: ViewNode) -> ViewSpacing
    /// The `layoutPriority` the node carries (forwarded by unary modifiers).
    func priority(node: ViewNode) -> Double
    /// A value set with `layoutValue(key:value:)` (forwarded by unary modifiers).
    func layoutValue(_ key: ObjectIdentifier, node: ViewNode) -> Any?
    /// How a point inside the node's frame hits it (shapes, `contentShape`, hit-testing off).
    var hitTestRule: HitTestRule { get }
    /// The axis of a stack (`LayoutProperties.stackOrientation`), nil for other layouts.
    var stackOrientation: Axis? { get }
    /// A new layout state of the kind a node with this behaviour keeps: `LayoutState`, or the
    /// subclass that holds what the behaviour keeps. A method, so that the node calls its
    /// behaviour's witness directly: a static kind read through `type(of:)` in a closure cost
    /// the first layout of 10,000 rows 25M instructions more than the one final class it replaces.
    ///
    /// ```swift
    /// func makeLayoutState() -> LayoutState { TextLayoutState() }
    /// ```
    func makeLayoutState() -> LayoutState
    /// Whether it clips what it draws to its frame (`ClippingLayout`). The traits below are
    /// requirements, read from the witness table the node holds: a cast (`is any
    /// ClippingLayout`) is a conformance lookup, a scan of every conformance record the first
    /// time per type and a cache lookup each time after.
    var clipsContent: Bool { get }
    /// Whether it creates its `ForEach`s' rows as they come on screen (`LazyContainerLayout`).
    var createsRowsLazily: Bool { get }
    /// The axes its content scrolls along (a scroll view, a list); none for another layout.
    var scrollAxes: Axis.Set { get }
}

extension LayoutBehavior {
    package func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? { nil }
    package func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }
    package func priority(node: ViewNode) -> Double { 0 }
    package func layoutValue(_ key: ObjectIdentifier, node: ViewNode) -> Any? { nil }
    package var hitTestRule: HitTestRule { .children }
    package var stackOrientation: Axis? { nil }
    package func makeLayoutState() -> LayoutState { LayoutState() }
    package var clipsContent: Bool { false }
    package var createsRowsLazily: Bool { false }
    package var scrollAxes: Axis.Set { [] }
}

/// A behaviour that wraps one child (padding, frame, offset, ...): guides, spacing and
/// priority pass through from the child, moved by where the child sits inside the node.
@MainActor
package protocol UnaryLayoutBehavior: LayoutBehavior {}

extension UnaryLayoutBehavior {
    package func spacing(node: ViewNode) -> ViewSpacing { node.layoutContent?.layoutSpacing ?? ViewSpacing() }
    package func priority(node: ViewNode) -> Double { node.layoutContent?.layoutPriority ?? 0 }
    package func layoutValue(_ key: ObjectIdentifier, node: ViewNode) -> Any? {
        node.layoutContent?.layoutValue(key)
    }
}

/// A value that crosses from the main actor to a nonisolated caller on the main thread (layout
/// runs on the main actor; SwiftUI's `Layout` methods are nonisolated).
package struct UncheckedValue<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

/// Runs main-actor code from a nonisolated layout method, which the engine only calls on the
/// main actor.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { UncheckedValue(body()) }.value
}

/// A guide of either axis, the key the engine asks views for.
package enum AlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment.Key)
    case vertical(VerticalAlignment.Key)

    var isHorizontal: Bool {
        if case .horizontal = self { return true }
        return false
    }
}

/// What the engine keeps per node: measured sizes by proposal, and the frame it placed. What
/// one behaviour keeps besides (a stack's arrangements, a text's sizes, a `Layout`'s cache)
/// is in a subclass of its own (`LayoutBehavior.makeLayoutState()`), so that a node carries
/// only its behaviour's fields.
@MainActor
package class LayoutState {
    // Every field opts out of dynamic exclusivity checks, as `ViewNode`'s hot fields do: the
    // layout runs on the main actor, and no access to a field overlaps another (lists are read
    // whole before they are changed).
    /// Sizes already chosen, by proposal: eight at most.
    @exclusivity(unchecked) var sizes = KeptSizes<ProposedViewSize>(limit: 8)

    /// Whether a size is kept for a proposal with no length along `axis`'s cross axis (an
    /// ideal width, for a vertical axis).
    func keepsSize(withoutCrossLengthOf axis: Axis) -> Bool {
        sizes.containsKey { (axis == .vertical ? $0.width : $0.height) == nil }
    }
    /// Where the node sits, in root coordinates, after the last layout pass.
    @exclusivity(unchecked) package internal(set) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    @exclusivity(unchecked) package internal(set) var placedProposal: ProposedViewSize = .unspecified
    /// Whether the node has a frame (a view that is laid out but not shown, such as a
    /// `ViewThatFits` candidate that was not chosen, has none).
    @exclusivity(unchecked) package internal(set) var isPlaced = false
    /// Whether the frames below are still what placing the node at `frame` gives: nothing
    /// below changed since.
    @exclusivity(unchecked) var placementIsValid = false

    /// Where the subtree can take a hit (`hitBounds()`), and whether that is up to date.
    @exclusivity(unchecked) var hitBounds: CGRect?
    @exclusivity(unchecked) var hitBoundsAreValid = false

    /// The layout children, kept until the views they are collected through change (their
    /// children, layout behaviours, offscreen or accessory children): not dropped when sizes
    /// are, so that a relayout of a long stack does not collect its rows again.
    @exclusivity(unchecked) var units: [ViewNode]?
    /// Guides asked for, by guide and size: nil values (a guide left at its default) are kept
    /// too, since asking is what costs.
    @exclusivity(unchecked) var alignments: [(AlignmentGuide, CGSize, CGFloat?)] = []
    @exclusivity(unchecked) var spacing: ViewSpacing?
    @exclusivity(unchecked) var priority: Double?
    /// Whether a guide was let go of `alignments` to make room since the measurements were
    /// last dropped.
    @exclusivity(unchecked) var hasDroppedAlignments = false
    /// Whether the node was asked for a `layoutValue(key:value:)` since the measurements were
    /// last dropped: values are not kept, so a layout check cannot tell whether they changed.
    @exclusivity(unchecked) var hasAnsweredLayoutValues = false

    /// Counts uses of any node's layout state (`layoutStateCreatingIfNeeded`), in every graph:
    /// what was forgotten since the last use is still forgotten.
    @exclusivity(unchecked) static var activity: UInt64 = 0
    /// `activity` when this state was last forgotten.
    @exclusivity(unchecked) private var forgottenAt: UInt64 = .max

    /// Whether the state was forgotten with nothing laid out since: so were its ancestors'
    /// (`invalidateLayout` forgets a node's ancestors with it).
    var isForgottenSinceLastLayout: Bool { forgottenAt == Self.activity }

    /// Counts the graphs' layouts of their layers (`ViewGraph.layOutLayers()`).
    @exclusivity(unchecked) static var layoutRound: UInt64 = 0
    /// `layoutRound` when `invalidateLayout` last forgot this state with its ancestors: until
    /// the layers are laid out again, a layout check of the node is left to the pass.
    @exclusivity(unchecked) var forgottenWithAncestorsIn: UInt64 = .max

    /// A moment in the layout's activity: any state forgotten from now on was forgotten at or
    /// after it, and any forgotten before, before it.
    static func moment() -> UInt64 {
        activity &+= 1
        return activity
    }

    /// Whether the state was forgotten at or after `moment()`: a container that kept what it
    /// read of this node then knows from it whether the node may answer differently now.
    func isForgotten(since moment: UInt64) -> Bool { forgottenAt != .max && forgottenAt >= moment }

    /// Whether `forget` marked the measurements below as stale, to drop at the next use.
    @exclusivity(unchecked) private var hasForgottenMeasurements = false

    /// Marks what the node measured as stale. The values are dropped when the node is next
    /// laid out (`purgeIfForgotten`): a change forgets every ancestor, most of which the next
    /// pass measures once, so clearing them here would do the work twice.
    func forget() {
        forgottenAt = Self.activity
        placementIsValid = false
        hitBoundsAreValid = false
        hasForgottenMeasurements = true
    }

    /// Drops the layout children, one of which has gone (a stack drops its memos of them).
    func dropUnits() {
        units = nil
    }

    /// Drops what `forget` marked as stale; called wherever the layout engine takes the state
    /// (inlined: a relayout of 10,000 rows asks 40,000 times, nearly always of fresh state).
    @inline(__always) func purgeIfForgotten() {
        if hasForgottenMeasurements { purgeForgotten() }
    }

    /// Drops the measurements; a behaviour's subclass drops its own too.
    @inline(never) func purgeForgotten() {
        hasForgottenMeasurements = false
        sizes.removeAll()
        alignments.removeAll(keepingCapacity: true)
        spacing = nil
        priority = nil
        hasDroppedAlignments = false
        hasAnsweredLayoutValues = false
    }

    /// What the node answered its container since its measurements were last dropped, taken
    /// away: the state forgets it, as `forget()` does, and a layout check asks again
    /// (`ViewNode.checkLayoutChange()`).
    func takeAnswers() -> LayoutAnswers {
        let answers = LayoutAnswers(
            sizes: sizes, alignments: alignments, spacing: spacing, priority: priority,
            isComplete: !sizes.hasDropped && !hasDroppedAlignments && !hasAnsweredLayoutValues)
        sizes = KeptSizes(limit: 8)
        alignments = []
        forget()
        return answers
    }

    required init() {}

    /// Where `old` placed the node, and the layout children it collected: a state that
    /// replaces it mid-pass (`ViewNode.layoutState(as:)`) may be asked for its frame before
    /// the node is placed again. Its measurements are of another behaviour, and stay behind.
    func takePlacement(of old: LayoutState) {
        frame = old.frame
        placedProposal = old.placedProposal
        isPlaced = old.isPlaced
        units = old.units
    }
}

extension ViewNode {
    /// The layout state as the behaviour that keeps `S` reads it. A node whose behaviour
    /// changed kind since its state was made (an `AnyLayout` from a stack to a custom layout)
    /// gets a new state, forgotten, so that a container's memo of it does not hold.
    @inline(__always) func layoutState<S: LayoutState>(as kind: S.Type) -> S {
        let state = layoutStateCreatingIfNeeded
        if type(of: state) == kind { return unsafeDowncast(state, to: kind) }
        return replaceLayoutState(with: kind)
    }
}

extension ViewNode {
    // MARK: - Layout children

    /// The views a container lays out in place of this node: the node itself when it has a
    /// layout behaviour, else the layout children of its children on this screen.
    package var layoutUnits: [ViewNode] {
        let state = layoutStateCreatingIfNeeded
        if let units = state.units { return units }
        var units: [ViewNode] = []
        collectLayoutUnits(into: &units)
        state.units = units
        return units
    }

    /// The children this node's layout children are collected from changed: drops what was
    /// collected through it. A node with a layout behaviour is its own layout child, whatever
    /// its children.
    func layoutChildrenChanged() {
        guard !hasLayoutBehavior else { return }
        layoutUnitsChanged()
    }

    /// Drops the layout children collected through this node: its own, and those of each
    /// ancestor up to the first with a layout behaviour (a container's content collects
    /// through views transparent to layout: a `ForEach`, a composite view).
    func layoutUnitsChanged() {
        layoutState?.dropUnits()
        var node = parent
        while let current = node, !current.hasLayoutBehavior {
            current.layoutState?.dropUnits()
            node = current.parent
        }
        // The container above keeps memos of the subviews it collected (`StackMemo`).
        (node?.layoutState as? StackLayoutState)?.memos = nil
        // In an update, the container (or the layer's root, when this is it) lays out its new
        // layout children after a check (`layoutInputsChanged()`).
        guard graph.isFlushing else { return }
        if let parent, !parent.offscreenChildren.contains(key) {
            parent.layoutInputsChanged()
        } else {
            layoutInputsChanged()
        }
    }

    func collectLayoutUnits(into units: inout [ViewNode]) {
        graph.statistics.layoutChildrenVisits += 1
        if hasLayoutBehavior {
            units.append(self)
            return
        }
        for child in children where !offscreenChildren.contains(child.key) && accessoryLabels[child.key] == nil {
            StackRoom.ensuring { child.collectLayoutUnits(into: &units) }
        }
    }

    /// The content of a unary modifier: its one child that is not an accessory or offscreen.
    package var layoutContent: ViewNode? {
        // Loops, not closures, on the layout's hot paths (see `StackAlgorithm`).
        for child in children where accessoryLabels[child.key] == nil && !offscreenChildren.contains(child.key) {
            return child
        }
        return nil
    }

    // MARK: - Measuring

    /// The size this node chooses for `proposal`, measured once per proposal until something
    /// it depends on changes.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let state = layoutStateCreatingIfNeeded
        if let size = state.sizes.size(for: proposal) { return size }
        graph.statistics.measurements += 1
        // Measuring recurses through the hierarchy: deep below, on a new stack segment.
        let size = StackRoom.ensuring {
            if let behavior = layoutBehavior { return behavior.sizeThatFits(proposal, node: self) }
            return TransparentLayout.sizeThatFits(proposal, units: layoutUnits)
        }
        state.sizes.keep(size, for: proposal)
        return size
    }

    /// The value of `guide` for this node at `size`: what it sets explicitly, or the guide's
    /// default (the edges and centre; the baselines default to the bottom edge).
    package func alignmentValue(_ guide: AlignmentGuide, size: CGSize) -> CGFloat {
        if let explicit = explicitAlignment(guide, size: size) { return explicit }
        return ViewDimensions.defaultValue(of: guide, size: size)
    }

    /// A guide this node or its single layout child sets explicitly.
    package func explicitAlignment(_ guide: AlignmentGuide, size: CGSize) -> CGFloat? {
        let state = layoutStateCreatingIfNeeded
        for (cachedGuide, cachedSize, value) in state.alignments where cachedGuide == guide && cachedSize == size {
            return value
        }
        let value: CGFloat? = StackRoom.ensuring {
            if let behavior = layoutBehavior { return behavior.explicitAlignment(guide, node: self, size: size) }
            let units = layoutUnits
            return units.count == 1 ? units[0].explicitAlignment(guide, size: size) : nil
        }
        if state.alignments.count >= 8 {
            state.alignments.removeFirst()
            state.hasDroppedAlignments = true
        }
        state.alignments.append((guide, size, value))
        return value
    }

    /// The view's dimensions at `size`, with its guides.
    package func dimensions(at size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] guide in
            MainActor.assumeIsolated { explicitAlignment(guide, size: size) }
        }
    }

    package var layoutSpacing: ViewSpacing {
        let state = layoutStateCreatingIfNeeded
        if let spacing = state.spacing { return spacing }
        let spacing = StackRoom.ensuring {
            if let behavior = layoutBehavior { return behavior.spacing(node: self) }
            let units = layoutUnits
            return units.count == 1 ? units[0].layoutSpacing : ViewSpacing()
        }
        state.spacing = spacing
        return spacing
    }

    package func layoutValue(_ key: ObjectIdentifier) -> Any? {
        layoutStateCreatingIfNeeded.hasAnsweredLayoutValues = true
        return StackRoom.ensuring {
            if let behavior = layoutBehavior { return behavior.layoutValue(key, node: self) }
            let units = layoutUnits
            return units.count == 1 ? units[0].layoutValue(key) : nil
        }
    }

    package var layoutPriority: Double {
        let state = layoutStateCreatingIfNeeded
        if let priority = state.priority { return priority }
        let priority = StackRoom.ensuring {
            if let behavior = layoutBehavior { return behavior.priority(node: self) }
            let units = layoutUnits
            return units.count == 1 ? units[0].layoutPriority : 0
        }
        state.priority = priority
        return priority
    }

    // MARK: - Placing

    /// Gives the node its frame (root coordinates) and places its children inside it.
    ///
    /// A node placed where it already was, with nothing changed below it, keeps the frames
    /// below as they are: a relayout re-places only what moved or changed.
    package func place(in frame: CGRect, proposal: ProposedViewSize) {
        let state = layoutStateCreatingIfNeeded
        if state.placementIsValid, state.isPlaced, state.frame == frame, state.placedProposal == proposal { return }
        graph.statistics.placements += 1
        state.frame = frame
        state.placedProposal = proposal
        state.isPlaced = true
        state.placementIsValid = true
        invalidateHitBounds()
        StackRoom.ensuring {
            if let behavior = layoutBehavior {
                behavior.placeChildren(of: self, in: frame, proposal: proposal)
            } else {
                TransparentLayout.place(units: layoutUnits, in: frame, proposal: proposal)
            }
        }
    }

    /// Places a child at `position`, the point of the child that `anchor` names, at the size
    /// it chooses for `proposal`: `LayoutSubview.place(at:anchor:proposal:)`.
    package func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// The frame of the last layout pass in root coordinates, nil if the node was not placed.
    /// A view transparent to layout that its container placed through its layout children has
    /// the union of their frames.
    package var layoutFrame: CGRect? {
        if let state = layoutState, state.isPlaced { return state.frame }
        guard !hasLayoutBehavior else { return nil }
        var union: CGRect?
        for unit in layoutUnits {
            guard let frame = StackRoom.ensuring({ unit.layoutFrame }) else { continue }
            union = union?.union(frame) ?? frame
        }
        return union
    }

    /// Takes the frames of this subtree away: it is laid out but not shown.
    ///
    /// A container places its layout children, which may sit below views transparent to
    /// layout (a `TupleView`, a modifier) that were never placed themselves, so the walk goes
    /// on through those; it stops at a container that was not placed, since nothing below it
    /// was.
    package func unplace() {
        if let state = layoutState, state.isPlaced {
            state.isPlaced = false
            state.placementIsValid = false
        } else if hasLayoutBehavior {
            return
        }
        for child in children { StackRoom.ensuring { child.unplace() } }
    }

    // MARK: - Invalidation

    /// Forgets the measured sizes of this node and of every ancestor whose size may depend on
    /// it; called when the node's value, environment or children change. The walk stops at a
    /// view with a layout behaviour that was never measured: nothing above it measured through
    /// it. A view transparent to layout may have no state although its container measured
    /// through it (the container measures the layout children it collects through it), so the
    /// walk goes on past one.
    package func invalidateLayout() {
        if let state = layoutState {
            state.forget()
            state.forgottenWithAncestorsIn = LayoutState.layoutRound
        }
        invalidateAncestorsLayout()
    }

    /// Forgets the measured sizes of every ancestor whose size may depend on this node's
    /// (`invalidateLayout()` without the node's own).
    func invalidateAncestorsLayout() {
        var node = parent
        // Several views of one update invalidate the same ancestors: the walk stops at one
        // already forgotten since the last layout.
        while let current = node {
            if let state = current.layoutState {
                guard !state.isForgottenSinceLastLayout else { return }
                state.forget()
                state.forgottenWithAncestorsIn = LayoutState.layoutRound
            } else if current.hasLayoutBehavior {
                return
            }
            node = current.parent
        }
    }
}

/// A node with no behaviour and several layout children lays them out as SwiftUI does a body
/// that returns several views where one is expected: in an implicit vertical stack (as a
/// window's root content is), centred.
@MainActor
enum TransparentLayout {
    static func sizeThatFits(_ proposal: ProposedViewSize, units: [ViewNode]) -> CGSize {
        switch units.count {
        case 0: return .zero
        case 1: return units[0].sizeThatFits(proposal)
        default:
            return StackAlgorithm(axis: .vertical, spacing: nil, units: units)
                .arrangement(proposal, alignment: .horizontal(.center)).size
        }
    }

    static func place(units: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize) {
        switch units.count {
        case 0: return
        case 1: units[0].place(in: bounds, proposal: proposal)
        default:
            let algorithm = StackAlgorithm(axis: .vertical, spacing: nil, units: units)
            algorithm.place(algorithm.arrangement(proposal, alignment: .horizontal(.center)), in: bounds)
        }
    }
}

extension ViewGraph {
    /// Lays one layer out (the root screen, or presented content) in its container: as
    /// SwiftUI's hosting view does, it proposes the safe area's size and centres the root view
    /// in it (a lone `Text` sits in the middle of the screen). Views that ignore the safe area
    /// grow into it where they touch its edges. Frames are in root coordinates.
    func layout(root: ViewNode, in layer: LayerGeometry) {
        root.attachment { LayerGeometryAttachment() }.geometry = layer
        let safe = layer.safeRect
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        let placed = CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
        root.place(in: CGRect(origin: placed, size: size), proposal: proposal)
    }
}
