import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("onScrollGeometryChange and onScrollVisibilityChange follow the scrolling")
struct OnScrollGeometryChangeTests {
    struct Header: View {
        let log: EventLog
        @State private var scrolled = false
        var body: some View {
            VStack {
                Text(scrolled ? "Shadow" : "Flat")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            Text("Line \(index)").frame(height: 100)
                                .onScrollVisibilityChange { visible in
                                    if index == 5 { log.entries.append("line 5 \(visible)") }
                                }
                        }
                    }
                }
                .onScrollGeometryChange(for: Bool.self) {
                    $0.contentOffset.y > 0
                } action: { old, new in
                    log.entries.append("scrolled \(old) → \(new)")
                    scrolled = new
                }
            }
        }
    }

    @Test("The action runs when the transformed value changes, with the old and new values")
    func geometryChange() throws {
        let log = EventLog()
        let host = ViewHost(Header(log: log), device: box(200, 400))
        #expect(host.contains(text: "Flat"))
        #expect(log.entries.isEmpty, "no change yet, and no call for the first value")
        try host.scroll(by: CGSize(width: 0, height: 50), in: "Line 0")
        #expect(log.entries == ["scrolled false → true"])
        #expect(host.contains(text: "Shadow"))
        try host.scroll(by: CGSize(width: 0, height: 50), in: "Line 1")
        #expect(log.entries == ["scrolled false → true"], "the value did not change")
        try host.scroll(to: .top, in: "Line 2")
        #expect(log.entries.last == "scrolled true → false")
    }

    @Test("A view is on screen when more than half of it is in its scroll view")
    func visibilityChange() throws {
        let log = EventLog()
        // The scroll view is 400 less the header's line tall; line 5 starts 500 pt down.
        let host = ViewHost(Header(log: log), device: box(200, 400))
        #expect(!log.entries.contains("line 5 true"))
        try host.scroll(toShow: "Line 5")
        #expect(log.entries.contains("line 5 true"))
        log.entries.removeAll()
        try host.scroll(to: .top, in: "Line 5")
        #expect(log.entries.contains("line 5 false"))
    }
}
