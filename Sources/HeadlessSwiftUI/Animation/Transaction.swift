import Foundation

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    package var kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// The value as a Swift developer writes it: `.removed`.
    package var headlessDescription: String {
        switch kind {
        case .logicallyComplete: return ".logicallyComplete"
        case .removed: return ".removed"
        }
    }
}

/// The context of the current state-processing update.
@frozen public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?

    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool = false

    /// A Boolean value that indicates whether the transaction originated from an action that produces a sequence of values.
    public var isContinuous: Bool = false

    /// Whether this transaction will track the velocity of any animatable properties that change.
    public var tracksVelocity: Bool = false

    /// The preferred alignment of the view within a scroll view's visible region when scrolling to a view.
    public var scrollTargetAnchor: UnitPoint?

    /// Completion handlers added with `addAnimationCompletion(criteria:_:)`, in order.
    package var animationCompletions: [(criteria: AnimationCompletionCriteria, handler: () -> Void)] = []

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run when the animations created with this transaction are all complete.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        animationCompletions.append((criteria, completion))
    }

    /// The Sendable part of the transaction, as seen by the runtime during `withTransaction`.
    package var state: HeadlessTransactionState {
        get {
            HeadlessTransactionState(
                animation: animation, disablesAnimations: disablesAnimations, isContinuous: isContinuous,
                tracksVelocity: tracksVelocity, scrollTargetAnchor: scrollTargetAnchor
            )
        }
        set {
            animation = newValue.animation
            disablesAnimations = newValue.disablesAnimations
            isContinuous = newValue.isContinuous
            tracksVelocity = newValue.tracksVelocity
            scrollTargetAnchor = newValue.scrollTargetAnchor
        }
    }

    /// Creates a transaction from a runtime snapshot.
    package init(state: HeadlessTransactionState) {
        self.state = state
    }

    /// The transaction in effect on this task: inside `withAnimation`/`withTransaction`, theirs;
    /// otherwise an empty one.
    package static var current: Transaction {
        HeadlessTransactionContext.current.map(Transaction.init(state:)) ?? Transaction()
    }

    /// The value as a Swift developer writes it: `Transaction()`, `Transaction(animation: .easeIn)`.
    package var headlessDescription: String {
        var result = animation.map { "Transaction(animation: \($0.headlessDescription))" } ?? "Transaction()"
        if disablesAnimations { result += " disablesAnimations" }
        if isContinuous { result += " isContinuous" }
        return result
    }
}

/// The Sendable fields of a `Transaction`, carried in a task-local during `withTransaction`.
package struct HeadlessTransactionState: Hashable, Sendable {
    package var animation: Animation?
    package var disablesAnimations: Bool
    package var isContinuous: Bool
    package var tracksVelocity: Bool
    package var scrollTargetAnchor: UnitPoint?

    package init(
        animation: Animation? = nil, disablesAnimations: Bool = false, isContinuous: Bool = false,
        tracksVelocity: Bool = false, scrollTargetAnchor: UnitPoint? = nil
    ) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
        self.isContinuous = isContinuous
        self.tracksVelocity = tracksVelocity
        self.scrollTargetAnchor = scrollTargetAnchor
    }
}

/// Where the runtime finds the transaction of the state changes it is processing.
package enum HeadlessTransactionContext {
    /// The transaction state of the enclosing `withAnimation`/`withTransaction`, if any.
    @TaskLocal package static var current: HeadlessTransactionState?

    /// Runs `body` with `transaction` in effect, then hands over its completions: Apple's
    /// `withAnimation(_:completionCriteria:_:completion:)` "runs the completion when all
    /// animations are complete". Under a host, that is on its clock, the animation's
    /// `headlessLogicalDuration` later (never, for one repeated forever); with no animation,
    /// or outside a host, right after the body.
    package static func perform<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let result = try $current.withValue(transaction.state) {
            try body()
        }
        guard !transaction.animationCompletions.isEmpty else { return result }
        let time = VirtualTime.current
        let duration = transaction.animation.map(\.headlessLogicalDuration)
        for (_, completion) in transaction.animationCompletions {
            switch (time, duration) {
            case (let time?, .some(.some(let seconds))) where seconds > 0:
                time.schedule(at: time.now.addingTimeInterval(seconds), completion)
            case (.some, .some(.none)):
                break  // repeated forever: never complete
            default:
                completion()
            }
        }
        return result
    }
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try HeadlessTransactionContext.perform(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion when all animations are complete.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try HeadlessTransactionContext.perform(transaction, body)
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try HeadlessTransactionContext.perform(transaction, body)
}

/// Executes a closure with the specified transaction key path and value and returns the result.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try HeadlessTransactionContext.perform(transaction, body)
}
