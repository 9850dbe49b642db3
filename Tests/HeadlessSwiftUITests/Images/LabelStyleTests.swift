import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Label styles build labels from their title and icon")
struct LabelStyleTests {
    struct StackedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon
                configuration.title.font(.caption)
            }
        }
    }

    @Test("iconOnly drops the title, titleOnly the icon; a custom style's makeBody runs")
    func styles() throws {
        let host = ViewHost(
            VStack {
                Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)
                Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly)
                Label("Drafts", systemImage: "doc").labelStyle(.titleAndIcon)
                Label("Mail", systemImage: "envelope").labelStyle(StackedLabelStyle())
            })
        #expect(host.contains(text: "Inbox"))
        #expect(!host.contains(text: "Sent"), "an icon-only label shows no title")
        #expect(host.contains(text: "Drafts"))
        #expect(host.find(text: "Mail")?.environment?.font == .caption, "the custom style's body ran")
        let tree = host.render()
        #expect(tree.contains("Image \"paperplane\""))
        #expect(!tree.contains("Image \"tray\""), "a title-only label shows no icon")
        #expect(tree.contains("labelStyle(.IconOnlyLabelStyle)"))
    }

    struct CaptionedLabelStyle: LabelStyle {
        var caption: String
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                Text(caption)
            }
        }
    }

    struct CaptionToggle: View {
        @State var caption = "new"
        var body: some View {
            VStack {
                Label("Inbox", systemImage: "tray").labelStyle(CaptionedLabelStyle(caption: caption))
                Button("Change") { caption = "read" }
            }
        }
    }

    @Test("A style whose value changes restyles its labels, as a changed modifier value does")
    func changedStyleValue() throws {
        let host = ViewHost(CaptionToggle())
        #expect(host.contains(text: "new"))
        try host.tap("Change")
        #expect(host.contains(text: "read"), "the style's new value builds the label")
        #expect(!host.contains(text: "new"))
    }

    @Test("A title and icon label puts them side by side")
    func titleAndIconSideBySide() throws {
        let host = ViewHost(Label("Drafts", systemImage: "doc").labelStyle(.titleAndIcon), device: box(300, 100))
        let title = try #require(host.frame(of: "Drafts"))
        #expect(title.minX > 17, "after the 17 pt icon")
    }
}
