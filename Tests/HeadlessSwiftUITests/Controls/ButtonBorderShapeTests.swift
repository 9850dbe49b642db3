import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ButtonBorderShape: a shape of its own, as in SwiftUI since iOS 17")
struct ButtonBorderShapeTests {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 44)

    @Test func eachCaseDrawsItsShape() {
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(
            ButtonBorderShape.roundedRectangle(radius: 12).path(in: rect)
                == RoundedRectangle(cornerRadius: 12).path(in: rect))
        // iOS 26: bordered buttons are capsules unless told otherwise.
        #expect(ButtonBorderShape.automatic.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle.path(in: rect) != Capsule().path(in: rect))
    }

    @Test func insetShrinksTheRectItDrawsIn() {
        let inset = ButtonBorderShape.roundedRectangle(radius: 12).inset(by: 4)
        #expect(
            inset.path(in: rect)
                == RoundedRectangle(cornerRadius: 12).path(in: rect.insetBy(dx: 4, dy: 4)))
    }

    @Test func itFillsAndClipsAsAnyShape() {
        struct Badge: View {
            var body: some View {
                VStack {
                    ButtonBorderShape.circle.fill(.red).frame(width: 20, height: 20)
                    Text("New").padding(6).background(.blue).clipShape(.buttonBorder)
                }
            }
        }
        let host = ViewHost(Badge())
        let tree = host.render()
        #expect(tree.contains("ButtonBorderShape.circle"), "\(tree)")
        #expect(tree.contains("ButtonBorderShape.automatic"), "\(tree)")
        #expect(host.svg().contains("<ellipse") || host.svg().contains("<path"))
    }

    @Test func theModifierShowsTheShapeOnItsLine() {
        let host = ViewHost(
            Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 6)))
        #expect(host.render().contains("buttonBorderShape(.roundedRectangle(radius: 6))"))
    }
}
