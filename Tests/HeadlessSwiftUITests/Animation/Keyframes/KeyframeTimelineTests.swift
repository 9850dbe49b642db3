import Foundation
import HeadlessSwiftUI
import Testing

/// `KeyframeTimeline`: values interpolated as Apple's keyframe types describe, read at any
/// time or progress.
@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
    struct Values {
        var scale = 1.0
        var offset = 0.0
    }

    @Test func aLinearKeyframeMovesInAStraightLine() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.25) == 0.25)
        #expect(timeline.value(progress: 0.5) == 0.5)
        #expect(timeline.value(time: -1) == 0, "before the start: the initial value")
        #expect(timeline.value(time: 2) == 1, "after the end: the last value")
    }

    @Test func keyframesFollowOneAnother() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5)
            LinearKeyframe(3.0, duration: 0.5)
        }
        #expect(timeline.duration == 1)
        #expect(abs(timeline.value(time: 0.75) - 2) < 1e-12)
    }

    @Test func aMoveKeyframeJumpsAtOnce() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(7.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 6)
    }

    @Test func aTimingCurvePacesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn)
        }
        let expected = 10 * UnitCurve.easeIn.value(at: 0.5)
        #expect(abs(timeline.value(time: 1) - expected) < 1e-12)
        #expect(timeline.value(time: 1) < 5, "an ease-in is behind a straight line halfway")
    }

    @Test func tracksRunSideBySideAndKeepTheirLastValue() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) { LinearKeyframe(10.0, duration: 0.5) }
        }
        #expect(timeline.duration == 1, "the longest track")
        let halfway = timeline.value(time: 0.5)
        #expect(halfway.scale == 1.5)
        #expect(halfway.offset == 10)
        #expect(timeline.value(time: 0.75).offset == 10)
    }

    /// Apple: "Adjacent cubic keyframes result in a Catmull-Rom spline": the velocity at a
    /// point between two cubics is the difference of its neighbours over the time between them.
    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
        }
        // The tangent at t = 1 is (3 - 0) / 2 = 1.5; the track starts and ends at rest.
        #expect(abs(timeline.value(time: 0.5) - 0.3125) < 1e-12)
        #expect(timeline.value(time: 1) == 1)
        #expect(abs(timeline.value(time: 1.5) - 2.1875) < 1e-12)
    }

    @Test func aCubicKeyframeTakesTheVelocitiesItIsGiven() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: 0)
        }
        #expect(abs(timeline.value(time: 0.5) - 0.75) < 1e-12)
    }

    /// Apple: after another kind of keyframe, a cubic starts with the velocity that segment
    /// ends with: a cubic to the same value after a line overshoots.
    @Test func aCubicAfterALineKeepsItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            CubicKeyframe(1.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1.5) - 1.125) < 1e-12)
    }

    /// Apple: a spring keyframe's nil duration is "the settling duration of the spring".
    @Test func aSpringKeyframeFollowsItsSpring() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: spring)
        }
        #expect(timeline.duration == spring.settlingDuration)
        #expect(timeline.value(time: 0.1) == spring.value(target: 1.0, time: 0.1))
        #expect(abs(timeline.value(time: timeline.duration) - 1) <= 0.001)
    }

    /// A spring cut short by its duration has not reached its value: the next keyframe starts
    /// where it is.
    @Test func aSpringCutShortHandsOnWhereItIs() {
        let spring = Spring.smooth
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.1, spring: spring)
            LinearKeyframe(2.0, duration: 1)
        }
        let handOver = spring.value(target: 1.0, time: 0.1)
        #expect(handOver < 0.9)
        #expect(abs(timeline.value(time: 0.1) - handOver) < 1e-12)
        #expect(abs(timeline.value(time: 0.6) - (handOver + (2 - handOver) / 2)) < 1e-12)
    }

    @Test func theBuildersTakeConditionsAndLoops() {
        func timeline(fast: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                if fast {
                    MoveKeyframe(1.0)
                } else {
                    LinearKeyframe(1.0, duration: 1)
                }
                for step in [2.0, 3.0] {
                    LinearKeyframe(step, duration: 1)
                }
            }
        }
        #expect(timeline(fast: true).duration == 2)
        #expect(timeline(fast: false).duration == 3)
        #expect(timeline(fast: false).value(time: 2.5) == 2.5)
    }

    struct Bounce: KeyframeTrackContent {
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(2.0, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
        }
    }

    struct Pop: Keyframes {
        var body: some Keyframes<Values> {
            KeyframeTrack(\.scale) { Bounce() }
        }
    }

    @Test func customKeyframesComposeThroughTheirBodies() {
        let timeline = KeyframeTimeline(initialValue: Values()) { Pop() }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5).scale == 2)
        #expect(timeline.value(time: 0.75).scale == 1.5)
    }

    @Test func geometryIsAnimatable() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
        }
        #expect(timeline.value(time: 0.5) == CGPoint(x: 5, y: 10))
    }
}
