/// A unified diff of two texts, line by line, as `diff -u` prints it: `---`/`+++` headers,
/// then hunks of changed lines with three lines of context, `-` for the reference's lines and
/// `+` for the new ones.
struct UnifiedDiff {
    enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)
    }

    let old: [Substring]
    let new: [Substring]
    let context: Int

    init(old: String, new: String, context: Int = 3) {
        self.old = old.split(separator: "\n", omittingEmptySubsequences: false)
        self.new = new.split(separator: "\n", omittingEmptySubsequences: false)
        self.context = context
    }

    /// The diff, or an empty string when the texts are equal.
    func text(oldName: String, newName: String) -> String {
        let edits = self.edits()
        guard edits.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits) {
            out += header(edits, hunk)
            for edit in edits[hunk] {
                switch edit {
                case .same(let i, _): out += " \(old[i])\n"
                case .removed(let i): out += "-\(old[i])\n"
                case .inserted(let j): out += "+\(new[j])\n"
                }
            }
        }
        return out
    }

    /// The edit script: a longest common subsequence of lines, after the common head and tail.
    func edits() -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = Array(old[head..<(old.count - tail)])
        let b = Array(new[head..<(new.count - tail)])
        var middle: [Edit] = []
        // LCS lengths of the suffixes; above a few million cells the middle is shown as removed
        // and inserted whole (still a correct diff, only a longer one).
        if a.count * b.count <= 4_000_000 {
            var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    middle.append(.same(head + i, head + j))
                    i += 1
                    j += 1
                } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
                    middle.append(.inserted(head + j))
                    j += 1
                } else {
                    middle.append(.removed(head + i))
                    i += 1
                }
            }
        } else {
            middle = a.indices.map { .removed(head + $0) } + b.indices.map { .inserted(head + $0) }
        }
        return (0..<head).map { .same($0, $0) } + middle
            + (0..<tail).map { .same(old.count - tail + $0, new.count - tail + $0) }
    }

    /// Ranges of the edit script to print: each change with `context` lines around it, ranges
    /// that touch merged.
    private func hunks(_ edits: [Edit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    /// `@@ -start,count +start,count @@`, 1-based, `,1` left out, and an empty side starting
    /// at the line before it, as `diff -u` writes it.
    private func header(_ edits: [Edit], _ hunk: Range<Int>) -> String {
        // Lines of each side before the hunk, and in it.
        var before = (old: 0, new: 0)
        var count = (old: 0, new: 0)
        for (index, edit) in edits[..<hunk.upperBound].enumerated() {
            let inHunk = index >= hunk.lowerBound
            switch edit {
            case .same:
                if inHunk {
                    count.old += 1
                    count.new += 1
                } else {
                    before.old += 1
                    before.new += 1
                }
            case .removed:
                if inHunk { count.old += 1 } else { before.old += 1 }
            case .inserted:
                if inHunk { count.new += 1 } else { before.new += 1 }
            }
        }
        func range(before: Int, count: Int) -> String {
            switch count {
            case 0: "\(before),0"
            case 1: "\(before + 1)"
            default: "\(before + 1),\(count)"
            }
        }
        return "@@ -\(range(before: before.old, count: count.old)) +\(range(before: before.new, count: count.new)) @@\n"
    }
}
