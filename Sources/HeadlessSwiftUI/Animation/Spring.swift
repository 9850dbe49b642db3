import Foundation

/// A representation of a spring's motion.
///
/// A damped harmonic oscillator: a mass on a spring of the given stiffness, slowed by a
/// damping force proportional to its velocity. Its motion is the closed form of
/// m x″ = −k (x − target) − c x′, under-, critically or over-damped
/// (https://developer.apple.com/documentation/swiftui/spring).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
/// // (1.0, 157.9, 17.6)
/// let position = spring.value(target: 1.0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring.
    ///
    /// ```swift
    /// let mass = Spring(mass: 2, stiffness: 100, damping: 10).mass  // 2
    /// ```
    public let mass: Double

    /// The spring stiffness coefficient.
    ///
    /// ```swift
    /// let stiffness = Spring(duration: 0.5).stiffness  // (2π / 0.5)² ≈ 157.91
    /// ```
    public let stiffness: Double

    /// Defines how the spring's motion should be damped due to the forces of friction.
    ///
    /// ```swift
    /// let damping = Spring(duration: 0.5).damping  // 4π / 0.5 ≈ 25.13
    /// ```
    public let damping: Double

    private init(storedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }
}

// MARK: - Creating a spring

// The conversions are Apple's: the SDK's interface (SwiftUICore, iOS 26.2) inlines them for
// `Animation.spring(duration:bounce:blendDuration:)` (`springStiffness(response:)`: (2π / response)²,
// infinite for a response ≤ 0; `springDampingFraction(bounce:)`: 1 − bounce for a bounce ≥ 0,
// 1 / (1 + bounce) below, infinite for −1 and less; `springDamping`: 2 √stiffness × fraction),
// and the Spring page's example gives (1.0, 157.9, 17.6) for duration 0.5 and bounce 0.3, and
// duration 0.63 and bounce 0.5 for mass 1, stiffness 100, damping 10
// (https://developer.apple.com/documentation/swiftui/spring).
extension Spring {
    /// Creates a spring with the specified duration and bounce.
    ///
    /// `duration` is the perceptual duration, the pace of the spring; a `bounce` of 0 is
    /// critically damped, up to 1 undamped, down to −1 overdamped
    /// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
    ///
    /// ```swift
    /// let spring = Spring(duration: 0.4, bounce: 0.2)
    /// ```
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration, which defines the pace of the spring: the period of its
    /// undamped oscillation, 2π √(mass / stiffness).
    ///
    /// ```swift
    /// let duration = Spring(mass: 1, stiffness: 100, damping: 10).duration  // ≈ 0.63
    /// ```
    public var duration: TimeInterval {
        response
    }

    /// How bouncy the spring is: 1 − `dampingRatio` up to critical damping, 1 / `dampingRatio`
    /// − 1 when overdamped (https://developer.apple.com/documentation/swiftui/spring/bounce).
    ///
    /// ```swift
    /// let bounce = Spring(mass: 1, stiffness: 100, damping: 10).bounce  // 0.5
    /// ```
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Creates a spring with the specified response and damping ratio: stiffness
    /// (2π / response)² and damping 4π × dampingRatio / response, for a mass of 1
    /// (https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)).
    ///
    /// ```swift
    /// let spring = Spring(response: 0.5, dampingRatio: 0.8)
    /// ```
    public init(response: Double, dampingRatio: Double) {
        if response > 0 {
            let naturalFrequency = 2 * Double.pi / response
            self.init(
                storedMass: 1, stiffness: naturalFrequency * naturalFrequency,
                damping: 2 * naturalFrequency * dampingRatio)
        } else {
            // No time at all: an infinitely stiff spring, at its target at once.
            self.init(storedMass: 1, stiffness: .infinity, damping: dampingRatio == 0 ? 0 : .infinity)
        }
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds: 2π
    /// √(mass / stiffness), the same as `duration`.
    ///
    /// ```swift
    /// let response = Spring(response: 0.5, dampingRatio: 0.8).response  // 0.5
    /// ```
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical
    /// damping: damping / (2 √(stiffness × mass))
    /// (https://developer.apple.com/documentation/swiftui/spring/dampingratio).
    ///
    /// ```swift
    /// let ratio = Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio  // 0.5
    /// ```
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// Unless `allowOverDamping` is true, a damping above critical damping (2 √(stiffness ×
    /// mass)) is treated as critical
    /// (https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)).
    ///
    /// ```swift
    /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    /// ```
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * (stiffness * mass).squareRoot()
        self.init(
            storedMass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : min(damping, critical))
    }

