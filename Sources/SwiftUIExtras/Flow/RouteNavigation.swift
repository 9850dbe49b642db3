/// The edits a flow's screens make to its routes: push, present, go back, dismiss. Each is
/// one assignment of the array, which ``FlowStack`` reaches in the steps iOS accepts (a
/// `goBackToRoot()` over three sheets dismisses the lowest, which takes the others with it).
///
/// ```swift
/// routes.push(.detail("BTC"))
/// routes.present(.editor("BTC"), style: .sheet(detents: [.medium], selectedDetent: nil))
/// routes.dismiss()        // the editor, and whatever was pushed or presented above it
/// routes.goBackToRoot()
/// ```
extension Array {
    /// Pushes `screen` onto the navigation stack of the top screen (the root's, or that of
    /// the sheet or cover above it). Above a popover, which hosts no stack, ``FlowStack``
    /// drops it with a runtime warning.
    ///
    /// ```swift
    /// routes.push(.detail(coin.id))
    /// ```
    public mutating func push<Screen>(_ screen: Screen) where Element == Route<Screen> {
        append(.push(screen))
    }

    /// Presents `screen` above the top screen, as a sheet unless `style` says otherwise.
    ///
    /// ```swift
    /// routes.present(.settings)                           // a sheet
    /// routes.present(.onboarding, style: .fullScreenCover)
    /// ```
    public mutating func present<Screen>(_ screen: Screen, style: RouteStyle = .sheet)
    where Element == Route<Screen> {
        append(Route(screen, style: style))
    }

    /// Goes back `count` screens, pushed or presented alike (all of them, when there are
    /// fewer).
    ///
    /// ```swift
    /// routes.goBack()      // the top screen goes
    /// routes.goBack(2)
    /// ```
    public mutating func goBack<Screen>(_ count: Int = 1) where Element == Route<Screen> {
        removeLast(Swift.min(Swift.max(count, 0), self.count))
    }

    /// Goes back to the route at `index`: it becomes the top screen. Nothing changes when
    /// there is no such route.
    ///
    /// ```swift
    /// routes.goBackTo(index: 0)   // the first pushed or presented screen stays on top
    /// ```
    public mutating func goBackTo<Screen>(index: Int) where Element == Route<Screen> {
        guard indices.contains(index) else { return }
        removeSubrange((index + 1)...)
    }

    /// Goes back to the last route whose screen matches `predicate`, and returns whether
    /// there was one (nothing changes when there is not).
    ///
    /// ```swift
    /// routes.goBackTo { if case .detail = $0 { true } else { false } }
    /// ```
    @discardableResult
    public mutating func goBackTo<Screen>(where predicate: (Screen) -> Bool) -> Bool
    where Element == Route<Screen> {
        guard let index = lastIndex(where: { predicate($0.screen) }) else { return false }
        goBackTo(index: index)
        return true
    }

    /// Goes back to the last route showing `screen`, and returns whether there was one.
    ///
    /// ```swift
    /// routes.goBackTo(.detail("BTC"))
    /// ```
    @discardableResult
    public mutating func goBackTo<Screen: Equatable>(_ screen: Screen) -> Bool where Element == Route<Screen> {
        goBackTo(where: { $0 == screen })
    }

    /// Goes back to the flow's root: every pushed and presented screen goes.
    ///
    /// ```swift
    /// routes.goBackToRoot()
    /// ```
    public mutating func goBackToRoot<Screen>() where Element == Route<Screen> {
        removeAll()
    }

    /// Dismisses the `count` topmost presentations, with the screens pushed above them, and
    /// returns whether there were that many (nothing changes when there were not).
    ///
    /// ```swift
    /// routes.dismiss()     // the top sheet, cover or popover, and what was pushed in it
    /// ```
    @discardableResult
    public mutating func dismiss<Screen>(count: Int = 1) -> Bool where Element == Route<Screen> {
        let presentations = indices.filter { self[$0].style.isPresentation }
        guard count > 0, presentations.count >= count else { return false }
        removeSubrange(presentations[presentations.count - count]...)
        return true
    }

    /// Dismisses every presentation: the flow goes back to the last screen pushed onto the
    /// root's stack.
    ///
    /// ```swift
    /// routes.dismissAll()
    /// ```
    public mutating func dismissAll<Screen>() where Element == Route<Screen> {
        guard let first = firstIndex(where: { $0.style.isPresentation }) else { return }
        removeSubrange(first...)
    }
}
