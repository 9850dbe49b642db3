import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `String(localized:)`, Foundation's on Apple platforms, which Linux Foundation lacks: the
/// stand-in gives the development language's string.
@MainActor
struct StringLocalizedTests {
    @Test func interpolationsAreFilledIn() {
        let unread = 3
        #expect(String(localized: "\(unread) unread messages") == "3 unread messages")
        #expect(String(localized: "Inbox", comment: "The mailbox's title") == "Inbox")
        #expect(String(localized: "welcome.title", defaultValue: "Welcome, \("Ada")") == "Welcome, Ada")
    }

    @Test func aViewShowsTheString() {
        struct Badge: View {
            let count: Int
            var body: some View { Text(String(localized: "\(count) new")) }
        }
        #expect(ViewHost(Badge(count: 5)).contains(text: "5 new"))
    }
}
