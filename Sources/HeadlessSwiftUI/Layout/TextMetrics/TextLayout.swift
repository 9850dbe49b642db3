import Foundation

/// One laid-out line of text.
package struct TextLine: Equatable, Sendable {
    /// The characters shown on the line (with "…" where it was truncated).
    package var text: String
    /// The line's width: the sum of its characters' advances.
    package var width: CGFloat
    /// The top-leading corner of the line box within the text's bounds, after alignment.
    package var origin: CGPoint
    /// The baseline's y within the text's bounds.
    package var baseline: CGFloat

    package init(text: String, width: CGFloat, origin: CGPoint, baseline: CGFloat) {
        self.text = text
        self.width = width
        self.origin = origin
        self.baseline = baseline
    }
}

/// The measured layout of a string: its size and lines.
package struct TextLayoutResult: Equatable, Sendable {
    /// Width of the widest line (not the proposal), height of the lines.
    package var size: CGSize
    /// The lines, top to bottom; never empty.
    package var lines: [TextLine]
    /// Whether the line limit cut text (the last line then shows "…").
    package var isTruncated: Bool
    /// The first line's baseline.
    package var firstBaseline: CGFloat
    /// The last line's baseline.
    package var lastBaseline: CGFloat
    /// The factor the font was scaled by to fit (`minimumScaleFactor(_:)`); 1 when it was not.
    package var scale: CGFloat = 1

    package init(size: CGSize, lines: [TextLine], isTruncated: Bool, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The layout with its height grown to `count` lines if it has fewer, for
    /// `lineLimit(_:reservesSpace:)` and the lower bound of a line-limit range: "that view expands
    /// to occupy the minimum number of lines"
    /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)).
    /// The lines stay at the top.
    package func reservingSpace(forLines count: Int, lineHeight: CGFloat, lineSpacing: CGFloat = 0) -> TextLayoutResult
    {
        var result = self
        let lines = CGFloat(max(0, count))
        result.size.height = max(size.height, lines * lineHeight + max(0, lines - 1) * max(0, lineSpacing))
        return result
    }
}

