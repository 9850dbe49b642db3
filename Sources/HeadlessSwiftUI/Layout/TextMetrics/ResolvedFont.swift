import Foundation

/// A `Font` resolved for measuring: concrete size, line height, weight and vertical metrics.
///
/// Text is measured with Inter's advance widths (see `InterMetrics`), standing in for SF Pro, and
/// with the HIG's sizes and leading for the text styles (see `TextStyleMetrics`). What is
/// approximated, and how:
/// - **Line height.** A text style's is the HIG leading for the Dynamic Type size. Any other font
///   (`system(size:)`, `custom`) derives it from Inter's `hhea` ascender + descender + line gap
///   (2728 + 680 + 0 units of 2816: 1.2102 × the point size).
/// - **Leading.** `leading(.tight)` / `.loose` subtract / add 2 points for text styles, as UIKit
///   documents for its tight / loose leading traits of text-style fonts
///   (https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traittightleading);
///   other fonts keep their line height.
/// - **Weight.** The nearest of Inter's nine weights (Thin ... Black standing for ultraLight ...
///   black). `bold()` gives a text style its HIG "emphasized weight" (Bold for the titles 1-2 and
///   large title, Semibold otherwise), any other font `.bold`.
/// - **Design.** `.rounded` and `.serif` measure like `.default`; `.monospaced` (or `monospaced()`)
///   gives every character outside the wide and zero-width ranges the weight's tabular figure
///   advance: SF Mono's own widths are not modelled.
/// - **`italic()`** keeps the upright advances (italics are flagged, not measured differently).
/// - **`monospacedDigit()`** gives 0-9 the weight's tabular figure advance.
/// - **Small caps** (`smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()`): Inter 3.019
///   has no small capitals, so an affected ASCII letter measures as its capital scaled by
///   x-height / cap height (1536 / 2048).
/// - **`width(_:)`** scales advances by `1 + width.value` (condensed 0.8, expanded 1.2): a plain
///   rule, not measured from SF Pro's widths.
/// - **Custom fonts** measure as Inter at their size. `custom(_:size:)` and
///   `custom(_:size:relativeTo:)` scale with Dynamic Type by the ratio of the style's HIG point size
///   at the current size to that at `.large` (body when no style is given); `custom(_:fixedSize:)`
///   does not scale.
/// - **Tracking and kerning** are not applied: a string's width is the sum of its characters'
///   advances.
package struct ResolvedFont: Hashable, Sendable {
    /// The point size, after Dynamic Type.
    package var pointSize: CGFloat
    /// The height of one line, baseline to baseline.
    package var lineHeight: CGFloat
    /// The weight; measured with the nearest Inter face.
    package var weight: Font.Weight
    /// Distance from the baseline up to the top of the line's glyph box (Inter's ascender).
    package var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line's glyph box (Inter's descender).
    package var descent: CGFloat
    /// The height of capital letters above the baseline.
    package var capHeight: CGFloat
    /// The height of lowercase letters without ascenders above the baseline.
    package var xHeight: CGFloat
    /// Whether every character has the same advance (`monospaced()`, `design: .monospaced`).
    package var isMonospaced: Bool = false
    /// Whether the digits 0-9 have the same advance (`monospacedDigit()`).
    package var isMonospacedDigit: Bool = false
    /// Whether `italic()` applies; advances are the upright ones.
    package var isItalic: Bool = false
    /// Whether lowercase letters are set as small capitals.
    package var lowercaseSmallCaps: Bool = false
    /// Whether uppercase letters are set as small capitals.
    package var uppercaseSmallCaps: Bool = false
    /// The factor `width(_:)` applies to advances: 1 for `.standard`.
    package var widthScale: CGFloat = 1

    package init(
        pointSize: CGFloat, lineHeight: CGFloat, weight: Font.Weight, ascent: CGFloat, descent: CGFloat,
        capHeight: CGFloat, xHeight: CGFloat
    ) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.weight = weight
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The font at `scale` times its size, its vertical metrics with it
    /// (`minimumScaleFactor(_:)`).
    package func scaled(by scale: CGFloat) -> ResolvedFont {
        var font = self
        font.pointSize *= scale
        font.lineHeight *= scale
        font.ascent *= scale
        font.descent *= scale
        font.capHeight *= scale
        font.xHeight *= scale
        return font
    }

    /// Resolves `font` (nil means `.body`, SwiftUI's default) at `dynamicTypeSize`.
    package static func resolve(_ font: Font?, dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        let font = font ?? .body
        let size: CGFloat
        var leading: CGFloat?
        var weight: Font.Weight
        var design: Font.Design?
        var style: Font.TextStyle?
        switch font.provider {
        case .textStyle(let textStyle, let explicitDesign, let explicitWeight):
            let metrics = TextStyleMetrics.metrics(for: textStyle, at: dynamicTypeSize)
            size = metrics.pointSize
            leading = metrics.leading
            weight = explicitWeight ?? TextStyleMetrics.weight(of: textStyle)
            design = explicitDesign
            style = textStyle
        case .system(let fixed, let explicitWeight, let explicitDesign):
            size = fixed
            weight = explicitWeight ?? .regular
            design = explicitDesign
        case .custom(_, let base, let relativeTo, let fixedSize):
            if fixedSize {
                size = base
            } else {
                let scaleStyle = relativeTo ?? .body
                size =
                    base * TextStyleMetrics.metrics(for: scaleStyle, at: dynamicTypeSize).pointSize
                    / TextStyleMetrics.metrics(for: scaleStyle, at: .large).pointSize
            }
            weight = .regular
        }

        var leadingAdjustment: Font.Leading = .standard
        var resolved = ResolvedFont(
            pointSize: size, lineHeight: 0, weight: .regular, ascent: 0, descent: 0, capHeight: 0, xHeight: 0)
        for modifier in font.modifiers {
            switch modifier {
            case .bold: weight = style.map(TextStyleMetrics.emphasizedWeight(of:)) ?? .bold
            case .weight(let explicit): weight = explicit
            case .italic: resolved.isItalic = true
            case .width(let width): resolved.widthScale = max(0.1, 1 + width.value)
            case .leading(let adjustment): leadingAdjustment = adjustment
            case .monospaced: design = .monospaced
            case .monospacedDigit: resolved.isMonospacedDigit = true
            case .smallCaps:
                resolved.lowercaseSmallCaps = true
                resolved.uppercaseSmallCaps = true
            case .lowercaseSmallCaps: resolved.lowercaseSmallCaps = true
            case .uppercaseSmallCaps: resolved.uppercaseSmallCaps = true
            }
        }

        let face = InterMetrics.face(for: weight)
        let unitsPerEm = CGFloat(face.unitsPerEm)
        if style != nil, let base = leading {
            switch leadingAdjustment {
            case .standard: leading = base
            case .tight: leading = base - 2
            case .loose: leading = base + 2
            }
        }
        resolved.weight = weight
        resolved.isMonospaced = design == .monospaced
        // Font units × size / unitsPerEm, in that order, everywhere (advances too).
        resolved.ascent = CGFloat(face.ascender) * size / unitsPerEm
        resolved.descent = CGFloat(face.descender) * size / unitsPerEm
        resolved.capHeight = CGFloat(face.capHeight) * size / unitsPerEm
        resolved.xHeight = CGFloat(face.xHeight) * size / unitsPerEm
        resolved.lineHeight = leading ?? CGFloat(face.ascender + face.descender + face.lineGap) * size / unitsPerEm
        return resolved
    }

    /// The width of `text` on one line: the sum of its characters' advances, newlines measuring 0.
    package func advance(of text: some StringProtocol) -> CGFloat {
        let measurer = GlyphMeasurer(self)
        var units = 0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            units += measurer.units(of: value, after: previous)
            previous = value
        }
        return measurer.points(units)
    }
}

