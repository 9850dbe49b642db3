import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@testable import SwiftUIExtras

/// A route whose screen value changes but keeps its identity (its kind, and its screen's
/// `id` or enum case) is updated where it stands: its `@State` is kept, nothing is dismissed
/// or popped, and the screen shows the new value. Another identity is another screen.
@MainActor
@Suite("FlowStack: a changed screen value of the same identity updates in place")
struct FlowStackInPlaceTests {
    nonisolated static let styles: [RouteStyle] = [
        .push, .sheet(detents: [.medium, .large], selectedDetent: .medium), .fullScreenCover, .popover,
    ]

    /// Shows `first` in `style`, taps its counter twice, and returns the host.
    static func showAndCount<Screen: Hashable & CustomStringConvertible>(
        _ model: PageFlowModel<Screen>, _ routes: [Route<Screen>], behavior: ViewHost.PresentationBehavior
    ) throws -> ViewHost {
        let host = ViewHost(PageFlowRoot(model: model), presentationBehavior: behavior)
        model.routes = routes
        host.settle()
        try host.tap("Count")
        try host.tap("Count")
        #expect(host.contains(text: "Taps 2"))
        host.resetStatistics()
        return host
    }

    /// The flow shows `routes`: a presentation per presented route, the pushes on the stack.
    static func expectShown<Screen>(_ host: ViewHost, _ routes: [Route<Screen>], _ label: String) {
        let presented = routes.filter(\.style.isPresentation).count
        #expect(host.presentations.count == presented, "\(label)")
        let leaving = host.presentations.filter(\.isDismissing).count
        #expect(leaving == 0, "\(label)")
        let pushes = routes.reversed().prefix { !$0.style.isPresentation }.map { "\($0.screen)" }
        #expect(host.navigationPath == pushes.reversed(), "\(label)")
    }

