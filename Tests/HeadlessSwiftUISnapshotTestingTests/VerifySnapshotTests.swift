import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@testable import HeadlessSwiftUISnapshotTesting

/// Recording, comparing and failing, in a scratch folder per test.
@MainActor
@Suite("verifySnapshot")
struct VerifySnapshotTests {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("VerifySnapshotTests-\(UUID().uuidString)")

    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aMissingReferenceIsRecordedAndFailsThenMatches() throws {
        let host = ViewHost(Inbox(), device: .iPhone15Pro)
        let first = try #require(
            verifySnapshot(of: host, record: .missing, snapshotDirectory: folder.path, testName: "inbox()"))
        #expect(first.hasPrefix("No reference was found on disk. Recorded the snapshot to"))
        #expect(files() == ["inbox.1.txt"])
        let recorded = try String(contentsOf: folder.appendingPathComponent("inbox.1.txt"), encoding: .utf8)
        #expect(recorded == host.render())
        #expect(recorded.contains("Message 3"))
        // The counter goes on within the test; a fresh count is a new test's.
        #expect(verifySnapshot(of: host, record: .missing, snapshotDirectory: folder.path, testName: "inbox()") != nil)
        #expect(files() == ["inbox.1.txt", "inbox.2.txt"])
        #expect(
            verifySnapshot(
                of: host, named: "again", record: .missing, snapshotDirectory: folder.path, testName: "inbox()") != nil)
        #expect(
            verifySnapshot(
                of: host, named: "again", record: .missing, snapshotDirectory: folder.path, testName: "inbox()") == nil)
        #expect(files() == ["inbox.1.txt", "inbox.2.txt", "inbox.again.txt"])
    }

    @Test func aMismatchShowsAUnifiedDiffAndWritesTheNewRendering() throws {
        #expect(
            verifySnapshot(of: ViewHost(Inbox()), named: "list", record: .missing, snapshotDirectory: folder.path)
                != nil)
        let failure = try #require(
            verifySnapshot(
                of: ViewHost(Inbox(count: 4)), named: "list", record: .missing, snapshotDirectory: folder.path))
        let lines = failure.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "Snapshot aMismatchShowsAUnifiedDiffAndWritesTheNewRendering.list.txt does not match its reference.")
        let diffStart = try #require(lines.firstIndex { $0.hasPrefix("--- ") })
        #expect(lines[diffStart] == "--- \(folder.path)/aMismatchShowsAUnifiedDiffAndWritesTheNewRendering.list.txt")
        #expect(lines[diffStart + 1].hasPrefix("+++ "))
        #expect(lines[diffStart + 2].hasPrefix("@@ -"))
        let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        let removed = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        #expect(removed.isEmpty, "a fourth row only adds lines")
        #expect(added.contains { $0.contains("Message 4") })
        // The new rendering is written where the message says, and the reference is kept.
        let newPath = try #require(lines.first { $0.hasPrefix("New rendering: ") }?.dropFirst("New rendering: ".count))
        #expect(try String(contentsOfFile: String(newPath), encoding: .utf8) == ViewHost(Inbox(count: 4)).render())
        #expect(
            try String(contentsOf: folder.appendingPathComponent(files()[0]), encoding: .utf8)
                == ViewHost(Inbox()).render())
    }

    @Test func aPictureMismatchWritesTheReferenceAndASideBySidePage() throws {
        #expect(
            verifySnapshot(
                of: ViewHost(Inbox()), as: .svg, named: "svg", record: .missing, snapshotDirectory: folder.path) != nil)
        let failure = try #require(
            verifySnapshot(
                of: ViewHost(Inbox(count: 2)), as: .svg, named: "svg", record: .missing, snapshotDirectory: folder.path)
        )
        let page = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Side by side: ") })
        let pageURL = URL(fileURLWithPath: String(page.dropFirst("Side by side: ".count)))
        let html = try String(contentsOf: pageURL, encoding: .utf8)
        let stem = "aPictureMismatchWritesTheReferenceAndASideBySidePage.svg"
        #expect(html.contains("<img src=\"\(stem).reference.svg\""))
        #expect(html.contains("<img src=\"\(stem).svg\""))
        let folder = pageURL.deletingLastPathComponent()
        #expect(
            try String(contentsOf: folder.appendingPathComponent(stem + ".reference.svg"), encoding: .utf8)
                == ViewHost(Inbox()).svg())
        #expect(
            try String(contentsOf: folder.appendingPathComponent(stem + ".svg"), encoding: .utf8)
                == ViewHost(Inbox(count: 2)).svg())
        #expect(failure.contains("-<text data-text=\"Message 3\""))
    }

    @Test func recordModes() throws {
        let host = ViewHost(Inbox())
        let never = try #require(verifySnapshot(of: host, named: "n", record: .never, snapshotDirectory: folder.path))
        #expect(never.hasPrefix("No reference snapshot at"))
        #expect(files().isEmpty, "never writes nothing")
        // all: records and fails even when it matches.
        #expect(verifySnapshot(of: host, named: "n", record: .all, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: host, named: "n", record: .all, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: host, named: "n", record: .never, snapshotDirectory: folder.path) == nil)
        // failed: a mismatch fails and becomes the reference; missing (the default) keeps it.
        let changed = ViewHost(Inbox(count: 1))
        #expect(verifySnapshot(of: changed, named: "n", record: .missing, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: host, named: "n", record: .missing, snapshotDirectory: folder.path) == nil)
        let failed = try #require(
            verifySnapshot(of: changed, named: "n", record: .failed, snapshotDirectory: folder.path))
        #expect(failed.hasSuffix("Recorded the new snapshot (record mode: failed)."))
        #expect(verifySnapshot(of: changed, named: "n", record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func theEnvironmentVariableSetsTheModeAndAnArgumentWins() {
        #expect(SnapshotRecordMode.resolved(nil, environment: [:]) == .missing)
        for mode in SnapshotRecordMode.allCases {
            #expect(SnapshotRecordMode.resolved(nil, environment: ["SNAPSHOT_TESTING_RECORD": mode.rawValue]) == mode)
        }
        #expect(SnapshotRecordMode.resolved(nil, environment: ["SNAPSHOT_TESTING_RECORD": "ALL"]) == .all)
        #expect(SnapshotRecordMode.resolved(nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"]) == .missing)
        #expect(SnapshotRecordMode.resolved(.never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .never)
    }

    @Test func namesAreSafeInAPath() {
        #expect(SnapshotLocation.sanitized("inbox()") == "inbox")
        #expect(SnapshotLocation.sanitized("testSheet(detent:)") == "testSheet-detent")
        #expect(SnapshotLocation.sanitized("dark mode / large") == "dark-mode-large")
    }
}
