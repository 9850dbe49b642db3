import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import HeadlessSwiftUISnapshotTesting
import Testing

/// Snapshots as a team writes them, against references committed beside this file
/// (`__Snapshots__/AssertSnapshotTests/`). They were recorded on one machine; every other
/// machine must render the same bytes (CI runs them with recording off).
@MainActor
@Suite("assertSnapshot")
struct AssertSnapshotTests {
    /// Tap, state, sheet: each step's text tree, and the last one's drawing.
    @Test func inboxToReplySheet() throws {
        let host = ViewHost(Inbox(), device: .iPhone15Pro)
        assertSnapshot(of: host)
        try host.tap("Message 2")
        try host.toggle("Flagged")
        assertSnapshot(of: host, as: .text(frames: true))
        try host.tap("Reply")
        assertSnapshot(of: host, named: "sheet")
        assertSnapshot(of: host, as: .svg, named: "sheet")
    }

    /// A failing assertion records an issue at the call, whose comment carries the diff.
    @Test func aFailingSnapshotIsAnIssueWithTheDiff() {
        let folder = NSTemporaryDirectory() + "AssertSnapshotTests-\(UUID().uuidString)"
        withKnownIssue {
            assertSnapshot(of: ViewHost(Inbox()), named: "count", record: .missing, snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No reference was found on disk.") }
        }
        withKnownIssue {
            assertSnapshot(of: ViewHost(Inbox(count: 2)), named: "count", record: .missing, snapshotDirectory: folder)
        } matching: { issue in
            issue.sourceLocation?.fileID.hasSuffix("AssertSnapshotTests.swift") == true
                && issue.comments.contains {
                    $0.rawValue.contains("\n@@ -") && $0.rawValue.contains("\n-") && $0.rawValue.contains("Message 3")
                }
        }
        assertSnapshot(of: ViewHost(Inbox()), named: "count", record: .missing, snapshotDirectory: folder)
    }

    /// What the renderings depend on: the views and the device, not the host that rendered
    /// before, nor the order, nor a second render.
    @Test func theSameScreenRendersTheSameBytesInAnyHost() throws {
        let first = ViewHost(Inbox(), device: .iPhoneSE)
        let text = first.render()
        let svg = first.svg()
        let other = ViewHost(Inbox(count: 9), device: .iPadPro11)
        try other.tap("Message 5")
        _ = other.svg()
        let second = ViewHost(Inbox(), device: .iPhoneSE)
        #expect(second.svg() == svg)
        #expect(second.render() == text)
        #expect(first.svg() == svg)
    }
}
