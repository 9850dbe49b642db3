import Testing

@testable import HeadlessSwiftUISnapshotTesting

/// The diff a failing snapshot shows: `diff -u`'s format, and a correct script on any input.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func printsHunksWithThreeLinesOfContextAsDiffDoes() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...12).map { "line \($0)" }
        lines[5] = "line six"
        lines.insert("new line", at: 11)
        let diff = UnifiedDiff(old: old, new: lines.joined(separator: "\n")).text(oldName: "a", newName: "b")
        // What GNU diff -u prints for the same two files (checked by hand with diff 3.8).
        #expect(
            diff == """
                --- a
                +++ b
                @@ -3,10 +3,11 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9
                 line 10
                 line 11
                +new line
                 line 12

                """)
    }

    @Test func separateChangesMakeSeparateHunksAndAnEmptySideStartsAtTheLineBefore() {
        let old = (1...20).map { "\($0)" }
        var new = old
        new.remove(at: 1)
        new.insert("x", at: 17)
        let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
            .text(oldName: "a", newName: "b")
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,5 +1,4 @@", "@@ -16,5 +15,6 @@"], "as diff -u prints them")
        #expect(UnifiedDiff(old: "", new: "a").text(oldName: "a", newName: "b").contains("@@ -1 +1 @@"))
        #expect(UnifiedDiff(old: "a\nb", new: "a\nb\nc").text(oldName: "a", newName: "b").contains("@@ -1,2 +1,3 @@"))
        #expect(UnifiedDiff(old: "a", new: "a").text(oldName: "a", newName: "b") == "")
    }

    /// Applying the edit script to the reference gives the new text, for 300 random pairs.
    @Test func theEditScriptTurnsTheReferenceIntoTheNewText() {
        var generator = SplitMix(seed: 26)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(Int.random(in: 0...4, using: &generator))
            }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(Int.random(in: 0...4, using: &generator))
            }
            let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
            var rebuilt: [Substring] = []
            var kept: [Substring] = []
            for edit in diff.edits() {
                switch edit {
                case .same(let i, let j):
                    #expect(diff.old[i] == diff.new[j])
                    rebuilt.append(diff.new[j])
                    kept.append(diff.old[i])
                case .inserted(let j): rebuilt.append(diff.new[j])
                case .removed(let i): kept.append(diff.old[i])
                }
            }
            #expect(rebuilt == diff.new)
            #expect(kept == diff.old)
        }
    }
}

/// A seeded generator, so the random pairs are the same every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
