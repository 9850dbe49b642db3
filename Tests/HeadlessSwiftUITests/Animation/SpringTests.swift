import Foundation
import HeadlessSwiftUI
import Testing

/// `Spring`: the conversions between its parameters (Apple's Spring page and the SDK's inlined
/// formulas), the damped oscillator's motion, its settling, and the `Animation` factories.
@Suite("Spring: parameters, motion, settling")
struct SpringTests {
    /// An underdamped, a critically damped and an overdamped spring.
    static let regimes: [Spring] = [
        Spring(duration: 0.5, bounce: 0.3),
        Spring(duration: 0.5, bounce: 0),
        Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true),
    ]

    @Test("init(duration:bounce:): mass 1, stiffness (2π / duration)², damping 4π (1 − bounce) / duration")
    func durationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.913_670_417_429_7) < 1e-9)
        #expect(abs(spring.damping - 25.132_741_228_718_345) < 1e-9)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        #expect(abs(spring.bounce) < 1e-12)
        #expect(abs(spring.duration - 0.5) < 1e-12)
        #expect(abs(spring.response - 0.5) < 1e-12)
        // Apple's Spring page: (1.0, 157.9, 17.6), and (0.63, 0.5) the other way.
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.stiffness - 157.9) < 0.05)
        #expect(abs(bouncy.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005)
        #expect(abs(physical.bounce - 0.5) < 1e-12)
    }

    @Test("bounce round trips through the damping ratio, above and below critical", arguments: [0.3, -0.3, 0.7, -0.5])
    func bounceRoundTrip(bounce: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        #expect(abs(spring.duration - 0.4) < 1e-12)
        // 4π / (duration (1 + bounce)) below zero: the damping ratio is 1 / (1 + bounce).
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.damping - 4 * Double.pi * ratio / 0.4) < 1e-9)
    }

    @Test("init(response:dampingRatio:) and init(mass:stiffness:damping:allowOverDamping:)")
    func responseAndPhysicalParameters() {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.4, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.6 / 0.4) < 1e-9)
        #expect(spring == Spring(duration: 0.4, bounce: 0.4))

        let heavy = Spring(mass: 2, stiffness: 200, damping: 20)
        #expect(heavy.mass == 2)
        #expect(abs(heavy.dampingRatio - 20 / (2 * 400.0.squareRoot())) < 1e-12)
        #expect(abs(heavy.duration - 2 * Double.pi / 10) < 1e-12)

        // Overdamping is treated as critical unless allowed.
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(clamped.damping == 20)
        #expect(clamped.dampingRatio == 1)
        let overdamped = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(overdamped.damping == 40)
        #expect(overdamped.dampingRatio == 2)
        #expect(overdamped.bounce == -0.5)
    }

    @Test("The presets: bounce 0, 0.15 and 0.3 plus the extra bounce, 0.5 s by default")
    func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        let tuned = Spring.bouncy(duration: 0.6, extraBounce: 0.1)
        #expect(abs(tuned.bounce - 0.4) < 1e-12)
        #expect(abs(tuned.duration - 0.6) < 1e-12)
        #expect(abs(Spring.smooth(extraBounce: 0.2).bounce - 0.2) < 1e-12)
        #expect(abs(Spring.snappy(duration: 0.2).bounce - 0.15) < 1e-12)
    }

    @Test("value(target:) starts at zero with the initial velocity and comes to rest at the target", arguments: regimes)
    func startAndRest(spring: Spring) {
        #expect(abs(spring.value(target: 1.0, time: 0)) < 1e-12)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 3.0, time: 0)) < 1e-12)
        #expect(abs(spring.velocity(target: 1.0, initialVelocity: 3.0, time: 0) - 3) < 1e-12)
        #expect(abs(spring.velocity(target: 1.0, time: 0)) < 1e-12)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 3.0, time: 10) - 1) < 1e-9)
        #expect(abs(spring.velocity(target: 1.0, initialVelocity: 3.0, time: 10)) < 1e-9)
        #expect(abs(spring.value(target: -40.0, time: 10) + 40) < 1e-7)
    }

    @Test(
        "The motion obeys the spring's law: mass × acceleration is force(target:position:velocity:)", arguments: regimes
    )
    func motionObeysTheForce(spring: Spring) {
        let step = 1e-5
        for time in [0.02, 0.1, 0.25, 0.6] {
            let position = spring.value(target: 2.0, initialVelocity: -1.0, time: time)
            let velocity = spring.velocity(target: 2.0, initialVelocity: -1.0, time: time)
            let slope =
                (spring.value(target: 2.0, initialVelocity: -1.0, time: time + step)
                    - spring.value(target: 2.0, initialVelocity: -1.0, time: time - step)) / (2 * step)
            #expect(abs(velocity - slope) < 1e-5 * max(1, abs(slope)))
            let acceleration =
                (spring.velocity(target: 2.0, initialVelocity: -1.0, time: time + step)
                    - spring.velocity(target: 2.0, initialVelocity: -1.0, time: time - step)) / (2 * step)
            let force = spring.force(target: 2.0, position: position, velocity: velocity)
            #expect(abs(spring.mass * acceleration - force) < 1e-4 * max(1, abs(force)))
        }
    }

    @Test("The closed forms: critical 1 − e^(−λt)(1 + λt); underdamped overshoots; overdamped does not")
    func regimesShapes() {
        let lambda = 4 * Double.pi
        for time in [0.05, 0.2, 0.5] {
            let expected = 1 - exp(-lambda * time) * (1 + lambda * time)
            #expect(abs(Spring(duration: 0.5).value(target: 1.0, time: time) - expected) < 1e-12)
        }
        let samples = stride(from: 0.0, through: 3, by: 0.005)
        #expect(samples.map { Spring.bouncy.value(target: 1.0, time: $0) }.max()! > 1.01)
        let overdamped = SpringTests.regimes[2]
        let values = samples.map { overdamped.value(target: 1.0, time: $0) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.max()! < 1)
    }

    @Test("force(target:position:velocity:) is stiffness × (target − position) − damping × velocity")
    func force() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.force(target: 1.0, position: 0.0, velocity: 0.0) == 100)
        #expect(spring.force(target: 1.0, position: 0.0, velocity: 2.0) == 80)
        #expect(spring.force(fromValue: 5.0, toValue: 6.0, position: 5.0, velocity: 2.0) == 80)
    }

    @Test("settlingDuration: after it the value stays within epsilon of the target, just before it does not")
    func settling() {
        let springs =
            SpringTests.regimes + [
                .smooth, .snappy, .bouncy(extraBounce: 0.4), Spring(mass: 1, stiffness: 100, damping: 10),
            ]
        for spring in springs {
            for (velocity, epsilon) in [(0.0, 0.001), (4.0, 0.01), (-2.0, 0.0001)] {
                let settled = spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: epsilon)
                #expect(settled > 0 && settled < 10)
                let before = abs(spring.value(target: 1.0, initialVelocity: velocity, time: settled - 1e-7) - 1)
                #expect(before > epsilon * (1 - 1e-6), "\(spring) \(velocity)")
                let after = stride(from: settled, through: settled + 4, by: 0.000_5).map {
                    abs(spring.value(target: 1.0, initialVelocity: velocity, time: $0) - 1)
                }
                #expect(after.max()! <= epsilon * (1 + 1e-9), "\(spring) \(velocity)")
            }
        }
        // (1 + x) e^(−x) = 0.001 at x ≈ 9.2334, and λ = 4π for the half-second critical spring.
        #expect(abs(Spring(duration: 0.5).settlingDuration - 0.734_771_698_194_295_8) < 1e-9)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        #expect(Spring.bouncy.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    }

    @Test("settlingDuration of a vector: the distance to the target stays within epsilon")
    func vectorSettling() {
        let spring = Spring.bouncy
        let target = AnimatablePair(1.0, 2.0)
        let velocity = AnimatablePair(3.0, -1.0)
        let settled = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 0.01)
        #expect(settled > 0)
        let after = stride(from: settled, through: settled + 3, by: 0.001).map {
            (spring.value(target: target, initialVelocity: velocity, time: $0) - target).magnitudeSquared.squareRoot()
        }
        #expect(after.max()! <= 0.01 * (1 + 1e-9))
        let before = spring.value(target: target, initialVelocity: velocity, time: settled - 1e-7) - target
        #expect(before.magnitudeSquared.squareRoot() > 0.01 * (1 - 1e-6))
    }

    @Test("init(settlingDuration:dampingRatio:epsilon:) settles after the given duration", arguments: [0.3, 0.7, 1])
    func settlingDurationInitializer(ratio: Double) {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: ratio)
        #expect(abs(spring.settlingDuration - 1.2) < 1e-6)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        let loose = Spring(settlingDuration: 0.8, dampingRatio: ratio, epsilon: 0.01)
        #expect(abs(loose.settlingDuration(target: 1.0, epsilon: 0.01) - 0.8) < 1e-6)
    }

    @Test("update(value:velocity:target:deltaTime:) steps along value(target:time:)", arguments: regimes)
    func updateSteps(spring: Spring) {
        var value = 0.0
        var velocity = 2.0
        for _ in 0..<60 {
            spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
        }
        #expect(abs(value - spring.value(target: 1.0, initialVelocity: 2.0, time: 1)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 1.0, initialVelocity: 2.0, time: 1)) < 1e-9)
        // Uneven steps follow the same motion, and it comes to rest at the target.
        var (uneven, unevenVelocity) = (0.0, 2.0)
        for deltaTime in [0.1, 0.35, 0.05, 0.5] {
            spring.update(value: &uneven, velocity: &unevenVelocity, target: 1.0, deltaTime: deltaTime)
        }
        #expect(abs(uneven - spring.value(target: 1.0, initialVelocity: 2.0, time: 1)) < 1e-9)
        for _ in 0..<300 {
            spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
        }
        #expect(abs(value - 1) < 1e-6)
    }

    @Test("The Animatable forms move animatableData from fromValue toward toValue")
    func animatableForms() {
        let spring = Spring.snappy
        let travelled = spring.value(target: 10.0, initialVelocity: 1.0, time: 0.2)
        #expect(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 1.0, time: 0.2) == 10 + travelled)
        let angle = spring.value(
            fromValue: Angle.degrees(30), toValue: .degrees(120), initialVelocity: .zero, time: 0.2)
        let expected = 30 + 90 * spring.value(target: 1.0, time: 0.2)
        #expect(abs(angle.degrees - expected) < 1e-9)
        let speed = spring.velocity(fromValue: 10.0, toValue: 20.0, initialVelocity: 1.0, time: 0.2)
        #expect(speed == spring.velocity(target: 10.0, initialVelocity: 1.0, time: 0.2))
        #expect(
            spring.settlingDuration(fromValue: 10.0, toValue: 20.0, initialVelocity: 1.0, epsilon: 0.01)
                == spring.settlingDuration(target: 10.0, initialVelocity: 1.0, epsilon: 0.01))
    }

    @Test("Animation.spring(_:) and interpolatingSpring(_:) are complete after the spring's duration")
    func animationFactories() {
        let spring = Animation.spring(Spring(duration: 0.3, bounce: 0.2))
        #expect(spring == .spring(duration: 0.3, bounce: 0.2))
        #expect(spring.headlessLogicalDuration == 0.3)
        #expect(spring.headlessDescription == ".spring(duration: 0.3, bounce: 0.2)")
        let blended = Animation.spring(.bouncy, blendDuration: 0.2)
        #expect(blended.headlessDescription == ".spring(bounce: 0.3, blendDuration: 0.2)")
        #expect(blended.headlessLogicalDuration == 0.5)
        #expect(Animation.spring(.snappy(duration: 0.3)).delay(0.2).headlessLogicalDuration == 0.5)

        let physical = Animation.interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 1)
        #expect(abs(physical.headlessLogicalDuration! - 2 * Double.pi / 10) < 1e-9)
        #expect(
            physical.headlessDescription
                == ".interpolatingSpring(duration: 0.628318530718, bounce: 0.5, initialVelocity: 1)")
        #expect(Animation.interpolatingSpring(.smooth) == .interpolatingSpring(duration: 0.5, bounce: 0))
    }
}
