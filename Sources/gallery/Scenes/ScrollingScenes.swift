import DemoScreens
import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost

// A paged feed (DemoScreens: Examples/DemoApp/Screens/FeedScreens.swift) scrolled on an
// iPhone 15 Pro: the lazy stack creates the rows on screen, and the last row's onAppear asks
// for the next page only when the user reaches it. One picture per scroll position.

@MainActor
let scrollingScenes: [GalleryScene] = [
    GalleryScene(
        name: "paged-feed", title: "A lazy feed that pages from its last row's onAppear, scrolled to its end",
        render: pagedFeedScene)
]

@MainActor
func pagedFeedScene() -> String {
    let transcript = Transcript()
    let loader = FeedLoader(pageSize: 20, pageCount: 3)
    let host = transcript.host(FeedScreen(loader: loader), device: .iPhone15Pro)
    func position() -> String {
        let offset = (try? host.contentOffset().y) ?? 0
        return "offset \(Int(offset.rounded())) pt, \(loader.posts.count) posts in \(loader.pagesLoaded) pages"
    }
    transcript.step("launch: the rows that fill the screen are created; one page (\(position()))", host)
    transcript.attempt("scroll by 600 pt") { try host.scroll(by: CGSize(width: 0, height: 600)) }
    transcript.step("scrolled 600 pt: the first rows are let go, later ones created (\(position()))", host)
    transcript.attempt("scroll to Post 20") { try host.scroll(toShow: "Post 20") }
    transcript.step("Post 20, the last row, appeared: the next page came (\(position()))", host)
    transcript.attempt("scroll to the bottom") { try host.scroll(to: .bottom) }
    transcript.step(
        "scrolled to the bottom: the spinner came on screen, the last page came below it (\(position()))", host)
    transcript.attempt("scroll to the bottom") { try host.scroll(to: .bottom) }
    transcript.step("the end: the last post, no spinner (\(position()))", host)
    return transcript.text
}
