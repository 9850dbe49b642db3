/// An edge on the vertical axis.
@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The element type of the option set.
        public typealias Element = VerticalEdge.Set

        /// The raw value of the set.
        public let rawValue: Int8

        /// Creates a set of vertical edges from a raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set containing only the top vertical edge.
        public static let top = VerticalEdge.Set(rawValue: 1 << 0)

        /// A set containing only the bottom vertical edge.
        public static let bottom = VerticalEdge.Set(rawValue: 1 << 1)

        /// A set containing the top and bottom vertical edges.
        public static let all: VerticalEdge.Set = [.top, .bottom]

        /// Creates an instance containing just `e`.
        public init(_ e: VerticalEdge) {
            self = e == .top ? .top : .bottom
        }
    }
}
