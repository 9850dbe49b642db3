/// A view that controls a navigation presentation.
///
/// ```swift
/// NavigationLink("Details", value: coin)            // pushes a path value
/// NavigationLink { CoinDetailView(coin: coin) } label: { CoinRow(coin: coin) }
/// ```
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    package let label: Label
    let target: LinkTarget
    /// The view a `.view` or `.bound` link pushes; none for a value link.
    let destination: LinkDestination<Destination>
}

/// What a link pushes: its destination view, or a value for a `navigationDestination(for:)`.
/// Not generic (the view is `NavigationLink.destination`): the update switches on it without
/// looking up a generic enum's metadata for every link (about 350 instructions a link).
enum LinkTarget {
    case view
    case value(AnyHashable?)
    /// The deprecated `isActive:` and `tag:selection:` forms: pushed while the binding says so.
    case bound(BoundLinkState)
}

/// A link's destination view, compared as a view input.
struct LinkDestination<Destination> {
    let view: Destination?
}

/// The binding of a deprecated `NavigationLink(isActive:)` or `(tag:selection:)`, read once
/// per update: whether it says the link is active, and how to set and clear it.
struct BoundLinkState {
    let isActive: Bool
    let activate: () -> Void
    let deactivate: () -> Void
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    ///
    /// The destination's body is not evaluated until the link is tapped.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view
        self.destination = LinkDestination(view: destination())
    }

    /// Creates a navigation link that presents the destination view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view
        self.destination = LinkDestination(view: destination)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// A `nil` value makes a link that does nothing.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(anyHashable(value))
        self.destination = LinkDestination(view: nil)
    }
}

// The text forms are inlined into the app's code, where the value's type is known, and make
// the link through a form that is not generic: a list of links then makes each without a
// lookup of `NavigationLink<Text, Never>`'s and `Optional<P>`'s metadata at every row (about
// 1,000 instructions a link).
extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    @inlinable nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(text: Text(titleKey), value: anyHashable(value))
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    @_disfavoredOverload
    @inlinable nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(text: Text(title), value: anyHashable(value))
    }

    @usableFromInline nonisolated init(text: Text, value: AnyHashable?) {
        label = text
        target = .value(value)
        destination = LinkDestination(view: nil)
    }
}

/// `value.map { AnyHashable($0) }`, usable from inlined code.
@inlinable func anyHashable<P: Hashable>(_ value: P?) -> AnyHashable? {
    guard let value else { return nil }
    return AnyHashable(value)
}

extension NavigationLink: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension NavigationLink: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.output.isTapEnabled = node.environment.isEnabled
        let state = node.environment.navigationState
        // Each form in a function of its own: this code is not specialized, and a local of a
        // generic type (the destination, the bound form's modifier) fetches its type's
        // metadata on entry, for every link, whatever its form (about 1,200 instructions a
        // link).
        switch target {
        case .view:
            updateDestination(state: state, node: node)
        case .value(let value):
            Self.updateValue(value, state: state, node: node)
        case .bound(let binding):
            updateBound(binding, state: state, node: node)
            return
        }
        node.reconcile(key: .content, view: label, environment: node.environment)
    }

    /// A link that pushes a view.
    @MainActor private func updateDestination(state: NavigationState?, node: ViewNode) {
        guard let destination = destination.view else { return }
        // While the link is in the hierarchy, the screen it pushed follows it: a new
        // destination value from the link's parent reaches the pushed view (reported:
        // inamiy/Harvest-SwiftUI-Gallery#21 fixes a destination that "doesn't ... get
        // updated after its state changed"; Apple documents no other rule). Once the link
        // is gone the screen keeps its last value.
        let pushed = node.attachment { PushedByLink() }
        if let state, let id = pushed.viewID, state.isPushed(viewID: id) {
            state.updateView(id: id) { destination }
        }
        // Outside a navigation stack a link does nothing.
        node.output.tapAction = { [weak state, weak pushed] in
            guard let state else { return }
            pushed?.viewID = state.pushView(owner: nil, onPop: nil) { destination }
        }
    }

    /// A link that pushes a value.
    @MainActor private static func updateValue(_ value: AnyHashable?, state: NavigationState?, node: ViewNode) {
        // The graph is reached through the state's stack, not captured weakly: a weak
        // reference gives the graph a side table, and every node's unowned reference to it
        // then takes the slow path at each use.
        node.output.tapAction = { [weak state] in
            guard let state, let value else { return }
            if state.hasDestination(for: value) {
                state.push(value: value)
            } else {
                state.node?.graph.warn(missingDestinationWarning(for: value))
            }
        }
    }

    /// A link of the deprecated `isActive:` and `tag:selection:` forms.
    @MainActor private func updateBound(
        _ binding: BoundLinkState, state: NavigationState?, node: ViewNode
    ) {
        guard let destination = destination.view else { return }
        // Tapping sets the binding; the binding pushes, as
        // `navigationDestination(isPresented:)` does, and going back clears it. Apple,
        // `init(destination:isActive:label:)`: "isActive: A binding to a Boolean value that
        // indicates whether destination is currently presented"; its deprecation message
        // names `navigationDestination(isPresented:destination:)` as the replacement.
        node.output.tapAction = { [weak state] in
            guard state != nil else { return }
            binding.activate()
        }
        let destinationModifier = DestinationForBinding(
            itemID: binding.isActive ? AnyHashable(true) : nil, clear: binding.deactivate,
            destination: destination, form: .isPresented, declaredByLink: true)
        node.reconcile(key: .content, view: label.modifier(destinationModifier), environment: node.environment)
    }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

/// The screen a view-destination link pushed, which it keeps up to date while both exist.
@MainActor
final class PushedByLink: NodeAttachment {
    var viewID: Int?
    func nodeWillTearDown(_ node: ViewNode) {}
}

extension NavigationLink: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        var attributes: [String] = []
        if case .value(let value?) = target { attributes.append("value: \(value.base)") }
        if let style = node.environment.buttonStyleName { attributes.append("style: \(style)") }
        if !node.environment.isEnabled { attributes.append("disabled") }
        return ("NavigationLink", attributes)
    }
}

/// A navigation link, for drawing: in a list it is a row with a disclosure indicator, its
/// label in the label color, not a button's tint.
@MainActor
package protocol NavigationLinkDrawing {}

extension NavigationLink: NavigationLinkDrawing {}

/// A link's target, compared case by case: the value by `==`, the bound state's flag and
/// closures as fields are.
extension LinkTarget: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? LinkTarget else { return false }
        switch (self, other) {
        case (.view, .view):
            return true
        case (.value(let value), .value(let otherValue)):
            return value == otherValue
        case (.bound(let state), .bound(let otherState)):
            return runtimeEqual(state, otherState)
        default:
            return false
        }
    }
}

/// A link's destination, compared as a view input.
extension LinkDestination: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? LinkDestination else { return false }
        switch (view, other.view) {
        case (nil, nil): return true
        case (let view?, let otherView?): return runtimeEqual(view, otherView)
        default: return false
        }
    }
}
