import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("The navigation bar and the bottom toolbar take their room in layout")
struct NavigationBarLayoutTests {
    /// A screen that fills what it is given, with a marker at its top.
    struct Page: View {
        let name: String
        var body: some View {
            VStack(spacing: 0) {
                Text(name)
                Spacer()
            }
        }
    }

    @Test("A root screen with a title has a large title bar; one pushed inherits it; .inline is 44 pt")
    func titleDisplayModes() throws {
        struct App: View {
            @State var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Open") { path = [1] }
                        .navigationTitle("Mail")
                        .navigationDestination(for: Int.self) { value in
                            if value == 1 {
                                Button("Deeper") { path.append(2) }.navigationTitle("Inbox")
                            } else {
                                Page(name: "Message").navigationTitle("Message")
                                    .navigationBarTitleDisplayMode(.inline)
                            }
                        }
                }
            }
        }
        let host = ViewHost(App(), device: box(390, 800))
        // The button sits in the middle of what the bar leaves: 800 - 96 = 704 pt below y 96.
        let open = try #require(host.frame(of: "Open"))
        #expect(abs(open.midY - (96 + 704 / 2)) < 0.5)
        try host.tap("Open")
        let deeper = try #require(host.frame(of: "Deeper"))
        #expect(abs(deeper.midY - (96 + 704 / 2)) < 0.5, ".automatic inherits the large title")
        try host.tap("Deeper")
        let message = try #require(host.frame(of: "Message"))
        #expect(message.minY == 44, "an inline bar is 44 pt")
    }

    @Test("A screen with no title has a standard bar; a hidden bar takes no room")
    func untitledAndHidden() throws {
        let plain = ViewHost(NavigationStack { Page(name: "Top") }, device: box(390, 800))
        #expect(try #require(plain.frame(of: "Top")).minY == 44)
        let hidden = ViewHost(
            NavigationStack { Page(name: "Top").toolbar(.hidden, for: .navigationBar) }, device: box(390, 800))
        #expect(try #require(hidden.frame(of: "Top")).minY == 0)
        let legacy = ViewHost(NavigationStack { Page(name: "Top").navigationBarHidden(true) }, device: box(390, 800))
        #expect(try #require(legacy.frame(of: "Top")).minY == 0)
        let large = ViewHost(
            NavigationStack { Page(name: "Top").navigationTitle("Notes").toolbarTitleDisplayMode(.inline) },
            device: box(390, 800))
        #expect(try #require(large.frame(of: "Top")).minY == 44, "toolbarTitleDisplayMode sets it too")
    }

    @Test("The bar sits below the device's safe area, and a background that ignores it reaches the top")
    func barBelowTheStatusBar() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Page(name: "Top")
                        .background(Color.blue.accessibilityIdentifier("page").ignoresSafeArea())
                        .navigationTitle("Settings")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        let top = try #require(host.frame(of: "Top"))
        #expect(top.minY == 103, "the status bar's 59 pt, then the bar's 44")
        let page = try #require(host.frame(of: "page"))
        #expect(page.minY == 0, "under the bar and the status bar")
    }

    @Test("Bottom bar items take a toolbar's height at the bottom")
    func bottomToolbar() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    VStack(spacing: 0) {
                        Spacer()
                        Text("Last line")
                    }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                    }
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = ViewHost(Screen(), device: box(390, 800))
        let last = try #require(host.frame(of: "Last line"))
        #expect(last.maxY == 800 - NavigationBarLayoutTests.bottomBarHeight)
    }

    static let bottomBarHeight: CGFloat = 49
}
