import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Int8, CaseIterable, CustomStringConvertible, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal

    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    @frozen public struct Set: OptionSet, Sendable {
        /// The element type of the option set.
        public typealias Element = Axis.Set

        /// The raw value of the set.
        public let rawValue: Int8

        /// Creates a set of axes from a raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set containing only the horizontal axis.
        public static let horizontal = Axis.Set(rawValue: 1 << 0)

        /// The set containing only the vertical axis.
        public static let vertical = Axis.Set(rawValue: 1 << 1)

        /// The value as a Swift developer writes it: `.horizontal`, `[.horizontal, .vertical]`, `[]`.
        package var headlessDescription: String {
            var names: [String] = []
            if contains(.horizontal) { names.append(".horizontal") }
            if contains(.vertical) { names.append(".vertical") }
            if names.count == 1 { return names[0] }
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// A textual representation of the axis.
    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }

    /// The value as a Swift developer writes it: `.horizontal`.
    package var headlessDescription: String {
        "." + description
    }
}
