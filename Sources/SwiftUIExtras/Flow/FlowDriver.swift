/// What ``FlowStack`` shows at each moment, and what it waits for: the planner's steps
/// applied one at a time, each presentation after the previous one is up and each step after
/// a dismissal once that dismissal has completed. "Up" is `present(item:)`'s: a while after
/// the presented content appeared (``PresentationTiming/settleDelay``), since iOS reports no
/// end of a presentation and refuses one from content still animating in. Pure and view-free; `FlowModel` feeds it
/// the view's events.
struct FlowDriver<Screen: Hashable> {
    /// What the flow waits for before its next step.
    enum Wait: Equatable {
        /// The presentation of the route at this index was asked for; its content has not
        /// appeared yet.
        case appearance(Int)
        /// The content of the presentation at this index appeared; it is animating in, and
        /// its being up ends the wait.
        case arrival(Int)
        /// The presentation of the route at this index is leaving: its `onDismiss` ends it.
        case dismissal(Int)
    }

    /// The routes the views show now.
    private(set) var shown: [Route<Screen>] = []
    /// For each shown route, the number of its showing: a route shown again (after it went,
    /// or at the place of another) gets a new one, a route updated in place keeps its own.
    /// The views key their presentations by it, so that a late event from a level that is
    /// leaving (its content torn down after the dismissal) is never taken for one of a new
    /// level that happens to show the same screen at the same place.
    private(set) var generations: [Int] = []
    private var showings = 0
    /// What the app asked for last (its valid prefix).
    private(set) var target: [Route<Screen>] = []
    private(set) var pending: [[Route<Screen>]] = []
    private(set) var waiting: Wait?

    /// The app's routes changed. Returns the routes to write back when some were dropped,
    /// with the reason. `hasDialogContent` says whether an alert's or a dialog's screen has
    /// content to show.
    mutating func request(
        _ routes: [Route<Screen>], hasDialogContent: (Screen) -> Bool = { _ in true }
    ) -> (writeBack: [Route<Screen>], problem: String)? {
        let (count, problem) = FlowPlanner.validPrefix(of: routes, hasDialogContent: hasDialogContent)
        let valid = Array(routes[..<count])
        if valid != target {
            target = valid
            replan()
        }
        return problem.map { (valid, $0) }
    }

    /// The content of the presentation at `index` appeared.
    mutating func appeared(_ index: Int) {
        guard waiting == .appearance(index) else { return }
        waiting = .arrival(index)
    }

    /// The presentation at `index` is up: the flow goes on.
    mutating func presented(_ index: Int) {
        guard waiting == .appearance(index) || waiting == .arrival(index) else { return }
        waiting = nil
        advance()
    }

    /// The dismissal of the presentation at `index` completed.
    mutating func dismissalCompleted(_ index: Int) {
        guard waiting == .dismissal(index) else { return }
        waiting = nil
        advance()
    }

    /// The user removed the routes from `index` on: a back button or swipe in a stack (a
    /// push), or a swipe or `dismiss()` of a presentation. Returns the app's routes to write
    /// back, when the app still asked for the removed route.
    mutating func userRemoved(from index: Int) -> [Route<Screen>]? {
        guard index < shown.count else { return nil }
        let removed = shown[index]
        let stillAsked =
            index < target.count && FlowPlanner.commonPrefixCount(shown, target) > index
            && target[index].isSameScreen(as: removed)
        shown.removeSubrange(index...)
        generations.removeSubrange(index...)
        if removed.style.isPresentation, waiting != .appearance(index) {
            // The presentation is leaving; nothing is presented until it has gone. A wait for
            // a presentation above it ends with it.
            waiting = .dismissal(index)
        } else if let above = waiting?.arrivingIndex, above >= index {
            // A presentation that never appeared (`present(item:)` gave up on it) has no
            // dismissal to wait for; nor does one above a popped push.
            waiting = nil
        }
        if stillAsked { target.removeSubrange(index...) }
        replan()
        return stillAsked ? target : nil
    }

    /// A sheet's detent changed by the user's drag.
    mutating func selectDetent(_ detent: SheetDetent, at index: Int) -> [Route<Screen>]? {
        guard index < shown.count, case .sheet(let detents, _) = shown[index].style else { return nil }
        shown[index].style = .sheet(detents: detents, selectedDetent: detent)
        guard FlowPlanner.commonPrefixCount(shown, target) > index else { return nil }
        target[index].style = .sheet(detents: detents, selectedDetent: detent)
        replan()
        return target
    }

    private mutating func replan() {
        pending = FlowPlanner.steps(from: shown, to: target)
        advance()
    }

    /// Applies steps until one must be waited for.
    /// Pushes and pops alone go on while a presentation comes up (a navigation stack takes
    /// its path at any time); a step that dismisses or presents waits.
    private mutating func advance() {
        while let next = pending.first {
            let common = FlowPlanner.commonPrefixCount(shown, next)
            let dismissed = shown[common...].firstIndex(where: { $0.style.isPresentation })
            let presented = next[common...].lastIndex(where: { $0.style.isPresentation })
            if let waiting {
                guard case .arrival = waiting, dismissed == nil, presented == nil else { return }
            }
            pending.removeFirst()
            if let dismissed {
                waiting = .dismissal(dismissed)
            } else if let presented {
                waiting = .appearance(presented)
            }
            show(next)
        }
    }

    /// Shows `next`: the common prefix keeps its showings, the rest are new.
    private mutating func show(_ next: [Route<Screen>]) {
        let common = FlowPlanner.commonPrefixCount(shown, next)
        generations = Array(generations[..<common])
        for _ in common..<next.count {
            generations.append(showings)
            showings += 1
        }
        shown = next
    }
}

extension FlowDriver.Wait {
    /// The index of the presentation coming up, when the wait is for one.
    var arrivingIndex: Int? {
        switch self {
        case .appearance(let index), .arrival(let index): index
        case .dismissal: nil
        }
    }
}
