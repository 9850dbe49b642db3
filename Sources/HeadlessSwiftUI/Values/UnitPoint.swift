import Foundation

/// A normalized 2D point in a view's coordinate space.
@frozen public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the origin to the point in the horizontal direction.
    public var x: CGFloat

    /// The normalized distance from the origin to the point in the vertical direction.
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Creates a unit point with the specified horizontal and vertical offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin of a view.
    public static let zero = UnitPoint(x: 0, y: 0)

    /// A point that's centered in a view.
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// A point that's centered vertically on the leading edge of a view.
    public static let leading = UnitPoint(x: 0, y: 0.5)

    /// A point that's centered vertically on the trailing edge of a view.
    public static let trailing = UnitPoint(x: 1, y: 0.5)

    /// A point that's centered horizontally on the top edge of a view.
    public static let top = UnitPoint(x: 0.5, y: 0)

    /// A point that's centered horizontally on the bottom edge of a view.
    public static let bottom = UnitPoint(x: 0.5, y: 1)

    /// A point that's in the top, leading corner of a view.
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// A point that's in the top, trailing corner of a view.
    public static let topTrailing = UnitPoint(x: 1, y: 0)

    /// A point that's in the bottom, leading corner of a view.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)

    /// A point that's in the bottom, trailing corner of a view.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Indicates whether two unit points are equal.
    public static func == (lhs: UnitPoint, rhs: UnitPoint) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y
    }

    /// Hashes the point's coordinates.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }

    /// The name of the static constant with this value, if any (`topLeading` wins over `zero`).
    package var name: String? {
        switch (x, y) {
        case (0, 0): return "topLeading"
        case (0.5, 0.5): return "center"
        case (0, 0.5): return "leading"
        case (1, 0.5): return "trailing"
        case (0.5, 0): return "top"
        case (0.5, 1): return "bottom"
        case (1, 0): return "topTrailing"
        case (0, 1): return "bottomLeading"
        case (1, 1): return "bottomTrailing"
        default: return nil
        }
    }

    /// The value as a Swift developer writes it: `.center`, `UnitPoint(x: 0.2, y: 0.8)`.
    package var headlessDescription: String {
        if let name { return "." + name }
        return "UnitPoint(x: \(HeadlessValueFormat.number(x)), y: \(HeadlessValueFormat.number(y)))"
    }
}

// `extension UnitPoint : Animatable` in the iOS 26.2 SDK, x then y.
extension UnitPoint: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The data to animate.
    public var animatableData: UnitPoint.AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

// `UnitPoint : Codable` since iOS 26 in the SDK; the encoded form is the stand-in's (keys `x`
// and `y`).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension UnitPoint: Codable {}
