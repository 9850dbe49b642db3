import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `ContentUnavailableView.search`: what a search with no results shows, in iOS's words.
@MainActor
@Suite("ContentUnavailableView.search")
struct SearchUnavailableContentTests {
    @Test func withoutAndWithTheSearchText() {
        let plain = ViewHost(ContentUnavailableView.search)
        #expect(plain.texts == ["No Results", "Check the spelling or try a new search."])
        #expect(plain.find(where: { $0.view(as: Image.self) != nil })?.description.contains("magnifyingglass") == true)
        let query = ViewHost(ContentUnavailableView.search(text: "tea"))
        #expect(query.texts == ["No Results for “tea”", "Check the spelling or try a new search."])
    }
}
