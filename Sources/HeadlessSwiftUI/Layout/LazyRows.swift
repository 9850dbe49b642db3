import Foundation

/// A container that creates the rows of its `ForEach`s only as they come on screen:
/// `LazyVStack`, `LazyHStack`, `List` and its sections.
///
/// Apple, `LazyVStack`: "The stack is 'lazy,' in that the stack view doesn't create items until
/// it needs to render them onscreen"; `List` rows are created as they scroll into view.
@MainActor
package protocol LazyContainerLayout: LayoutBehavior {}

extension LazyContainerLayout {
    package var createsRowsLazily: Bool { true }
}

/// The rows of a `ForEach` whose container is lazy (`LazyContainerLayout`): how many there
/// are, the ones created so far (the `ForEach`'s children, in the order of their indices), and
/// how to create any other. The `ForEach` keeps it up to date; the container's layout creates
/// the rows it places on screen.
@MainActor
package class LazyRows {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    /// The `ForEach`'s node, which owns this object: unchecked in release builds, as
    /// `ViewNode.graph` is.
    #if DEBUG
        package unowned let node: ViewNode
    #else
        package unowned(unsafe) let node: ViewNode
    #endif
    /// How many rows there are.
    @exclusivity(unchecked) package internal(set) var count = 0
    /// The index of each row created, ascending, in the order of `node.children`.
    @exclusivity(unchecked) package internal(set) var createdIndices: [Int] = []
    /// The length along the container's axis of a row not created yet: the mean of the rows
    /// measured at the last layout; nil before any was.
    @exclusivity(unchecked) var estimatedLength: CGFloat?
    /// A row created off screen for `scrollTo(_:anchor:)`, kept until it comes on screen.
    @exclusivity(unchecked) var awaited: ChildKey?

    init(node: ViewNode) {
        self.node = node
    }

    /// The index of the row with identity `id`, nil when there is none.
    func index(of id: AnyHashable) -> Int? {
        preconditionFailure("LazyRows.index(of:) is the ForEach's to give")
    }

    /// Whether the row at `index` is created.
    func isCreated(_ index: Int) -> Bool { createdRow(at: index) != nil }

    /// The row at `index`, if it is created.
    func createdRow(at index: Int) -> ViewNode? {
        var low = 0
        var high = createdIndices.count
        while low < high {
            let middle = (low + high) / 2
            if createdIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < createdIndices.count && createdIndices[low] == index ? node.children[low] : nil
    }

    /// Creates and mounts the row at `index`, which is not created yet, and puts it among the
    /// children in the order of the indices. Returns it.
    func create(at index: Int) -> ViewNode {
        preconditionFailure("LazyRows.create(at:) is the ForEach's to give")
    }

    /// Inserts a created row: its index among `createdIndices` is where it belongs.
    func insert(_ row: ViewNode, at index: Int) {
        var position = createdIndices.count
        while position > 0, createdIndices[position - 1] > index { position -= 1 }
        createdIndices.insert(index, at: position)
        node.insertChild(row, at: position)
    }
}

extension ViewNode {
    /// The rows this node (a `ForEach`) creates on demand, if its container is lazy.
    package var lazyRows: LazyRows? { existingAttachment(LazyRows.self) }

    /// Whether this node's views are rows of a lazy container: the first view above it with a
    /// layout behaviour (the views between are transparent to layout: a `Group`, a tuple, a
    /// composite view) is a `LazyContainerLayout`.
    package var isInLazyRows: Bool {
        var current = parent
        while let node = current {
            // A `ForEach` in a lazy row's `ForEach` makes all its rows with the outer row (the
            // stand-in's simplification: SwiftUI flattens both into the container's rows).
            if node.lazyRows != nil { return false }
            if node.hasLayoutBehavior { return node.layoutBehavior?.createsRowsLazily == true }
            if node.existingAttachment(LazyRowsBoundary.self) != nil { return false }
            current = node.parent
        }
        return false
    }

    /// Marks this view's content as its own, not rows of a lazy container above it: a
    /// `Picker`'s options, a `Menu`'s items. Called before the content is reconciled.
    package func markLazyRowsBoundary() {
        _ = attachment { LazyRowsBoundary() }
    }
}

/// A view whose content a lazy container above it does not lay out as rows.
final class LazyRowsBoundary {}

struct AppearsWhenPlacedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a view here appears (`onAppear`, `task`) when its lazy container places it on
    /// screen rather than when it is created: set by `LazyVStack`, `LazyHStack` and `List` for
    /// their content (a view written out after a `ForEach`, a "load more" spinner, exists but
    /// appears only once scrolled to: "onAppear [is called] when the view is placed on the
    /// screen", WWDC26 "Dive into lazy stacks and scrolling with SwiftUI"); cleared by a
    /// `NavigationStack` and by presented content, which have their own screens.
    package var appearsWhenPlaced: Bool {
        get { self[AppearsWhenPlacedKey.self] }
        set { self[AppearsWhenPlacedKey.self] = newValue }
    }
}

/// What becomes of a lazy row that leaves the screen. SwiftUI keeps it "for a number of
/// updates, in case [it is] scrolled back on screen. When views finally are deleted from
/// memory, state variables are deleted alongside" (WWDC26 "Dive into lazy stacks and scrolling
/// with SwiftUI"); how many updates is not said, so the host plays both ends.
package enum LazyRowRetention: Sendable {
    /// Let go at once, with its state (what happens in the end on a device: the default).
    case discardedOffScreen
    /// Kept, with its state, hidden until it comes back.
    case keptOffScreen
}

extension LazyRows {
    /// Hides created rows that left the screen, running their `onDisappear`: kept, they are
    /// off screen for the host's queries too (`offscreenChildren`).
    ///
    /// The rows are the created ones, passed as nodes: looking each up by its key scanned the
    /// children (a `ForEach`'s have no index), and compared ids as `AnyHashable`s, for every
    /// row on screen in every layout.
    func hide(_ offScreen: [ViewNode]) {
        for row in offScreen where !node.coveredChildren.contains(row.key) {
            node.coveredChildren.insert(row.key)
            node.offscreenChildren.insert(row.key)
            runLifecycleActions(in: row, appearing: false)
        }
    }

    /// Marks created rows on screen: those that come on (created, or back) appear, and so does
    /// what was inserted into a row on screen since the last layout.
    func show(_ onScreen: [ViewNode]) {
        guard !onScreen.isEmpty else { return }
        for row in onScreen where !node.coveredChildren.isEmpty && node.coveredChildren.contains(row.key) {
            node.coveredChildren.remove(row.key)
            node.offscreenChildren.remove(row.key)
        }
        // Uncovered, a row is on screen exactly when its container is: asked once, not once a
        // row (a walk to the root and an environment lookup each).
        guard node.isOnScreenForLifecycle else { return }
        for row in onScreen {
            runLifecycleActions(in: row, appearing: true, knownOnScreen: true)
        }
    }

    /// Ends these created rows (`onDisappear` runs as their identity ends).
    func discard(_ rows: [ViewNode]) {
        guard !rows.isEmpty else { return }
        let gone = Set(rows.map(ObjectIdentifier.init))
        var indices: [Int] = []
        var children: [ViewNode] = []
        for (index, row) in zip(createdIndices, node.children) {
            if gone.contains(ObjectIdentifier(row)) {
                row.tearDown()
            } else {
                indices.append(index)
                children.append(row)
            }
        }
        createdIndices = indices
        node.replaceChildren(children)
    }
}