    @Test(arguments: styles, ViewHost.PresentationBehavior.all)
    func aNewValueOfTheSameCaseKeepsTheScreen(style: RouteStyle, behavior: ViewHost.PresentationBehavior) throws {
        let label = "\(style) under \(behavior)"
        let model = PageFlowModel<PageScreen>()
        let host = try Self.showAndCount(model, [Route(.page("A"), style: style)], behavior: behavior)

        model.routes = [Route(.page("B"), style: style)]
        host.settle()
        #expect(host.contains(text: "Showing page B"), "\(label)")
        #expect(!host.contains(text: "Showing page A"), "\(label)")
        #expect(host.contains(text: "Taps 2"), "the screen's state is kept: \(label)")
        #expect(host.stats.presentationsShown == 0 && host.stats.dismissalsCompleted == 0, "\(label)")
        #expect(host.stats.stateDeallocations == 0 && host.stats.disappearCount == 0, "nothing popped: \(label)")
        Self.expectShown(host, model.routes, label)
        #expect(model.routes == [Route(.page("B"), style: style)])

        // The user's dismissal (a pop, a dismiss()) still writes back.
        try host.tap("Close")
        host.settle()
        #expect(model.routes.isEmpty, "\(label)")
        #expect(host.presentations.isEmpty && host.navigationPath.isEmpty, "\(label)")
        #expect(host.contains(text: "Flow root"), "\(label)")
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    @Test(arguments: styles, ViewHost.PresentationBehavior.allEventOrders)
    func anotherCaseIsANewScreen(style: RouteStyle, behavior: ViewHost.PresentationBehavior) throws {
        let label = "\(style) under \(behavior)"
        let model = PageFlowModel<PageScreen>()
        let host = try Self.showAndCount(model, [Route(.page("A"), style: style)], behavior: behavior)

        model.routes = [Route(.other("A"), style: style)]
        host.settle()
        #expect(host.contains(text: "Showing other A"), "\(label)")
        #expect(host.contains(text: "Taps 0"), "a new screen, new state: \(label)")
        let presents = style.isPresentation ? 1 : 0
        #expect(host.stats.presentationsShown == presents && host.stats.dismissalsCompleted == presents, "\(label)")
        Self.expectShown(host, model.routes, label)
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    @Test(arguments: styles, ViewHost.PresentationBehavior.allEventOrders)
    func anotherStyleIsANewScreen(style: RouteStyle, behavior: ViewHost.PresentationBehavior) throws {
        let label = "\(style) under \(behavior)"
        let model = PageFlowModel<PageScreen>()
        let host = try Self.showAndCount(model, [Route(.page("A"), style: style)], behavior: behavior)

        let other = Self.styles.first { $0.kind != style.kind && $0 != .push }!
        model.routes = [Route(.page("B"), style: other)]
        host.settle()
        #expect(host.contains(text: "Showing page B"), "\(label)")
        #expect(host.contains(text: "Taps 0"), "a new screen, new state: \(label)")
        #expect(host.stats.presentationsShown == 1, "\(label)")
        #expect(host.stats.dismissalsCompleted == (style.isPresentation ? 1 : 0), "\(label)")
        Self.expectShown(host, model.routes, label)
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    @Test(arguments: styles, ViewHost.PresentationBehavior.allEventOrders)
    func anIdentifiableScreenIsItsID(style: RouteStyle, behavior: ViewHost.PresentationBehavior) throws {
        let label = "\(style) under \(behavior)"
        let model = PageFlowModel<NoteScreen>()
        let host = try Self.showAndCount(
            model, [Route(NoteScreen(id: 1, title: "Draft"), style: style)], behavior: behavior)

        model.routes = [Route(NoteScreen(id: 1, title: "Final"), style: style)]
        host.settle()
        #expect(host.contains(text: "Showing note 1 Final") && host.contains(text: "Taps 2"), "\(label)")
        #expect(host.stats.presentationsShown == 0 && host.stats.dismissalsCompleted == 0, "\(label)")
        #expect(host.stats.stateDeallocations == 0, "\(label)")

        model.routes = [Route(NoteScreen(id: 2, title: "Final"), style: style)]
        host.settle()
        #expect(host.contains(text: "Showing note 2 Final") && host.contains(text: "Taps 0"), "another id: \(label)")
        let presents = style.isPresentation ? 1 : 0
        #expect(host.stats.presentationsShown == presents && host.stats.dismissalsCompleted == presents, "\(label)")
        Self.expectShown(host, model.routes, label)
        #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
    }

    /// Three levels change their values at once: each keeps its state; the sheet's detent
    /// changes with them, and the user's drag and back tap still write back.
    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func threeLevelsUpdateInPlaceAtOnce(behavior: ViewHost.PresentationBehavior) throws {
        let model = PageFlowModel<PageScreen>()
        let host = try Self.showAndCount(
            model,
            [
                .push(.page("1")), .sheet(.page("2"), detents: [.medium, .large], selectedDetent: .medium),
                .push(.page("3")),
            ],
            behavior: behavior)
        #expect(host.navigationPath == ["page 3"])

        let changed: [Route<PageScreen>] = [
            .push(.page("one")), .sheet(.page("two"), detents: [.medium, .large], selectedDetent: .large),
            .push(.page("three")),
        ]
        model.routes = changed
        host.settle()
        #expect(host.navigationPath == ["page three"], "\(behavior)")
        #expect(host.presentations.first?.selectedDetent == .large, "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Showing page three") == true, "\(behavior)")
        #expect(host.presentations.first?.contains(text: "Taps 2") == true, "\(behavior)")
        #expect(host.stats.presentationsShown == 0 && host.stats.dismissalsCompleted == 0, "\(behavior)")
        #expect(host.stats.stateDeallocations == 0 && host.stats.disappearCount == 0, "\(behavior)")

        try host.selectDetent(.medium)
        #expect(model.routes[1] == .sheet(.page("two"), detents: [.medium, .large], selectedDetent: .medium))
        try host.back()
        #expect(
            model.routes == [changed[0], .sheet(.page("two"), detents: [.medium, .large], selectedDetent: .medium)])
        #expect(host.presentations.first?.contains(text: "Showing page two") == true, "\(behavior)")
        #expect(host.warnings.isEmpty, "\(behavior): \(host.warnings)")
    }
}
