import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ControlGroup: related controls in a row, each with its action")
struct ControlGroupTests {
    @Test func itsControlsTakeTapsSideBySide() throws {
        struct Zoom: View {
            @State private var size = 12
            var body: some View {
                VStack {
                    Text("Size \(size)")
                    ControlGroup("Size") {
                        Button("Smaller") { size -= 1 }
                        Button("Larger") { size += 1 }
                    }
                }
            }
        }
        let host = ViewHost(Zoom())
        // The text tree shows what is drawn: the controls in a row.
        #expect(host.render().contains("HStack(alignment: .center, spacing: 0)"), "\(host.render())")
        try host.tap("Larger")
        try host.tap("Larger")
        try host.tap("Smaller")
        #expect(host.contains(text: "Size 13"))
        // Side by side: one row.
        let smaller = try #require(host.frame(of: "Smaller"))
        let larger = try #require(host.frame(of: "Larger"))
        #expect(smaller.midY == larger.midY)
        #expect(smaller.maxX <= larger.minX)
    }
}
