import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Hierarchical shape styles")
struct HierarchicalShapeStyleTests {
    struct Card: View {
        var body: some View {
            VStack {
                Text("Title").foregroundStyle(.primary)
                Text("Subtitle").foregroundStyle(.secondary)
                Text("Caption").foregroundStyle(HierarchicalShapeStyle.tertiary)
                Text("Footnote").background(.quaternary)
                Rectangle().fill(.quinary)
            }
        }
    }

    @Test func foregroundStyleShowsTheLevelAsWritten() {
        let host = ViewHost(Card())
        #expect(host.find(text: "Title")?.modifiers == ["foregroundStyle(.primary)"])
        #expect(host.find(text: "Subtitle")?.modifiers == ["foregroundStyle(.secondary)"])
        #expect(host.find(text: "Caption")?.modifiers == ["foregroundStyle(.tertiary)"])
        #expect(host.find(text: "Footnote")?.modifiers == ["background(.quaternary)"])
        #expect(host.render().contains("fill: .quinary"))
    }

    @Test func theShapeStyleMembersAreTheStructsLevels() {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        let statics = [
            HierarchicalShapeStyle.primary, HierarchicalShapeStyle.secondary, HierarchicalShapeStyle.tertiary,
            HierarchicalShapeStyle.quaternary, HierarchicalShapeStyle.quinary,
        ]
        #expect(levels.map(\.level) == [0, 1, 2, 3, 4])
        #expect(statics.map(\.level) == [0, 1, 2, 3, 4])
    }
}
