import Foundation

/// Arithmetic on an animatable value through its animatable data: what gives `Angle` its
/// `+`, `-`, `*` and `/` (Apple's `_VectorMath`, in SwiftUICore, whose extension defines the
/// operators as below).
///
/// ```swift
/// let half = Angle.degrees(90) / 2
/// let turned = half + .degrees(15)
/// ```
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data as a vector.
    @inlinable public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Replaces this value with its additive inverse.
    @inlinable public mutating func negate() { animatableData = .zero - animatableData }

    /// The additive inverse of `operand`.
    @inlinable prefix public static func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    /// The sum of two values.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    /// The difference of two values.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Scales `lhs` by `rhs`.
    @inlinable public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    /// `lhs` scaled by `rhs`.
    @inlinable public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs`.
    @inlinable public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    /// `lhs` divided by `rhs`.
    @inlinable public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}
