import HeadlessSwiftUI
import HeadlessSwiftUIHost
import HeadlessSwiftUISnapshotTesting
import XCTest

/// The same assertion in an XCTest case: a mismatch would be an `XCTFail` at the call.
final class AssertSnapshotXCTests: XCTestCase {
    // Not `@MainActor func`: Linux's XCTest cannot call an isolated test method; it runs
    // tests on the main thread, where `assumeIsolated` holds.
    func testInboxInXCTest() throws {
        try MainActor.assumeIsolated {
            let host = ViewHost(Inbox(count: 2), device: .iPhoneSE)
            assertSnapshot(of: host)
            try host.tap("Message 1")
            assertSnapshot(of: host, as: .svg)
        }
    }
}
