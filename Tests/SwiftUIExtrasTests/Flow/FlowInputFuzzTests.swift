import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@testable import SwiftUIExtras

/// Deep links and restored flows come from outside the app: seeded random URLs and JSON
/// documents, many of them broken, some very deep.
@MainActor
@Suite("Deep links and restored flows from outside: bounded, and never out of step with the screen")
struct FlowInputFuzzTests {
    typealias R = Route<String>
    typealias Generator = SeededGenerator

    static let seed: UInt64 = 0xF022_1ED
    static let inputCount = 10_000
    /// Of the inputs, every `screenStride`-th goes on screen (mounting a flow costs far more
    /// than reading one).
    static let screenStride = 40

    final class Warnings: @unchecked Sendable {
        var messages: [String] = []
        var action: RuntimeWarningAction { RuntimeWarningAction { self.messages.append($0) } }
    }

    /// A link's steps: `a`, `b` push; `s` a sheet; `m` a sheet at .medium; `c` a cover; `p` a
    /// popover; `x` an alert; anything else is unknown.
    static func route(_ step: String, _ before: [R]) -> R? {
        switch step {
        case "a", "b": .push(step)
        case "s": .sheet(step)
        case "m": .sheet(step, detents: [.medium, .large], selectedDetent: .medium)
        case "c": .cover(step)
        case "p": .popover(step)
        case "x": .alert(step)
        default: nil
        }
    }

    static let steps = ["a", "b", "s", "m", "c", "p", "x", "y", "", "..", "%20", "é", "a b", "%FF", "?", "#", "//"]

