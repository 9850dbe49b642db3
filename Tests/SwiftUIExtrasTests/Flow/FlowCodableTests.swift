import Foundation
import HeadlessSwiftUI
import SwiftUIExtras
import Testing

@Suite("Flows as data: Codable round trips, damaged data, deep links")
struct FlowCodableTests {
    static let threeLevels: [Route<CoinScreen>] = [
        .push(.detail("BTC")), .sheet(.editor("BTC"), detents: [.medium, .large], selectedDetent: .large),
        .push(.currencyPicker), .popover(.detail("ETH")),
    ]

    final class Warnings: @unchecked Sendable {
        var messages: [String] = []
        var action: RuntimeWarningAction { RuntimeWarningAction { self.messages.append($0) } }
    }

    @Test func aFlowRoundTripsThroughJSONWithItsSheetAndDetent() throws {
        let data = try JSONEncoder().encode(Self.threeLevels)
        let decoded = try JSONDecoder().decode([Route<CoinScreen>].self, from: data)
        #expect(decoded == Self.threeLevels)
        let warnings = Warnings()
        #expect(Route<CoinScreen>.flow(decoding: data, warning: warnings.action) == Self.threeLevels)
        #expect(warnings.messages.isEmpty)
    }

    @Test func theJSONReadsAsWritten() throws {
        let json = """
            [{"screen":{"detail":{"_0":"BTC"}},"style":"push"},
             {"screen":{"editor":{"_0":"BTC"}},"style":"sheet","detents":["medium","fraction:0.3"],"selectedDetent":"fraction:0.3"},
             {"screen":{"currencyPicker":{}},"style":"fullScreenCover"}]
            """
        let routes = try JSONDecoder().decode([Route<CoinScreen>].self, from: Data(json.utf8))
        #expect(
            routes == [
                .push(.detail("BTC")),
                .sheet(.editor("BTC"), detents: [.medium, .fraction(0.3)], selectedDetent: .fraction(0.3)),
                .cover(.currencyPicker),
            ])
        let encoded = String(decoding: try JSONEncoder().encode([routes[1]]), as: UTF8.self)
        #expect(encoded.contains(#""detents":["fraction:0.3","medium"]"#), "detents are written sorted: \(encoded)")
    }

    /// Alerts, dialogs and popovers with their options are data too: a restored flow shows
    /// the same alert, the same dialog's title, the same popover anchor and arrow.
    @Test func alertsDialogsAndAnchoredPopoversRoundTripAsWritten() throws {
        let routes: [Route<CoinScreen>] = [
            .popover(.detail("BTC"), anchor: .point(.topTrailing), arrowEdge: .bottom),
            .confirmationDialog(.editor("BTC"), titleVisibility: .hidden),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(routes)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"[{"anchor":{"x":1,"y":0},"arrowEdge":"bottom","screen":{"detail":{"_0":"BTC"}},"style":"popover"},"#
                + #"{"screen":{"editor":{"_0":"BTC"}},"style":"confirmationDialog","titleVisibility":"hidden"}]"#)
        #expect(try JSONDecoder().decode([Route<CoinScreen>].self, from: data) == routes)

        let defaults: [Route<CoinScreen>] = [.push(.detail("ETH")), .alert(.editor("ETH"))]
        let written = String(decoding: try encoder.encode(defaults + [.popover(.currencyPicker)]), as: UTF8.self)
        #expect(!written.contains("anchor") && !written.contains("arrowEdge") && !written.contains("titleVisibility"))
        #expect(try JSONDecoder().decode([Route<CoinScreen>].self, from: encoder.encode(defaults)) == defaults)
    }

    @Test func anUnknownArrowEdgeOrARouteAboveAnAlertIsDroppedWithAWarning() throws {
        let json = """
            [{"screen":{"detail":{"_0":"BTC"}},"style":"push"},
             {"screen":{"currencyPicker":{}},"style":"popover","arrowEdge":"north"}]
            """
        let warnings = Warnings()
        #expect(Route<CoinScreen>.flow(decoding: Data(json.utf8), warning: warnings.action) == [.push(.detail("BTC"))])
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("\"north\" is not one of top, leading, bottom, trailing") == true)

        let aboveAlert = try JSONEncoder().encode([Route<CoinScreen>.alert(.detail("BTC")), .sheet(.currencyPicker)])
        #expect(Route<CoinScreen>.flow(decoding: aboveAlert, warning: warnings.action) == [.alert(.detail("BTC"))])
        #expect(
            warnings.messages.last?.contains("above an alert, which shows no screen") == true, "\(warnings.messages)")
    }

    @Test func damagedDataKeepsTheLongestValidPrefixWithAWarning() {
        let json = """
            [{"screen":{"detail":{"_0":"BTC"}},"style":"push"},
             {"screen":{"wallet":{}},"style":"sheet"},
             {"screen":{"currencyPicker":{}},"style":"push"}]
            """
        let warnings = Warnings()
        let routes = Route<CoinScreen>.flow(decoding: Data(json.utf8), warning: warnings.action)
        #expect(routes == [.push(.detail("BTC"))])
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("route 1") == true, "\(warnings.messages)")

        let badStyle = #"[{"screen":{"currencyPicker":{}},"style":"drawer"}]"#
        #expect(Route<CoinScreen>.flow(decoding: Data(badStyle.utf8), warning: warnings.action).isEmpty)
        #expect(Route<CoinScreen>.flow(decoding: Data("not json".utf8), warning: warnings.action).isEmpty)
        let pushAbovePopover = try! JSONEncoder().encode([
            Route<CoinScreen>.popover(.detail("BTC")), .push(.currencyPicker),
        ])
        #expect(
            Route<CoinScreen>.flow(decoding: pushAbovePopover, warning: warnings.action) == [.popover(.detail("BTC"))])
        #expect(warnings.messages.count == 4, "\(warnings.messages)")
    }

    @Test func aCustomDetentCannotBeEncoded() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode([Route.sheet("x", detents: [.detent(.medium)])])
        }
    }

    /// `coins://BTC/edit/currency`: the coin's detail, its editor sheet, the picker pushed in
    /// the sheet's stack.
    static func coinRoute(_ component: String, _ before: [Route<CoinScreen>]) -> Route<CoinScreen>? {
        switch (component, before.last?.screen) {
        case ("edit", .detail(let id)?): .sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium)
        case ("currency", _): .push(.currencyPicker)
        case ("tip", _): .popover(.currencyPicker)
        case (let id, nil) where FlowCoin.all.contains { $0.id == id }: .push(.detail(id))
        default: nil
        }
    }

    @Test func aURLOpensThreeLevels() throws {
        let warnings = Warnings()
        let url = try #require(URL(string: "coins://BTC/edit/currency"))
        let routes = Route.flow(from: url, warning: warnings.action, route: Self.coinRoute)
        #expect(
            routes == [
                .push(.detail("BTC")), .sheet(.editor("BTC"), detents: [.medium, .large], selectedDetent: .medium),
                .push(.currencyPicker),
            ])
        let https = try #require(URL(string: "https://example.com/ETH/edit"))
        #expect(Route.flow(from: https, warning: warnings.action, route: Self.coinRoute).count == 2)
        #expect(warnings.messages.isEmpty)
    }

    @Test func aURLWithAnUnknownOrImpossibleStepStopsThere() throws {
        let warnings = Warnings()
        let unknown = try #require(URL(string: "coins://BTC/wallet/currency"))
        #expect(Route.flow(from: unknown, warning: warnings.action, route: Self.coinRoute) == [.push(.detail("BTC"))])
        #expect(warnings.messages.last?.contains("\"wallet\"") == true, "\(warnings.messages)")
        let impossible = try #require(URL(string: "coins://BTC/tip/currency"))
        #expect(Route.flow(from: impossible, warning: warnings.action, route: Self.coinRoute).count == 2)
        #expect(warnings.messages.count == 2)
    }
}
