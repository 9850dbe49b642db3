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
                destination: destination(),
                form: .isPresented
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
                destination: item.wrappedValue.map(destination),
                form: .item(D?.self)
            ))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// ```swift
    /// CoinList().navigationTitle("Coins")
    /// ```
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modifier(
            NavigationBarOption(
                attribute: "navigationTitle(\(HeadlessValueFormat.string(title)))", drawing: .navigationTitle(title),
                option: .title))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(
            NavigationBarOption(
                attribute: "navigationTitle(\(HeadlessValueFormat.string(titleKey.key)))",
                drawing: .navigationTitle(titleKey.key), option: .title))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(
            NavigationBarOption(
                attribute: "navigationTitle(\(HeadlessValueFormat.string(title.content)))",
                drawing: .navigationTitle(title.content), option: .title))
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
            NavigationBarOption(
                attribute: "navigationTitle(\(HeadlessValueFormat.string(current)))",
                drawing: .navigationTitle(current), option: .title))
    }
}

/// `navigationDestination(for:)`: registers with the enclosing stack while it exists.
struct DestinationForType<D: Hashable, C: View> {
    let destination: (D) -> C
}

extension DestinationForType: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let registration = node.attachment { DestinationRegistration() }
        if let state = node.environment.navigationState {
            registration.state = state
            let destination = self.destination
            let declaredEarlier = state.register(valueType: D.self, owner: node) { value in
                destination(value as! D)
            }
            if node.environment.isInLazyContainer {
                registration.warnings.warnOnce(.lazyContainer, node: node) {
                    misplacedDestinationInLazyContainerWarning(modifier: "for:", subject: "for type `\(D.self)`")
                }
            }
            if declaredEarlier {
                registration.warnings.warnOnce(.declaredEarlier, node: node) {
                    destinationDeclaredEarlierWarning(for: D.self)
                }
            }
        } else if !node.environment.isInSplitViewColumn {
            registration.warnings.warnOnce(.outsideStack, node: node) {
                misplacedDestinationOutsideStackWarning(modifier: "for:", subject: "for type `\(D.self)`")
            }
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: pushes while the binding is set, and
/// clears the binding when the user goes back.
struct DestinationForBinding<C: View> {
    let itemID: AnyHashable?
    let clear: () -> Void
    let destination: C?
    let form: Form
    /// Whether a deprecated `NavigationLink(isActive:)` or `(tag:selection:)` put it here: the
    /// link is not a destination modifier, so SwiftUI's warnings about misplaced ones do not
    /// apply to it.
    var declaredByLink = false

    /// Which modifier it is, as SwiftUI names it in its warnings.
    enum Form {
        case isPresented
        /// `item:`, with the binding's value type (an optional).
        case item(Any.Type)
    }
}

extension DestinationForBinding: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    /// What the modifier pushed. When the modifier's view goes (the screen it is in is
    /// popped, or the view removed), its destination goes with it, and whatever was pushed
    /// above: UIKit pops every view controller above one it pops to (Apple,
    /// `UINavigationController.popToViewController(_:animated:)`: "Pops view controllers until
    /// the specified view controller is at the top of the navigation stack"), and the
    /// destination has no view left to declare it. The binding is not written: its view is gone.
    @MainActor
    final class Pushed: NodeAttachment {
        var viewID: Int?
        var itemID: AnyHashable?
        weak var state: NavigationState?
        var warnings = DestinationWarnings()

        func nodeWillTearDown(_ node: ViewNode) {
            if let viewID { state?.removeView(id: viewID) }
        }
    }

    func update(node: ViewNode, content: any View) {
        let pushed = node.attachment { Pushed() }
        if let state = node.environment.navigationState {
            pushed.state = state
            if node.environment.isInLazyContainer && !declaredByLink {
                // Still pushed: SwiftUI says it "will be ignored in a future release".
                pushed.warnings.warnOnce(.lazyContainer, node: node) {
                    misplacedDestinationInLazyContainerWarning(modifier: modifierLabel, subject: subject)
                }
            }
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
        } else if !node.environment.isInSplitViewColumn && !declaredByLink {
            pushed.warnings.warnOnce(.outsideStack, node: node) {
                misplacedDestinationOutsideStackWarning(modifier: modifierLabel, subject: subject)
            }
        }
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }

    private var modifierLabel: String {
        switch form {
        case .isPresented: "isPresented:"
        case .item: "item:"
        }
    }

    /// What the warning says the modifier is about: `isPresented:` names the destination's
    /// view type ("presenting `VirtualCurrencyBalancesScreen`", RevenueCat's source quoting the
    /// console; "presenting `Optional<xxxx>`", ozontech/SUINavigation#2), `item:` the binding's
    /// value type ("for type `Optional<ExportPrivateKey>`", gemwalletcom/gem-ios#186).
    private var subject: String {
        switch form {
        case .isPresented: "presenting `\(C.self)`"
        case .item(let type): "for type `\(type)`"
        }
    }
}