// MARK: - Faces

extension InterMetrics {
    /// SwiftUI's nine weights, lightest first, matching `faces`.
    private static let weightValues: [CGFloat] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]

    /// The face whose SwiftUI weight is nearest to `weight` (the lighter one on a tie).
    package static func face(for weight: Font.Weight) -> InterFace {
        var best = 0
        for index in weightValues.indices
        where abs(weightValues[index] - weight.value) < abs(weightValues[best] - weight.value) {
            best = index
        }
        return faces[best]
    }
}

// MARK: - Measuring characters

/// Measures characters in font units for one resolved font; built once per string.
///
/// Characters outside the table: zero-width ones (combining marks, variation selectors, joiners,
/// bidirectional controls, emoji modifiers) measure 0; wide ones (CJK, Hangul, fullwidth forms,
/// emoji) measure 1 em, an emoji joined to the previous one by U+200D measures 0, and a regional
/// indicator measures half an em (a flag, two of them, is 1 em); anything else measures as "o".
/// A tab measures as a space, other control characters 0.
struct GlyphMeasurer {
    let advances: [UInt16]
    let unitsPerEm: Int
    let fallback: Int
    let space: Int
    let tabular: Int
    let capHeight: Int
    let xHeight: Int
    let monospaced: Bool
    let monospacedDigit: Bool
    let lowercaseSmallCaps: Bool
    let uppercaseSmallCaps: Bool
    /// The point size times the width factor.
    let emSize: CGFloat
    let unitsPerEmValue: CGFloat

