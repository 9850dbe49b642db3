// TEMPORARY: replaced by the text measurement module when it lands.
import Foundation

package struct ResolvedFont {
    package var pointSize: CGFloat
    package var lineHeight: CGFloat
    package var ascent: CGFloat
    package var descent: CGFloat
    package static func resolve(_ font: Font?, dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        ResolvedFont(pointSize: 17, lineHeight: 22, ascent: 16, descent: 4)
    }
}

package struct TextLayoutResult {
    package var size: CGSize
    package var firstBaseline: CGFloat
    package var lastBaseline: CGFloat
}

package enum ShimTruncation { case tail }
package enum ShimAlignment { case leading }

package func layoutText(
    _ string: String, font: ResolvedFont, width: CGFloat?, lineLimit: Int?, truncationMode: ShimTruncation,
    alignment: ShimAlignment
) -> TextLayoutResult {
    let ideal = CGFloat(string.count) * 9
    let w = min(ideal, width ?? ideal)
    let lines = max(1, Int((ideal / max(w, 1)).rounded(.up)))
    return TextLayoutResult(
        size: CGSize(width: w, height: CGFloat(lines) * 22), firstBaseline: 17, lastBaseline: CGFloat(lines - 1) * 22 + 17)
}

extension EnvironmentValues {
    package var lineLimit: Int? { nil }
    package var truncationMode: ShimTruncation { .tail }
    package var multilineTextAlignment: ShimAlignment { .leading }
}
