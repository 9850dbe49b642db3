extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    ///
    /// ```swift
    /// List(coins) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Coin.self) { coin in CoinDetailView(coin: coin) }
    /// ```
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(DestinationForType(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// `NavigationStack`.
    ///
    /// ```swift
    /// .navigationDestination(isPresented: $showsDetail) { DetailView() }
    /// ```
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(
            DestinationForBinding(
                itemID: isPresented.wrappedValue ? AnyHashable(true) : nil,
                clear: { isPresented.wrappedValue = false },
                destination: destination()
            ))
    }

    /// Associates a destination view with a bound value for use within a navigation stack.
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedCoin) { coin in CoinDetailView(coin: coin) }
    /// ```
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            DestinationForBinding(
                itemID: item.wrappedValue.map { AnyHashable($0) },
                clear: { item.wrappedValue = nil },
                destination: item.wrappedValue.map(destination)
            ))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// ```swift
    /// CoinList().navigationTitle("Coins")
    /// ```
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modifier(
            DrawingModifier("navigationTitle(\(HeadlessValueFormat.string(title)))", .navigationTitle(title)))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(
            DrawingModifier(
                "navigationTitle(\(HeadlessValueFormat.string(titleKey.key)))", .navigationTitle(titleKey.key)))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(
            DrawingModifier(
                "navigationTitle(\(HeadlessValueFormat.string(title.content)))", .navigationTitle(title.content)))
    }

    /// Configures the view's title for purposes of navigation, using a binding the user can
    /// rename it through (iOS 16 renamable titles). The tree shows the current value.
    ///
    /// ```swift
    /// DocumentView().navigationTitle($document.title)
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        let current = title.wrappedValue
        return modifier(
            DrawingModifier("navigationTitle(\(HeadlessValueFormat.string(current)))", .navigationTitle(current)))
    }
}

/// `navigationDestination(for:)`: registers with the enclosing stack while it exists.
struct DestinationForType<D: Hashable, C: View> {
    let destination: (D) -> C
}

extension DestinationForType: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        if let state = node.environment.navigationState {
            let registration = node.attachment { DestinationRegistration() }
            registration.state = state
            let destination = self.destination
            state.register(valueType: D.self, owner: node) { value in
                destination(value as! D)
            }
        } else {
            node.graph.warn("navigationDestination(for: \(D.self)) is not inside a NavigationStack; it has no effect.")
        }
        node.display = .transparent
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: pushes while the binding is set, and
/// clears the binding when the user goes back.
struct DestinationForBinding<C: View> {
    let itemID: AnyHashable?
    let clear: () -> Void
    let destination: C?
}

extension DestinationForBinding: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    final class Pushed {
        var viewID: Int?
        var itemID: AnyHashable?
        weak var state: NavigationState?
    }

    func update(node: ViewNode, content: any View) {
        let pushed = node.attachment { Pushed() }
        if let state = node.environment.navigationState {
            pushed.state = state
            if let id = pushed.viewID, !state.isPushed(viewID: id) {
                pushed.viewID = nil  // popped by the user; the binding was cleared
            }
            if let itemID, let destination {
                if let id = pushed.viewID, pushed.itemID == itemID {
                    state.updateView(id: id) { destination }
                } else {
                    if let id = pushed.viewID { state.removeView(id: id) }
                    pushed.itemID = itemID
                    pushed.viewID = state.pushView(owner: node, onPop: clear) { destination }
                }
            } else if let id = pushed.viewID {
                state.removeView(id: id)
                pushed.viewID = nil
                pushed.itemID = nil
            }
        }
        node.display = .transparent
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}
