import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to another.
@frozen public struct Animation: Hashable, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    /// The base curve or spring of an animation.
    @usableFromInline package enum Base: Hashable, Sendable {
        /// A named preset: `default`, `linear`, `easeIn`, `easeOut`, `easeInOut`, `spring`,
        /// `interactiveSpring`, `interpolatingSpring`, `bouncy`, `smooth`, `snappy`.
        case preset(String)
        /// `linear(duration:)`, `easeIn(duration:)`, `easeOut(duration:)`, `easeInOut(duration:)`.
        case curve(name: String, duration: TimeInterval)
        /// `timingCurve(_:_:_:_:duration:)`, and `timingCurve(_:duration:)` with a Bézier curve.
        case timingCurve(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: TimeInterval)
        /// `timingCurve(_:duration:)` with a curve that is not a Bézier curve: `linear`, a
        /// circular curve, or the inverse of one.
        case unitCurve(UnitCurve, duration: TimeInterval)
        /// `spring(response:dampingFraction:blendDuration:)` and the interactive variant.
        case responseSpring(interactive: Bool, response: Double, dampingFraction: Double, blendDuration: TimeInterval)
        /// `spring(duration:bounce:blendDuration:)`, and `spring(_:blendDuration:)` with its
        /// spring's duration and bounce.
        case durationSpring(duration: TimeInterval, bounce: Double, blendDuration: Double)
        /// `bouncy`/`smooth`/`snappy`/`interactiveSpring(duration:extraBounce:...)`.
        case presetSpring(
            preset: SpringPreset, duration: TimeInterval, extraBounce: Double, blendDuration: TimeInterval?)
        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
        case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// `interpolatingSpring(duration:bounce:initialVelocity:)`, and
        /// `interpolatingSpring(_:initialVelocity:)` with its spring's duration and bounce.
        case interpolatingSpring(duration: TimeInterval, bounce: Double, initialVelocity: Double)
    }

    /// The spring presets that take a duration and an extra bounce; the case name is how
    /// each is written.
    @usableFromInline package enum SpringPreset: String, Hashable, Sendable {
        case bouncy, smooth, snappy, interactiveSpring
    }

    /// A modifier applied to an animation, in order.
    @usableFromInline package enum Modifier: Hashable, Sendable {
        case delay(TimeInterval)
        case speed(Double)
        case repeatCount(Int, autoreverses: Bool)
        case repeatForever(autoreverses: Bool)
        case logicallyComplete(after: TimeInterval)
    }

    package var base: Base
    package var modifiers: [Modifier]

    package init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    private func adding(_ modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }

    // MARK: Presets

    /// A default animation instance.
    public static let `default` = Animation(base: .preset("default"))

    /// An animation that moves at a constant speed.
    public static let linear = Animation(base: .preset("linear"))

    /// An animation that starts slowly and then increases speed towards the end of the movement.
    public static let easeIn = Animation(base: .preset("easeIn"))

    /// An animation that starts quickly and then slows towards the end of the movement.
    public static let easeOut = Animation(base: .preset("easeOut"))

    /// An animation that combines the behaviors of in and out easing animations.
    public static let easeInOut = Animation(base: .preset("easeInOut"))

    /// A persistent spring animation.
    public static let spring = Animation(base: .preset("spring"))

    /// A convenience for a `spring` animation with a lower `response` value, intended for driving interactive animations.
    public static let interactiveSpring = Animation(base: .preset("interactiveSpring"))

    /// An interpolating spring animation that uses a damped spring model.
    public static let interpolatingSpring = Animation(base: .preset("interpolatingSpring"))

    /// A spring animation with a predefined duration and higher amount of bounce.
    public static let bouncy = Animation(base: .preset("bouncy"))

    /// A smooth spring animation with a predefined duration and no bounce.
    public static let smooth = Animation(base: .preset("smooth"))

    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static let snappy = Animation(base: .preset("snappy"))

    // MARK: Curves

    /// An animation with a specified duration that moves at a constant speed.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(base: .curve(name: "linear", duration: duration))
    }

    /// An animation with a specified duration that starts slowly and then increases speed towards the end of the movement.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(base: .curve(name: "easeIn", duration: duration))
    }

    /// An animation with a specified duration that starts quickly and then slows towards the end of the movement.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(base: .curve(name: "easeOut", duration: duration))
    }

    /// An animation with a specified duration that combines the behaviors of in and out easing animations.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(base: .curve(name: "easeInOut", duration: duration))
    }

    /// An animation created from a cubic Bézier timing curve.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(base: .timingCurve(c0x: p1x, c0y: p1y, c1x: p2x, c1y: p2y, duration: duration))
    }

    /// An animation with a specified duration that follows `curve`.
    ///
    /// A Bézier curve is the animation `timingCurve(_:_:_:_:duration:)` makes with its
    /// control points; other curves are named as written.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(.circularEaseOut, duration: 0.4)) {
    ///     isExpanded.toggle()
    /// }
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        switch curve.function {
        case .bezier(let start, let end):
            return Animation(
                base: .timingCurve(
                    c0x: Double(start.x), c0y: Double(start.y), c1x: Double(end.x), c1y: Double(end.y),
                    duration: duration))
        default:
            return Animation(base: .unitCurve(curve, duration: duration))
        }
    }

    // MARK: Springs

    /// A persistent spring animation with the motion of `spring`: the animation
    /// `spring(duration:bounce:blendDuration:)` makes with its duration and bounce, so it is
    /// logically complete after `spring.duration`.
    ///
    /// ```swift
    /// withAnimation(.spring(.bouncy(duration: 0.4))) {
    ///     isExpanded.toggle()
    /// }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(
            base: .durationSpring(
                duration: tidy(spring.duration), bounce: tidy(spring.bounce), blendDuration: blendDuration))
    }

    /// An interpolating spring animation that uses a damped spring model to produce values in
    /// the range of one to zero, with the motion of `spring`: the animation
    /// `interpolatingSpring(duration:bounce:initialVelocity:)` makes with its duration and bounce.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(Spring(mass: 1, stiffness: 170, damping: 15))) {
    ///     offset = 0
    /// }
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(
            base: .interpolatingSpring(
                duration: tidy(spring.duration), bounce: tidy(spring.bounce), initialVelocity: initialVelocity))
    }

    /// A spring's duration or bounce to 12 significant digits: the same motion, with the
    /// rounding error of the conversion through the damping ratio gone
    /// (`Spring(duration: 0.3, bounce: 0.2).bounce` is 0.19999999999999996), so that the
    /// animation reads, and compares equal, as written.
    private static func tidy(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let scale = pow(10, 12 - (log10(abs(value))).rounded(.up))
        guard scale.isFinite, scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }

    /// A persistent spring animation, specified using a duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        Animation(base: .durationSpring(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A persistent spring animation, specified using a response time and damping fraction.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        Animation(
            base: .responseSpring(
                interactive: false, response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A convenience for a `spring` animation with a lower `duration` value, intended for driving interactive animations.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation(
            base: .presetSpring(
                preset: .interactiveSpring, duration: duration, extraBounce: extraBounce, blendDuration: blendDuration))
    }

    /// A convenience for a `spring` animation with a lower `response` value, intended for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation(
            base: .responseSpring(
                interactive: true, response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// An interpolating spring animation that uses a damped spring model to produce values in the range of one to zero.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(
            base: .physicalSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation that uses a damped spring model, specified using a duration and bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(base: .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// A spring animation with a predefined duration and higher amount of bounce that can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(
            base: .presetSpring(preset: .bouncy, duration: duration, extraBounce: extraBounce, blendDuration: nil))
    }

    /// A smooth spring animation with a predefined duration and no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(
            base: .presetSpring(preset: .smooth, duration: duration, extraBounce: extraBounce, blendDuration: nil))
    }

    /// A spring animation with a predefined duration and small amount of bounce that can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(
            base: .presetSpring(preset: .snappy, duration: duration, extraBounce: extraBounce, blendDuration: nil))
    }

    // MARK: Modifiers

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        adding(.delay(delay))
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        adding(.speed(speed))
    }

    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeatCount(repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeatForever(autoreverses: autoreverses))
    }

    /// Causes the animation to report logical completion after the specified duration, if it has not already logically completed.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        adding(.logicallyComplete(after: duration))
    }

    // MARK: Descriptions

    /// A textual representation of the animation.
    public var description: String {
        headlessDescription
    }

    /// A textual representation of the animation, suitable for debugging.
    public var debugDescription: String {
        headlessDescription
    }

    // MARK: Runtime accessors

    /// The duration of one iteration of the base animation, before delay, speed and repeats
    /// (the figures and their sources: `headlessLogicalDuration`).
    package var baseDuration: TimeInterval {
        switch base {
        case .preset(let name):
            switch name {
            case "linear", "easeIn", "easeOut", "easeInOut": return 0.35
            case "interactiveSpring": return 0.15
            default: return 0.5
            }
        case .curve(_, let given), .timingCurve(_, _, _, _, let given), .unitCurve(_, let given): return given
        case .responseSpring(_, let response, _, _): return response
        case .durationSpring(let given, _, _), .presetSpring(_, let given, _, _), .interpolatingSpring(let given, _, _):
            return given
        case .physicalSpring(let mass, let stiffness, let damping, _):
            return stiffness > 0 ? Spring(mass: mass, stiffness: stiffness, damping: damping).duration : 0
        }
    }

    /// The value as a Swift developer writes it: `.easeInOut`, `.easeIn(duration: 0.3)`,
    /// `.spring(response: 0.4, dampingFraction: 0.7)`, `.linear.delay(0.5)`.
    package var headlessDescription: String {
        let n = HeadlessValueFormat.number(_:) as (Double) -> String
        func arg(_ label: String, _ value: Double, default defaultValue: Double) -> (label: String?, value: String?) {
            (label, value == defaultValue ? nil : n(value))
        }
        var result: String
        switch base {
        case .preset(let name):
            result = "." + name
        case .curve(let name, let duration):
            result = ".\(name)(duration: \(n(duration)))"
        case .timingCurve(let c0x, let c0y, let c1x, let c1y, let duration):
            result =
                ".timingCurve("
                + HeadlessValueFormat.arguments([
                    (nil, n(c0x)), (nil, n(c0y)), (nil, n(c1x)), (nil, n(c1y)),
                    arg("duration", duration, default: 0.35),
                ]) + ")"
        case .unitCurve(let curve, let duration):
            result = ".timingCurve(\(curve.headlessDescription), duration: \(n(duration)))"
        case .responseSpring(let interactive, let response, let dampingFraction, let blendDuration):
            result =
                (interactive ? ".interactiveSpring(" : ".spring(")
                + HeadlessValueFormat.arguments([
                    (label: "response", value: n(response)),
                    (label: "dampingFraction", value: n(dampingFraction)),
                    arg("blendDuration", blendDuration, default: interactive ? 0.25 : 0),
                ]) + ")"
        case .durationSpring(let duration, let bounce, let blendDuration):
            result =
                ".spring("
                + HeadlessValueFormat.arguments([
                    arg("duration", duration, default: 0.5),
                    arg("bounce", bounce, default: 0),
                    arg("blendDuration", blendDuration, default: 0),
                ]) + ")"
        case .presetSpring(let preset, let duration, let extraBounce, let blendDuration):
            result =
                ".\(preset.rawValue)("
                + HeadlessValueFormat.arguments([
                    arg("duration", duration, default: preset == .interactiveSpring ? 0.15 : 0.5),
                    arg("extraBounce", extraBounce, default: 0),
                    blendDuration.map { arg("blendDuration", $0, default: 0.25) } ?? (nil, nil),
                ]) + ")"
        case .physicalSpring(let mass, let stiffness, let damping, let initialVelocity):
            result =
                ".interpolatingSpring("
                + HeadlessValueFormat.arguments([
                    arg("mass", mass, default: 1),
                    (label: "stiffness", value: n(stiffness)),
                    (label: "damping", value: n(damping)),
                    arg("initialVelocity", initialVelocity, default: 0),
                ]) + ")"
        case .interpolatingSpring(let duration, let bounce, let initialVelocity):
            result =
                ".interpolatingSpring("
                + HeadlessValueFormat.arguments([
                    arg("duration", duration, default: 0.5),
                    arg("bounce", bounce, default: 0),
                    arg("initialVelocity", initialVelocity, default: 0),
                ]) + ")"
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let delay):
                result += ".delay(\(n(delay)))"
            case .speed(let speed):
                result += ".speed(\(n(speed)))"
            case .repeatCount(let count, let autoreverses):
                result += autoreverses ? ".repeatCount(\(count))" : ".repeatCount(\(count), autoreverses: false)"
            case .repeatForever(let autoreverses):
                result += autoreverses ? ".repeatForever()" : ".repeatForever(autoreverses: false)"
            case .logicallyComplete(let after):
                result += ".logicallyComplete(after: \(n(after)))"
            }
        }
        return result
    }
}

