import HeadlessSwiftUI

/// What the runtime counted since the host was made (or since `resetStatistics()`).
///
/// ```swift
/// host.resetStatistics()
/// try host.tap("Increment")
/// #expect(host.stats.bodyEvaluations(of: Row.self) == 1)
/// ```
public struct ViewHostStatistics: Sendable, Equatable {
    /// Body evaluations of views and custom modifiers.
    public let bodyEvaluations: Int
    /// View values the runtime compared with a node's value to decide whether it changed:
    /// a list's update compares each row once, a row's own update compares its children.
    public let comparisons: Int
    /// Views that updated because their value, environment or state changed (an equal value
    /// is skipped and not counted).
    public let nodeUpdates: Int
    /// Body evaluations by type name (without generic arguments).
    public let bodyEvaluationsByType: [String: Int]
    /// `@State` storages created.
    public let stateAllocations: Int
    /// `@State` storages destroyed with their view's identity.
    public let stateDeallocations: Int
    /// `onAppear` actions that ran when their view appeared.
    public let appearCount: Int
    /// `onDisappear` actions that ran when their view went away.
    public let disappearCount: Int
    /// Graph nodes created.
    public let nodesCreated: Int
    /// Graph nodes destroyed with their identity.
    public let nodesDestroyed: Int
    /// Presentations that appeared.
    public let presentationsShown: Int
    /// Dismissals that completed (their transition done, `onDismiss` called).
    public let dismissalsCompleted: Int
    /// Sizes the layout engine computed (a size it had cached is not counted).
    public let measurements: Int
    /// Sizes that stacks of eight subviews or more asked of their subviews, whether computed or
    /// cached: such a stack that knows a subview has not changed since it last arranged it
    /// does not ask it again. (A shorter stack asks all of its few subviews every time.)
    public let stackSizeQueries: Int
    /// Views the layout engine placed (a view left where it was, with nothing changed below
    /// it, is not counted).
    public let placements: Int
    /// Layout passes: one a frame, and another when the first created lazy rows whose lengths
    /// change what was measured above them (a row longer or shorter than its estimate).
    public let layoutPasses: Int
    /// Views whose subtree a hit test searched: a view placed away from the point is passed
    /// over with everything below it.
    public let hitTestSearches: Int
    /// Views visited to collect what containers lay out (through `ForEach`, groups and
    /// composite views): once, then again only where those views changed, not where sizes did.
    public let layoutChildrenVisits: Int

    init(_ statistics: GraphStatistics) {
        bodyEvaluations = statistics.bodyEvaluations
        bodyEvaluationsByType = statistics.bodyEvaluationsByType
        comparisons = statistics.comparisons
        nodeUpdates = statistics.nodeUpdates
        stateAllocations = statistics.stateAllocations
        stateDeallocations = statistics.stateDeallocations
        appearCount = statistics.appearCount
        disappearCount = statistics.disappearCount
        nodesCreated = statistics.nodesCreated
        nodesDestroyed = statistics.nodesDestroyed
        presentationsShown = statistics.presentationsShown
        dismissalsCompleted = statistics.dismissalsCompleted
        measurements = statistics.measurements
        stackSizeQueries = statistics.stackSizeQueries
        placements = statistics.placements
        layoutPasses = statistics.layoutPasses
        hitTestSearches = statistics.hitTestSearches
        layoutChildrenVisits = statistics.layoutChildrenVisits
    }

    /// Body evaluations of one view or modifier type.
    public func bodyEvaluations(of type: Any.Type) -> Int {
        bodyEvaluationsByType[typeName(type)] ?? 0
    }
}