    init(_ font: ResolvedFont) {
        let face = InterMetrics.face(for: font.weight)
        advances = face.advances
        unitsPerEm = face.unitsPerEm
        fallback = Int(face.fallbackAdvance)
        space = Int(face.advances[0x20])
        tabular = Int(face.tabularDigitAdvance)
        capHeight = face.capHeight
        xHeight = face.xHeight
        monospaced = font.isMonospaced
        monospacedDigit = font.isMonospacedDigit
        lowercaseSmallCaps = font.lowercaseSmallCaps
        uppercaseSmallCaps = font.uppercaseSmallCaps
        emSize = font.pointSize * font.widthScale
        unitsPerEmValue = CGFloat(face.unitsPerEm)
    }

    /// Font units to points: units × point size (× width factor) / unitsPerEm.
    @inline(__always)
    func points(_ units: Int) -> CGFloat {
        CGFloat(units) * emSize / unitsPerEmValue
    }

    /// The advance of `scalar` in font units; `previous` is the scalar before it (0 at the start).
    @inline(__always)
    func units(of scalar: UInt32, after previous: UInt32) -> Int {
        if scalar < 0x80 {
            // ASCII, the hot path.
            if monospaced {
                return scalar < 0x20 || scalar == 0x7F ? (scalar == 0x09 ? tabular : 0) : tabular
            }
            if scalar >= 0x61 && scalar <= 0x7A && lowercaseSmallCaps {
                return smallCap(Int(advances[Int(scalar) - 0x20]))
            }
            if scalar >= 0x41 && scalar <= 0x5A && uppercaseSmallCaps {
                return smallCap(Int(advances[Int(scalar)]))
            }
            if scalar >= 0x30 && scalar <= 0x39 && monospacedDigit {
                return tabular
            }
            let advance = advances[Int(scalar)]
            if advance != InterMetrics.absent { return Int(advance) }
            return scalar == 0x09 ? space : 0
        }
        let index = scalar < InterMetrics.directCount ? Int(scalar) : InterMetrics.extraIndex(of: scalar)
        if let index {
            let advance = advances[index]
            if advance == InterMetrics.absent {
                // C1 controls measure 0; a letter the font lacks (U+0149) measures as "o".
                return scalar < 0xA0 ? 0 : (monospaced ? tabular : fallback)
            }
            return monospaced && advance != 0 ? tabular : Int(advance)
        }
        switch TextScalarClass(scalar, after: previous) {
        case .zeroWidth: return 0
        case .wide: return unitsPerEm
        case .halfWide: return unitsPerEm / 2
        case .ordinary: return monospaced ? tabular : fallback
        }
    }

    @inline(__always)
    private func smallCap(_ capital: Int) -> Int {
        (capital * xHeight + capHeight / 2) / capHeight
    }
}

/// How a non-ASCII scalar measures when the table does not decide.
enum TextScalarClass {
    case ordinary
    case zeroWidth
    case wide
    case halfWide

    @inline(__always)
    init(_ scalar: UInt32, after previous: UInt32) {
        switch scalar {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
            0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
            0x2066...0x206F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF,
            0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0xE0100...0xE01EF:
            self = .zeroWidth
        case 0x1F1E6...0x1F1FF:
            self = .halfWide
        case 0x1100...0x115F, 0x231A...0x231B, 0x2600...0x26FF, 0x2700...0x27BF, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
            0x20000...0x3FFFD:
            self = previous == 0x200D ? .zeroWidth : .wide
        default:
            self = .ordinary
        }
    }
}