    /// Creates a spring that settles, within `epsilon` of a target of 1 from rest, after
    /// `settlingDuration` seconds, with the specified damping ratio
    /// (https://developer.apple.com/documentation/swiftui/spring/init(settlingduration:dampingratio:epsilon:)).
    ///
    /// ```swift
    /// let spring = Spring(settlingDuration: 1, dampingRatio: 0.7)
    /// let settled = spring.settlingDuration  // ≈ 1
    /// ```
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        guard settlingDuration > 0 else {
            self.init(response: 0, dampingRatio: dampingRatio)
            return
        }
        // The motion scales with time: a spring of natural frequency ω settles 1/ω as long
        // as one of natural frequency 1 with the same damping ratio.
        let unit = Spring(storedMass: 1, stiffness: 1, damping: 2 * dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        guard unitSettling.isFinite, unitSettling > 0 else {
            // It never settles, or is settled from the start: `settlingDuration` as the response.
            self.init(response: settlingDuration, dampingRatio: dampingRatio)
            return
        }
        let naturalFrequency = unitSettling / settlingDuration
        self.init(
            storedMass: 1, stiffness: naturalFrequency * naturalFrequency,
            damping: 2 * naturalFrequency * dampingRatio)
    }

    /// `springDampingFraction(bounce:)` of the SDK's interface.
    private static func dampingRatio(bounce: Double) -> Double {
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        return 1 - min(bounce, 1)
    }
}

// MARK: - Presets

