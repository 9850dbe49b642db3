import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Sums a string's advances straight from the generated table's raw units (ASCII and Latin-1
/// only), independently of `ResolvedFont.advance(of:)`.
private func tableUnits(_ string: String, _ face: InterFace = InterMetrics.regular) -> Int {
    string.unicodeScalars.reduce(0) { $0 + Int(face.advances[Int($1.value)]) }
}

/// Raw units at `pointSize`, computed as the measurement documents it: units × size / unitsPerEm.
private func points(_ units: Int, _ pointSize: CGFloat = 17) -> CGFloat {
    CGFloat(units) * pointSize / 2816
}

private let body = ResolvedFont.resolve(nil, dynamicTypeSize: .large)
private let ellipsisUnits = 2312  // Inter Regular U+2026, read with fontTools

private func layout(
    _ string: String, width: CGFloat?, lineLimit: Int? = nil, truncation: Text.TruncationMode = .tail,
    alignment: TextAlignment = .leading
) -> TextLayoutResult {
    layoutText(
        string, font: body, width: width, lineLimit: lineLimit, truncationMode: truncation, alignment: alignment)
}

@Suite("Text measurement: Inter advances, HIG type sizes, wrapping and truncation")
struct TextMeasurementTests {
    // MARK: The tables

    /// A one-line text is measured without its lines (`oneLineTextSize`): the size must be the
    /// layout's, and any other text must be left to the layout.
    @Test("A text on one line measures as its layout does; one that wraps is left to the layout")
    func oneLineSizeIsTheLayoutsSize() {
        let title = ResolvedFont.resolve(.system(.title, weight: .semibold), dynamicTypeSize: .large)
        let cases: [(String, CGFloat?)] = [
            ("Item 3", 393), ("Share item 3", nil), ("", 100), ("Flagged", 100), ("Flagged", 30),
            ("A sentence long enough to wrap onto more lines", 120), ("Two\nparagraphs", nil),
        ]
        var oneLine = 0
        for font in [body, title] {
            for (string, width) in cases {
                let laidOut = layoutText(
                    string, font: font, width: width, lineLimit: nil, truncationMode: .tail, alignment: .center)
                let expected = laidOut.lines.count == 1 ? laidOut.size : nil
                #expect(
                    oneLineTextSize(string, font: font, width: width) == expected,
                    "\(string) at \(String(describing: width))")
                if expected != nil { oneLine += 1 }
            }
        }
        // Both kinds were asked.
        #expect(oneLine > 0 && oneLine < 2 * cases.count)
    }

    @Test func interTableHoldsTheFontsAdvances() {
        // Values read from Inter 3.019's hmtx with fontTools, independently of the generator.
        #expect(InterMetrics.regular.unitsPerEm == 2816)
        #expect(InterMetrics.regular.ascender == 2728)
        #expect(InterMetrics.regular.descender == 680)
        #expect(InterMetrics.regular.capHeight == 2048)
        #expect(InterMetrics.regular.xHeight == 1536)
        #expect(tableUnits("Hello") == 2084 + 1640 + 668 + 668 + 1680)
        #expect(tableUnits("Hello", InterMetrics.semibold) == 2095 + 1669 + 734 + 734 + 1712)
        #expect(tableUnits("Hello", InterMetrics.bold) == 2101 + 1683 + 766 + 766 + 1728)
        #expect(tableUnits(" ") == 792)
        #expect(InterMetrics.regular.advances[InterMetrics.extraIndex(of: 0x2026)!] == 2312)
        #expect(InterMetrics.faces.map(\.weightClass) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func higSizesAndLeading() {
        func cell(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> [CGFloat] {
            let metrics = TextStyleMetrics.metrics(for: style, at: size)
            return [metrics.pointSize, metrics.leading]
        }
        #expect(cell(.body, .large) == [17, 22])
        #expect(cell(.headline, .large) == [17, 22])
        #expect(cell(.largeTitle, .large) == [34, 41])
        #expect(cell(.caption2, .large) == [11, 13])
        #expect(cell(.body, .xSmall) == [14, 19])
        #expect(cell(.subheadline, .xxxLarge) == [21, 28])
        #expect(cell(.body, .accessibility1) == [28, 34])
        #expect(cell(.title, .accessibility2) == [43, 51])
        #expect(cell(.footnote, .accessibility3) == [33, 40])
        #expect(cell(.caption, .accessibility4) == [37, 44])
        #expect(cell(.largeTitle, .accessibility5) == [60, 70])
        #expect(cell(.body, .accessibility5) == [53, 62])
        #expect(TextStyleMetrics.weight(of: .headline) == .semibold)
        #expect(TextStyleMetrics.weight(of: .body) == .regular)
        // Every style grows (or stays) with every step of Dynamic Type.
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { TextStyleMetrics.metrics(for: style, at: $0) }
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                #expect(smaller.pointSize <= larger.pointSize && smaller.leading <= larger.leading, "\(style)")
            }
        }
    }

    // MARK: Resolving fonts

    @Test func resolvesTextStylesWithHIGValuesAndInterMetrics() {
        #expect(body == ResolvedFont.resolve(.body, dynamicTypeSize: .large))
        #expect(body.pointSize == 17)
        #expect(body.lineHeight == 22)
        #expect(body.weight == .regular)
        #expect(body.ascent == CGFloat(2728) * 17 / 2816)
        #expect(body.descent == CGFloat(680) * 17 / 2816)
        #expect(body.capHeight == CGFloat(2048) * 17 / 2816)

        let headline = ResolvedFont.resolve(.headline, dynamicTypeSize: .accessibility3)
        #expect(headline.pointSize == 40 && headline.lineHeight == 48 && headline.weight == .semibold)
        let title = ResolvedFont.resolve(.system(.title, weight: .light), dynamicTypeSize: .xSmall)
        #expect(title.pointSize == 25 && title.lineHeight == 31 && title.weight == .light)
    }

    @Test func systemSizeFontsDeriveLineHeightFromInterAndDoNotScale() {
        let small = ResolvedFont.resolve(.system(size: 14), dynamicTypeSize: .large)
        let huge = ResolvedFont.resolve(.system(size: 14), dynamicTypeSize: .accessibility5)
        #expect(small == huge)
        #expect(small.pointSize == 14)
        #expect(small.lineHeight == CGFloat(2728 + 680 + 0) * 14 / 2816)
        #expect(ResolvedFont.resolve(.system(size: 14, weight: .heavy), dynamicTypeSize: .large).weight == .heavy)
    }

    @Test func customFontsScaleWithTheirStyleUnlessFixed() {
        let relativeToBody = ResolvedFont.resolve(.custom("Brand", size: 20), dynamicTypeSize: .accessibility1)
        #expect(relativeToBody.pointSize == CGFloat(20) * 28 / 17)
        let relativeToTitle = ResolvedFont.resolve(
            .custom("Brand", size: 20, relativeTo: .title), dynamicTypeSize: .xSmall)
        #expect(relativeToTitle.pointSize == CGFloat(20) * 25 / 28)
        let fixed = ResolvedFont.resolve(.custom("Brand", fixedSize: 20), dynamicTypeSize: .accessibility5)
        #expect(fixed.pointSize == 20)
        #expect(fixed.lineHeight == CGFloat(2728 + 680) * 20 / 2816)
    }

    @Test func modifiersResolve() {
        func resolve(_ font: Font) -> ResolvedFont { ResolvedFont.resolve(font, dynamicTypeSize: .large) }
        // bold() gives a text style its HIG emphasized weight, any other font .bold.
        #expect(resolve(.body.bold()).weight == .semibold)
        #expect(resolve(.headline.bold()).weight == .semibold)
        #expect(resolve(.title.bold()).weight == .bold)
        #expect(resolve(.system(size: 12).bold()).weight == .bold)
        #expect(resolve(.body.bold().weight(.black)).weight == .black)
        #expect(resolve(.body.leading(.tight)).lineHeight == 20)
        #expect(resolve(.body.leading(.loose)).lineHeight == 24)
        #expect(resolve(.system(size: 17).leading(.loose)).lineHeight == resolve(.system(size: 17)).lineHeight)
        #expect(resolve(.body.italic()).isItalic)
        #expect(resolve(.body.monospaced()).isMonospaced)
        #expect(resolve(.system(.body, design: .monospaced)).isMonospaced)
        #expect(resolve(.body.monospacedDigit()).isMonospacedDigit)
        #expect(resolve(.body.width(.condensed)).widthScale == 0.8)
        let smallCaps = resolve(.body.smallCaps())
        #expect(smallCaps.lowercaseSmallCaps && smallCaps.uppercaseSmallCaps)
    }

    // MARK: Advances

    @Test func advancesAreTheSumOfInterAdvancesAtThePointSize() {
        #expect(body.advance(of: "Hello") == points(2084 + 1640 + 668 + 668 + 1680))
        #expect(body.advance(of: "Hello world") == points(tableUnits("Hello world")))
        #expect(body.advance(of: "Hello"[...]) == body.advance(of: "Hello"))
        #expect(body.advance(of: "") == 0)
        let bold = ResolvedFont.resolve(.system(size: 20, weight: .bold), dynamicTypeSize: .large)
        #expect(bold.advance(of: "Hello") == points(2101 + 1683 + 766 + 766 + 1728, 20))
        let headline = ResolvedFont.resolve(.headline, dynamicTypeSize: .large)
        #expect(headline.advance(of: "Hello") == points(tableUnits("Hello", InterMetrics.semibold)))
        // Italic keeps the upright advances.
        #expect(
            ResolvedFont.resolve(.body.italic(), dynamicTypeSize: .large).advance(of: "Hello")
                == body.advance(of: "Hello"))
        // Latin-1, the extra punctuation and a tab.
        #expect(body.advance(of: "é") == points(Int(InterMetrics.regular.advances[0xE9])))
        #expect(body.advance(of: "\u{2026}") == points(ellipsisUnits))
        #expect(body.advance(of: "a\tb") == body.advance(of: "a b"))
    }

    @Test func fallbacksOutsideTheTable() {
        let em: CGFloat = 17
        #expect(body.advance(of: "日本語") == 3 * em)
        #expect(body.advance(of: "한") == em)
        #expect(body.advance(of: "😀") == em)
        #expect(body.advance(of: "👨‍👩‍👧") == em, "a ZWJ sequence is one glyph")
        #expect(body.advance(of: "👍🏽") == em, "an emoji modifier adds nothing")
        #expect(body.advance(of: "🇫🇷") == em, "a flag is a pair of regional indicators")
        #expect(body.advance(of: "e\u{301}") == body.advance(of: "e"), "combining marks add nothing")
        #expect(body.advance(of: "Ж") == body.advance(of: "o"), "other scripts measure as o")
        #expect(body.advance(of: "a\u{200B}b") == body.advance(of: "ab"))
    }

    @Test func monospacingAndSmallCaps() {
        let tabular = Int(InterMetrics.regular.tabularDigitAdvance)
        #expect(tabular == 1824)
        let digits = ResolvedFont.resolve(.body.monospacedDigit(), dynamicTypeSize: .large)
        #expect(digits.advance(of: "1") == digits.advance(of: "0"))
        #expect(digits.advance(of: "2024") == points(4 * tabular))
        #expect(digits.advance(of: "ab") == body.advance(of: "ab"))
        #expect(body.advance(of: "1") < body.advance(of: "0"))

        let mono = ResolvedFont.resolve(.system(size: 17, design: .monospaced), dynamicTypeSize: .large)
        #expect(mono.advance(of: "il") == mono.advance(of: "WM"))
        #expect(mono.advance(of: "il") == points(2 * tabular))
        #expect(mono.advance(of: "日") == 17)

        // Small capitals: the capital scaled by x-height / cap height (1536 / 2048), rounded.
        let smallCaps = ResolvedFont.resolve(.body.lowercaseSmallCaps(), dynamicTypeSize: .large)
        #expect(smallCaps.advance(of: "a") == points((1904 * 1536 + 1024) / 2048))
        #expect(smallCaps.advance(of: "A") == body.advance(of: "A"))
        let upper = ResolvedFont.resolve(.body.uppercaseSmallCaps(), dynamicTypeSize: .large)
        #expect(upper.advance(of: "a") == body.advance(of: "a"))
        #expect(upper.advance(of: "A") == points((1904 * 1536 + 1024) / 2048))

        let condensed = ResolvedFont.resolve(.body.width(.condensed), dynamicTypeSize: .large)
        #expect(abs(condensed.advance(of: "Hello") - 0.8 * body.advance(of: "Hello")) < 1e-9)
    }

    // MARK: Layout

    @Test func idealSizeIsOneLinePerParagraph() {
        let result = layout("Hello\nwide world", width: nil)
        #expect(result.lines.map(\.text) == ["Hello", "wide world"])
        #expect(result.size == CGSize(width: body.advance(of: "wide world"), height: 44))
        #expect(!result.isTruncated)
        #expect(layout("Hello\nwide world", width: .infinity) == result)
        // A separator ending the string opens no line; CR LF is one separator; blank lines count.
        #expect(layout("Hello\n", width: nil).lines.map(\.text) == ["Hello"])
        #expect(layout("a\r\nb", width: nil).lines.map(\.text) == ["a", "b"])
        #expect(layout("a\n\nb", width: nil).lines.map(\.text) == ["a", "", "b"])
    }

    @Test func singleLineFitsAtItsOwnWidth() {
        let ideal = body.advance(of: "Hello world")
        let result = layout("Hello world", width: ideal)
        #expect(result.lines.count == 1)
        #expect(result.size == CGSize(width: ideal, height: 22))
        #expect(
            result.lines[0]
                == TextLine(text: "Hello world", width: ideal, origin: .zero, baseline: result.firstBaseline))
        // A wider proposal does not widen the text.
        #expect(layout("Hello world", width: 500).size.width == ideal)
    }

    @Test func wrapsAtSpacesDroppingTheSpaceAtTheBreak() {
        let width = body.advance(of: "Hello world") - 1
        let result = layout("Hello world and", width: width)
        #expect(result.lines.map(\.text) == ["Hello", "world and"])
        #expect(result.lines.map(\.width) == [points(tableUnits("Hello")), points(tableUnits("world and"))])
        #expect(result.size.width == points(tableUnits("world and")))
        #expect(result.size.height == 44)
        #expect(result.lines[1].origin == CGPoint(x: 0, y: 22))
    }

    @Test func wrapsAfterHyphens() {
        let width = body.advance(of: "well-known") - 1
        #expect(layout("well-known", width: width).lines.map(\.text) == ["well-", "known"])
        // Not before a digit.
        let minus = layout("x -5", width: body.advance(of: "x -") + 1)
        #expect(minus.lines.map(\.text) == ["x", "-5"])
    }

    @Test func breaksAWordLongerThanTheWidthByCharacters() {
        let word = "Supercalifragilistic"
        let width = body.advance(of: "Super")
        let result = layout("A " + word, width: width)
        #expect(result.lines[0].text == "A", "the long word starts on a new line")
        #expect(result.lines.dropFirst().map(\.text).joined() == word)
        #expect(result.lines[1].text == "Super")
        for line in result.lines {
            #expect(line.width <= width)
            #expect(line.width == points(tableUnits(line.text)))
        }
        #expect(result.size.height == CGFloat(result.lines.count) * 22)
    }

    @Test func zeroOrTinyWidthGivesOneCharacterPerLine() {
        for width: CGFloat in [0, 1, -20] {
            let result = layout("abc", width: width)
            #expect(result.lines.map(\.text) == ["a", "b", "c"])
            #expect(result.size == CGSize(width: body.advance(of: "b"), height: 66))
        }
        // Combining marks stay with their letter.
        #expect(layout("e\u{301}x", width: 0).lines.map(\.text) == ["e\u{301}", "x"])
        #expect(layout("Hi", width: 0, lineLimit: 1).lines.map(\.text) == ["\u{2026}"])
    }

    @Test func emptyStringIsOneEmptyLine() {
        let result = layout("", width: 100)
        #expect(result.size == CGSize(width: 0, height: 22))
        #expect(result.lines.map(\.text) == [""])
        #expect(result.lines[0].width == 0)
        #expect(!result.isTruncated)
        #expect(result.firstBaseline == result.lastBaseline)
        #expect(layout("", width: nil) == result)
    }

    @Test func baselinesCenterTheGlyphBoxInTheLine() {
        let result = layout("one\ntwo\nthree", width: nil)
        let ascent = CGFloat(2728) * 17 / 2816
        let descent = CGFloat(680) * 17 / 2816
        let offset = (22 - (ascent + descent)) / 2 + ascent
        #expect(result.lines.map(\.baseline) == [offset, 22 + offset, 44 + offset])
        #expect(result.firstBaseline == offset)
        #expect(result.lastBaseline == 44 + offset)
        #expect(abs(offset - 17.182) < 0.001)
    }

    @Test func alignmentPositionsLinesWithinTheWidestLine() {
        let short = body.advance(of: "Hi")
        let long = body.advance(of: "Hello there")
        let leading = layout("Hi\nHello there", width: nil, alignment: .leading)
        let center = layout("Hi\nHello there", width: nil, alignment: .center)
        let trailing = layout("Hi\nHello there", width: nil, alignment: .trailing)
        #expect(leading.lines.map(\.origin.x) == [0, 0])
        #expect(center.lines.map(\.origin.x) == [(long - short) / 2, 0])
        #expect(trailing.lines.map(\.origin.x) == [long - short, 0])
        #expect(center.size == leading.size && trailing.size == leading.size)
        // A single line is not moved: the text is as wide as its line.
        #expect(layout("Hi", width: 300, alignment: .trailing).lines[0].origin.x == 0)
    }

    // MARK: Line limit and truncation

    private static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    @Test func tailTruncation() {
        let width = points(tableUnits("abcde") + ellipsisUnits)
        let result = layout(Self.alphabet, width: width, lineLimit: 1)
        #expect(result.lines.map(\.text) == ["abcde\u{2026}"])
        #expect(result.isTruncated)
        #expect(result.size == CGSize(width: width, height: 22))
        // Just under that width, one letter fewer.
        #expect(layout(Self.alphabet, width: width - 0.01, lineLimit: 1).lines[0].text == "abcd\u{2026}")
    }

    @Test func headTruncation() {
        let width = points(ellipsisUnits + tableUnits("vwxyz"))
        let result = layout(Self.alphabet, width: width, lineLimit: 1, truncation: .head)
        #expect(result.lines.map(\.text) == ["\u{2026}vwxyz"])
        #expect(result.lines[0].width == width)
        #expect(result.isTruncated)
    }

    @Test func middleTruncation() {
        let width = points(tableUnits("abc") + ellipsisUnits + tableUnits("xyz")) + 0.5
        let result = layout(Self.alphabet, width: width, lineLimit: 1, truncation: .middle)
        let parts = result.lines[0].text.components(separatedBy: "\u{2026}")
        #expect(parts.count == 2)
        #expect(Self.alphabet.hasPrefix(parts[0]) && Self.alphabet.hasSuffix(parts[1]))
        #expect(parts[0].count >= 2 && parts[1].count >= 2, "both ends shown: \(result.lines[0].text)")
        #expect(result.lines[0].width <= width)
        #expect(result.lines[0].width == points(tableUnits(parts[0]) + ellipsisUnits + tableUnits(parts[1])))
        #expect(result.isTruncated)
    }

    @Test func lineLimitCutsWrappedText() {
        let width = body.advance(of: "three four") + 1
        let full = layout("one two three four five six", width: width)
        #expect(full.lines.map(\.text) == ["one two", "three four", "five six"])
        let limited = layout("one two three four five six", width: width, lineLimit: 2)
        #expect(limited.lines.count == 2)
        #expect(limited.lines[0].text == "one two")
        #expect(limited.lines[1].text.hasSuffix("\u{2026}"))
        #expect(limited.lines[1].text.hasPrefix("three"))
        #expect(limited.lines[1].width <= width)
        #expect(limited.isTruncated)
        #expect(limited.size.height == 44)
        // A limit the text stays within changes nothing.
        #expect(layout("one two three four five six", width: width, lineLimit: 3) == full)
        #expect(layout("one two three four five six", width: width, lineLimit: nil) == full)
    }

    @Test func lineLimitBelowOneCountsAsOne() {
        let width = body.advance(of: "one two") + 1
        let one = layout("one two three", width: width, lineLimit: 1)
        #expect(layout("one two three", width: width, lineLimit: 0) == one)
        #expect(layout("one two three", width: width, lineLimit: -3) == one)
        #expect(one.lines.count == 1 && one.isTruncated)
    }

    @Test func lineLimitCuttingLaterParagraphsPutsTheEllipsisAtTheEnd() {
        for mode in [Text.TruncationMode.tail, .head, .middle] {
            let result = layout("first\nsecond\nthird", width: nil, lineLimit: 2, truncation: mode)
            #expect(result.lines.map(\.text) == ["first", "second\u{2026}"], "\(mode)")
            #expect(result.isTruncated)
        }
    }

    @Test func ellipsisWiderThanTheWidthStandsAlone() {
        let result = layout("Hello world", width: 2, lineLimit: 1)
        #expect(result.lines.map(\.text) == ["\u{2026}"])
        #expect(result.size.width == points(ellipsisUnits))
    }

    @Test func reservingSpaceGrowsHeightOnly() {
        let result = layout("Hi", width: nil)
        let reserved = result.reservingSpace(forLines: 3, lineHeight: body.lineHeight)
        #expect(reserved.size == CGSize(width: result.size.width, height: 66))
        #expect(reserved.lines == result.lines)
        #expect(result.reservingSpace(forLines: 0, lineHeight: 22) == result)
    }

    // MARK: Modifiers

    @MainActor
    @Test func modifiersWriteTheEnvironment() {
        struct Reader: View {
            @Environment(\.lineLimit) private var lineLimit
            @Environment(\.truncationMode) private var truncationMode
            @Environment(\.multilineTextAlignment) private var alignment
            var body: some View {
                Text(
                    "\(String(describing: lineLimit)) \(String(describing: truncationMode)) \(String(describing: alignment))"
                )
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Reader()
                    Reader().lineLimit(2).truncationMode(.middle).multilineTextAlignment(.center)
                    Reader().lineLimit(1...3)
                    Reader().lineLimit(4, reservesSpace: true)
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.contains(text: "nil tail leading"))
        #expect(host.contains(text: "Optional(2) middle center"))
        #expect(host.contains(text: "Optional(3) tail leading"))
        #expect(host.contains(text: "Optional(4) tail leading"))
        var values = EnvironmentValues()
        #expect(values.reservedLineCount == 0)
        values.lineLimit = 5
        #expect(values.lineLimit == 5)
    }
}

