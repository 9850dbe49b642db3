import Foundation
import Testing

/// The runtime and the host decide on types, never on the text they print: the text tree is an
/// output (printed from `NodeDisplay`, `RenderedElement` and values' written forms), so a
/// decision that compares it breaks when the format changes, and hides a missing type. This
/// test reads the two modules' sources and fails on a comparison of printed text with a string
/// literal.
@Suite("No runtime or host decision reads display text")
struct DisplayTextLintTests {
    /// The names of printed text: a value's written name, a display line, its modifiers and
    /// attributes, a description.
    static let printedText: Set<Substring> = [
        "name", "display", "modifiers", "attributes", "description", "debugDescription",
        "render()", "render(frames: true)",
    ]
    /// What compares or searches text, before a string literal.
    static let comparisons = ["==", "!=", ".contains(", ".hasPrefix(", ".hasSuffix(", ".starts(with:"]

    /// Whether `line` compares printed text with a string literal (`name == "automatic"`,
    /// `modifiers.contains("hidden")`, `render().contains("sheet")`), or with other printed
    /// text (`lhs.attributes == rhs.attributes`: two values whose printed forms agree are not
    /// the same value).
    static func comparesPrintedText(_ line: String) -> Bool {
        for comparison in comparisons {
            var searched = line.startIndex
            while let found = line.range(of: comparison, range: searched..<line.endIndex) {
                searched = found.upperBound
                var before = line[..<found.lowerBound]
                while before.last == " " { before = before.dropLast() }
                guard printedText.contains(where: { endsWithWord(before, $0) }) else { continue }
                let after = line[found.upperBound...].drop(while: { $0 == " " })
                // A literal follows, or another value's printed text.
                if after.first == "\"" { return true }
                let operand = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if comparison == "==" || comparison == "!=",
                    operand.contains("."), printedText.contains(where: { endsWithWord(operand, $0) })
                {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `text` ends with `word`, not with a longer identifier that ends so.
    private static func endsWithWord(_ text: Substring, _ word: Substring) -> Bool {
        guard text.hasSuffix(word) else { return false }
        let head = text.dropLast(word.count)
        guard let last = head.last else { return true }
        return !(last.isLetter || last.isNumber || last == "_")
    }

    static let modules = ["HeadlessSwiftUI", "HeadlessSwiftUIHost"]

    /// Each source line of the modules, without doc comments and comments (examples in doc
    /// comments show tests, which may compare text).
    static func codeLines() throws -> [(file: String, line: Int, text: String)] {
        var lines: [(String, Int, String)] = []
        for module in modules {
            let folder = StandInClient.packageRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.drop { $0 == " " }
                    guard !code.hasPrefix("//") else { continue }
                    lines.append(("\(module)/\(file.lastPathComponent)", index + 1, String(line)))
                }
            }
        }
        return lines
    }

    @Test("The modules compare no printed text with a literal")
    func noComparisonOfPrintedText() throws {
        let lines = try Self.codeLines()
        #expect(lines.count > 10_000, "the sources were read")
        let offending = lines.filter { Self.comparesPrintedText($0.text) }
        #expect(offending.isEmpty, "\(offending.map { "\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n"))")
    }

    @Test(
        "The patterns find the comparisons they are for",
        arguments: [
            #"if placement.name != ".automatic" {"#,
            #"aligned.limitBehavior.name == "automatic""#,
            #"element.modifiers.contains("hidden")"#,
            #"node.output.display.description.hasPrefix("Text")"#,
            #"guard render().contains("sheet") else"#,
            #"lhs.attributes == rhs.attributes"#,
            #"if old.display.description != new.display.description {"#,
        ])
    func patternsCatchComparisons(line: String) {
        #expect(Self.comparesPrintedText(line))
    }

    @Test(
        "The patterns leave typed comparisons and printing alone",
        arguments: [
            #"if !placement.isAutomatic { attributes.append("placement: \(placement.name)") }"#,
            #"aligned.limitBehavior.kind == .automatic"#,
            #"node.output.display = .element("searchable", attributes: attributes)"#,
            #"guard case .identifier(let identifier) = node.output.drawing else { return false }"#,
            #"lhs.drawing == rhs.drawing && lhs.name == .opacity"#,
            #"guard type.name == typeName else { continue }"#,
        ])
    func patternsPassTypedCode(line: String) {
        #expect(!Self.comparesPrintedText(line))
    }
}
