import Observation

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// The observable home of a ``FlowStack``'s ``FlowDriver``: the levels read `shown`, and
/// their events (a presentation's content appearing, a dismissal completing, the user's back
/// taps, swipes and detent drags) go through here, which writes the app's binding back.
///
/// Observable by hand rather than with the `@Observable` macro: the macro's expansion depends
/// on the toolchain, and one toolchain's expansion does not compile against every SDK
/// (`shouldNotifyObservers` against the macOS 15.5 SDK).
@MainActor
final class FlowModel<Screen: Hashable>: Observable {
    private let registrar = ObservationRegistrar()
    /// `\.driver`, made once: a key path into a generic class is instantiated anew at each
    /// use, and the driver is read many times per update (6% of a flow's update, measured
    /// with `perf` in `FlowStackRandomizedTests`).
    private let driverKeyPath: KeyPath<FlowModel, FlowDriver<Screen>> = \.driver
    private var storedDriver = FlowDriver<Screen>()
    private var writeBack: ([Route<Screen>]) -> Void = { _ in }
    private var warn: (String) -> Void = { _ in }
    private var dialogs: FlowDialogs<Screen>?
    /// The flow's routes as its screens reach them, from the environment.
    let navigator = FlowNavigator<Screen>()

    /// The driver; reading it makes the reader depend on it, changing it notifies them.
    private var driver: FlowDriver<Screen> {
        get {
            registrar.access(self, keyPath: driverKeyPath)
            return storedDriver
        }
        set {
            registrar.withMutation(of: self, keyPath: driverKeyPath) { storedDriver = newValue }
        }
    }

    /// The routes on screen now.
    var shown: [Route<Screen>] { driver.shown }

    /// Where write-backs and warnings go: the stack's binding and environment, refreshed at
    /// each evaluation of its body.
    func connect(
        writeBack: @escaping ([Route<Screen>]) -> Void, warn: @escaping (String) -> Void, dialogs: FlowDialogs<Screen>?
    ) {
        self.writeBack = writeBack
        self.warn = warn
        self.dialogs = dialogs
    }

    func request(_ routes: [Route<Screen>]) {
        let dialogs = dialogs
        if let (valid, problem) = driver.request(routes, hasDialogContent: { dialogs?.hasContent(for: $0) ?? false }) {
            warn("FlowStack: \(problem)")
            writeBack(valid)
        }
    }

    func appeared(_ index: Int) { driver.appeared(index) }

    func presented(_ index: Int) { driver.presented(index) }

    func dismissalCompleted(_ index: Int) { driver.dismissalCompleted(index) }

    func userRemoved(from index: Int) {
        if let routes = driver.userRemoved(from: index) { writeBack(routes) }
    }

    func selectDetent(_ detent: SheetDetent, at index: Int) {
        if let routes = driver.selectDetent(detent, at: index) { writeBack(routes) }
    }

    /// The index where the level starting at `start` (-1: the root) ends: its next
    /// presentation, or the end of the routes.
    func levelEnd(after start: Int) -> Int {
        let routes = shown
        return routes.indices.first { $0 > start && routes[$0].style.isPresentation } ?? routes.count
    }

    /// The pushes of the level starting at `start`, as its stack's path.
    func path(after start: Int) -> [FlowPathEntry<Screen>] {
        let routes = shown
        // A level whose route is gone (its presentation is leaving) has no pushes left.
        let end = levelEnd(after: start)
        guard start + 1 < end else { return [] }
        return (start + 1..<end).map { FlowPathEntry(index: $0, screen: routes[$0].screen) }
    }

    /// The screen the route at `index` shows now, as a binding its screen may edit: the
    /// route's current value while the route there is still the screen `original` was (a new
    /// value updates it in place), else `original`'s (the screen is leaving). Writes go to the
    /// app's routes while they still hold that screen there.
    func screen(at index: Int, showing original: Route<Screen>) -> Binding<Screen> {
        Binding(
            get: { [weak self] in
                guard let self else { return original.screen }
                let routes = shown
                guard index < routes.count, routes[index].isSameScreen(as: original) else { return original.screen }
                return routes[index].screen
            },
            set: { [weak self] newValue in
                guard let self else { return }
                var routes = navigator.routes
                guard index < routes.count, routes[index].isSameScreen(as: original) else { return }
                routes[index].screen = newValue
                navigator.routes = routes
            })
    }

