import Foundation

// iOS and iPadOS type sizes from Apple's Human Interface Guidelines, "Typography" > "Specifications":
// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
// ("iOS, iPadOS Dynamic Type sizes": xSmall ... xxxLarge; "iOS, iPadOS larger accessibility type
// sizes": AX1 ... AX5). The live page renders its tables with script, so the values were read from
// two stored Markdown copies of that page, which agree cell for cell. Every one of the 12 × 11
// cells was found; nothing here is interpolated or estimated.
//
// The same page gives each style's weight (Regular; Headline Semibold) and its "Emphasized weight",
// the weight of the style's bold variant ("In SwiftUI, use the bold() modifier"): Bold for Large
// Title, Title 1 and Title 2; Semibold for every other style. Both are the same at every size.

/// The size and leading of a text style at one Dynamic Type size, in points.
package struct TextStyleMetrics: Hashable, Sendable {
    /// The point size.
    package var pointSize: CGFloat
    /// The leading: the height of one line, baseline to baseline.
    package var leading: CGFloat

    /// The HIG's size and leading of `style` at `size` (iOS, iPadOS).
    package static func metrics(for style: Font.TextStyle, at size: DynamicTypeSize) -> TextStyleMetrics {
        let row = table[size.tableRow]
        let cell = row[style.tableColumn]
        return TextStyleMetrics(pointSize: CGFloat(cell.size), leading: CGFloat(cell.leading))
    }

    /// The HIG's weight of `style` (Regular; Headline Semibold).
    package static func weight(of style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The HIG's "Emphasized weight" of `style`: what `bold()` gives it.
    package static func emphasizedWeight(of style: Font.TextStyle) -> Font.Weight {
        switch style {
        case .largeTitle, .title, .title2: return .bold
        default: return .semibold
        }
    }

    /// Rows in DynamicTypeSize order (xSmall ... accessibility5); columns in the HIG's order:
    /// Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote,
    /// Caption 1, Caption 2. Each cell is (size, leading) in points.
    private static let table: [[(size: Int, leading: Int)]] = [
        // xSmall
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        // Small
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        // Medium
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        // Large (default)
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        // xLarge
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        // xxLarge
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        // xxxLarge
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        // AX1
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        // AX2
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        // AX3
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        // AX4
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        // AX5
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}

extension DynamicTypeSize {
    /// The row of the HIG table.
    fileprivate var tableRow: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .accessibility1: return 7
        case .accessibility2: return 8
        case .accessibility3: return 9
        case .accessibility4: return 10
        case .accessibility5: return 11
        }
    }
}

extension Font.TextStyle {
    /// The column of the HIG table.
    fileprivate var tableColumn: Int {
        switch self {
        case .largeTitle: return 0
        case .title: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        case .body: return 5
        case .callout: return 6
        case .subheadline: return 7
        case .footnote: return 8
        case .caption: return 9
        case .caption2: return 10
        }
    }
}
