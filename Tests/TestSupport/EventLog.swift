/// Records what a screen's actions and lifecycle callbacks ran, in order, for a test to read.
///
/// ```swift
/// let log = EventLog()
/// let host = ViewHost(Text("Hi").onAppear { log.entries.append("appear") })
/// #expect(log.entries == ["appear"])
/// ```
public final class EventLog {
    /// What ran, oldest first.
    public var entries: [String] = []

    /// Creates an empty log.
    public init() {}
}