    /// The presentation the level starting at `start` shows, if any.
    func presentation(after start: Int) -> FlowPresentation<Screen>? {
        let end = levelEnd(after: start)
        return end < shown.count ? presentation(at: end) : nil
    }

    /// The presentation of the route at `index`, as its level keys it.
    func presentation(at index: Int) -> FlowPresentation<Screen>? {
        let driver = driver
        guard index < driver.shown.count else { return nil }
        return FlowPresentation(index: index, route: driver.shown[index], generation: driver.generations[index])
    }

    /// The route's style as `present(item:)` takes it; a sheet's detent selection (when the
    /// route has one) is bound to the route, so the user's drags are written back.
    func presentationStyle(for item: FlowPresentation<Screen>) -> PresentationStyle {
        switch item.route.style {
        case .push:
            return .push  // never: a level's presentation is never a push
        case .popover(let anchor, let arrowEdge):
            return .popover(attachmentAnchor: anchor.attachmentAnchor, arrowEdge: arrowEdge)
        case .fullScreenCover:
            return .fullScreenCover
        case .alert, .confirmationDialog:
            // A button's action comes after its route is gone (`FlowDialogs`); validation
            // keeps a dialog without content off screen, so `.sheet` is never shown.
            let id = item.id
            return dialogs?.style(for: item.route) { [weak self] in
                guard let self, presentation(at: id.index)?.id == id else { return }
                userRemoved(from: id.index)
            } ?? .sheet
        case .sheet(let detents, let selected):
            guard !detents.isEmpty else { return .sheet }
            guard let selected else { return .sheet(detents: detents) }
            let index = item.index
            return .sheet(
                detents: detents,
                selection: Binding(
                    get: { [weak self] in
                        guard let self, index < self.shown.count,
                            case .sheet(_, let current?) = self.shown[index].style
                        else { return selected }
                        return current
                    },
                    set: { [weak self] detent in self?.selectDetent(detent, at: index) }
                ))
        }
    }
}

/// One pushed route, as a value of its level's navigation path.
///
/// Equal (and hashed) by its index and its screen's identity, not its screen's value:
/// `NavigationStack` keys its destinations by the path's values, so a route whose value
/// changed in place stays the same destination, which reads the new value from the model
/// (``FlowPushedScreen``).
struct FlowPathEntry<Screen: Hashable>: Hashable, CustomStringConvertible {
    let index: Int
    /// The screen when the path was read.
    let screen: Screen
    let identity: ScreenIdentity

    init(index: Int, screen: Screen) {
        self.index = index
        self.screen = screen
        identity = ScreenIdentity(screen)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index && lhs.identity == rhs.identity }

    func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(identity)
    }

    /// The screen, as a test host's `navigationPath` shows it.
    var description: String { String(describing: screen) }
}

/// One presented route, as the item of its level's `present(item:)`.
struct FlowPresentation<Screen: Hashable>: Identifiable {
    let index: Int
    let route: Route<Screen>
    /// Its showing (``FlowDriver/generations``).
    let generation: Int

    /// The route's identity: its index, its kind, its screen's identity (not its value, so
    /// that a new value of the same screen updates the presentation in place, as a new
    /// detent does) and its showing.
    struct ID: Hashable, CustomStringConvertible {
        let index: Int
        let screen: ScreenIdentity
        let kind: RouteStyle.Kind
        let generation: Int
        /// The screen as it printed when the id was made; not part of the identity.
        let printed: String

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.index == rhs.index && lhs.screen == rhs.screen && lhs.kind == rhs.kind
                && lhs.generation == rhs.generation
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(index)
            hasher.combine(screen)
            hasher.combine(kind)
            hasher.combine(generation)
        }

        var description: String { printed }
    }

    var id: ID {
        ID(
            index: index, screen: ScreenIdentity(route.screen), kind: route.style.kind, generation: generation,
            printed: String(describing: route.screen))
    }
}
