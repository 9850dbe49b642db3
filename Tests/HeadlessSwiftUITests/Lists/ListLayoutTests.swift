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
        // 440 pt of list: ten rows (a section's title takes no room in the stand-in's layout,
        // a gap the README names).
        let host = ViewHost(Inbox(log: log), device: box(300, 440))
        #expect(log.entries == (0..<10).map { "appear \($0)" })
        #expect(host.frame(of: "Mail 9") == CGRect(x: 0, y: 396, width: 300, height: 44))
        #expect(!host.contains(text: "Mail 10"))
        #expect(!host.contains(text: "Old 0"))
        try host.scroll(toShow: "Old 3")
        #expect(host.contains(text: "Old 3"))
        #expect(!host.contains(text: "Mail 0"), "let go off screen")
        #expect(log.entries.count < 520, "the rows between were created on the way, not all at once")
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
