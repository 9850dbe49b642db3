import Foundation

/// A type that describes how to animate a property of a view.
///
/// The stand-in records animations rather than interpolating them, so `animatableData` is
/// read and written only by code that uses it itself; the protocol exists so that shapes and
/// modifiers written for SwiftUI compile and keep their values.
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { Path(rect) }
/// }
/// ```
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    nonisolated var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    /// The data to animate: none.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A type that can serve as the animatable data of an animatable type.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}

/// An empty type for animatable data.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty animatable data instance.
    nonisolated public init() {}
    /// The zero value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adds two values.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Adds a value in place.
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Subtracts two values.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Subtracts a value in place.
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Multiplies each component by the given value: nothing to do.
    public mutating func scale(by rhs: Double) {}
    /// The dot-product with itself: zero.
    public var magnitudeSquared: Double { 0 }
    /// Whether two values are equal: always.
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}

/// A pair of animatable values, which is itself animatable.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, CGFloat> {
///     get { AnimatablePair(progress, lineWidth) }
///     set { (progress, lineWidth) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen public struct AnimatablePair<First, Second>: VectorArithmetic
where First: VectorArithmetic, Second: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The zero value.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Adds two values.
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds a value in place.
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs = lhs + rhs
    }

    /// Subtracts two values.
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts a value in place.
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs = lhs - rhs
    }

    /// Multiplies each component by the given value.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The dot-product of the pair with itself.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Whether two pairs are equal.
    public static func == (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
