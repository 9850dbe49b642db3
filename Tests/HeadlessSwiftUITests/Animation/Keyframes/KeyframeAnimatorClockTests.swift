import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `KeyframeAnimator` and `keyframeAnimator` play on the host's clock, one content update per
/// display frame while they play, none at rest.
@MainActor
@Suite("KeyframeAnimator on the clock")
struct KeyframeAnimatorClockTests {
    /// Counts the content closure's calls ("updates every frame while animating", Apple).
    final class Counter {
        var calls = 0
    }

    func value(_ host: ViewHost) -> String? {
        host.render().split(separator: "\n").compactMap { line in
            line.range(of: #"Text "Scale [^"]*""#, options: .regularExpression).map { String(line[$0]) }
        }.first
    }

    struct Liked: View {
        let counter: Counter
        @State private var likes = 0

        var body: some View {
            VStack {
                Button("Like") { likes += 1 }
                KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
                    let _ = counter.calls += 1
                    Text("Scale \(scale, format: .number.precision(.fractionLength(2)))")
                } keyframes: { start in
                    LinearKeyframe(start + 1, duration: 0.5)
                }
            }
        }
    }

    /// Apple: the keyframes play "when the given trigger value changes"; their argument is
    /// "equal to `initialValue` when the view first appears, then ... the end value of the
    /// previous keyframe animation".
    @Test func aTriggerPlaysTheKeyframesOnceFromWhereTheyRest() throws {
        let counter = Counter()
        let host = ViewHost(Liked(counter: counter))
        host.advanceTime(by: 1)
        #expect(value(host) == #"Text "Scale 1.00""#, "at rest before the trigger changes")
        #expect(host.nextScheduledDate == nil)
        try host.tap("Like")
        host.advanceTime(by: 0.25)
        #expect(value(host) == #"Text "Scale 1.50""#)
        host.advanceTime(by: 0.25)
        #expect(value(host) == #"Text "Scale 2.00""#)
        host.advanceTime(by: 1)
        #expect(value(host) == #"Text "Scale 2.00""#, "it rests at the end value")
        #expect(host.nextScheduledDate == nil, "no frames at rest")
        try host.tap("Like")
        host.advanceTime(by: 0.5)
        #expect(value(host) == #"Text "Scale 3.00""#, "the next run starts from the end value")
    }

    @Test func theContentUpdatesOncePerFrameWhilePlaying() throws {
        let counter = Counter()
        let host = ViewHost(Liked(counter: counter))
        let before = counter.calls
        try host.tap("Like")
        host.advanceTime(by: 0.5)
        // The tap's update, then 30 frames of 1/60 s up to the end (0.5 s).
        #expect(counter.calls - before == 31)
        let atRest = counter.calls
        host.advanceTime(by: 2)
        #expect(counter.calls == atRest, "no updates at rest")
    }

    struct Spinner: View {
        let repeating: Bool
        var body: some View {
            KeyframeAnimator(initialValue: 0.0, repeating: repeating) { turn in
                Text("Scale \(turn, format: .number.precision(.fractionLength(2)))")
            } keyframes: { _ in
                MoveKeyframe(0.0)
                LinearKeyframe(1.0, duration: 1)
            }
        }
    }

    @Test func repeatingKeyframesLoopFromAppearance() {
        let host = ViewHost(Spinner(repeating: true))
        #expect(value(host) == #"Text "Scale 0.00""#)
        host.advanceTime(by: 0.25)
        #expect(value(host) == #"Text "Scale 0.25""#)
        host.advanceTime(by: 1)
        #expect(value(host) == #"Text "Scale 0.25""#, "round again")
        #expect(host.nextScheduledDate != nil)
    }

    /// Apple: "If false, the value at the beginning of the keyframe timeline will be provided
    /// to the content closure."
    @Test func keyframesNotRepeatingShowTheStartValue() {
        let host = ViewHost(Spinner(repeating: false))
        host.advanceTime(by: 0.25)
        #expect(value(host) == #"Text "Scale 0.00""#)
        #expect(host.nextScheduledDate == nil)
    }

    @Test func theModifierAppliesTheValueToTheView() throws {
        struct Shaker: View {
            @State private var shakes = 0
            var body: some View {
                VStack {
                    Button("Shake") { shakes += 1 }
                    Text("Code")
                        .keyframeAnimator(initialValue: 0.0, trigger: shakes) { content, offset in
                            content.offset(x: offset)
                        } keyframes: { _ in
                            LinearKeyframe(10.0, duration: 0.1)
                            LinearKeyframe(0.0, duration: 0.1)
                        }
                }
            }
        }
        let host = ViewHost(Shaker())
        try host.tap("Shake")
        host.advanceTime(by: 0.1)
        #expect(host.render().contains("keyframeAnimator(value: 10.0)"))
        #expect(host.render().contains("offset(x: 10, y: 0)"))
        host.advanceTime(by: 0.1)
        #expect(host.render().contains("keyframeAnimator(value: 0.0)"))
    }

    /// The README's example.
    @Test func likeBounces() throws {
        struct Like: View {
            @State private var likes = 0
            var body: some View {
                Button("Like") { likes += 1 }
                    .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        LinearKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
            }
        }
        let host = ViewHost(Like())
        try host.tap("Like")
        host.advanceTime(by: 0.05)
        #expect(host.render().contains("keyframeAnimator(value: 1.25)"))
        host.advanceTime(by: 1)
        #expect(host.render().contains("keyframeAnimator(value: 1.0)"))
    }
}