@MainActor
@Suite("Text: lineSpacing and minimumScaleFactor change how text measures")
struct TextSpacingAndScalingTests {
    @Test("Texts in one layout pass each measure in their own environment's style, and a text's own font wins")
    func siblingEnvironmentsMeasureApart() throws {
        // The runtime resolves an environment's text style once for the texts that share it
        // (a list's rows): texts side by side in other environments must not take it.
        let host = ViewHost(
            VStack {
                Text("Plain")
                Text("Large").font(.largeTitle)
                Text("Tight").environment(\.font, .caption)
                Text("Bold").environment(\.font, .caption).fontWeight(.bold)
                Text("Own").font(.title).environment(\.font, .caption)
                Text("Capped").textCase(.uppercase)
                Text("Plain again")
            }
            .fixedSize(), device: box(400, 600))
        let caption = ResolvedFont.resolve(.caption, dynamicTypeSize: .large)
        func height(_ label: String) throws -> CGFloat { try #require(host.frame(of: label)).height }
        func width(_ label: String) throws -> CGFloat { try #require(host.frame(of: label)).width }
        #expect(try height("Plain") == body.lineHeight)
        #expect(try height("Large") == ResolvedFont.resolve(.largeTitle, dynamicTypeSize: .large).lineHeight)
        #expect(try height("Tight") == caption.lineHeight)
        #expect(try width("Tight") == caption.advance(of: "Tight"))
        let boldCaption = ResolvedFont.resolve(Font.caption.weight(.bold), dynamicTypeSize: .large)
        #expect(try width("Bold") == boldCaption.advance(of: "Bold"))
        #expect(try height("Own") == ResolvedFont.resolve(.title, dynamicTypeSize: .large).lineHeight)
        #expect(try width("Capped") == body.advance(of: "CAPPED"))
        #expect(try height("Plain again") == body.lineHeight)
        #expect(try width("Plain again") == body.advance(of: "Plain again"))
    }

    @Test("lineSpacing adds its points between lines, not after the last")
    func lineSpacingBetweenLines() throws {
        // Apple, lineSpacing(_:): "The amount of space between the bottom of one line and the
        // top of the next line in points."
        let plain = ViewHost(Text("One\nTwo\nThree").fixedSize(), device: box(300, 300))
        let spaced = ViewHost(Text("One\nTwo\nThree").lineSpacing(10).fixedSize(), device: box(300, 300))
        let plainHeight = try #require(plain.frame(of: "One\nTwo\nThree")).height
        let spacedHeight = try #require(spaced.frame(of: "One\nTwo\nThree")).height
        #expect(spacedHeight == plainHeight + 20, "two gaps between three lines")
        let single = ViewHost(Text("One").lineSpacing(10).fixedSize(), device: box(300, 300))
        #expect(try #require(single.frame(of: "One")).height == body.lineHeight)
    }

    @Test("minimumScaleFactor shrinks a line that would be cut until it fits, no further than the factor")
    func minimumScaleFactorShrinksToFit() throws {
        // Apple, minimumScaleFactor(_:): "a label with a minimum scale factor of 0.5 draws its text
        // in a font size as small as half of the actual font if needed."
        let string = "Quarterly results"
        let ideal = body.advance(of: string)
        let width = (ideal * 0.8).rounded(.down)
        let scaled = ViewHost(
            Text(string).lineLimit(1).minimumScaleFactor(0.5).frame(width: width), device: box(300, 300))
        let svg = scaled.svg()
        #expect(!svg.contains("…"), "it shrinks instead of truncating")
        let textFrame = try #require(scaled.frame(of: string))
        #expect(textFrame.width <= width && textFrame.width > width - 1, "as large as fits")
        #expect(textFrame.height < body.lineHeight, "its line is smaller too")

        let tooNarrow = ViewHost(
            Text(string).lineLimit(1).minimumScaleFactor(0.9).frame(width: ideal * 0.5), device: box(300, 300))
        #expect(tooNarrow.svg().contains("…"), "at its smallest it still does not fit: it is cut")
        #expect(tooNarrow.svg().contains("font-size=\"15.3\""), "17 pt × 0.9")

        let unscaled = ViewHost(Text(string).lineLimit(1).frame(width: width), device: box(300, 300))
        #expect(unscaled.svg().contains("…"), "without a factor the line is cut")
    }
}