// The SDK's interface inlines the presets: bounce 0, 0.15 and 0.3, plus the extra bounce, and a
// duration of 0.5 by default.
extension Spring {
    /// A smooth spring with a predefined duration and no bounce.
    ///
    /// ```swift
    /// let animation = Animation.spring(.smooth)
    /// ```
    @_alwaysEmitIntoClient public static var smooth: Spring {
        smooth()
    }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// ```swift
    /// let spring = Spring.smooth(duration: 0.3, extraBounce: 0.1)
    /// ```
    @_alwaysEmitIntoClient public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Self(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    ///
    /// ```swift
    /// let animation = Animation.spring(.snappy)
    /// ```
    @_alwaysEmitIntoClient public static var snappy: Spring {
        snappy()
    }

    /// A spring with a predefined duration and small amount of bounce (0.15) that feels more
    /// snappy and can be tuned.
    ///
    /// ```swift
    /// let spring = Spring.snappy(duration: 0.3)
    /// ```
    @_alwaysEmitIntoClient public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Self(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and higher amount of bounce.
    ///
    /// ```swift
    /// let animation = Animation.spring(.bouncy)
    /// ```
    @_alwaysEmitIntoClient public static var bouncy: Spring {
        bouncy()
    }

    /// A spring with a predefined duration and higher amount of bounce (0.3) that can be
    /// tuned.
    ///
    /// ```swift
    /// let spring = Spring.bouncy(duration: 0.6, extraBounce: 0.1)
    /// ```
    @_alwaysEmitIntoClient public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Self(duration: duration, bounce: 0.3 + extraBounce)
    }
}

// MARK: - Motion

// `value(target:…)` is the displacement travelled toward `target` from zero, "the value of the
// spring at a given time given a target amount of change"
// (https://developer.apple.com/documentation/swiftui/spring/value(target:initialvelocity:time:));
// `initialVelocity` is in the value's units per second.
extension Spring {
    /// The estimated duration required for the spring system to be considered at rest, for
    /// a target of 1.0, an initial velocity of 0 and an epsilon of 0.001
    /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration).
    ///
    /// ```swift
    /// let settled = Spring(duration: 0.5).settlingDuration  // ≈ 0.735
    /// ```
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated duration required for the spring system to be considered at rest: the
    /// time after which its value stays within `epsilon` of `target`
    /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration(target:initialvelocity:epsilon:)).
    ///
    /// Infinite for a spring that never settles (no damping).
    ///
    /// ```swift
    /// let settled = Spring.bouncy.settlingDuration(target: 100.0, epsilon: 0.5)
    /// ```
    public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval
    where V: VectorArithmetic {
        let targetSquared = target.magnitudeSquared
        let velocitySquared = initialVelocity.magnitudeSquared
        let dot = ((target + initialVelocity).magnitudeSquared - targetSquared - velocitySquared) / 2
        return SpringMotion(self).settlingTime(
            targetSquared: targetSquared, velocitySquared: velocitySquared, dot: dot, epsilon: epsilon)
    }

    /// Calculates the value of the spring at a given time given a target amount of change:
    /// zero at time 0, `target` once settled.
    ///
    /// ```swift
    /// let halfway = Spring.smooth.value(target: 100.0, time: 0.15)
    /// ```
    public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V: VectorArithmetic {
        let motion = SpringMotion(self).at(time)
        return target.scaled(by: 1 - motion.p) + initialVelocity.scaled(by: motion.q)
    }

    /// Calculates the velocity of the spring at a given time given a target amount of change
    /// (https://developer.apple.com/documentation/swiftui/spring/velocity(target:initialvelocity:time:)).
    ///
    /// ```swift
    /// let speed = Spring.smooth.velocity(target: 100.0, time: 0.15)
    /// ```
    public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    where V: VectorArithmetic {
        let motion = SpringMotion(self).at(time)
        return target.scaled(by: -motion.dp) + initialVelocity.scaled(by: motion.dq)
    }

    /// Updates the current value and velocity of a spring, `deltaTime` seconds on, moving
    /// towards `target`
    /// (https://developer.apple.com/documentation/swiftui/spring/update(value:velocity:target:deltatime:)).
    ///
    /// Each step is the closed form from the current state, so steps of any size follow the
    /// same motion as `value(target:initialVelocity:time:)`.
    ///
    /// ```swift
    /// var value = 0.0
    /// var velocity = 0.0
    /// Spring.snappy.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1 / 60)
    /// ```
    public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval)
    where V: VectorArithmetic {
        let remaining = target - value
        let motion = SpringMotion(self).at(deltaTime)
        let moved = remaining.scaled(by: 1 - motion.p) + velocity.scaled(by: motion.q)
        velocity = remaining.scaled(by: -motion.dp) + velocity.scaled(by: motion.dq)
        value += moved
    }

    /// Calculates the force upon the spring given a current position, target, and velocity:
    /// stiffness × (target − position) − damping × velocity
    /// (https://developer.apple.com/documentation/swiftui/spring/force(target:position:velocity:)).
    ///
    /// ```swift
    /// let force = Spring(mass: 1, stiffness: 100, damping: 10).force(target: 1.0, position: 0.0, velocity: 0.0)
    /// // 100
    /// ```
    public func force<V>(target: V, position: V, velocity: V) -> V where V: VectorArithmetic {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }
}

// MARK: - Motion between two values