/// Lays out `string` in `font` the way SwiftUI's `Text` does, deterministically.
///
/// - `width`: the proposed width; `nil`, infinite or NaN asks for the ideal size (no wrapping),
///   negative counts as 0. The result is as wide as its widest line, which can be narrower than
///   the proposal ("a text view has a width that exactly matches the width of its widest line",
///   https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment).
/// - Lines end at every paragraph separator (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029); a
///   separator at the very end of the string does not open another line. An empty string is one
///   empty line: zero width, one line's height (a decision; not checked against Apple's).
/// - Wrapping breaks after spaces (U+0020, tab, U+1680, U+2000-U+2006, U+2008-U+200A, U+205F,
///   U+3000; no-break spaces do not break), after U+200B, and after a hyphen (U+002D, U+2010, en and
///   em dash) that follows a character and precedes a non-digit. Spaces where a line wraps are
///   dropped from it (they hang); spaces at a paragraph's end are kept and measured. A word wider
///   than the width is broken between characters (grapheme clusters: a base with its combining
///   marks, variation selectors, emoji modifiers, U+200D sequences, flag pairs). Every line holds at
///   least one character, so a width of 0, or one narrower than a glyph, gives one character per
///   line.
/// - `lineLimit`: at most that many lines; less than 1 counts as 1 ("The maximum number of lines is
///   `1` if the value is less than `1`. If the value is `nil`, the text uses as many lines as
///   required", https://developer.apple.com/documentation/swiftui/environmentvalues/linelimit;
///   https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb).
/// - `truncationMode`: when the limit cuts text, the last shown line gets an ellipsis (…) "at the
///   truncation point" (https://developer.apple.com/documentation/swiftui/text/truncationmode):
///   `.tail` "abcd…", `.head` "…wxyz", `.middle` "ab…yz", fitted to the width by characters, the
///   spaces next to the ellipsis trimmed. The mode applies to what is left of the last line's
///   paragraph; when that fits and only later paragraphs are cut, the ellipsis goes at its end.
///   If even "…" alone is wider than the width, the line is "…".
/// - `alignment`: positions each line within the widest line (`multilineTextAlignment(_:)`,
///   https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:));
///   `.leading` is the left edge (left-to-right text only).
/// - Line i's box starts at y = i × (lineHeight + lineSpacing); its baseline is at
///   its top + (lineHeight − (ascent + descent)) / 2 + ascent (the glyph box centered in the
///   line box). Height = lines × lineHeight + (lines − 1) × lineSpacing: `lineSpacing(_:)` is
///   "the amount of space between the bottom of one line and the top of the next line"
///   (https://developer.apple.com/documentation/swiftui/view/linespacing(_:)), so none follows the
///   last line (the documentation's "between"; not measured).
/// - `minimumScaleFactor`: when the line limit would cut the text, the font shrinks until it
///   fits, "as small as" the factor times its size (https://developer.apple.com/documentation/
///   swiftui/view/minimumscalefactor(_:)); the largest scale that fits is found by halving the
///   range between the factor and 1 ten times; at the factor the text is cut if it still does
///   not fit. Only the width is
///   fitted (text is measured by width alone here).
package func layoutText(
    _ string: String, font: ResolvedFont, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode,
    alignment: TextAlignment, lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1
) -> TextLayoutResult {
    let result = layoutText(
        string, font: font, width: width, lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment,
        lineSpacing: lineSpacing)
    let factor = min(max(minimumScaleFactor, 0), 1)
    guard result.isTruncated, factor < 1 else { return result }
    func attempt(_ scale: CGFloat) -> TextLayoutResult {
        var scaled = layoutText(
            string, font: font.scaled(by: scale), width: width, lineLimit: lineLimit, truncationMode: truncationMode,
            alignment: alignment, lineSpacing: lineSpacing)
        scaled.scale = scale
        return scaled
    }
    let smallest = attempt(factor)
    guard !smallest.isTruncated else { return smallest }
    // The largest scale that fits: `low` always fits, `high` never does.
    var low = factor
    var high: CGFloat = 1
    for _ in 0..<10 {
        let middle = (low + high) / 2
        if attempt(middle).isTruncated { high = middle } else { low = middle }
    }
    return attempt(low)
}

/// The size `layoutText` gives `string` when it is one paragraph that fits on one line (the
/// usual row label), found without making its lines (an array, and the result that holds it,
/// for each measurement); nil when it is not.
///
/// ```swift
/// let size = oneLineTextSize("Item 3", font: font, width: 393)  // (44.5, 22)
/// ```
package func oneLineTextSize(_ string: String, font: ResolvedFont, width: CGFloat?) -> CGSize? {
    let engine = TextLayoutEngine(font: font, width: width, lineLimit: nil)
    guard let units = engine.unitsOnOneLine(string) else { return nil }
    return CGSize(width: engine.measurer.points(units), height: font.lineHeight)
}

private func layoutText(
    _ string: String, font: ResolvedFont, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode,
    alignment: TextAlignment, lineSpacing: CGFloat
) -> TextLayoutResult {
    var engine = TextLayoutEngine(font: font, width: width, lineLimit: lineLimit)
    engine.lineSpacing = max(0, lineSpacing)

    // Fast path: one paragraph that fits (the usual row label), without copying the string.
    if let units = engine.unitsOnOneLine(string) {
        return engine.assemble(
            [TextLine(text: string, width: engine.measurer.points(units), origin: .zero, baseline: 0)],
            isTruncated: false, alignment: alignment)
    }

    engine.load(string)
    let (lines, isTruncated) = engine.layOut(truncationMode: truncationMode)
    return engine.assemble(lines, isTruncated: isTruncated, alignment: alignment)
}

// MARK: - Engine

