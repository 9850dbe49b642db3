import HeadlessSwiftUI
import HeadlessSwiftUIHost
@testable import SwiftUIExtras
import Testing

@MainActor
@Suite("Sheet detents: defaults, clamping and selection")
struct SheetDetentTests {
    @Test func emptyDetentsMeanTheDefaultLarge() {
        #expect(SheetDetent.sanitize([]).detents == [.large])
        #expect(SheetDetent.sanitize([]).warnings.isEmpty)
    }

    @Test(arguments: [
        (SheetDetent.fraction(1.5), SheetDetent.fraction(1)),
        (.fraction(0), .fraction(0.1)),
        (.fraction(-2), .fraction(0.1)),
        (.fraction(.nan), .large),
        (.height(-10), .height(50)),
        (.height(0), .height(50)),
        (.height(.infinity), .large),
    ])
    func outOfRangeValuesAreClampedWithAWarningNamingThem(requested: SheetDetent, expected: SheetDetent) {
        let (detent, warning) = requested.sanitized
        #expect(detent == expected)
        #expect(warning != nil)
    }

    @Test(arguments: [SheetDetent.medium, .large, .fraction(0.1), .fraction(0.5), .fraction(1), .height(50), .height(300)])
    func acceptedValuesPassUnchanged(detent: SheetDetent) {
        #expect(detent.sanitized.detent == detent)
        #expect(detent.sanitized.warning == nil)
    }

    struct Item: Identifiable {
        let id: Int
    }

    struct Clamped: View {
        @State private var item: Item? = Item(id: 1)
        let log: WarningLog

        var body: some View {
            Text("Root")
                .present(item: $item) { _ in
                    Text("Sheet")
                } style: { _ in
                    .sheet(detents: [.fraction(1.5), .height(-10), .medium])
                }
                .environment(\.runtimeWarning, RuntimeWarningAction { log.messages.append($0) })
        }
    }

    final class WarningLog {
        var messages: [String] = []
    }

    @Test func aPresentedSheetGetsTheClampedDetentsAndTheAppAWarningPerValue() throws {
        let log = WarningLog()
        let host = ViewHost(Clamped(log: log))
        let sheet = try #require(host.presentations.first)
        #expect(sheet.detents == [.fraction(1), .height(50), .medium])
        #expect(log.messages == [
            "SheetDetent.fraction(1.5) is outside what iOS accepts (0.1...1); using .fraction(1.0).",
            "SheetDetent.height(-10.0) is below what a sheet can show (50.0 points); using .height(50.0).",
        ])
        #expect(host.warnings.isEmpty, "nothing reaches SwiftUI that it would refuse")
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
}
