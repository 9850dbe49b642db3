#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// A navigation stack whose whole flow, pushes and presentations alike, is one array of
/// routes.
///
/// Each ``Route`` is a screen and how it is shown: pushed, or presented as a sheet (with its
/// detents), a full-screen cover or a popover, or shown as an alert or a confirmation dialog
/// (the initializers with an `alert` closure). Sheets and covers host their own navigation
/// stack, so the pushes after them go there. Assigning another array reaches it in the fewest
/// steps iOS accepts: pop or dismiss down to the common prefix, then push and present, each
/// presentation once the previous one is up and each after a dismissal once it has completed.
/// The user's back buttons, swipes, `dismiss()` calls and detent drags are written back into
/// the array.
///
/// The common prefix is the routes that keep their identity: their position, their style's
/// kind and their screen's identity (the screen's `id` when `Screen` is `Identifiable`, else
/// its enum case, else its value; see ``Route``). Such a route whose screen value or detent
/// changed is updated in place: its screen keeps its `@State` and `destination` is called
/// with the new value, so `routes[0] = .push(.detail("ETH"))` over `.push(.detail("BTC"))`
/// shows ETH in the same screen, while `.push(.currencyPicker)` replaces it.
///
/// ```swift
/// enum Screen: Hashable, Codable {
///     case detail(String), editor(String), currencyPicker
/// }
///
/// @State private var routes: [Route<Screen>] = []
///
/// var body: some View {
///     FlowStack($routes) {
///         CoinList { coin in routes.append(.push(.detail(coin.id))) }
///     } destination: { screen in
///         switch screen {
///         case .detail(let id):
///             CoinDetail(id: id) {
///                 routes.append(.sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium))
///             }
///         case .editor(let id): CoinEditor(id: id) { routes.append(.push(.currencyPicker)) }
///         case .currencyPicker: CurrencyPicker()
///         }
///     }
/// }
/// ```
///
/// Every screen finds the flow's ``FlowNavigator`` in the environment, to push, present, go
/// back and dismiss without the binding; a destination that takes `$screen` gives each screen
/// a binding to its own route.
///
/// ```swift
/// @Environment(FlowNavigator<Screen>.self) private var navigator
///
/// Button("Back to the list") { navigator.goBackToRoot() }
/// ```
///
/// Routes that cannot be shown are dropped with a runtime warning (through
/// `EnvironmentValues.runtimeWarning`), keeping the longest valid prefix, and the binding is
/// written back: a push above a popover (a popover hosts no navigation stack), and a sheet
/// whose `selectedDetent` is not one of its detents.
public struct FlowStack<Screen: Hashable, Root: View, Destination: View>: View {
    @Binding private var routes: [Route<Screen>]
    private let root: Root
    private let destination: (Binding<Screen>) -> Destination
    private let navigationStack: FlowNavigationStack
    private let dialogs: FlowDialogs<Screen>?
    @State private var model = FlowModel<Screen>()
    @Environment(\.runtimeWarning) private var runtimeWarning

