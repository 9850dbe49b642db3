import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A document screen with a sort menu, a help link and a download's progress.
@MainActor
@Suite("Menus, links and progress views")
struct MenuLinkProgressTests {
    struct DocumentScreen: View {
        @State private var order = "name"
        @State private var downloaded = 0.0
        @State private var shared = 0

        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                }
                Menu {
                    Button("Share a copy") {}
                } label: {
                    Text("Share")
                } primaryAction: {
                    shared += 1
                }
                Text("Order: \(order), shared \(shared)")
                Link("Help", destination: URL(string: "https://example.com/help")!)
                if downloaded < 1 {
                    ProgressView("Downloading", value: downloaded, total: 1)
                    Button("Progress") { downloaded += 0.75 }
                } else {
                    ProgressView()
                }
            }
        }
    }

    @Test func aMenuOpensOnATapAndClosesAfterAnItem() throws {
        let host = ViewHost(DocumentScreen())
        #expect(!host.contains(text: "By date"), "a closed menu shows only its label")
        try host.tap("Sort")
        #expect(host.find { $0.isTappable && $0.texts == ["By date"] } != nil, "the open menu's items take taps")
        try host.tap("By date")
        #expect(host.contains(text: "Order: date, shared 0"))
        #expect(!host.contains(text: "By date"), "choosing an item closes the menu")
    }

    @Test func aMenuWithAPrimaryActionRunsItOnATap() throws {
        let host = ViewHost(DocumentScreen())
        try host.tap("Share")
        #expect(host.contains(text: "Order: name, shared 1"))
        #expect(!host.contains(text: "Share a copy"))
    }

    @Test func aLinkOpensItsURLThroughTheEnvironmentsAction() throws {
        var opened: [URL] = []
        let host = ViewHost(
            DocumentScreen().environment(
                \.openURL,
                OpenURLAction { url in
                    MainActor.assumeIsolated { opened.append(url) }
                    return .handled
                }))
        try host.tap("Help")
        #expect(opened == [URL(string: "https://example.com/help")!])
        let link = host.find { $0.view(as: Link<Text>.self) != nil }?.view(as: Link<Text>.self)
        #expect(link?.destination == URL(string: "https://example.com/help"))
    }

    @Test func progressIsClampedAndIndeterminateWithoutAValue() throws {
        let host = ViewHost(DocumentScreen())
        #expect(Self.progress(in: host)?.fraction == 0)
        try host.tap("Progress")
        #expect(Self.progress(in: host)?.fraction == 0.75)
        try host.tap("Progress")  // 1.5 of 1: the download is done
        #expect(Self.progress(in: host) == nil, "the determinate one is gone")
        let spinner = host.find { $0.view(as: ProgressView<EmptyView, EmptyView>.self) != nil }
        #expect(spinner?.view(as: ProgressView<EmptyView, EmptyView>.self)?.fraction == .some(nil), "indeterminate")
        #expect(ProgressView(value: 3.0, total: 2).fraction == 1)
        #expect(ProgressView(value: -1.0).fraction == 0)
    }

    /// The screen's "Downloading" progress view.
    static func progress(in host: ViewHost) -> ProgressView<Text, EmptyView>? {
        host.find { $0.view(as: ProgressView<Text, EmptyView>.self) != nil }?.view(
            as: ProgressView<Text, EmptyView>.self)
    }
}
