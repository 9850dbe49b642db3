#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// One level of a flow: the root, or a presented route, with the pushes that follow it in
/// its own navigation stack, presenting the next level through `present(item:)` (whose
/// coordinator keeps UIKit's one-at-a-time rule between a level's own presentations).
struct FlowLevel<Screen: Hashable, Content: View, Destination: View>: View {
    let model: FlowModel<Screen>
    /// The index of the presented route this level starts with; -1 for the root.
    let start: Int
    /// Where the level's pushes go: the root's and a sheet's or cover's own stack, the stack
    /// the flow is nested in (a root on `.enclosing`), or nowhere (a popover).
    let stack: FlowLevelStack
    /// The presented route's identity; nil for the root.
    let levelID: FlowPresentation<Screen>.ID?
    let content: Content
    let destination: (Binding<Screen>) -> Destination
    /// What the level showed last, kept while the level itself is leaving.
    @State private var memory = FlowLevelMemory<Screen>()

    /// Whether the level's own route is still in the flow. A level that is leaving (its
    /// presentation is being dismissed) keeps what it showed: UIKit takes the presentations
    /// and pushes above a dismissed one away with it, in its one transition (Apple,
    /// `UIViewController.dismiss(animated:completion:)`), so nothing above starts a
    /// transition of its own.
    private var isAlive: Bool {
        guard let levelID else { return true }
        return model.presentation(at: start)?.id == levelID
    }

    var body: some View {
        // Read here, so the level is re-evaluated when its part of the flow changes; the
        // bindings below read the model live.
        _ = (currentPath, currentPresentation?.id)
        return
            levelStack
            // Each level's screens find the navigator, whatever the SDK passes into presentations.
            .environment(model.navigator)
    }

    /// The level's pushes, as its stack's path (the last ones while the level is leaving).
    private var currentPath: [FlowPathEntry<Screen>] {
        guard isAlive else { return memory.path }
        memory.path = model.path(after: start)
        return memory.path
    }

    /// The presentation the level shows (the last one while the level is leaving).
    private var currentPresentation: FlowPresentation<Screen>? {
        guard isAlive else { return memory.presentation }
        memory.presentation = model.presentation(after: start)
        return memory.presentation
    }

    /// The level's content in its stack (a navigation stack whose path is the level's pushes,
    /// the enclosing one, or none), presenting the next level: a level on the enclosing stack
    /// from its top screen (see `FlowChainedPush`), the others from their stack. A level's kind
    /// never changes (another kind is another presentation), so the branch is fixed for the
    /// level's lifetime.
    @ViewBuilder private var levelStack: some View {
        switch stack {
        case .own:
            NavigationStack(
                path: Binding(
                    get: { currentPath },
                    set: { newPath in
                        // The user went back (a back button, a swipe, `dismiss()` in a pushed
                        // screen): the routes above the new top go.
                        guard isAlive else { return }
                        let old = model.path(after: start)
                        if newPath.count < old.count { model.userRemoved(from: old[newPath.count].index) }
                    })
            ) {
                content.navigationDestination(for: FlowPathEntry<Screen>.self) { entry in
                    FlowPushedScreen(model: model, entry: entry, destination: destination)
                }
            }
            .modifier(presenter)
        case .enclosing:
            content.modifier(FlowChainedPush(model: model, depth: 0, destination: destination))
        case .none:
            content.modifier(presenter)
        }
    }

    private var presenter: FlowLevelPresenter<Screen, Destination> {
        FlowLevelPresenter(
            model: model, start: start, presentation: { currentPresentation }, isAlive: { isAlive },
            destination: destination)
    }
}

/// `present(item:)`'s router for the presentation that a level shows, told when the
/// presentation is up: the flow presents from it only then (iOS refuses a presentation from
/// content animating in).
struct FlowLevelPresenter<Screen: Hashable, Destination: View>: ViewModifier {
    let model: FlowModel<Screen>
    let start: Int
    /// The presentation shown from here, read live.
    let presentation: () -> FlowPresentation<Screen>?
    let isAlive: () -> Bool
    let destination: (Binding<Screen>) -> Destination