    /// A flow of `routes` above `root`, each route's screen shown by `destination`; its
    /// pushes go onto `navigationStack` (its own, unless it is nested in another stack: see
    /// ``FlowNavigationStack``).
    ///
    /// ```swift
    /// FlowStack($routes) {
    ///     HomeView()
    /// } destination: { screen in
    ///     ScreenView(screen: screen)
    /// }
    /// ```
    public init(
        _ routes: Binding<[Route<Screen>]>,
        navigationStack: FlowNavigationStack = .own,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Screen) -> Destination
    ) {
        self.init(routes, navigationStack, root(), { destination($0.wrappedValue) }, dialogs: nil)
    }

    /// A flow of `routes` above `root`, each route's screen shown by `destination` with a
    /// binding to it, so the screen can edit its own route (in place: a new value of the same
    /// screen keeps its state; see ``Route``).
    ///
    /// ```swift
    /// FlowStack($routes) {
    ///     HomeView()
    /// } destination: { $screen in
    ///     ScreenEditor(screen: $screen)
    /// }
    /// ```
    @_disfavoredOverload
    public init(
        _ routes: Binding<[Route<Screen>]>,
        navigationStack: FlowNavigationStack = .own,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Binding<Screen>) -> Destination
    ) {
        self.init(routes, navigationStack, root(), destination, dialogs: nil)
    }

    /// A flow of `routes` above `root`, whose routes styled `.alert` or `.confirmationDialog`
    /// show the content `alert` gives for their screen, each button sending its action to
    /// `alertAction`; `destination` shows the other routes' screens.
    ///
    /// The alert's content is data (``AlertContent``), its actions values, so the routes stay
    /// `Codable` and a restored flow shows its alert again. An action runs once the alert's
    /// route has gone from the routes: a `dismiss()` or `goBack()` in it acts on the flow below
    /// the alert. A route styled as an alert whose screen `alert` gives no content for (nil) is
    /// dropped with a runtime warning; nothing can follow an alert. Write `alert` as one
    /// `switch` or `if` expression, so that Swift infers `Action` from it (a `guard` with two
    /// `return`s leaves it to be written out: `{ (screen) -> AlertContent<Action>? in … }`).
    ///
    /// ```swift
    /// enum Screen: Hashable, Codable { case detail(String), confirmDelete(String) }
    /// enum Action: Codable { case delete(String) }
    ///
    /// FlowStack($routes) {
    ///     CoinList { coin in routes.push(.detail(coin.id)) }
    /// } destination: { screen in
    ///     if case .detail(let id) = screen {
    ///         CoinDetail(id: id) { routes.append(.alert(.confirmDelete(id))) }
    ///     }
    /// } alert: { screen in
    ///     switch screen {
    ///     case .confirmDelete(let id):
    ///         AlertContent(
    ///             title: "Delete \(id)?", buttons: [.destructive("Delete", action: Action.delete(id)), .cancel("Keep")])
    ///     case .detail: nil
    ///     }
    /// } alertAction: { action in
    ///     if case .delete(let id) = action {
    ///         store.delete(id)
    ///         routes.goBack()   // the detail screen: the alert's route is already gone
    ///     }
    /// }
    /// ```
    public init<Action>(
        _ routes: Binding<[Route<Screen>]>,
        navigationStack: FlowNavigationStack = .own,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Screen) -> Destination,
        alert: @escaping (Screen) -> AlertContent<Action>?,
        alertAction: @escaping @MainActor (Action) -> Void
    ) {
        self.init(
            routes, navigationStack, root(), { destination($0.wrappedValue) },
            dialogs: FlowDialogs(content: alert, action: alertAction))
    }

    /// A flow with alerts and dialogs, as with `init(_:navigationStack:root:destination:alert:alertAction:)`,
    /// each other screen shown by `destination` with a binding to its route.
    ///
    /// ```swift
    /// FlowStack($routes) {
    ///     HomeView()
    /// } destination: { $screen in
    ///     ScreenEditor(screen: $screen)
    /// } alert: { screen in
    ///     if screen == .discardChanges {
    ///         AlertContent(title: "Discard changes?", buttons: [.destructive("Discard", action: true)])
    ///     } else {
    ///         nil
    ///     }
    /// } alertAction: { discard in
    ///     if discard { routes.dismiss() }
    /// }
    /// ```
    @_disfavoredOverload
    public init<Action>(
        _ routes: Binding<[Route<Screen>]>,
        navigationStack: FlowNavigationStack = .own,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Binding<Screen>) -> Destination,
        alert: @escaping (Screen) -> AlertContent<Action>?,
        alertAction: @escaping @MainActor (Action) -> Void
    ) {
        self.init(
            routes, navigationStack, root(), destination, dialogs: FlowDialogs(content: alert, action: alertAction))
    }

    private init(
        _ routes: Binding<[Route<Screen>]>, _ navigationStack: FlowNavigationStack, _ root: Root,
        _ destination: @escaping (Binding<Screen>) -> Destination, dialogs: FlowDialogs<Screen>?
    ) {
        _routes = routes
        self.navigationStack = navigationStack
        self.root = root
        self.destination = destination
        self.dialogs = dialogs
    }

    /// The root in its navigation stack, with the flow's pushes and presentations.
    public var body: some View {
        let routes = $routes
        model.connect(writeBack: { routes.wrappedValue = $0 }, warn: runtimeWarning.callAsFunction, dialogs: dialogs)
        model.navigator.connect(routes)
        return FlowLevel(
            model: model, start: -1, stack: navigationStack.kind == .own ? .own : .enclosing, levelID: nil,
            content: root, destination: destination
        )
        .onChange(of: self.routes, initial: true) { _, newValue in
            model.request(newValue)
            model.navigator.routesChanged()
        }
    }
}
