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
    /// Body evaluations by type name (without generic arguments).
    public let bodyEvaluationsByType: [String: Int]
    /// `@State` storages created.
    public let stateAllocations: Int
    /// `@State` storages destroyed with their view's identity.
    public let stateDeallocations: Int
    /// `onAppear`/`onDisappear` modifiers that started and ended with their view.
    public let appearCount: Int
    public let disappearCount: Int
    /// Graph nodes created and destroyed.
    public let nodesCreated: Int
    public let nodesDestroyed: Int

    init(_ statistics: GraphStatistics) {
        bodyEvaluations = statistics.bodyEvaluations
        bodyEvaluationsByType = statistics.bodyEvaluationsByType
        stateAllocations = statistics.stateAllocations
        stateDeallocations = statistics.stateDeallocations
        appearCount = statistics.appearCount
        disappearCount = statistics.disappearCount
        nodesCreated = statistics.nodesCreated
        nodesDestroyed = statistics.nodesDestroyed
    }

    /// Body evaluations of one view or modifier type.
    public func bodyEvaluations(of type: Any.Type) -> Int {
        bodyEvaluationsByType[typeName(type)] ?? 0
    }
}