    func body(content: Content) -> some View {
        content.modifier(
            PresentationRouter(
                item: Binding(
                    get: { presentation() },
                    set: { newValue in
                        // SwiftUI dismissed it: a swipe, a tap outside, or `dismiss()` inside;
                        // or `present(item:)` gave up on it.
                        if newValue == nil, isAlive(), let shown = model.presentation(after: start) {
                            model.userRemoved(from: shown.index)
                        }
                    }),
                style: { model.presentationStyle(for: $0) },
                onDismiss: { model.dismissalCompleted($0.index) },
                pushTarget: .none,
                onPresented: { model.presented($0.index) },
                content: { item in
                    let item = item.wrappedValue
                    return FlowLevel<Screen, Destination, Destination>(
                        model: model, start: item.index, stack: item.route.style.acceptsPush ? .own : .none,
                        levelID: item.id, content: destination(model.screen(at: item.index, showing: item.route)),
                        destination: destination
                    )
                    .onAppear { model.appeared(item.index) }
                }))
    }
}

/// Where a level's pushes go.
enum FlowLevelStack {
    /// A navigation stack of the level's own, bound to its pushes as a path.
    case own
    /// The navigation stack the flow is in: each push from the screen below it.
    case enclosing
    /// None: a popover shows one screen.
    case none
}

/// The push at `depth` of a root level on the enclosing stack, through
/// `navigationDestination(item:)` on the screen below it (the root at depth 0), with the next
/// push on the screen it shows. The push is offered only once the screen below has appeared,
/// so one screen is pushed per update whatever SwiftUI does with several destinations set in
/// one (undocumented), and a deep link arrives one screen after another. The level's
/// presentation is shown from the top screen (the one with no push above it).
struct FlowChainedPush<Screen: Hashable, Destination: View>: ViewModifier {
    let model: FlowModel<Screen>
    let depth: Int
    let destination: (Binding<Screen>) -> Destination
    /// Whether the screen below has appeared.
    @State private var belowAppeared = false

    func body(content: Content) -> some View {
        // Read here, so the modifier is re-evaluated when its push changes.
        let offered = belowAppeared ? entry : nil
        return
            content
            .onAppear { belowAppeared = true }
            // The level's presentation, from its top screen: a screen covered by a push is out
            // of the window, and UIKit does not present from it.
            .modifier(
                FlowLevelPresenter(
                    model: model, start: -1,
                    presentation: { model.path(after: -1).count == depth ? model.presentation(after: -1) : nil },
                    isAlive: { true }, destination: destination)
            )
            .navigationDestination(
                item: Binding(
                    get: { offered },
                    set: { newValue in
                        // The user went back (a back button, a swipe, `dismiss()` in the pushed
                        // screen): the routes from this push on go.
                        if newValue == nil, let offered { model.userRemoved(from: offered.index) }
                    })
            ) { entry in
                FlowPushedScreen(model: model, entry: entry, destination: destination)
                    .modifier(FlowChainedPush(model: model, depth: depth + 1, destination: destination))
                    // A pushed screen takes the environment of the stack, not of the view that
                    // pushed it, so the child flow's navigator is given again.
                    .environment(model.navigator)
            }
    }

    /// The root level's push at this depth, if the flow has one.
    private var entry: FlowPathEntry<Screen>? {
        let path = model.path(after: -1)
        return depth < path.count ? path[depth] : nil
    }
}

/// A pushed screen, showing the current value of its route: an entry equal to the last one
/// (the same screen, with a new value) may be handed to the destination as it was, so the
/// value is read from the model, which makes this view depend on it.
struct FlowPushedScreen<Screen: Hashable, Destination: View>: View {
    let model: FlowModel<Screen>
    let entry: FlowPathEntry<Screen>
    let destination: (Binding<Screen>) -> Destination

    var body: some View { destination(model.screen(at: entry.index, showing: .push(entry.screen))) }
}

/// What a level showed last. A reference held in `@State`: writing it while the body runs
/// changes no state SwiftUI tracks.
final class FlowLevelMemory<Screen: Hashable> {
    var path: [FlowPathEntry<Screen>] = []
    var presentation: FlowPresentation<Screen>?
}