/// One scalar of the string being laid out.
private struct ScalarRecord {
    var value: UInt32
    /// Advance in font units.
    var advance: Int32
    /// UTF-8 offset of the scalar in the string.
    var offset: Int32
}

/// A line as ranges into the scalar buffer.
private struct LineSpan {
    /// First scalar.
    var start: Int
    /// End of the shown characters (trailing wrap spaces excluded).
    var end: Int
    /// Width of the shown characters, in font units.
    var units: Int
}

private struct TextLayoutEngine {
    let measurer: GlyphMeasurer
    let font: ResolvedFont
    /// The width in points, nil for the ideal size.
    let limit: CGFloat?
    let maxLines: Int?
    /// The string's scalars with their advances and UTF-8 offsets.
    var records: [ScalarRecord] = []
    var string = ""
    /// Points between one line's box and the next.
    var lineSpacing: CGFloat = 0

    init(font: ResolvedFont, width: CGFloat?, lineLimit: Int?) {
        self.font = font
        measurer = GlyphMeasurer(font)
        if let width, width.isFinite {
            limit = max(0, width)
        } else {
            limit = nil
        }
        maxLines = lineLimit.map { max(1, $0) }
    }

    /// Whether `units` fit the width (with a tolerance far below a pixel, for proposals that went
    /// through arithmetic).
    @inline(__always)
    func fits(_ units: Int) -> Bool {
        guard let limit else { return true }
        return measurer.points(units) <= limit + 1e-6
    }

