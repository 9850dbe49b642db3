import Testing

@testable import SwiftUIExtras

@Suite("ScreenIdentity: what keeps a screen the same screen while its value changes")
struct ScreenIdentityTests {
    enum Other: Hashable { case page(String) }

    @Test func identifiableScreensAreTheirIDAndEnumsTheirCase() {
        #expect(ScreenIdentity(NoteScreen(id: 1, title: "a")) == ScreenIdentity(NoteScreen(id: 1, title: "b")))
        #expect(ScreenIdentity(NoteScreen(id: 1, title: "a")) != ScreenIdentity(NoteScreen(id: 2, title: "a")))
        #expect(ScreenIdentity(PageScreen.page("A")) == ScreenIdentity(PageScreen.page("B")))
        #expect(ScreenIdentity(PageScreen.page("A")) != ScreenIdentity(PageScreen.other("A")))
        #expect(ScreenIdentity(PageScreen.settings) != ScreenIdentity(PageScreen.page("A")))
        #expect(ScreenIdentity("a") != ScreenIdentity("b"), "any other value is itself")
    }

    @Test func theTypeIsPartOfTheIdentityAndAnyHashableIsReadThrough() {
        #expect(
            ScreenIdentity(OtherNote(id: 1)) != ScreenIdentity(NoteScreen(id: 1, title: "a")), "same id, other type")
        #expect(ScreenIdentity(Other.page("A")) != ScreenIdentity(PageScreen.page("A")), "same case name, other type")
        #expect(
            ScreenIdentity(AnyHashable(NoteScreen(id: 1, title: "a")))
                == ScreenIdentity(AnyHashable(NoteScreen(id: 1, title: "b"))))
        #expect(ScreenIdentity(AnyHashable(PageScreen.page("A"))) == ScreenIdentity(AnyHashable(PageScreen.page("B"))))
        #expect(
            ScreenIdentity(AnyHashable(OtherNote(id: 1))) != ScreenIdentity(AnyHashable(NoteScreen(id: 1, title: "a"))))
        #expect(ScreenIdentity(AnyHashable(7)) != ScreenIdentity(AnyHashable(8)))
        #expect(
            ScreenIdentity(AnyHashable(NoteScreen(id: 1, title: "a"))) == ScreenIdentity(NoteScreen(id: 1, title: "b")))
    }
}
