import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
/// ```
@frozen public struct Angle: Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates a zero angle.
    nonisolated public init() { radians = 0 }

    /// Creates an angle of `radians` radians.
    nonisolated public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees.
    nonisolated public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// Returns an angle of `radians` radians.
    nonisolated public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// Returns an angle of `degrees` degrees.
    nonisolated public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The zero angle.
    public static var zero: Angle { Angle() }
}

extension Angle: Hashable, Comparable {
    /// Returns whether the first angle is smaller than the second.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable, _VectorMath {
    /// The data to animate: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// `Angle : Codable` since iOS 26 in the SDK; the encoded form is the stand-in's (key `radians`).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Angle: Codable {}