    /// The width of `string` in font units when it is one paragraph that fits on one line,
    /// else nil.
    func unitsOnOneLine(_ string: String) -> Int? {
        var units = 0
        var previous: UInt32 = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if isParagraphSeparator(value) { return nil }
            units += measurer.units(of: value, after: previous)
            previous = value
        }
        return fits(units) ? units : nil
    }

    mutating func load(_ string: String) {
        self.string = string
        records.reserveCapacity(string.utf8.count)
        var previous: UInt32 = 0
        var offset: Int32 = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            records.append(
                ScalarRecord(
                    value: value, advance: Int32(measurer.units(of: value, after: previous)), offset: offset))
            offset += Int32(UTF8.width(scalar))
            previous = value
        }
    }

    /// The lines (text and width; not yet positioned) and whether the line limit cut text.
    func layOut(truncationMode: Text.TruncationMode) -> ([TextLine], Bool) {
        var lines: [TextLine] = []
        let count = records.count
        var paragraphStart = 0
        repeat {
            var paragraphEnd = paragraphStart
            while paragraphEnd < count && !isParagraphSeparator(records[paragraphEnd].value) {
                paragraphEnd += 1
            }
            var next = paragraphEnd
            if next < count {
                next += records[next].value == 0x0D && next + 1 < count && records[next + 1].value == 0x0A ? 2 : 1
            }
            var lineStart = paragraphStart
            repeat {
                let span = nextLine(from: lineStart, paragraphEnd: paragraphEnd)
                let lineNext = nextLineStart(after: span, paragraphEnd: paragraphEnd)
                let moreFollows = lineNext < paragraphEnd || next < count
                if let maxLines, lines.count == maxLines - 1, moreFollows {
                    lines.append(
                        truncatedLine(
                            from: lineStart, paragraphEnd: paragraphEnd, mode: truncationMode,
                            onlyLaterParagraphsCut: lineNext >= paragraphEnd))
                    return (lines, true)
                }
                lines.append(line(text(span.start, span.end), span.units))
                lineStart = lineNext
            } while lineStart < paragraphEnd
            paragraphStart = next
        } while paragraphStart < count
        return (lines, false)
    }

    /// Where the line after `span` starts: past the spaces the wrap dropped.
    private func nextLineStart(after span: LineSpan, paragraphEnd: Int) -> Int {
        var index = span.end
        while index < paragraphEnd && isBreakingSpace(records[index].value) {
            index += 1
        }
        return index
    }

    /// The longest line from `start` that fits the width, breaking at the last opportunity.
    private func nextLine(from start: Int, paragraphEnd: Int) -> LineSpan {
        var index = start
        var units = 0
        var lastBreak: LineSpan?
        while index < paragraphEnd {
            let value = records[index].value
            if isBreakingSpace(value) {
                let contentEnd = index
                let contentUnits = units
                while index < paragraphEnd && isBreakingSpace(records[index].value) {
                    units += Int(records[index].advance)
                    index += 1
                }
                if index == paragraphEnd { break }  // spaces ending a paragraph are kept
                if contentEnd > start { lastBreak = LineSpan(start: start, end: contentEnd, units: contentUnits) }
                continue
            }
            let clusterEnd = self.clusterEnd(from: index, limit: paragraphEnd)
            var clusterUnits = 0
            for position in index..<clusterEnd { clusterUnits += Int(records[position].advance) }
            if !fits(units + clusterUnits) {
                if let lastBreak { return lastBreak }
                // No break opportunity: break between characters, keeping at least one cluster.
                if index == start { return LineSpan(start: start, end: clusterEnd, units: clusterUnits) }
                return LineSpan(start: start, end: index, units: units)
            }
            units += clusterUnits
            index = clusterEnd
            if value == 0x200B
                || (isHyphen(value) && clusterEnd > start + 1 && clusterEnd < paragraphEnd
                    && !isDigitOrSpace(records[clusterEnd].value))
            {
                lastBreak = LineSpan(start: start, end: clusterEnd, units: units)
            }
        }
        return LineSpan(start: start, end: index, units: units)
    }

    /// The last shown line, with the ellipsis.
    private func truncatedLine(
        from start: Int, paragraphEnd: Int, mode: Text.TruncationMode, onlyLaterParagraphsCut: Bool
    ) -> TextLine {
        let ellipsis = measurer.units(of: 0x2026, after: 0)
        var clusters: [Int] = []  // cluster starts, then paragraphEnd
        var index = start
        while index < paragraphEnd {
            clusters.append(index)
            index = clusterEnd(from: index, limit: paragraphEnd)
        }
        clusters.append(paragraphEnd)

        func units(_ from: Int, _ to: Int) -> Int {
            var total = 0
            for position in from..<to { total += Int(records[position].advance) }
            return total
        }
        func trimmedEnd(_ from: Int, _ to: Int) -> Int {
            var end = to
            while end > from && isAnySpace(records[end - 1].value) { end -= 1 }
            return end
        }
        func trimmedStart(_ from: Int, _ to: Int) -> Int {
            var begin = from
            while begin < to && isAnySpace(records[begin].value) { begin += 1 }
            return begin
        }
        func tail() -> TextLine {
            var shown = 0  // clusters kept
            while shown + 1 < clusters.count {
                let end = trimmedEnd(start, clusters[shown + 1])
                if !fits(units(start, end) + ellipsis) { break }
                shown += 1
            }
            let end = trimmedEnd(start, clusters[shown])
            return line(text(start, end) + "\u{2026}", units(start, end) + ellipsis)
        }

        if onlyLaterParagraphsCut || mode == .tail {
            return tail()
        }
        let last = clusters.count - 1  // index of paragraphEnd in clusters
        switch mode {
        case .head:
            var first = last  // clusters kept from this index on
            while first > 0 {
                let begin = trimmedStart(clusters[first - 1], paragraphEnd)
                if !fits(ellipsis + units(begin, paragraphEnd)) { break }
                first -= 1
            }
            let begin = trimmedStart(clusters[first], paragraphEnd)
            return line("\u{2026}" + text(begin, paragraphEnd), ellipsis + units(begin, paragraphEnd))
        default:  // .middle: clusters from both ends, the narrower side taking the next one
            var prefix = 0  // clusters kept from the start
            var suffix = last  // clusters kept from this index on
            var prefixUnits = 0
            var suffixUnits = 0
            while prefix < suffix {
                if prefixUnits <= suffixUnits {
                    let width = units(clusters[prefix], clusters[prefix + 1])
                    if !fits(prefixUnits + width + ellipsis + suffixUnits) { break }
                    prefixUnits += width
                    prefix += 1
                } else {
                    let width = units(clusters[suffix - 1], clusters[suffix])
                    if !fits(prefixUnits + width + ellipsis + suffixUnits) { break }
                    suffixUnits += width
                    suffix -= 1
                }
            }
            let end = trimmedEnd(start, clusters[prefix])
            let begin = trimmedStart(clusters[suffix], paragraphEnd)
            let total = units(start, end) + ellipsis + units(begin, paragraphEnd)
            return line(text(start, end) + "\u{2026}" + text(begin, paragraphEnd), total)
        }
    }

    /// The end of the grapheme cluster starting at `index` (a simplified UAX #29: combining marks,
    /// variation selectors, emoji modifiers and tags extend; U+200D joins; regional indicators pair).
    private func clusterEnd(from index: Int, limit: Int) -> Int {
        var end = index + 1
        if isRegionalIndicator(records[index].value) && end < limit && isRegionalIndicator(records[end].value) {
            end += 1
        }
        while end < limit {
            let value = records[end].value
            if isExtender(value) || (records[end - 1].value == 0x200D && !isAnySpace(value)) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The scalars `start..<end` as a string, copied from the original's UTF-8.
    private func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: Int(records[start].offset))
        let upper =
            end < records.count ? utf8.index(utf8.startIndex, offsetBy: Int(records[end].offset)) : utf8.endIndex
        return String(string[lower..<upper])
    }

    /// A line not yet positioned.
    private func line(_ text: String, _ units: Int) -> TextLine {
        TextLine(text: text, width: measurer.points(units), origin: .zero, baseline: 0)
    }

    /// Positions the lines and sizes the text.
    func assemble(_ lines: consuming [TextLine], isTruncated: Bool, alignment: TextAlignment) -> TextLayoutResult {
        let lineHeight = font.lineHeight
        let baselineOffset = (lineHeight - (font.ascent + font.descent)) / 2 + font.ascent
        var widest: CGFloat = 0
        for index in lines.indices { widest = max(widest, lines[index].width) }
        let factor: CGFloat
        switch alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        for index in lines.indices {
            let top = CGFloat(index) * (lineHeight + lineSpacing)
            lines[index].origin = CGPoint(x: (widest - lines[index].width) * factor, y: top)
            lines[index].baseline = top + baselineOffset
        }
        let first = lines[0].baseline
        let last = lines[lines.count - 1].baseline
        let height = CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * lineSpacing
        return TextLayoutResult(
            size: CGSize(width: widest, height: height), lines: lines, isTruncated: isTruncated, firstBaseline: first,
            lastBaseline: last)
    }
}

// MARK: - Character classes

@inline(__always)
private func isParagraphSeparator(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
}

/// Spaces that allow a line break after them.
@inline(__always)
private func isBreakingSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
}

/// Any space, breaking or not (trimmed next to an ellipsis).
@inline(__always)
private func isAnySpace(_ value: UInt32) -> Bool {
    isBreakingSpace(value) || value == 0xA0 || value == 0x2007 || value == 0x202F
}

@inline(__always)
private func isHyphen(_ value: UInt32) -> Bool {
    value == 0x2D || value == 0x2010 || value == 0x2013 || value == 0x2014
}

@inline(__always)
private func isDigitOrSpace(_ value: UInt32) -> Bool {
    (value >= 0x30 && value <= 0x39) || isAnySpace(value)
}

@inline(__always)
private func isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
}

/// Scalars that attach to the one before them.
@inline(__always)
private func isExtender(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F, 0x1AB0...0x1AFF,
        0x1DC0...0x1DFF, 0x200C, 0x200D, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x1F3FB...0x1F3FF,
        0xE0020...0xE007F, 0xE0100...0xE01EF:
        return true
    default:
        return false
    }
}
