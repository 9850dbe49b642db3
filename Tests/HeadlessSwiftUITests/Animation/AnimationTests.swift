import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Animation: phase animators, scoped animations, animatable data")
struct AnimationTests {
    @Test("phaseAnimator rests at its first phase; the content closure wraps the modified view")
    func phaseAnimatorShowsTheFirstPhase() throws {
        struct Heart: View {
            @State private var likes = 0
            var body: some View {
                VStack {
                    Image(systemName: "heart.fill")
                        .phaseAnimator([1.0, 1.4], trigger: likes) { content, scale in
                            content.scaleEffect(scale)
                        }
                    Button("Like") { likes += 1 }
                    Text("Likes \(likes)")
                        .contentTransition(.numericText())
                        .animation(.snappy, value: likes)
                    Text("Scoped")
                        .animation(.smooth) { content in
                            content.opacity(likes > 0 ? 1 : 0.5)
                        }
                }
            }
        }
        let host = ViewHost(Heart())
        #expect(host.render().contains("Image \"heart.fill\" .scaleEffect(1) .phaseAnimator(phase: 1.0)"))
        #expect(host.find(text: "Scoped")?.opacity == 0.5)
        #expect(host.render().contains("Text \"Scoped\" .opacity(0.5) .animation(.smooth, body:)"))
        try host.tap("Like")
        #expect(host.contains(text: "Likes 1"))
        #expect(host.render().contains("phaseAnimator(phase: 1.0)"))
        #expect(host.find(text: "Likes 1")?.environment?.contentTransition == .numericText())
        #expect(host.find(text: "Scoped")?.environment?.contentTransition == .identity)
        // animation(_:body:) builds its body over the view: the opacity follows the state.
        #expect(host.find(text: "Scoped")?.opacity == 1)
    }

    @Test("Shapes are Animatable: a custom shape's animatableData reads and writes its value; pairs interpolate")
    func animatableData() {
        var arc = ProgressArc(progress: 0.25)
        #expect(arc.animatableData == 0.25)
        arc.animatableData = 0.5
        #expect(arc.progress == 0.5)
        #expect(Circle().animatableData == EmptyAnimatableData())
        let pair = AnimatablePair(0.0, CGFloat(10)).interpolated(towards: AnimatablePair(1.0, CGFloat(20)), amount: 0.5)
        #expect(pair == AnimatablePair(0.5, CGFloat(15)))
    }

    struct Blur: ViewModifier {
        let radius: CGFloat
        func body(content: Content) -> some View { content.blur(radius: radius) }
    }

    @Test("A transition between two modifiers is recorded with the modifier's type")
    func modifierTransition() {
        let host = ViewHost(
            Text("Banner").transition(.modifier(active: Blur(radius: 8), identity: Blur(radius: 0))))
        #expect(host.render().contains(".transition(.modifier(active: Blur, identity: Blur))"))
    }
}