extension Animation {
    /// How long after it starts the animation is logically complete, when its
    /// `withAnimation(_:completionCriteria:_:completion:)` completion runs; nil when it never
    /// is (repeated forever).
    ///
    /// A timing curve lasts its duration (0.35 s when none is given, the SDK's default for
    /// `timingCurve(_:_:_:_:duration:)`; `timingCurve(_:duration:)` takes one; the presets `.linear`, `.easeIn`, `.easeOut` and `.easeInOut` are taken
    /// to last as long, an assumption). A spring lasts its perceptual duration: `duration`, or `response`, as
    /// given or the SDK's default (0.5 s; 0.15 s for `interactiveSpring`); a spring given by
    /// mass and stiffness, its period 2π√(mass/stiffness); a `Spring`, its `duration` (the same
    /// period). `default` is a spring "with a
    /// configuration chosen by Apple" since iOS 17
    /// (https://www.nilcoalescing.com/blog/AnimationTimingInSwiftUI), taken as 0.5 s. These are assumptions where Apple documents no
    /// figure: the stand-in plays no long tail, so `.removed` completes at the same moment.
    /// Then `delay` adds, `speed` divides, `repeatCount` multiplies, and
    /// `logicallyComplete(after:)` sets the moment.
    package var headlessLogicalDuration: TimeInterval? {
        var duration = baseDuration
        for modifier in modifiers {
            switch modifier {
            case .delay(let delay): duration += delay
            case .speed(let speed): duration = speed > 0 ? duration / speed : duration
            case .repeatCount(let count, _): duration *= Double(max(count, 1))
            case .repeatForever: return nil
            case .logicallyComplete(let after): duration = after
            }
        }
        return max(duration, 0)
    }
}
