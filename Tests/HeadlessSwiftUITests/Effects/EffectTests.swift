import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Effects draw over the frame, never into layout")
struct EffectTests {
    @Test("Effects draw over the frame: scaleEffect and rotationEffect leave layout alone (Apple docs)")
    func effectsDoNotChangeLayout() throws {
        struct Plain: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Label")
                    Text("Below")
                }
            }
        }
        struct Effected: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Label").scaleEffect(3).rotationEffect(.degrees(30)).shadow(radius: 4).border(.red, width: 2)
                    Text("Below")
                }
            }
        }
        let plain = ViewHost(Plain(), device: box(300, 300))
        let effected = ViewHost(Effected(), device: box(300, 300))
        let label = try #require(plain.frame(of: "Label"))
        #expect(effected.frame(of: "Label") == label)
        #expect(effected.frame(of: "Below") == plain.frame(of: "Below"))
    }
}
