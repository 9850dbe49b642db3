import Foundation

/// A proposal for the size of a view.
@frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size measured in points.
    public var width: CGFloat?

    /// The proposed vertical size measured in points.
    public var height: CGFloat?

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the corresponding dimension of the specified size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// Indicates whether two proposals are equal.
    public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// The proposal along one axis.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// The value as a Swift developer writes it: `.zero`, `.unspecified`, `.infinity`,
    /// `ProposedViewSize(width: 100, height: nil)`.
    package var headlessDescription: String {
        if self == .zero { return ".zero" }
        if self == .unspecified { return ".unspecified" }
        if self == .infinity { return ".infinity" }
        return
            "ProposedViewSize(width: \(HeadlessValueFormat.number(width)), height: \(HeadlessValueFormat.number(height)))"
    }
}
