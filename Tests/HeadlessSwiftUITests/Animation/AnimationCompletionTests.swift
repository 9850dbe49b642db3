import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `withAnimation(_:completionCriteria:_:completion:)`: the completion runs when the animation
/// is complete, on the host's clock, not when the body returns.
@MainActor
@Suite("Animation completions")
struct AnimationCompletionTests {
    struct Fader: View {
        let animation: Animation?
        @State private var visible = true
        @State private var completions = 0

        var body: some View {
            VStack {
                Text("Visible \(visible)")
                Text("Completed \(completions)")
                Button("Fade") {
                    withAnimation(animation) {
                        visible.toggle()
                    } completion: {
                        completions += 1
                    }
                }
            }
        }
    }

    /// Apple: "runs the completion when all animations are complete". A timing curve is
    /// complete after its duration; its delay and speed move that.
    @Test(arguments: [
        (Animation.easeInOut(duration: 0.4), 0.4),
        (.linear(duration: 1).delay(0.5), 1.5),
        (.easeIn(duration: 1).speed(2), 0.5),
        (.linear(duration: 0.2).repeatCount(3), 0.6),
        (.easeOut, 0.35),
        (.spring(duration: 0.3, bounce: 0.2), 0.3),
        (.smooth, 0.5),
        (.spring(.snappy(duration: 0.3)), 0.3),
        (.timingCurve(.circularEaseOut, duration: 0.4), 0.4),
    ])
    func theCompletionRunsWhenTheAnimationIsComplete(animation: Animation, duration: TimeInterval) {
        let host = ViewHost(Fader(animation: animation))
        try? host.tap("Fade")
        #expect(host.contains(text: "Visible false"), "the state changes at once")
        #expect(host.contains(text: "Completed 0"))
        host.advanceTime(by: duration - 0.01)
        #expect(host.contains(text: "Completed 0"))
        host.advanceTime(by: 0.01)
        #expect(host.contains(text: "Completed 1"))
    }

    /// Without an animation there is nothing to wait for; an animation repeated forever never
    /// completes.
    @Test func noAnimationCompletesAtOnceAndForeverNever() throws {
        let plain = ViewHost(Fader(animation: nil))
        try plain.tap("Fade")
        #expect(plain.contains(text: "Completed 1"))
        let forever = ViewHost(Fader(animation: .linear(duration: 1).repeatForever()))
        try forever.tap("Fade")
        forever.advanceTime(by: 3600)
        #expect(forever.contains(text: "Completed 0"))
        #expect(forever.nextScheduledDate == nil)
    }
}
