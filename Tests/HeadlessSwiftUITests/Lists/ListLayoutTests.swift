import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("A List creates its rows as they scroll into view")
struct ListLayoutTests {
    struct Inbox: View {
        let log: EventLog
        var body: some View {
            List {
                Section("Today") {
                    ForEach(0..<500, id: \.self) { index in
                        Text("Mail \(index)")
                            .onAppear { log.entries.append("appear \(index)") }
                    }
                }
                Section("Older") {
                    ForEach(0..<500, id: \.self) { index in
                        Text("Old \(index)")
                    }
                }
            }
        }
    }

    @Test("Rows are created on screen only, 44 pt each, in sections too")
    func rowsOnScreen() throws {
        let log = EventLog()
        // 440 pt of list: the section's title (one 22 pt line of body text), then ten rows, the
        // tenth partly on screen.
        let host = ViewHost(Inbox(log: log), device: box(300, 440))
        #expect(log.entries == (0..<10).map { "appear \($0)" })
        #expect(host.frame(of: "Mail 0") == CGRect(x: 0, y: 22, width: 300, height: 44))
        #expect(host.frame(of: "Mail 9") == CGRect(x: 0, y: 418, width: 300, height: 44))
        #expect(!host.contains(text: "Mail 10"))
        #expect(!host.contains(text: "Old 0"))
        try host.scroll(toShow: "Old 3")
        #expect(host.contains(text: "Old 3"))
        #expect(!host.contains(text: "Mail 0"), "let go off screen")
        #expect(log.entries.count < 520, "the rows between were created on the way, not all at once")
    }

    @Test("A section's header and footer views take their room above and below its rows")
    func headerAndFooterTakeRoom() throws {
        struct Settings: View {
            var body: some View {
                List {
                    Section {
                        ForEach(0..<3, id: \.self) { Text("Option \($0)") }
                    } header: {
                        Text("Display").frame(height: 30)
                    } footer: {
                        Text("Changes apply at once").frame(height: 40)
                    }
                    Section("Sound") { Text("Volume") }
                }
            }
        }
        let host = ViewHost(Settings(), device: box(300, 600))
        // Each text is centred in its frame: the header's 30 pt, the footer's 40, a row's 44.
        let header = try #require(host.frame(of: "Display"))
        #expect(header.midY == 15)
        #expect(host.frame(of: "Option 0") == CGRect(x: 0, y: 30, width: 300, height: 44))
        let footer = try #require(host.frame(of: "Changes apply at once"))
        let rowsEnd: CGFloat = 30 + 3 * 44
        #expect(footer.midY == rowsEnd + 20)
        let volume = try #require(host.frame(of: "Volume"))
        let soundRows: CGFloat = rowsEnd + 40 + 22
        #expect(volume.minY == soundRows, "below the next section's 22 pt title")
    }

    @Test("A List with many rows scrolls to its end and back")
    func scrollsToItsEnd() throws {
        let host = ViewHost(Inbox(log: EventLog()), device: box(300, 440))
        try host.scroll(to: .bottom)
        #expect(host.contains(text: "Old 499"))
        let last = try #require(host.frame(of: "Old 499"))
        #expect(last.maxY <= 440 && last.maxY > 440 - 44)
        try host.scroll(to: .top)
        #expect(host.contains(text: "Mail 0"))
    }
}
