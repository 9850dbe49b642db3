import Observation

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A ``FlowStack``'s routes, as its screens reach them from the environment: push, present, go
/// back and dismiss from anywhere in the flow, without passing the binding down.
///
/// Every screen of the flow, pushed or presented, finds it by its screen type (each nested
/// flow has its own, so a child flow's screen can reach its parent's too). Its `routes` are the
/// app's binding, read live and written through, and its methods are those of the routes
/// array (``Swift/Array/push(_:)`` and the rest).
///
/// ```swift
/// struct CoinDetail: View {
///     @Environment(FlowNavigator<Screen>.self) private var navigator
///     let id: String
///
///     var body: some View {
///         Button("Edit") { navigator.present(.editor(id), style: .sheet) }
///         Button("Done") { navigator.goBackToRoot() }
///     }
/// }
/// ```
///
/// Observable by hand rather than with the `@Observable` macro, for the reason `FlowStack`'s
/// model is: one toolchain's expansion does not compile against every SDK.
@MainActor
public final class FlowNavigator<Screen: Hashable>: Observable {
    private let registrar = ObservationRegistrar()
    private var binding: Binding<[Route<Screen>]>?

    nonisolated init() {}

    /// The flow's routes: reading them makes the reader depend on them, and setting them sets
    /// the `FlowStack`'s binding.
    ///
    /// ```swift
    /// navigator.routes = [.push(.detail("BTC")), .sheet(.editor("BTC"))]
    /// ```
    public var routes: [Route<Screen>] {
        get {
            registrar.access(self, keyPath: \.routes)
            return binding?.wrappedValue ?? []
        }
        set { binding?.wrappedValue = newValue }
    }

    /// The stack's binding, refreshed at each evaluation of its body.
    func connect(_ binding: Binding<[Route<Screen>]>) { self.binding = binding }

    /// The binding changed (the app, the navigator or a user's back swipe): readers update.
    func routesChanged() { registrar.withMutation(of: self, keyPath: \.routes) {} }

    /// Applies `change` to the routes, and sets the binding only when they changed.
    private func edit<Result>(_ change: (inout [Route<Screen>]) -> Result) -> Result {
        let old = binding?.wrappedValue ?? []
        var new = old
        let result = change(&new)
        if new != old { routes = new }
        return result
    }

    /// Pushes `screen` onto the top screen's navigation stack.
    ///
    /// ```swift
    /// navigator.push(.detail(coin.id))
    /// ```
    public func push(_ screen: Screen) { edit { $0.push(screen) } }

    /// Presents `screen` above the top screen, as a sheet unless `style` says otherwise.
    ///
    /// ```swift
    /// navigator.present(.onboarding, style: .fullScreenCover)
    /// ```
    public func present(_ screen: Screen, style: RouteStyle = .sheet) { edit { $0.present(screen, style: style) } }

    /// Goes back `count` screens, pushed or presented alike.
    ///
    /// ```swift
    /// navigator.goBack()
    /// ```
    public func goBack(_ count: Int = 1) { edit { $0.goBack(count) } }

    /// Goes back to the route at `index`, which becomes the top screen.
    ///
    /// ```swift
    /// navigator.goBackTo(index: 0)
    /// ```
    public func goBackTo(index: Int) { edit { $0.goBackTo(index: index) } }

    /// Goes back to the last route showing `screen`; returns whether there was one.
    ///
    /// ```swift
    /// navigator.goBackTo(.detail("BTC"))
    /// ```
    @discardableResult
    public func goBackTo(_ screen: Screen) -> Bool { edit { $0.goBackTo(screen) } }

    /// Goes back to the last route whose screen matches `predicate`; returns whether there
    /// was one.
    ///
    /// ```swift
    /// navigator.goBackTo { if case .detail = $0 { true } else { false } }
    /// ```
    @discardableResult
    public func goBackTo(where predicate: (Screen) -> Bool) -> Bool { edit { $0.goBackTo(where: predicate) } }

    /// Goes back to the flow's root.
    ///
    /// ```swift
    /// navigator.goBackToRoot()
    /// ```
    public func goBackToRoot() { edit { $0.goBackToRoot() } }

    /// Dismisses the `count` topmost presentations, with what was pushed in them; returns
    /// whether there were that many.
    ///
    /// ```swift
    /// navigator.dismiss()
    /// ```
    @discardableResult
    public func dismiss(count: Int = 1) -> Bool { edit { $0.dismiss(count: count) } }

    /// Dismisses every presentation of the flow.
    ///
    /// ```swift
    /// navigator.dismissAll()
    /// ```
    public func dismissAll() { edit { $0.dismissAll() } }
}
