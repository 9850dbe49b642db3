import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)

        /// A single item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)

        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        /// The value as a Swift developer writes it: `.fixed(100)`, `.flexible()`,
        /// `.adaptive(minimum: 80)`.
        package var headlessDescription: String {
            let n = HeadlessValueFormat.number(_:) as (CGFloat) -> String
            switch self {
            case .fixed(let size):
                return ".fixed(\(n(size)))"
            case .flexible(let minimum, let maximum):
                return ".flexible("
                    + HeadlessValueFormat.arguments([
                        ("minimum", minimum == 10 ? nil : n(minimum)),
                        ("maximum", maximum == .infinity ? nil : n(maximum)),
                    ]) + ")"
            case .adaptive(let minimum, let maximum):
                return ".adaptive("
                    + HeadlessValueFormat.arguments([
                        ("minimum", n(minimum)),
                        ("maximum", maximum == .infinity ? nil : n(maximum)),
                    ]) + ")"
            }
        }
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size

    /// The spacing to the next item.
    public var spacing: CGFloat?

    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment values.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The value as a Swift developer writes it: `GridItem(.flexible())`,
    /// `GridItem(.fixed(100), spacing: 8, alignment: .leading)`.
    package var headlessDescription: String {
        "GridItem("
            + HeadlessValueFormat.arguments([
                (nil, size.headlessDescription),
                ("spacing", spacing.map { HeadlessValueFormat.number($0) }),
                ("alignment", alignment?.headlessDescription),
            ]) + ")"
    }
}

// Equatable since iOS 26 in the SDK.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension GridItem.Size: Equatable {}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension GridItem: Equatable {}
