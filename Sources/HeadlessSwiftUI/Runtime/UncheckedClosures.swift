import Observation

// Pass-throughs for closures on the runtime's hot paths. A closure that main-actor code hands
// to a module built without strict concurrency (the standard library, Observation,
// Concurrency's task locals) checks the executor each time it runs: Swift 6's dynamic
// isolation checks (SE-0423, "Dynamic actor isolation enforcement from non-strict-concurrency
// contexts"), about 200 instructions a call, more than the work of many of these closures.
// Handed to a function of this module, a Swift 6 module, the closure needs no check; the
// function passes it on as a plain function value. Every closure here runs synchronously,
// on the caller's thread, before the call returns.

/// `withUnsafePointer(to:_:)` without the executor check.
func withPointer<T, Result>(to value: borrowing T, _ body: (UnsafePointer<T>) -> Result) -> Result {
    withUnsafePointer(to: value, body)
}

/// `withUnsafeMutablePointer(to:_:)` without the executor check.
func withMutablePointer<T, Result>(to value: inout T, _ body: (UnsafeMutablePointer<T>) -> Result) -> Result {
    withUnsafeMutablePointer(to: &value, body)
}

/// `withObservationTracking(_:onChange:)` without the executor check.
func trackingObservation<T>(_ body: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    withObservationTracking(body, onChange: onChange())
}

/// Runs `body` with `reader` as `GraphContext.currentReader` on this thread.
func reading<T>(as reader: InvalidationToken, _ body: () -> T) -> T {
    let previous = pthread_getspecific(GraphContext.readerKey)
    pthread_setspecific(GraphContext.readerKey, Unmanaged.passUnretained(reader).toOpaque())
    defer { pthread_setspecific(GraphContext.readerKey, previous) }
    return withExtendedLifetime(reader, body)
}
