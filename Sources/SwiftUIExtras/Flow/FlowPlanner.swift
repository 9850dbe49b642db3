/// The step planner of ``FlowStack``: how to get from the routes on screen to the routes the
/// app asks for in the fewest steps iOS accepts. Pure and view-free, like FlowStacks'
/// `calculateSteps` (johnpatrickmorgan/FlowStacks), with this package's rules.
///
/// A step is a routes array the flow shows next. The rules:
/// - Routes are the same screen when their kinds and screen identities are equal (the
///   screen's `id`, or its enum case; see ``Route``); a changed value or option (a sheet's
///   detent) is updated in place, in the first step, as FlowStacks' `calculateSteps` does.
/// - Dismissing the lowest presentation above the common prefix takes every route above it
///   with it, in one step ("calling this method on a view controller lower in the stack
///   dismisses its immediate child view controller and all view controllers above that child
///   on the stack", Apple, `UIViewController.dismiss(animated:completion:)`). Nothing is
///   added in that step: a presenter presents again only once its dismissal has completed
///   (UIKit refuses a presentation while another is in progress; pointfreeco/swift-navigation#183
///   reports such a request never being presented), so the next step waits for it.
/// - Pops and pushes in one stack are one step: a `NavigationStack` bound to a path shows
///   whatever the path holds, so the path is set to its new value at once (Apple's
///   `NavigationStack` documentation edits the path to push and pop, and clears it to return
///   to the root).
/// - Each step adds at most one presentation (UIKit presents one view controller at a time
///   from a presenter, and its content must be up before it presents in turn): the pushes
///   before it and after it, in the stack it hosts, ride along. Whether a presentation may
///   start in the same update as pushes below it is an assumption (the presentation comes
///   from the level's navigation stack, not the screen being pushed).
enum FlowPlanner {
    /// The steps from `start` to `end`, each a routes array; the last one is `end`. Empty
    /// when they are equal.
    static func steps<Screen: Hashable>(from start: [Route<Screen>], to end: [Route<Screen>]) -> [[Route<Screen>]] {
        guard start != end else { return [] }
        let common = commonPrefixCount(start, end)
        // The common prefix takes the new values and options (a sheet's detent) in place.
        var current = Array(end[..<common]) + start[common...]
        var steps: [[Route<Screen>]] = []

        // Dismiss the lowest presentation above the common prefix, and all above it.
        if let lowest = current[common...].firstIndex(where: { $0.style.isPresentation }) {
            current = Array(current[..<lowest])
            steps.append(current)
        }

        // Pop to the common prefix, then push and present: one presentation per step.
        current = Array(current[..<common])
        var index = common
        var addedPresentation = false
        while index < end.count {
            let route = end[index]
            if route.style.isPresentation && addedPresentation {
                steps.append(current)
                addedPresentation = false
            }
            current.append(route)
            if route.style.isPresentation { addedPresentation = true }
            index += 1
        }
        if steps.last != current { steps.append(current) }
        return steps
    }

    /// How many leading routes are the same screens shown the same way (their values and
    /// options may differ).
    static func commonPrefixCount<Screen: Hashable>(_ a: [Route<Screen>], _ b: [Route<Screen>]) -> Int {
        zip(a, b).prefix { $0.isSameScreen(as: $1) }.count
    }

    /// The longest prefix of `routes` that can be shown, and why the next route cannot.
    ///
    /// The rules (design decisions of this package, not iOS's):
    /// - a push needs a navigation stack below it: the flow's root, another push, a sheet or
    ///   a cover (each hosts one); a popover shows one screen and hosts none;
    /// - nothing follows an alert or a confirmation dialog: it shows no screen to push onto or
    ///   present from, and its presenter is busy presenting it (UIKit refuses a second
    ///   presentation: "Attempt to present UIAlertController on UIViewController which is
    ///   already presenting UIAlertController", xxxAIRINxxx/SwAlert#3);
    /// - an alert or a dialog needs content (`hasDialogContent`: the flow's `alert` closure
    ///   gives some for its screen);
    /// - a sheet's `selectedDetent` must be one of its detents ("Ensure that the value matches
    ///   one of the detents that you provide", Apple, `presentationDetents(_:selection:)`).
    static func validPrefix<Screen>(
        of routes: [Route<Screen>], hasDialogContent: (Screen) -> Bool = { _ in true }
    ) -> (count: Int, problem: String?) {
        var below: RouteStyle?
        for (index, route) in routes.enumerated() {
            let dropped = "it and the \(routes.count - index - 1) route(s) after it are dropped."
            if let below, !below.acceptsRoutesAbove {
                return (
                    index,
                    "route \(index) shows \(route.screen) above \(Self.name(of: below.kind)), which shows no screen; \(dropped)"
                )
            }
            switch route.style {
            case .push where below.map(\.acceptsPush) == false:
                return (
                    index,
                    "route \(index) pushes \(route.screen) above a popover, which has no navigation stack; \(dropped)"
                )
            case .sheet(let detents, let selected?) where !detents.contains(selected):
                return (
                    index,
                    "route \(index) presents \(route.screen) in a sheet at \(selected), which is not one of its detents \(detents.sorted { $0.description < $1.description }); \(dropped)"
                )
            case _ where route.style.kind.isDialog && !hasDialogContent(route.screen):
                return (
                    index,
                    "route \(index) shows \(route.screen) as \(Self.name(of: route.style.kind)), but the FlowStack's `alert` closure gives no content for it; \(dropped)"
                )
            default:
                below = route.style
            }
        }
        return (routes.count, nil)
    }

    private static func name(of kind: RouteStyle.Kind) -> String {
        kind == .alert ? "an alert" : "a confirmation dialog"
    }
}
