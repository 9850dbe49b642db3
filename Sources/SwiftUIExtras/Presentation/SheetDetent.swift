#if HEADLESS_SWIFTUI
import HeadlessSwiftUI
#else
import SwiftUI
#endif

/// A height a sheet presented by `present(item:)` can rest at: SwiftUI's detents, as values
/// the library can check before iOS sees them.
///
/// It reads like `PresentationDetent` at the call site:
/// ```swift
/// .sheet(detents: [.medium, .fraction(0.3), .height(200)])
/// ```
/// iOS accepts fractions in (0, 1] and positive heights; values outside are clamped (a
/// fraction into 0.1...1, a height to at least 50 points) with a runtime warning that names
/// the value, instead of a sheet that cannot be seen or dragged.
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

    /// A detent at a fraction of the available height, in (0, 1].
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

    static let fractionRange: ClosedRange<CGFloat> = 0.1...1
    static let minimumHeight: CGFloat = 50

    /// The detent iOS accepts, and the warning when this one had to change.
    var sanitized: (detent: SheetDetent, warning: String?) {
        switch kind {
        case .fraction(let value) where value.isNaN:
            return (.large, "SheetDetent.fraction(nan) is not a fraction; using .large.")
        case .fraction(let value) where !Self.fractionRange.contains(value):
            let clamped = min(max(value, Self.fractionRange.lowerBound), Self.fractionRange.upperBound)
            return (.fraction(clamped), "SheetDetent.fraction(\(value)) is outside what iOS accepts (0.1...1); using .fraction(\(clamped)).")
        case .height(let value) where value.isNaN || value == .infinity:
            return (.large, "SheetDetent.height(\(value)) is not a height; using .large.")
        case .height(let value) where value < Self.minimumHeight:
            return (.height(Self.minimumHeight), "SheetDetent.height(\(value)) is below what a sheet can show (\(Self.minimumHeight) points); using .height(\(Self.minimumHeight)).")
        default:
            return (self, nil)
        }
    }

    /// The SwiftUI detent (of an already sanitized value).
    var presentationDetent: PresentationDetent {
        switch kind {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): .fraction(value)
        case .height(let value): .height(value)
        case .custom(let detent): detent
        }
    }

    /// Sanitizes a set: empty means SwiftUI's default (`.large`); the warnings are sorted.
    static func sanitize(_ detents: Set<SheetDetent>) -> (detents: Set<SheetDetent>, warnings: [String]) {
        guard !detents.isEmpty else { return ([.large], []) }
        var result: Set<SheetDetent> = []
        var warnings: [String] = []
        for detent in detents {
            let (sanitized, warning) = detent.sanitized
            result.insert(sanitized)
            if let warning { warnings.append(warning) }
        }
        return (result, warnings.sorted())
    }
}