// The `Animatable` forms move the values' `animatableData` from `fromValue` toward `toValue`
// (https://developer.apple.com/documentation/swiftui/spring/value(fromvalue:tovalue:initialvelocity:time:)).
extension Spring {
    /// The estimated duration required for the spring system to be considered at rest,
    /// moving from `fromValue` to `toValue`.
    ///
    /// ```swift
    /// let settled = Spring.snappy.settlingDuration(
    ///     fromValue: 0.0, toValue: 10.0, initialVelocity: 0.0, epsilon: 0.01)
    /// ```
    public func settlingDuration<V>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval
    where V: Animatable {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Calculates the value of the spring at a given time for a starting and ending value for
    /// the spring to travel.
    ///
    /// ```swift
    /// let angle = Spring.bouncy.value(
    ///     fromValue: Angle.degrees(0), toValue: .degrees(90), initialVelocity: .zero, time: 0.2)
    /// ```
    public func value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V where V: Animatable {
        var result = fromValue
        result.animatableData += value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Calculates the velocity of the spring at a given time for a starting and ending value
    /// for the spring to travel.
    ///
    /// ```swift
    /// let speed = Spring.bouncy.velocity(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.2)
    /// ```
    public func velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    where V: Animatable {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Calculates the force upon the spring given a current position and velocity, moving
    /// from `fromValue` to `toValue`.
    ///
    /// ```swift
    /// let force = Spring.bouncy.force(fromValue: 0.0, toValue: 1.0, position: 0.5, velocity: 2.0)
    /// ```
    public func force<V>(fromValue: V, toValue: V, position: V, velocity: V) -> V where V: Animatable {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData,
            velocity: velocity.animatableData)
        return result
    }
}

/// The spring's motion in one dimension, as the two solutions of e″ + 2λ e′ + ω₀² e = 0
/// (λ = damping / 2 mass, ω₀ = √(stiffness / mass)) that every motion combines: p, from
/// e(0) = 1 at rest, and q, from e(0) = 0 at unit velocity. A value travelling toward a target
/// T from zero at velocity v is T (1 − p(t)) + v q(t).
private struct SpringMotion {
    let decay: Double
    let naturalFrequency: Double

    init(_ spring: Spring) {
        decay = spring.damping / (2 * spring.mass)
        naturalFrequency = (spring.stiffness / spring.mass).squareRoot()
    }

    /// p, q and their derivatives at time t.
    func at(_ t: Double) -> (p: Double, dp: Double, q: Double, dq: Double) {
        let (lambda, omega) = (decay, naturalFrequency)
        if !omega.isFinite || !lambda.isFinite {
            // An infinitely stiff spring is at its target at once; an infinitely damped one
            // never moves.
            if t <= 0 { return (1, 0, 0, 1) }
            return omega.isFinite ? (1, 0, 0, 0) : (0, 0, 0, 0)
        }
        if abs(lambda - omega) <= 1e-9 * max(lambda, omega) {
            // Critically damped.
            let e = exp(-lambda * t)
            return (e * (1 + lambda * t), -lambda * lambda * t * e, t * e, e * (1 - lambda * t))
        }
        if lambda < omega {
            // Underdamped: an oscillation at ω_d = √(ω₀² − λ²) in a decaying envelope.
            let damped = ((omega - lambda) * (omega + lambda)).squareRoot()
            let e = exp(-lambda * t)
            let (s, c) = (sin(damped * t), cos(damped * t))
            return (
                e * (c + lambda / damped * s), -e * omega * omega / damped * s,
                e * s / damped, e * (c - lambda / damped * s)
            )
        }
        // Overdamped: two decaying exponentials, r = −λ ± √(λ² − ω₀²).
        let root = ((lambda - omega) * (lambda + omega)).squareRoot()
        let fast = -(lambda + root)
        let slow = -omega * omega / (lambda + root)
        let span = 2 * root
        let (eFast, eSlow) = (exp(fast * t), exp(slow * t))
        return (
            (slow * eFast - fast * eSlow) / span, slow * fast * (eFast - eSlow) / span,
            (eSlow - eFast) / span, (slow * eSlow - fast * eFast) / span
        )
    }

    /// |e(t)| for a target T and initial velocity v: e = −T p + v q, so
    /// |e|² = |T|² p² + |v|² q² − 2 (T·v) p q.
    private func distance(at t: Double, targetSquared: Double, velocitySquared: Double, dot: Double) -> Double {
        let m = at(t)
        return max(0, targetSquared * m.p * m.p + velocitySquared * m.q * m.q - 2 * dot * m.p * m.q).squareRoot()
    }

    /// A time after which |e| < epsilon for certain, from a decreasing bound on |p| and |q|;
    /// infinite when there is none.
    private func boundTime(target: Double, velocity: Double, epsilon: Double) -> Double {
        let (lambda, omega) = (decay, naturalFrequency)
        guard lambda > 0, omega > 0 else { return .infinity }
        let bound: (Double) -> Double
        var start = 0.0
        if abs(lambda - omega) <= 1e-9 * max(lambda, omega) {
            // |p| ≤ e^(−λt) (1 + λt), |q| ≤ t e^(−λt): decreasing after its single maximum.
            bound = { t in exp(-lambda * t) * (target * (1 + lambda * t) + velocity * t) }
            start = velocity / (lambda * lambda * target + lambda * velocity)
        } else if lambda < omega {
            // |p| ≤ e^(−λt) ω₀ / ω_d, |q| ≤ e^(−λt) / ω_d.
            let damped = ((omega - lambda) * (omega + lambda)).squareRoot()
            let amplitude = (target * omega + velocity) / damped
            return amplitude > epsilon ? log(amplitude / epsilon) / lambda : 0
        } else {
            // |p| ≤ (|r₁| e^(r₂t) + |r₂| e^(r₁t)) / (r₁ − r₂), |q| ≤ (e^(r₁t) + e^(r₂t)) / (r₁ − r₂).
            let root = ((lambda - omega) * (lambda + omega)).squareRoot()
            let fast = -(lambda + root)
            let slow = -omega * omega / (lambda + root)
            let span = 2 * root
            bound = { t in
                let (eFast, eSlow) = (exp(fast * t), exp(slow * t))
                return (target * (-slow * eFast - fast * eSlow) + velocity * (eSlow + eFast)) / span
            }
        }
        guard start.isFinite else { return .infinity }
        if bound(start) < epsilon { return start }
        var high = max(start, 1 / lambda) * 2
        while bound(high) >= epsilon {
            high *= 2
            if !high.isFinite || high > 1e12 { return .infinity }
        }
        var low = start
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if bound(middle) < epsilon { high = middle } else { low = middle }
        }
        return high
    }

    /// The time after which the motion stays within `epsilon` of its target: found below a
    /// bound by sampling (at least 64 samples an oscillation), each sampled peak that comes
    /// near `epsilon` searched for its true height, and the crossing bisected.
    func settlingTime(targetSquared: Double, velocitySquared: Double, dot: Double, epsilon: Double) -> Double {
        let offTarget = { (t: Double) in
            self.distance(at: t, targetSquared: targetSquared, velocitySquared: velocitySquared, dot: dot)
        }
        if targetSquared == 0, velocitySquared == 0 { return 0 }
        if !naturalFrequency.isFinite { return 0 }
        if !decay.isFinite { return targetSquared.squareRoot() < epsilon ? 0 : .infinity }
        let upper = boundTime(
            target: targetSquared.squareRoot(), velocity: velocitySquared.squareRoot(), epsilon: epsilon)
        guard upper.isFinite else { return .infinity }
        guard upper > 0 else { return 0 }
        var step = upper / 1024
        if decay < naturalFrequency {
            let damped = ((naturalFrequency - decay) * (naturalFrequency + decay)).squareRoot()
            step = min(step, 2 * Double.pi / damped / 64)
        }
        let samples = Int((upper / step).rounded(.up))
        // Too many oscillations to sample: the bound, which is late but settled.
        guard samples <= 1 << 17 else { return upper }
        step = upper / Double(samples)

        /// The time in (low, high] where the distance falls to epsilon, distance(low) ≥ epsilon.
        func crossing(_ low: Double, _ high: Double) -> Double {
            var (low, high) = (low, high)
            for _ in 0..<200 where high - low > 1e-13 * max(high, 1) {
                let middle = (low + high) / 2
                if offTarget(middle) >= epsilon { low = middle } else { high = middle }
            }
            return high
        }

        var later = offTarget(upper)
        var index = samples - 1
        while index >= 0 {
            let t = Double(index) * step
            let current = offTarget(t)
            if current >= epsilon { return crossing(t, t + step) }
            if index > 0, current >= later, current > 0.9 * epsilon {
                let earlier = offTarget(t - step)
                if current >= earlier {
                    // A sampled peak: golden-section search for its true top.
                    var (low, high) = (t - step, t + step)
                    let ratio = (5.0.squareRoot() - 1) / 2
                    for _ in 0..<60 {
                        let a = high - ratio * (high - low)
                        let b = low + ratio * (high - low)
                        if offTarget(a) > offTarget(b) { high = b } else { low = a }
                    }
                    let top = (low + high) / 2
                    if offTarget(top) >= epsilon { return crossing(top, max(t + step, top)) }
                }
            }
            later = current
            index -= 1
        }
        return 0
    }
}
