import Foundation

/// Where one assertion's reference and failure artifacts live, and how they are written.
@MainActor
struct SnapshotLocation {
    /// The reference file: `__Snapshots__/<file>/<test>.<n or name>.<ext>`.
    let reference: URL
    /// The folder a mismatch's new rendering, reference copy and pages are written to.
    let artifacts: URL
    let format: SnapshotFormat

    init(filePath: String, testName: String, name: String?, format: SnapshotFormat, snapshotDirectory: String?) {
        let file = URL(fileURLWithPath: filePath)
        let fileName = file.deletingPathExtension().lastPathComponent
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(fileName)
        let test = Self.sanitized(testName)
        let identifier = name.map(Self.sanitized) ?? String(Self.nextCount(for: directory.path + "/" + test))
        reference = directory.appendingPathComponent("\(test).\(identifier).\(format.pathExtension)")
        let root =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("HeadlessSwiftUISnapshotTesting")
        artifacts = root.appendingPathComponent(fileName)
        self.format = format
    }

    /// Unnamed assertions of one test in this process, counted per test file and test name.
    private static var counts: [String: Int] = [:]

    private static func nextCount(for key: String) -> Int {
        let next = counts[key, default: 0] + 1
        counts[key] = next
        return next
    }

    /// A name safe in a path: runs of characters other than letters, digits and `_` become
    /// `-`, with none at either end (`testList()` becomes `testList`).
    static func sanitized(_ string: String) -> String {
        var out = ""
        var pendingDash = false
        for character in string {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    /// Writes the reference of `text`; returns a failure message if it could not be written.
    func record(_ text: String) -> String? {
        do {
            let data = try format.file(text)
            try FileManager.default.createDirectory(
                at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: reference)
            return nil
        } catch {
            return "Could not record the snapshot to \(reference.path): \(error)"
        }
    }

    /// The failure message of a mismatch, after writing the artifacts: the new rendering, the
    /// diff, and for a picture a copy of the reference and a side-by-side page.
    func mismatch(reference old: Data, referenceText: String, rendered: String) -> String {
        let name = reference.lastPathComponent
        let stem = reference.deletingPathExtension().lastPathComponent
        let renderedFile = artifacts.appendingPathComponent(name)
        let diff = UnifiedDiff(old: referenceText, new: rendered)
            .text(oldName: reference.path, newName: renderedFile.path)
        var message = "Snapshot \(name) does not match its reference.\n"
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try format.file(rendered).write(to: renderedFile)
            try Data(diff.utf8).write(to: artifacts.appendingPathComponent(stem + ".diff"))
            message += "New rendering: \(renderedFile.path)\n"
            if format.isPicture {
                let referenceCopy = artifacts.appendingPathComponent("\(stem).reference.\(format.pathExtension)")
                try old.write(to: referenceCopy)
                let page = artifacts.appendingPathComponent(stem + ".html")
                try Data(
                    SideBySidePage.html(
                        title: name, reference: referenceCopy.lastPathComponent, rendered: name, diff: diff
                    ).utf8
                ).write(to: page)
                message += "Side by side: \(page.path)\n"
            }
        } catch {
            message += "Could not write the artifacts to \(artifacts.path): \(error)\n"
        }
        return message + "\n" + Self.shortened(diff, artifacts.appendingPathComponent(stem + ".diff").path)
    }

    /// The diff as the message shows it: whole up to 120 lines, else its first 120 and where
    /// the rest is.
    static func shortened(_ diff: String, _ path: String, limit: Int = 120) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > limit + 1 else { return diff }
        return lines.prefix(limit).joined(separator: "\n") + "\n… \(lines.count - limit) more lines in \(path)\n"
    }
}
