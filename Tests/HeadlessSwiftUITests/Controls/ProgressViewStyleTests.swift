import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A custom style as apps write one: a percentage under the label, from the configuration.
private struct PercentProgressStyle: ProgressViewStyle {
    let suffix: String
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))\(suffix)")
        }
    }
}

@MainActor
@Suite("progressViewStyle: built-in styles shown, custom styles built from their configuration")
struct ProgressViewStyleTests {
    @Test func aCustomStyleBuildsTheProgressView() throws {
        struct Upload: View {
            @State var fraction = 0.25
            var body: some View {
                VStack {
                    ProgressView("Uploading", value: fraction)
                    Button("More") { fraction = 0.75 }
                }
                .progressViewStyle(PercentProgressStyle(suffix: "%"))
            }
        }
        let host = ViewHost(Upload())
        #expect(host.contains(text: "Uploading"))
        #expect(host.contains(text: "25%"))
        #expect(!host.render().contains("ProgressView"), "\(host.render())")
        try host.tap("More")
        #expect(host.contains(text: "75%"))
    }

    @Test func builtInStylesShowOnTheProgressViewsLine() {
        let circular = ViewHost(ProgressView().progressViewStyle(.circular))
        #expect(circular.render().contains("ProgressView(indeterminate, style: .circular)"), "\(circular.render())")
        let linear = ViewHost(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle()))
        #expect(linear.render().contains("ProgressView(value: 0.5, style: .linear)"), "\(linear.render())")
        let automatic = ViewHost(ProgressView(value: 0.5).progressViewStyle(.automatic))
        #expect(automatic.render().contains("ProgressView(value: 0.5)"))
        #expect(!automatic.render().contains("style:"))
    }

    @Test func aStyleWrappingTheStandardViewKeepsIt() {
        struct Framed: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                ProgressView(configuration).padding(8)
            }
        }
        let host = ViewHost(ProgressView("Syncing", value: 0.5).progressViewStyle(Framed()))
        #expect(host.render().contains("ProgressView(value: 0.5)"), "\(host.render())")
        #expect(host.contains(text: "Syncing"))
    }
}
