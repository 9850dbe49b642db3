import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("contextMenu: a long press opens it, an item runs and closes it")
struct ContextMenuTests {
    struct Notes: View {
        @State private var notes = ["Groceries", "Ideas"]
        @State private var pinned: String?
        var body: some View {
            List {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .contextMenu {
                            Button("Pin") { pinned = note }
                            Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
                        }
                }
                Text("Pinned: \(pinned ?? "none")")
            }
        }
    }

    @Test func aLongPressOpensTheMenuAndAnItemClosesIt() throws {
        let host = ViewHost(Notes())
        #expect(host.render().contains("contextMenu"))
        // Closed, its items are nowhere to tap.
        #expect(throws: ViewHostError.self) { try host.tap("Pin") }

        try host.longPress("Groceries")
        #expect(host.render().contains("contextMenu(open)"), "\(host.render())")
        try host.tap("Pin")

        #expect(host.contains(text: "Pinned: Groceries"))
        #expect(!host.render().contains("contextMenu(open)"))
        #expect(throws: ViewHostError.self) { try host.tap("Pin") }
    }

    @Test func anItemActsOnItsRow() throws {
        let host = ViewHost(Notes())
        try host.longPress("Ideas")
        try host.tap("Delete")
        #expect(!host.contains(text: "Ideas"))
        #expect(host.contains(text: "Groceries"))
    }

    @Test func thePreviewShowsWhileOpen() throws {
        let host = ViewHost(
            Text("Photo").contextMenu {
                Button("Share") {}
            } preview: {
                Text("Large photo")
            })
        #expect(!host.contains(text: "Large photo"))
        try host.longPress("Photo")
        #expect(host.contains(text: "Large photo"))
    }

    @Test func aNilMenuAddsNothing() throws {
        let host = ViewHost(Text("Row").contextMenu(ContextMenu<Button<Text>>?.none))
        #expect(!host.render().contains("contextMenu"))
        #expect(throws: ViewHostError.self) { try host.longPress("Row") }
    }
}
