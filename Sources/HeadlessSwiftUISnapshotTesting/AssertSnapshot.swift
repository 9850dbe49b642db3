import HeadlessSwiftUIHost

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that the host's snapshot in `format` matches its reference beside the test file,
/// and records the reference when it is missing.
///
/// The failure goes to the test that runs: an issue in Swift Testing (at this call), an
/// `XCTFail` in XCTest. Its message has a unified diff of the reference and the new rendering;
/// see ``verifySnapshot(of:as:named:record:snapshotDirectory:file:testName:)`` for the files
/// and ``SnapshotRecordMode`` for recording. In a parameterized test, name each snapshot:
/// the count of unnamed ones is per test function.
///
/// ```swift
/// @Test @MainActor func settings() throws {
///     let host = ViewHost(SettingsScreen(), device: .iPhone15Pro)
///     assertSnapshot(of: host)                         // settings.1.txt
///     try host.tap("Notifications")
///     assertSnapshot(of: host, as: .svg, named: "on")  // settings.on.svg
/// }
/// ```
@MainActor
public func assertSnapshot(
    of host: ViewHost,
    as format: SnapshotFormat = .text,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifySnapshot(
            of: host, as: format, named: name, record: record, snapshotDirectory: snapshotDirectory, file: filePath,
            testName: testName)
    else { return }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(failure, file: filePath, line: line)
    #else
        print("\(filePath):\(line): \(failure)")
    #endif
}
