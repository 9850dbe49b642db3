import Foundation
import HeadlessSwiftUIHost

/// Compares the host's snapshot in `format` with its reference on disk, recording it as
/// `record` says, and returns the failure message, or `nil` when it matches.
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// reports that message to the running test; call this one to handle it yourself.
///
/// The reference is `__Snapshots__/<test file>/<test>.<n>.<ext>` beside the test file, where
/// `<test>` is the test function's name and `<n>` counts the test's unnamed assertions from 1
/// (`named:` replaces the count). On a mismatch the message holds a unified diff (`-` the
/// reference, `+` the new rendering), and the new rendering is written under
/// `$SNAPSHOT_ARTIFACTS` (else the temporary folder's `HeadlessSwiftUISnapshotTesting`), with,
/// for an SVG, a copy of the reference and an HTML page showing the two side by side.
///
/// ```swift
/// if let failure = verifySnapshot(of: host, as: .svg, named: "dark") {
///     Issue.record(Comment(rawValue: failure))
/// }
/// ```
@MainActor
public func verifySnapshot(
    of host: ViewHost,
    as format: SnapshotFormat = .text,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let mode = SnapshotRecordMode.resolved(record)
    let location = SnapshotLocation(
        filePath: "\(filePath)", testName: testName, name: name, format: format, snapshotDirectory: snapshotDirectory)
    let rendered = format.text(host)
    guard let reference = FileManager.default.contents(atPath: location.reference.path) else {
        if mode == .never {
            return "No reference snapshot at \(location.reference.path), and recording is off (never)."
        }
        return location.record(rendered)
            ?? """
            No reference was found on disk. Recorded the snapshot to \(location.reference.path); \
            run the test again to compare against it.
            """
    }
    if mode == .all {
        return location.record(rendered)
            ?? "Record mode is all: recorded \(location.reference.path). Turn recording off to compare."
    }
    let referenceText = format.storedText(reference)
    if let referenceText, referenceText == rendered { return nil }
    var message = location.mismatch(reference: reference, referenceText: referenceText ?? "", rendered: rendered)
    if mode == .failed {
        message += location.record(rendered) ?? "\nRecorded the new snapshot (record mode: failed)."
    }
    return message
}
