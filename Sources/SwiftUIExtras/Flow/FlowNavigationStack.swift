/// Which navigation stack a ``FlowStack``'s pushes go onto: its own, or the one it is in.
///
/// A flow nested in another flow's screen (a child coordinator pushed by its parent), or in
/// a screen of the app's own `NavigationStack`, pushes onto that stack with `.enclosing`,
/// and creates no second `NavigationStack` inside the first, which SwiftUI handles badly (a
/// nested stack "will instantly navigate back to the root view",
/// StanfordSpezi/SpeziOnboarding#21). Its sheets and covers still host their own stacks.
///
/// ```swift
/// // In a screen the parent flow pushed:
/// FlowStack($onboarding, navigationStack: .enclosing) {
///     OnboardingStart()
/// } destination: { step in
///     OnboardingStep(step)
/// }
/// ```
///
/// A flow on `.enclosing` pushes through `navigationDestination(item:)`, one screen per
/// update, each from the screen below it, so it must be the top of the enclosing stack while
/// it pushes: the parent pushes nothing above it until it is gone (FlowStacks' rule for a
/// child flow with its own routes, "Nesting FlowStacks"). Outside any stack, SwiftUI ignores
/// its pushes with its misplaced-destination warning.
public struct FlowNavigationStack: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case own, enclosing
    }

    let kind: Kind

    /// The flow's root in a `NavigationStack` of its own (the default).
    ///
    /// ```swift
    /// FlowStack($routes, navigationStack: .own) { HomeView() } destination: { ScreenView($0) }
    /// ```
    public static let own = FlowNavigationStack(kind: .own)

    /// The flow's pushes onto the navigation stack it is in.
    ///
    /// ```swift
    /// FlowStack($routes, navigationStack: .enclosing) { ChildRoot() } destination: { ChildScreen($0) }
    /// ```
    public static let enclosing = FlowNavigationStack(kind: .enclosing)
}