    static func randomURL(_ generator: inout Generator) -> String {
        let scheme = ["coins", "https", "http", "COINS", "", "x-y+z"].randomElement(using: &generator)!
        let depth =
            Bool.random(using: &generator)
            ? Int.random(in: 0...6, using: &generator) : Int.random(in: 0...200, using: &generator)
        // Half the links use only known steps, so that deep flows are read and shown too.
        let vocabulary = Bool.random(using: &generator) ? Array(steps.prefix(7)) : steps
        let path = (0..<depth).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: "/")
        let host = ["", "a", "s", "example.com"].randomElement(using: &generator)!
        let separator = ["://", ":", ":/", "///"].randomElement(using: &generator)!
        return scheme + separator + host + "/" + path
    }

    static func randomJSON(_ generator: inout Generator) -> Data {
        let styles = [
            "\"push\"", "\"sheet\"", "\"fullScreenCover\"", "\"popover\"", "\"alert\"", "\"confirmationDialog\"",
            "\"drawer\"", "3", "null",
        ]
        let detents = ["\"medium\"", "\"large\"", "\"fraction:0.3\"", "\"height:44\"", "\"fraction:x\"", "7"]
        let count =
            Bool.random(using: &generator)
            ? Int.random(in: 0...6, using: &generator) : Int.random(in: 0...120, using: &generator)
        // Half the documents use only valid screens and styles, so that deep flows are read too.
        let valid = Bool.random(using: &generator)
        var routes: [String] = []
        for _ in 0..<count {
            var fields = [
                "\"screen\":" + ["\"a\"", "\"s\"", "1", "{}", "null"].prefix(valid ? 2 : 5).randomElement(
                    using: &generator)!,
                "\"style\":" + styles.prefix(valid ? 6 : 9).randomElement(using: &generator)!,
            ]
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let detentCount = Int.random(in: 0...3, using: &generator)
                fields.append(
                    "\"detents\":["
                        + (0..<detentCount).map { _ in detents.randomElement(using: &generator)! }
                        .joined(separator: ",") + "]")
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                fields.append("\"selectedDetent\":" + detents.randomElement(using: &generator)!)
            }
            routes.append("{" + fields.shuffled(using: &generator).joined(separator: ",") + "}")
        }
        var text = Array(("[" + routes.joined(separator: ",") + "]").utf8)
        // Damage: cut it short, or change a few bytes.
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !text.isEmpty: text.removeLast(Int.random(in: 1...text.count, using: &generator))
        case 1 where !text.isEmpty:
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                text[Int.random(in: 0..<text.count, using: &generator)] = Array("{}[],:\"x0".utf8).randomElement(
                    using: &generator)!
            }
        default: break
        }
        return Data(text)
    }

    /// What the host shows, checked against the routes, as FlowStackRandomizedTests does.
    static func expectOnScreen(_ routes: [R], _ host: ViewHost, _ label: String) throws {
        try #require(
            host.presentations.map(\.style)
                == routes.filter(\.style.isPresentation).map(FlowStackRandomizedTests.hostStyle),
            "\(label)")
        let frontPushes = routes.reversed().prefix { !$0.style.isPresentation }.reversed().map(\.screen)
        try #require(host.navigationPath == Array(frontPushes), "\(label): path \(host.navigationPath)")
        if let top = FlowStackRandomizedTests.topScreens(routes).last, let layer = host.presentations.last {
            try #require(layer.contains(text: "Screen \(top)"), "\(label): \(layer)")
        }
    }

    /// On screen, the inputs go in turn to a host where iOS refuses a request made while a
    /// presentation animates in and one where it holds it.
    @Test func fuzzedLinksAndSavedFlowsAreBoundedAndShownAsRead() throws {
        var generator = Generator(state: Self.seed)
        let hosts = [ViewHost.PresentationBehavior.PresentingInRequest.refuse, .waitUntilPresented].map {
            whilePresentingIn in
            let model = NamedFlowModel()
            let host = ViewHost(
                NamedFlowRoot(model: model), presentationBehavior: .init(whilePresentingIn: whilePresentingIn))
            return (model, host)
        }
        var parsed = 0
        var cut = 0
        var onScreen = 0
        var longest = 0
        for index in 0..<Self.inputCount {
            let warnings = Warnings()
            let routes: [R]
            let source: String
            var inputDepth = 0
            if index.isMultiple(of: 2) {
                let text = Self.randomURL(&generator)
                source = "URL \(text)"
                guard let url = URL(string: text) else { continue }
                // The steps as Route.flow(from:) reads them: the path, after the host of a
                // custom scheme.
                let custom = !["http", "https"].contains(url.scheme?.lowercased() ?? "")
                let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host ?? ""
                inputDepth = url.pathComponents.filter { $0 != "/" }.count + (custom && !host.isEmpty ? 1 : 0)
                routes = R.flow(from: url, warning: warnings.action, route: Self.route)
            } else {
                let data = Self.randomJSON(&generator)
                source = "JSON \(String(decoding: data, as: UTF8.self))"
                inputDepth = (try? JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? 0
                routes = R.flow(decoding: data, warning: warnings.action)
            }
            parsed += 1
            longest = max(longest, routes.count)
            try #require(routes.count <= R.maximumDepth, "\(source)")
            try #require(FlowPlanner.validPrefix(of: routes).count == routes.count, "\(source): \(routes)")
            let cutWarned = warnings.messages.contains { $0.contains("Route.maximumDepth") }
            try #require(cutWarned == (inputDepth > R.maximumDepth), "\(source): \(warnings.messages)")
            if cutWarned { cut += 1 }
            guard index.isMultiple(of: Self.screenStride) else { continue }
            let (model, host) = hosts[(index / Self.screenStride) % hosts.count]
            let before = model.routes
            model.routes = routes
            host.settle()
            try Self.expectOnScreen(model.routes, host, "input \(index), \(source)")
            #expect(
                model.routes == routes, "input \(index): nothing was dropped on the way to the screen, from \(before)")
            onScreen += 1
        }
        for (_, host) in hosts {
            #expect(host.warnings.isEmpty, "\(host.warnings.prefix(3))")
        }
        #expect(cut > 100, "the generator makes deep inputs: \(cut)")
        print(
            "Flow input fuzz: seed \(String(Self.seed, radix: 16)), \(Self.inputCount) inputs, \(parsed) parsed, \(cut) deeper than \(R.maximumDepth), \(onScreen) on screen, longest flow kept \(longest)"
        )
    }

    @Test func aLinkDeeperThanTheLimitIsCutThereWithAWarning() throws {
        let warnings = Warnings()
        let url = try #require(URL(string: "coins://a/" + Array(repeating: "b", count: 99).joined(separator: "/")))
        let routes = R.flow(from: url, warning: warnings.action, route: Self.route)
        #expect(routes.count == R.maximumDepth)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("100 steps deep") == true, "\(warnings.messages)")

        let saved = try JSONEncoder().encode(Array(repeating: R.push("a"), count: 40))
        #expect(R.flow(decoding: saved, warning: warnings.action).count == R.maximumDepth)
        #expect(warnings.messages.count == 2)
        #expect(warnings.messages.last?.contains("40 routes deep") == true, "\(warnings.messages)")
    }
}
