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
    /// Whether the level hosts a navigation stack: the root, a sheet and a cover do, a
    /// popover does not.
    let hostsStack: Bool
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
            stack
            // Each level's screens find the navigator, whatever the SDK passes into presentations.
            .environment(model.navigator)
            // `present(item:)`'s router, told when the presentation is up: the flow presents
            // from it only then (iOS refuses a presentation from content animating in).
            .modifier(
                PresentationRouter(
                    item: Binding(
                        get: { currentPresentation },
                        set: { newValue in
                            // SwiftUI dismissed it: a swipe, a tap outside, or `dismiss()` inside;
                            // or `present(item:)` gave up on it.
                            if newValue == nil, isAlive, let shown = model.presentation(after: start) {
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
                            model: model, start: item.index, hostsStack: item.route.style.acceptsPush, levelID: item.id,
                            content: destination(model.screen(at: item.index, showing: item.route)),
                            destination: destination
                        )
                        .onAppear { model.appeared(item.index) }
                    }))
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

    /// The level's content, in a navigation stack whose path is the level's pushes. A level's
    /// kind never changes (another kind is another presentation), so the branch is fixed for
    /// the level's lifetime.
    @ViewBuilder private var stack: some View {
        if hostsStack {
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
        } else {
            content
        }
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
