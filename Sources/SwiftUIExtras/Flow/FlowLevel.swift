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
    let content: Content
    let destination: (Screen) -> Destination

    var body: some View {
        // Read here, so the level is re-evaluated when its part of the flow changes; the
        // bindings below read the model live.
        _ = (model.path(after: start), model.presentation(after: start)?.id)
        return stack
            .present(
                item: Binding(
                    get: { model.presentation(after: start) },
                    set: { newValue in
                        // SwiftUI dismissed it: a swipe, a tap outside, or `dismiss()` inside.
                        if newValue == nil, let shown = model.presentation(after: start) {
                            model.userRemoved(from: shown.index)
                        }
                    }),
                onDismiss: { model.dismissalCompleted($0.index) }
            ) { item in
                FlowLevel<Screen, Destination, Destination>(
                    model: model, start: item.index, hostsStack: item.route.style.acceptsPush,
                    content: destination(item.route.screen), destination: destination
                )
                .onAppear { model.appeared(item.index) }
            } style: { item in
                model.presentationStyle(for: item)
            }
    }

    /// The level's content, in a navigation stack whose path is the level's pushes. A level's
    /// kind never changes (another kind is another presentation), so the branch is fixed for
    /// the level's lifetime.
    @ViewBuilder private var stack: some View {
        if hostsStack {
            NavigationStack(
                path: Binding(
                    get: { model.path(after: start) },
                    set: { newPath in
                        // The user went back (a back button, a swipe, `dismiss()` in a pushed
                        // screen): the routes above the new top go.
                        let old = model.path(after: start)
                        if newPath.count < old.count { model.userRemoved(from: old[newPath.count].index) }
                    })
            ) {
                content.navigationDestination(for: FlowPathEntry<Screen>.self) { entry in
                    destination(entry.screen)
                }
            }
        } else {
            content
        }
    }
}
