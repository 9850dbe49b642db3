import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `phaseAnimator` steps through its phases on the host's clock: each phase is reached when the
/// animation to it completes.
@MainActor
@Suite("PhaseAnimator on the clock")
struct PhaseAnimatorClockTests {
    func phase(_ host: ViewHost) -> String? {
        host.render().split(separator: "\n").compactMap { line in
            line.range(of: #"phaseAnimator\(phase: [^)]*\)"#, options: .regularExpression).map { String(line[$0]) }
        }.first
    }

    /// Apple: the animator "cycles through a sequence of phases continuously"; the closure
    /// gives the animation "to use when transitioning to" each phase.
    @Test func aContinuousAnimatorCyclesThroughItsPhases() {
        struct Pulse: View {
            var body: some View {
                Text("Heart")
                    .phaseAnimator([1.0, 1.5, 2.0]) { content, scale in
                        content.scaleEffect(scale)
                    } animation: { phase in
                        phase == 2.0 ? .linear(duration: 1) : .easeInOut(duration: 0.5)
                    }
            }
        }
        let host = ViewHost(Pulse())
        #expect(phase(host) == "phaseAnimator(phase: 1.0)")
        host.advanceTime(by: 0.5)
        #expect(phase(host) == "phaseAnimator(phase: 1.5)")
        host.advanceTime(by: 0.9)
        #expect(phase(host) == "phaseAnimator(phase: 1.5)", "the step to 2.0 takes its own 1 s")
        host.advanceTime(by: 0.1)
        #expect(phase(host) == "phaseAnimator(phase: 2.0)")
        host.advanceTime(by: 0.5)
        #expect(phase(host) == "phaseAnimator(phase: 1.0)", "and round again")
    }

    /// Apple: with a trigger, the phases "change whenever the trigger value changes": at rest
    /// on the first phase, once through all of them per change, back to the first.
    @Test func aTriggeredAnimatorRunsOncePerChange() throws {
        struct Saved: View {
            @State private var saves = 0
            var body: some View {
                VStack {
                    Button("Save") { saves += 1 }
                    Text("Saved")
                        .phaseAnimator([false, true], trigger: saves) { content, lifted in
                            content.offset(y: lifted ? -4 : 0)
                        } animation: { _ in
                            .linear(duration: 0.2)
                        }
                }
            }
        }
        let host = ViewHost(Saved())
        host.advanceTime(by: 5)
        #expect(phase(host) == "phaseAnimator(phase: false)", "at rest before any change")
        #expect(host.nextScheduledDate == nil)
        try host.tap("Save")
        host.advanceTime(by: 0.2)
        #expect(phase(host) == "phaseAnimator(phase: true)")
        host.advanceTime(by: 0.2)
        #expect(phase(host) == "phaseAnimator(phase: false)")
        #expect(host.nextScheduledDate == nil, "one run per change")
    }

    @Test func anAnimatorThatGoesStopsItsClock() throws {
        struct Screen: View {
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows {
                        Text("Dot").phaseAnimator([0.0, 1.0]) { content, value in content.opacity(value) }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.nextScheduledDate != nil)
        try host.tap("Hide")
        #expect(host.nextScheduledDate == nil)
    }

    /// The `PhaseAnimator` container steps as the modifier does, its content built for the phase.
    @Test func thePhaseAnimatorViewStepsOnTheClock() throws {
        struct Stars: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap") { taps += 1 }
                    PhaseAnimator([1.0, 2.0], trigger: taps) { scale in
                        Text("Star at \(scale)")
                    } animation: { _ in
                        .linear(duration: 0.2)
                    }
                }
            }
        }
        let host = ViewHost(Stars())
        #expect(host.render().contains(#"Text "Star at 1.000000""#))
        try host.tap("Tap")
        host.advanceTime(by: 0.2)
        #expect(host.render().contains(#"Text "Star at 2.000000""#))
        host.advanceTime(by: 0.2)
        #expect(host.render().contains(#"Text "Star at 1.000000""#))
        #expect(host.nextScheduledDate == nil)
    }
}
