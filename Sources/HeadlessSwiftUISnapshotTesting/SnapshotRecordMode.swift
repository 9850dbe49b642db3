import Foundation

/// When an assertion writes its snapshot to disk instead of only comparing.
///
/// The mode comes from the assertion's `record:` argument, else from the environment variable
/// `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing` or `never`, the names and meaning of
/// swift-snapshot-testing's `SnapshotTestingConfiguration.Record`, which reads the same
/// variable), else ``missing``.
///
/// ```sh
/// SNAPSHOT_TESTING_RECORD=all swift test --filter ProfileTests   # re-record one suite
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record every snapshot, and fail, so that a recording run is never taken for a pass.
    case all
    /// Record the snapshots that do not match (and fail); compare the others.
    case failed
    /// Record a snapshot that has no reference yet (and fail, asking for a second run);
    /// compare the others. The default.
    case missing
    /// Never write: a missing reference fails. For CI.
    case never

    /// The mode in effect: `explicit` if given, else `SNAPSHOT_TESTING_RECORD`, else
    /// ``missing``. An unknown value of the variable is ignored.
    ///
    /// ```swift
    /// let mode = SnapshotRecordMode.resolved(nil)   // .never under SNAPSHOT_TESTING_RECORD=never
    /// ```
    public static func resolved(_ explicit: SnapshotRecordMode?) -> SnapshotRecordMode {
        resolved(explicit, environment: ProcessInfo.processInfo.environment)
    }

    static func resolved(_ explicit: SnapshotRecordMode?, environment: [String: String]) -> SnapshotRecordMode {
        if let explicit { return explicit }
        return SnapshotRecordMode(rawValue: environment["SNAPSHOT_TESTING_RECORD"]?.lowercased() ?? "") ?? .missing
    }
}