/// The warnings a destination modifier has given, each once per modifier identity: SwiftUI
/// prints them when it finds the modifier misplaced, not at each update.
struct DestinationWarnings {
    enum Kind {
        case outsideStack, lazyContainer, declaredEarlier
    }

    private var given: Set<Kind> = []

    @MainActor
    mutating func warnOnce(_ kind: Kind, node: ViewNode, _ message: () -> String) {
        guard given.insert(kind).inserted else { return }
        node.graph.warn(message())
    }
}

/// SwiftUI's console message for a destination modifier outside any navigation stack or split
/// view, quoted in gemwalletcom/gem-ios#186: "The `navigationDestination` modifier only works
/// inside a `NavigationStack` or `NavigationSplitView`. There's a misplaced
/// `navigationDestination(item:destination:)` modifier for type `Optional<ExportPrivateKey>`.
/// It will be ignored." The `for:` form names its data type the same way.
func misplacedDestinationOutsideStackWarning(modifier: String, subject: String) -> String {
    "The `navigationDestination` modifier only works inside a `NavigationStack` or `NavigationSplitView`. There's a misplaced `navigationDestination(\(modifier)destination:)` modifier \(subject). It will be ignored."
}

/// SwiftUI's console message for a destination modifier inside a lazy container (a `List` row,
/// a `LazyVStack`'s content), verbatim from ozontech/SUINavigation#2 (and the sources that
/// quote it: RevenueCat's, SUINavigation's own), quotes included (a straight opening quote and
/// a curly closing one): "Do not put a navigation destination modifier inside a "lazy”
/// container, like `List` or `LazyVStack`. [...] There's a misplaced
/// `navigationDestination(isPresented:destination:)` modifier presenting `Optional<xxxx>`. It
/// will be ignored in a future release." The `for:` form: "... modifier for type Destination.
/// It will be ignored in a future release." (a blog post quoting it). airbnb/lottie-ios#2528
/// quotes a later release that ends "It will be ignored." and ignores it; the stand-in models
/// the release that still uses the destination.
func misplacedDestinationInLazyContainerWarning(modifier: String, subject: String) -> String {
    "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or `LazyVStack`. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. There's a misplaced `navigationDestination(\(modifier)destination:)` modifier \(subject). It will be ignored in a future release."
}

/// SwiftUI's console message for a second `navigationDestination(for:)` of one type in one
/// stack (a pushed screen that declares it again, say), naming the type with its module:
/// "A navigationDestination for “Swift.AnyHashable” was declared earlier on the stack. Only
/// the destination declared closest to the root view of the stack will be used."
/// (johnpatrickmorgan/NavigationBackport#58; "“Venues.Venue”" in another app's README).
func destinationDeclaredEarlierWarning(for type: Any.Type) -> String {
    "A navigationDestination for “\(String(reflecting: type))” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
}
