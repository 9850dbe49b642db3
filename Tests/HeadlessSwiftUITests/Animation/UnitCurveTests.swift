import Foundation
import HeadlessSwiftUI
import Testing

/// `UnitCurve`: the named curves' shapes as Apple documents them, input clamped to [0, 1],
/// the derivative, the inverse, and `Animation.timingCurve(_:duration:)`.
@Suite("UnitCurve: Bézier and circular curves, velocity, inverse")
struct UnitCurveTests {
    static let curves: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        .circularEaseInOut.inverse,
        .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
    ]

    @Test("The Bézier presets have Apple's control points: CSS's ease-in, ease-out and ease-in-out")
    func bezierPresets() {
        // cubic-bezier(0.42, 0, 1, 1) at 0.5, solved independently by bisection.
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.315_356_812_572_539_3) < 1e-9)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - 0.684_643_187_427_460_7) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.3) - 0.187_395_906_705_312_48) < 1e-9)
        #expect(
            UnitCurve.easeInOut
                == .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))
        // easeOut is easeIn turned half a turn about the centre.
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(UnitCurve.easeOut.value(at: x) - (1 - UnitCurve.easeIn.value(at: 1 - x))) < 1e-9)
        }
    }

    @Test("linear is the identity with velocity 1; every curve runs from (0, 0) to (1, 1), input clamped")
    func linearAndEndPoints() {
        for x in [0.0, 0.1, 0.37, 0.5, 0.99, 1.0] {
            #expect(UnitCurve.linear.value(at: x) == x)
            #expect(UnitCurve.linear.velocity(at: x) == 1)
        }
        for curve in Self.curves {
            #expect(abs(curve.value(at: 0)) < 1e-12)
            #expect(abs(curve.value(at: 1) - 1) < 1e-12)
            #expect(curve.value(at: -0.5) == curve.value(at: 0))
            #expect(curve.value(at: 3) == curve.value(at: 1))
            #expect(curve.velocity(at: -1) == curve.velocity(at: 0))
        }
    }

    @Test("The circular curves are quadrants of a unit circle, and their piecewise combination")
    func circularCurves() {
        let root = 0.75.squareRoot()
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - root)) < 1e-15)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - root) < 1e-15)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - (1 - root) / 2) < 1e-15)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-15)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.75) - (1 + root) / 2) < 1e-15)
        // dy/dx of 1 − √(1 − x²) is x / √(1 − x²): vertical at the quadrant's end.
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.5) - 0.5 / root) < 1e-12)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    }

    @Test("velocity(at:) is the derivative of value(at:)", arguments: curves)
    func velocityIsTheDerivative(curve: UnitCurve) {
        let step = 1e-6
        for x in stride(from: 0.05, through: 0.95, by: 0.05) where abs(x - 0.5) > 1e-9 {
            let slope = (curve.value(at: x + step) - curve.value(at: x - step)) / (2 * step)
            #expect(abs(curve.velocity(at: x) - slope) < 1e-4 * max(1, abs(slope)), "at \(x)")
        }
    }

    @Test("A Bézier curve's velocity where its tangent starts flat in x: the limit of dy/dx")
    func bezierVelocityAtAnEndPoint() {
        // easeOut's first control point is its start: dy/dx → y″(0) / x″(0) = 6 / (6 × 0.58).
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0)) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 1e-9)
    }

    @Test("inverse swaps x and y: it undoes value(at:), and twice is the curve itself", arguments: curves)
    func inverseUndoesTheCurve(curve: UnitCurve) {
        #expect(curve.inverse.inverse == curve)
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-7, "at \(x)")
        }
    }

    @Test("The inverse of a named curve: the swapped control points, the other quadrant")
    func namedInverses() {
        #expect(
            UnitCurve.easeIn.inverse
                == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.linear.inverse == .linear)
        // Swapping x and y of the in-out curve makes an out-in curve, none of the named ones.
        let outIn = UnitCurve.circularEaseInOut.inverse
        #expect(outIn != .circularEaseInOut)
        #expect(abs(outIn.value(at: 0.25) - 0.75.squareRoot() / 2) < 1e-15)
        #expect(Set(Self.curves).count == Self.curves.count)
    }

    @Test("timingCurve(_:duration:): a Bézier curve is the four-number timing curve; others are named")
    func animationTimingCurve() {
        let bezier = Animation.timingCurve(.easeInOut, duration: 0.3)
        #expect(bezier == .timingCurve(0.42, 0, 0.58, 1, duration: 0.3))
        #expect(bezier.headlessDescription == ".timingCurve(0.42, 0, 0.58, 1, duration: 0.3)")
        #expect(bezier.headlessLogicalDuration == 0.3)

        let circular = Animation.timingCurve(.circularEaseIn, duration: 0.4)
        #expect(circular.headlessDescription == ".timingCurve(.circularEaseIn, duration: 0.4)")
        #expect(circular.headlessLogicalDuration == 0.4)
        #expect(circular != .timingCurve(.circularEaseOut, duration: 0.4))
        #expect(circular.delay(0.1).headlessLogicalDuration == 0.5)
        #expect(circular.speed(2).headlessDescription == ".timingCurve(.circularEaseIn, duration: 0.4).speed(2)")

        let outIn = Animation.timingCurve(.circularEaseInOut.inverse, duration: 1)
        #expect(outIn.headlessDescription == ".timingCurve(.circularEaseInOut.inverse, duration: 1)")
        #expect(Animation.timingCurve(.linear, duration: 2).headlessLogicalDuration == 2)
        #expect(Animation.timingCurve(.linear, duration: 2).description == ".timingCurve(.linear, duration: 2)")
    }
}
