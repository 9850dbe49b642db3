#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A height a sheet presented by `present(item:)` can rest at: SwiftUI's detents, as values
/// the library can check before iOS sees them.
///
/// It reads like `PresentationDetent` at the call site, and passes through to it unchanged
/// (Apple documents no limits for `.fraction` or `.height`; a 44-point mini-player detent is
/// a 44-point detent):
/// ```swift
/// .sheet(detents: [.medium, .fraction(0.3), .height(200)])
/// ```
public struct SheetDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(PresentationDetent)
    }

    let kind: Kind

    /// The system detent for a sheet at approximately half the height of the screen.
    ///
    /// ```swift
    /// .sheet(detents: [.medium, .large])
    /// ```
    public static let medium = SheetDetent(kind: .medium)

    /// The system detent for a sheet that's at full height.
    ///
    /// ```swift
    /// .sheet(detents: [.large], dragIndicator: .hidden)
    /// ```
    public static let large = SheetDetent(kind: .large)

    /// A detent at a fraction of the available height.
    ///
    /// ```swift
    /// .sheet(detents: [.fraction(0.25), .large])
    /// ```
    public static func fraction(_ fraction: CGFloat) -> SheetDetent { SheetDetent(kind: .fraction(fraction)) }

    /// A detent with a fixed height in points.
    ///
    /// ```swift
    /// .sheet(detents: [.height(240)])
    /// ```
    public static func height(_ height: CGFloat) -> SheetDetent { SheetDetent(kind: .height(height)) }

    /// Any SwiftUI detent, such as a custom one, passed through unchecked.
    ///
    /// ```swift
    /// .sheet(detents: [.detent(.custom(CompactDetent.self))])
    /// ```
    public static func detent(_ detent: PresentationDetent) -> SheetDetent { SheetDetent(kind: .custom(detent)) }

    /// The SwiftUI detent.
    var presentationDetent: PresentationDetent {
        switch kind {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): .fraction(value)
        case .height(let value): .height(value)
        case .custom(let detent): detent
        }
    }
}

extension SheetDetent: CustomStringConvertible {
    /// The detent as it is written: `.medium`, `.fraction(0.3)`, `.height(200.0)`.
    ///
    /// ```swift
    /// print(SheetDetent.fraction(0.3))   // .fraction(0.3)
    /// ```
    public var description: String {
        switch kind {
        case .medium: ".medium"
        case .large: ".large"
        case .fraction(let value): ".fraction(\(value))"
        case .height(let value): ".height(\(value))"
        case .custom(let detent): ".detent(\(detent))"
        }
    }
}

extension SheetDetent: Codable {
    /// Reads a detent written by ``encode(to:)``: `"medium"`, `"large"`, `"fraction:0.3"` or
    /// `"height:200"`.
    ///
    /// ```swift
    /// let detent = try JSONDecoder().decode(SheetDetent.self, from: Data(#""fraction:0.3""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count == 2 ? Double(parts[1]) : nil) {
        case ("medium", nil) where parts.count == 1: self = .medium
        case ("large", nil) where parts.count == 1: self = .large
        case ("fraction", let value?): self = .fraction(CGFloat(value))
        case ("height", let value?): self = .height(CGFloat(value))
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not a sheet detent (medium, large, fraction:F, height:H)")
        }
    }

    /// Writes the detent as one string: `"medium"`, `"large"`, `"fraction:0.3"`,
    /// `"height:200.0"`. A `.detent(_:)` (any SwiftUI detent, such as a custom one) has no
    /// written form and throws `EncodingError.invalidValue`.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode([SheetDetent.medium, .fraction(0.3)])   // ["medium","fraction:0.3"]
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(try codableName())
    }

    /// The written form, or an encoding error for a custom detent.
    func codableName() throws -> String {
        switch kind {
        case .medium: return "medium"
        case .large: return "large"
        case .fraction(let value): return "fraction:\(Double(value))"
        case .height(let value): return "height:\(Double(value))"
        case .custom(let detent):
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "A custom detent (\(detent)) has no written form; use medium, large, fraction or height."))
        }
    }
}
