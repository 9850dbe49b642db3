import Foundation

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// An efficient set of edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The element type of the option set.
        public typealias Element = Edge.Set

        /// The raw value of the set.
        public let rawValue: Int8

        /// Creates a set of edges from a raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set containing only the top edge.
        public static let top = Edge.Set(rawValue: 1 << 0)

        /// The set containing only the leading edge.
        public static let leading = Edge.Set(rawValue: 1 << 1)

        /// The set containing only the bottom edge.
        public static let bottom = Edge.Set(rawValue: 1 << 2)

        /// The set containing only the trailing edge.
        public static let trailing = Edge.Set(rawValue: 1 << 3)

        /// The set containing all four edges.
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]

        /// The set containing the leading and trailing edges.
        public static let horizontal: Edge.Set = [.leading, .trailing]

        /// The set containing the top and bottom edges.
        public static let vertical: Edge.Set = [.top, .bottom]

        /// Creates an instance containing just `e`.
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// The edges in the set, in declaration order.
        package var edges: [Edge] {
            Edge.allCases.filter { contains(Edge.Set($0)) }
        }

        /// The value as a Swift developer writes it: `.all`, `.horizontal`, `.top`,
        /// `[.top, .leading]`, `[]`.
        package var headlessDescription: String {
            if self == .all { return ".all" }
            if self == .horizontal { return ".horizontal" }
            if self == .vertical { return ".vertical" }
            let names = edges.map(\.headlessDescription)
            if names.count == 1 { return names[0] }
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The value as a Swift developer writes it: `.top`.
    package var headlessDescription: String {
        switch self {
        case .top: return ".top"
        case .leading: return ".leading"
        case .bottom: return ".bottom"
        case .trailing: return ".trailing"
        }
    }
}

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    /// The inset on the top edge.
    public var top: CGFloat
    /// The inset on the leading edge.
    public var leading: CGFloat
    /// The inset on the bottom edge.
    public var bottom: CGFloat
    /// The inset on the trailing edge.
    public var trailing: CGFloat

    /// Creates edge insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates edge insets of zero on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Indicates whether two edge insets are equal.
    public static func == (lhs: EdgeInsets, rhs: EdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading
            && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }

    /// Creates insets of `length` on the given edges and zero elsewhere.
    package init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// The inset on one edge.
    package subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The value as a Swift developer writes it:
    /// `EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`.
    package var headlessDescription: String {
        let f = HeadlessValueFormat.number(_:) as (CGFloat) -> String
        return "EdgeInsets(top: \(f(top)), leading: \(f(leading)), bottom: \(f(bottom)), trailing: \(f(trailing)))"
    }
}

// `extension EdgeInsets : Animatable` in the iOS 26.2 SDK, top, leading, bottom, trailing.
extension EdgeInsets: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>

    /// The data to animate.
    public var animatableData: EdgeInsets.AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            (top, leading) = (newValue.first, newValue.second.first)
            (bottom, trailing) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
}
