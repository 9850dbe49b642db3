import DemoScreens
import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("A feed that pages from its last row's onAppear pages as on a device")
struct FeedScreenTests {
    @Test("One page at launch; the next when its end is scrolled on screen; none past the last")
    func pagesAsTheUserScrolls() throws {
        let loader = FeedLoader(pageSize: 20, pageCount: 3)
        let host = ViewHost(FeedScreen(loader: loader), device: .iPhone15Pro)
        // The last of the 20 rows is off screen, so its onAppear has not run.
        #expect(loader.pagesLoaded == 1)
        #expect(loader.posts.count == 20)
        #expect(host.contains(text: "Post 1"))
        #expect(!host.contains(text: "Post 20"))

        try host.scroll(toShow: "Post 20")
        #expect(loader.pagesLoaded == 2, "the last row appeared: one page more, not all of them")
        #expect(!host.contains(text: "Post 40"))

        try host.scroll(to: .bottom)
        #expect(loader.pagesLoaded == 3)
        try host.scroll(to: .bottom)
        #expect(loader.pagesLoaded == 3, "no page past the last")
        #expect(host.contains(text: "Post 60"))
    }
}

// The README's example ("Lazy stacks, lists and scrolling"), as written there.
@Test @MainActor func theFeedPagesAsItScrolls() throws {
    let loader = FeedLoader(pageSize: 20, pageCount: 3)
    let host = ViewHost(FeedScreen(loader: loader), device: .iPhone15Pro)
    #expect(loader.pagesLoaded == 1)
    try host.scroll(toShow: "Post 20")  // a screen at a time, as a person looks for it
    #expect(loader.pagesLoaded == 2)
    try host.scroll(by: CGSize(width: 0, height: 600))
    try host.scroll(to: .bottom)
    #expect(try host.contentOffset().y > 0)
}
