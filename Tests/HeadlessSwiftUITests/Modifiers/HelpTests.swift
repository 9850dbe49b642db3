import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("help(_:): on iOS, the view's accessibility hint")
struct HelpTests {
    struct Toolbar: View {
        let saveHelp = "Saves to a file"
        var body: some View {
            HStack {
                Button("Open") {}.help("Opens a source file").accessibilityIdentifier("open")
                Button("Save") {}.help(saveHelp).accessibilityIdentifier("save")
                Image(systemName: "info.circle").help(Text("Shows details")).accessibilityIdentifier("info")
                Button("Share") {}.help("Shares").accessibilityHint("Shares the recipe").accessibilityIdentifier(
                    "share")
            }
        }
    }

    @Test func helpIsTheAccessibilityHint() throws {
        let host = ViewHost(Toolbar())
        #expect(try #require(host.find(identifier: "open")).accessibilityHint == "Opens a source file")
        #expect(try #require(host.find(identifier: "save")).accessibilityHint == "Saves to a file")
        #expect(try #require(host.find(identifier: "info")).accessibilityHint == "Shows details")
        #expect(host.render().contains("help(\"Opens a source file\")"))
    }

    @Test func aLaterAccessibilityHintReplacesIt() throws {
        let host = ViewHost(Toolbar())
        #expect(try #require(host.find(identifier: "share")).accessibilityHint == "Shares the recipe")
    }
}
