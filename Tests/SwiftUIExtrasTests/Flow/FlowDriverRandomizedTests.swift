import TestSupport
import Testing

@testable import SwiftUIExtras

/// The flow's driver against a model of UIKit, with no views: random assignments (some with
/// bad routes), user swipes and back taps, and completions delivered one at a time.
@Suite("FlowDriver under random assignments and user actions")
struct FlowDriverRandomizedTests {
    typealias R = Route<String>
    typealias Generator = SeededGenerator

    /// UIKit as the driver sees it: the presentations on screen, each coming up, up, or
    /// leaving. A presentation or dismissal that starts while another is in flight is the
    /// "Attempt to present … while a presentation is in progress" UIKit refuses.
    struct Screen {
        enum Phase { case appearing, up, leaving }
        var layers: [(index: Int, phase: Phase)] = []
        var violations: [String] = []

        var inFlight: [(index: Int, phase: Phase)] { layers.filter { $0.phase != .up } }

        /// The flow went from `old` to `new` in one update.
        mutating func show(_ old: [R], _ new: [R]) {
            let common = FlowPlanner.commonPrefixCount(old, new)
            let removed = old.indices.filter { $0 >= common && old[$0].style.isPresentation }
            let added = new.indices.filter { $0 >= common && new[$0].style.isPresentation }
            guard !removed.isEmpty || !added.isEmpty else { return }
            // A layer already leaving may be left out again: that starts no new transition.
            let newRemovals = removed.filter { index in layers.contains { $0.index == index && $0.phase != .leaving } }
            if !inFlight.isEmpty, !newRemovals.isEmpty || !added.isEmpty {
                violations.append("\(old) → \(new) while \(inFlight) in flight")
            }
            if added.count > 1 { violations.append("\(old) → \(new) presents \(added.count) at once") }
            if !removed.isEmpty && !added.isEmpty { violations.append("\(old) → \(new) dismisses and presents") }
            if let lowest = removed.first, let position = layers.firstIndex(where: { $0.index == lowest }) {
                if layers[position].phase != .leaving { layers[position].phase = .leaving }
                layers.removeSubrange((position + 1)...)
            }
            for index in added { layers.append((index, .appearing)) }
        }
    }

    static let seed: UInt64 = 0xF10_2026
    /// Assignments and user actions (swipes, back taps); completions come on top.
    static let actionCount = 10_000

    static let alphabet: [R] = [
        .push("a"), .push("b"), .sheet("s"), .sheet("m", detents: [.medium, .large], selectedDetent: .medium),
        .cover("c"), .popover("p"), .sheet("bad", detents: [.medium], selectedDetent: .large),
    ]

    @Test func tenThousandAssignmentsAndUserActions() throws {
        var generator = Generator(state: Self.seed)
        var driver = FlowDriver<String>()
        var app: [R] = []
        var screen = Screen()
        var counts: [String: Int] = [:]
        var problems = 0
        var settles = 0

        func apply(_ change: (inout FlowDriver<String>) -> [R]?) {
            let before = driver.shown
            if let writeBack = change(&driver) { app = writeBack }
            screen.show(before, driver.shown)
        }

        var event = 0
        while counts["assign", default: 0] + counts["swipe", default: 0] + counts["back", default: 0] < Self.actionCount
        {
            event += 1
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3:
                counts["assign", default: 0] += 1
                let length = Int.random(in: 0...4, using: &generator)
                app = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
                let requested = app
                apply { driver in
                    let result = driver.request(requested)
                    if result != nil { problems += 1 }
                    return result?.writeBack
                }
            case 3, 4:
                // A swipe on the top presentation, when it is up and nothing else moves.
                guard screen.inFlight.isEmpty, let top = screen.layers.last,
                    driver.shown[top.index].style != .fullScreenCover
                else { continue }
                counts["swipe", default: 0] += 1
                apply { $0.userRemoved(from: top.index) }
            case 5, 6:
                // A back tap in the frontmost stack.
                let frontLevel = screen.layers.last(where: { $0.phase == .up })?.index ?? -1
                guard let last = driver.shown.indices.last, last > frontLevel, driver.shown[last].style == .push,
                    !driver.shown[(frontLevel + 1)...].contains(where: { $0.style.isPresentation })
                else { continue }
                counts["back", default: 0] += 1
                apply { $0.userRemoved(from: last) }
            default:
                // One transition completes.
                guard let layer = screen.inFlight.randomElement(using: &generator) else { continue }
                counts["complete", default: 0] += 1
                let position = screen.layers.firstIndex { $0.index == layer.index }!
                switch layer.phase {
                case .appearing:
                    screen.layers[position].phase = .up
                    apply {
                        $0.appeared(layer.index)
                        $0.presented(layer.index)  // and, a while later, it is up
                        return nil
                    }
                case .leaving:
                    screen.layers.remove(at: position)
                    apply {
                        $0.dismissalCompleted(layer.index)
                        return nil
                    }
                case .up: break
                }
            }
            try #require(screen.violations.isEmpty, "event \(event): \(screen.violations)")
            try #require(screen.inFlight.count <= 1, "event \(event): \(screen.inFlight) in flight")
            if event % 50 == 49 {
                // Settle: complete everything, then what is shown is what the app holds.
                while let layer = screen.inFlight.first {
                    let position = screen.layers.firstIndex { $0.index == layer.index }!
                    if layer.phase == .appearing {
                        screen.layers[position].phase = .up
                        apply {
                            $0.appeared(layer.index)
                            $0.presented(layer.index)  // and, a while later, it is up
                            return nil
                        }
                    } else {
                        screen.layers.remove(at: position)
                        apply {
                            $0.dismissalCompleted(layer.index)
                            return nil
                        }
                    }
                }
                settles += 1
                try #require(driver.shown == app, "event \(event): shows \(driver.shown), the app holds \(app)")
                try #require(driver.waiting == nil && driver.pending.isEmpty)
                let presented = driver.shown.indices.filter { driver.shown[$0].style.isPresentation }
                try #require(screen.layers.map(\.index) == presented, "event \(event)")
                try #require(screen.violations.isEmpty)
            }
        }
        #expect(counts["swipe", default: 0] > 200 && counts["back", default: 0] > 200)
        #expect(problems > 100, "bad routes were drawn and dropped")
        print(
            "FlowDriver randomized: seed \(String(Self.seed, radix: 16)), \(counts.sorted { $0.key < $1.key }), \(problems) flows cut, \(settles) settles"
        )
    }
}
