/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
///
/// ```swift
/// Card().gesture(drag, including: .gesture)  // the card's subviews' gestures are off
/// ```
@frozen public struct GestureMask: OptionSet {
    /// The corresponding value of the raw type.
    public let rawValue: UInt32

    /// Creates the mask from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])

    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)

    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)

    /// Enable both the added gesture as well as all other gestures on the view and its
    /// subviews.
    public static let all = GestureMask(rawValue: 3)

    /// The type of the elements of an array literal.
    public typealias ArrayLiteralElement = GestureMask
    /// The element type of the option set.
    public typealias Element = GestureMask
    /// The raw type that can be used to represent all values of the conforming type.
    public typealias RawValue = UInt32
}

extension GestureMask: Sendable {}

extension GestureMask {
    package var headlessDescription: String {
        switch self {
        case .none: return ".none"
        case .gesture: return ".gesture"
        case .subviews: return ".subviews"
        case .all: return ".all"
        default: return "GestureMask(rawValue: \(rawValue))"
        }
    }
}
