/// `onAppear`/`onDisappear` follow visibility, not only identity: a view appears when it is
/// inserted on screen, or when what hid it (a push over its navigation screen, a switch away
/// from its tab) is gone, and disappears when it is hidden or when its identity ends on
/// screen. Each action runs once per change: a view inserted while hidden appears only when it
/// is revealed, and one removed while hidden does not disappear again.
///
/// Sources: swiftyplace, "SwiftUI View Lifecycle: When onAppear Actually fires"
/// (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear): node lifetime and view
/// visibility are two things; "A tab you switch away from disappears but its node can stay
/// alive. A view inside a NavigationStack that gets covered by a push disappears" and keeps its
/// node. Ole Begemann, "Understanding SwiftUI view lifecycles"
/// (https://oleb.net/2022/swiftui-view-lifecycle/) and its app's NavigationStack case study
/// (https://github.com/ole/swiftui-view-lifecycle, CaseStudyNavigationStack.swift): the stack
/// keeps the state of the screens on it alive, "`onAppear` and `onDisappear` get called as you
/// navigate", and popping a screen ends its lifetime.
extension ViewNode {
    /// Whether the views at this node are on screen for `onAppear`/`onDisappear`: no ancestor
    /// holds the branch it is in among its `coveredChildren`. Presented content (a layer of
    /// its own) and the other `offscreenChildren` that are not covered count as on screen.
    package var isOnScreenForLifecycle: Bool {
        var node = self
        while let parent = node.parent {
            if !parent.coveredChildren.isEmpty, parent.coveredChildren.contains(node.key) { return false }
            node = parent
        }
        // Content under a full-screen cover that is up is off screen too (its presenter's
        // views are removed: Apple, `UIModalPresentationStyle.fullScreen`).
        let context = environment.presentationContext ?? graph.rootPresentationContext
        return context.presented?.coversPresenter != true
    }
}

/// Runs the `onAppear` (`appearing`) or `onDisappear` actions of the views on screen under
/// `node`, queued for after the current update pass in tree order, each counted in
/// `graph.statistics.appearCount`/`disappearCount`: what a container calls when it reveals or
/// hides a subtree whose identity stays (a navigation screen covered or revealed, a tab
/// switched, a full-screen cover presented over content or dismissed).
///
/// - Only views whose on-screen mark changes run: a view already hidden does not disappear
///   again, and one already on screen does not appear again, so a caller may call it for a
///   subtree that is partly hidden already.
/// - Appearing does nothing while `node` itself is off screen (under an ancestor's
///   `coveredChildren`): the views appear when that ancestor reveals them.
/// - The walk skips `offscreenChildren` (covered screens, tabs not selected, presented layers,
///   which keep their own lifecycle): hide a subtree by adding its key to the parent's
///   `coveredChildren` and `offscreenChildren` before reconciling, then call this with `false`
///   on it; reveal it by removing the key, then call this with `true`.
@MainActor
package func runLifecycleActions(in node: ViewNode, appearing: Bool, knownOnScreen: Bool = false) {
    for action in lifecycleActions(in: node, appearing: appearing, knownOnScreen: knownOnScreen) {
        node.graph.enqueue(action)
    }
}

/// The actions `runLifecycleActions(in:appearing:)` runs, for a caller that schedules them
/// itself (a tab switch runs the new tab's one pass after the old tab's). Marks the views on or
/// off screen now. `knownOnScreen`: the caller has just found `node` on screen.
@MainActor
package func lifecycleActions(in node: ViewNode, appearing: Bool, knownOnScreen: Bool = false) -> [() -> Void] {
    // No view in the graph has lifecycle actions: nothing to run, and no view to mark.
    guard node.graph.lifecycleViewCount > 0 else { return [] }
    if appearing, !knownOnScreen, !node.isOnScreenForLifecycle { return [] }
    var actions: [() -> Void] = []
    collectLifecycleActions(under: node, appearing: appearing, into: &actions)
    return actions
}

/// Marks the views under `node` on or off screen, adding the actions that run for it. A
/// function of its own with the list passed in, not a nested function that captures it: a
/// recursive nested function's captures are boxed on the heap, at each call.
@MainActor
private func collectLifecycleActions(under node: ViewNode, appearing: Bool, into actions: inout [() -> Void]) {
    if let lifecycle = node.existingAttachment(LifecycleModifier.Actions.self), lifecycle.isOnScreen != appearing {
        lifecycle.isOnScreen = appearing
        if let action = appearing ? lifecycle.onAppear : lifecycle.onDisappear {
            let counts = lifecycle.countsAsAppearance
            let graph = node.graph
            actions.append {
                if counts, appearing {
                    graph.statistics.appearCount += 1
                } else if counts {
                    graph.statistics.disappearCount += 1
                }
                action()
            }
        }
    }
    let offscreen = node.offscreenChildren
    for child in node.children where offscreen.isEmpty || !offscreen.contains(child.key) {
        StackRoom.ensuring { collectLifecycleActions(under: child, appearing: appearing, into: &actions) }
    }
}
