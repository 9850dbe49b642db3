import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

@testable import SwiftUIExtras

@MainActor
@Suite("Sheet detents: passed through as written, ordered by height, selection")
struct SheetDetentTests {
    struct Item: Identifiable {
        let id: Int
    }

    struct Sheet: View {
        let detents: Set<SheetDetent>
        let log: WarningLog
        @State private var item: Item? = Item(id: 1)

        var body: some View {
            Text("Root")
                .present(item: $item) { _ in
                    Text("Sheet")
                } style: { _ in
                    .sheet(detents: detents)
                }
                .environment(\.runtimeWarning, RuntimeWarningAction { log.messages.append($0) })
        }
    }

    final class WarningLog {
        var messages: [String] = []
    }

    @Test func smallValuesPassUnchanged() throws {
        // A 44-point mini-player and a 5% peek: Apple documents no lower limit for either.
        let log = WarningLog()
        let host = ViewHost(Sheet(detents: [.height(44), .fraction(0.05), .large], log: log))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.height(44), .fraction(0.05), .large])
        #expect(log.messages.isEmpty)
        #expect(host.warnings.isEmpty)
    }

    @Test(arguments: [
        // UIKit opens a sheet at its smallest detent by height (`selectedDetentIdentifier`).
        // In a 793-point container: 200 < 396.5 (medium) < 793 (large).
        ([SheetDetent.height(200), .large] as [SheetDetent], PresentationDetent.height(200)),
        ([.large, .medium, .height(200)], .height(200)),
        ([.height(500), .medium], .medium),
        ([.fraction(0.3), .height(200)], .height(200)),
        ([.fraction(0.2), .height(200)], .fraction(0.2)),
        ([.height(900), .large], .large),
    ])
    func aSheetOpensAtItsSmallestDetentByHeight(detents: [SheetDetent], expected: PresentationDetent) throws {
        let host = ViewHost(Sheet(detents: Set(detents), log: WarningLog()))
        #expect(host.presentations.first?.selectedDetent == expected)
    }

    @Test func noDetentsLeaveSwiftUIsDefault() throws {
        let host = ViewHost(Sheet(detents: [], log: WarningLog()))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.large], "nothing written: SwiftUI's default, .large")
        #expect(sheet.detentSource == .systemDefault)
    }

    struct Selecting: View {
        @State private var item: Item? = Item(id: 1)
        @State private var detent: SheetDetent = .large

        var body: some View {
            Text(detent == .medium ? "at medium" : detent == .large ? "at large" : "elsewhere")
                .present(item: $item) { _ in
                    Text("Sheet")
                } style: { _ in
                    .sheet(detents: [.medium, .large], selection: $detent)
                }
        }
    }

    @Test func theDetentSelectionFollowsTheUsersDrag() throws {
        let host = ViewHost(Selecting())
        #expect(host.presentations.first?.selectedDetent == .large)
        try host.selectDetent(.medium)
        #expect(host.contains(text: "at medium"))
        #expect(host.presentations.first?.selectedDetent == .medium)
    }

    @Observable
    final class Counter {
        var renders = 0
    }

    struct Unselected: View {
        @State private var item: Item? = Item(id: 1)
        let counter: Counter

        var body: some View {
            Text("Re-render \(counter.renders)")
                .present(item: $item) { _ in
                    Text("Sheet")
                } style: { _ in
                    .sheet(detents: [.medium, .large])
                }
        }
    }

    @Test func withoutASelectionTheUsersDragStays() throws {
        // The old library passed `.constant(smallest)`, so a presenter re-render snapped the
        // sheet back to where it opened.
        let counter = Counter()
        let host = ViewHost(Unselected(counter: counter))
        #expect(host.presentations.first?.selectedDetent == .medium)
        try host.selectDetent(.large)
        counter.renders += 1
        #expect(host.contains(text: "Re-render 1"))
        #expect(host.presentations.first?.selectedDetent == .large)
    }

    struct Mismatched: View {
        @State private var item: Item? = Item(id: 1)
        @State private var detent: SheetDetent = .fraction(0.3)
        let log: WarningLog

        var body: some View {
            Text("Root")
                .present(item: $item) { _ in
                    Text("Sheet")
                } style: { _ in
                    .sheet(detents: [.medium, .large], selection: $detent)
                }
                .environment(\.runtimeWarning, RuntimeWarningAction { log.messages.append($0) })
        }
    }

    @Test func aSelectionOutsideTheDetentsIsReported() {
        let log = WarningLog()
        _ = ViewHost(Mismatched(log: log))
        #expect(
            log.messages == [
                "The sheet's detent selection .fraction(0.3) is not one of its detents [.large, .medium]; SwiftUI requires it to match one of them."
            ])
    }
}
