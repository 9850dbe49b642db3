import Foundation

/// Spells values the way a Swift developer writes them in source code, for the text renderer.
package enum HeadlessValueFormat {
    /// A number as a literal: `14`, `0.3`, `-2.5`, `.infinity`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A `CGFloat` as a literal.
    package static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// An optional number as a literal, `nil` when absent.
    package static func number(_ value: CGFloat?) -> String {
        value.map { number(Double($0)) } ?? "nil"
    }

    /// A string as a quoted Swift literal.
    package static func string(_ value: String) -> String {
        // Most strings have nothing to escape: quoted whole (appending scalar by scalar cost
        // about 150 instructions a character).
        if !value.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            return "\"" + value + "\""
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `label: value` pairs joined with commas, skipping absent ones.
    package static func arguments(_ pairs: [(label: String?, value: String?)]) -> String {
        pairs.compactMap { pair -> String? in
            guard let value = pair.value else { return nil }
            if let label = pair.label { return "\(label): \(value)" }
            return value
        }.joined(separator: ", ")
    }
}
