/// A navigation stack's state: its path (bound or its own), the screens pushed by view-based
/// links and `navigationDestination(isPresented:)`, and the destinations declared inside it.
@MainActor
package final class NavigationState: NodeAttachment {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    /// One screen above the root.
    package struct Screen {
        package enum Kind {
            /// A path value, shown by the `navigationDestination(for:)` of its type.
            case value(AnyHashable)
            /// A view pushed by a link with a destination, or a destination modifier.
            case view(id: Int, owner: ObjectIdentifier?, make: () -> any View, onPop: (() -> Void)?)
        }

        package let kind: Kind
        package let key: ChildKey

        /// What the host shows for the screen: the value, or the destination's type.
        package var summary: String {
            switch kind {
            case .value(let value): String(describing: value.base)
            case .view(_, _, let make, _): typeName(type(of: make()))
            }
        }

        /// The screen's name as a developer wrote its destination: a generic wrapper whose
        /// body is its content parameter (a destination built lazily from a closure, say)
        /// is named after that content. Both are read from the types' metadata.
        @MainActor
        package func name(in stack: ViewNode?) -> String {
            guard case .view = kind, var node = stack?.child(key)?.children.first else { return summary }
            while !isPrimitive(node.view), node.children.count == 1 {
                let body = node.children[0]
                guard isGeneric(type(of: node.view), over: type(of: body.view)) else { break }
                node = body
            }
            return typeName(type(of: node.view))
        }

        private func isPrimitive<V: View>(_: V) -> Bool { V.declaredPrimitive != nil }
    }

    struct Registration {
        let owner: ObjectIdentifier
        let destination: (Any) -> any View
    }

    package weak var node: ViewNode?
    /// Set while the stack reconciles its screens: changes made then are picked up by the
    /// same pass, so they need no new update.
    @exclusivity(unchecked) var isUpdating = false
    /// Reads and writes the bound path, or nil for a stack that keeps its own.
    @exclusivity(unchecked) var boundPath: PathAccess?
    @exclusivity(unchecked) var ownPath: [AnyHashable] = []
    @exclusivity(unchecked) private var viewScreens: [Screen] = []
    @exclusivity(unchecked) private var nextViewID = 0
    @exclusivity(unchecked) private var registrations: [ObjectIdentifier: [Registration]] = [:]

    var pathValues: [AnyHashable] { boundPath?.get() ?? ownPath }

    /// Each screen's bars, by the screen's key (`.content` for the root).
    @exclusivity(unchecked) private var bars: [ChildKey: NavigationScreenBar] = [:]

    /// The bars of the screen with `key`, made when first asked for.
    package func bar(for key: ChildKey) -> NavigationScreenBar {
        if let bar = bars[key] { return bar }
        let bar = NavigationScreenBar()
        bar.stack = node
        bars[key] = bar
        return bar
    }

    /// Lets go of the bars of screens no longer in the stack.
    func keepBars(of slots: [ChildSlot]) {
        // A stack has a few screens: its slots are scanned, and the table is rebuilt only when
        // a screen went (a filter rebuilt it at every update).
        var gone: [ChildKey] = []
        for key in bars.keys where !Self.contains(key, in: slots) { gone.append(key) }
        for key in gone { bars[key] = nil }
    }

    private static func contains(_ key: ChildKey, in slots: [ChildSlot]) -> Bool {
        for slot in slots where slot.key == key { return true }
        return false
    }

    /// The screens above the root, bottom to top: the path's values, then pushed views.
    package var screens: [Screen] {
        // Keys are by value and occurrence: a path is a collection of `Hashable` values, so a
        // value equal to the one before is the same screen however it prints, an unequal one
        // is another screen even when it prints the same, and two equal values are two screens.
        var seen: [AnyHashable: Int] = [:]
        let values = pathValues.map { value -> Screen in
            let occurrence = seen[value, default: 0]
            seen[value] = occurrence + 1
            return Screen(kind: .value(value), key: .pathValue(value, occurrence: occurrence))
        }
        return values + viewScreens
    }

    // MARK: Destinations

    /// Registers `owner`'s destination for `valueType`; returns whether another was declared
    /// earlier for the type (the earlier one is used).
    @discardableResult
    func register(valueType: Any.Type, owner: ViewNode, destination: @escaping (Any) -> any View) -> Bool {
        let key = ObjectIdentifier(valueType)
        var list = registrations[key, default: []]
        let registration = Registration(owner: ObjectIdentifier(owner), destination: destination)
        let position: Int
        if let index = list.firstIndex(where: { $0.owner == ObjectIdentifier(owner) }) {
            list[index] = registration
            position = index
        } else {
            list.append(registration)
            position = list.count - 1
        }
        registrations[key] = list
        // A destination that changed outside the stack's own update refreshes shown screens.
        if !isUpdating, pathValues.contains(where: { ObjectIdentifier(type(of: $0.base)) == key }) {
            node?.invalidate()
        }
        return position > 0
    }

    func unregister(owner: ViewNode) {
        for key in registrations.keys {
            registrations[key]?.removeAll { $0.owner == ObjectIdentifier(owner) }
        }
    }

    /// The destination for a value: the one declared closest to the root wins, as in SwiftUI.
    func destination(for value: AnyHashable) -> (any View)? {
        registrations[ObjectIdentifier(type(of: value.base))]?.first.map { $0.destination(value.base) }
    }

    func hasDestination(for value: AnyHashable) -> Bool {
        !(registrations[ObjectIdentifier(type(of: value.base))]?.isEmpty ?? true)
    }

    // MARK: Pushing and popping

    func push(value: AnyHashable) {
        if let boundPath {
            boundPath.append(value)
        } else {
            ownPath.append(value)
        }
        node?.invalidate()
    }

    @discardableResult
    func pushView(owner: ViewNode?, onPop: (() -> Void)?, make: @escaping () -> any View) -> Int {
        nextViewID += 1
        let id = nextViewID
        viewScreens.append(
            Screen(
                kind: .view(id: id, owner: owner.map(ObjectIdentifier.init), make: make, onPop: onPop),
                key: .accessory(.pushedView(id))))
        node?.invalidate()
        return id
    }

    /// Replaces how a pushed view is made (its owner re-evaluated with new values).
    func updateView(id: Int, make: @escaping () -> any View) {
        guard
            let index = viewScreens.firstIndex(where: { if case .view(id, _, _, _) = $0.kind { true } else { false } })
        else { return }
        if case .view(_, let owner, _, let onPop) = viewScreens[index].kind {
            viewScreens[index] = Screen(
                kind: .view(id: id, owner: owner, make: make, onPop: onPop), key: viewScreens[index].key)
            if !isUpdating { node?.invalidate() }
        }
    }

    func isPushed(viewID: Int) -> Bool {
        viewScreens.contains { if case .view(viewID, _, _, _) = $0.kind { true } else { false } }
    }

    /// Pops the screens above `depth` (0: back to the root).
    package func pop(toDepth depth: Int) {
        while screens.count > depth, pop() {}
    }

    /// Pops the top screen; false when at the root.
    @discardableResult
    package func pop() -> Bool {
        if let last = viewScreens.popLast() {
            if case .view(_, _, _, let onPop) = last.kind { onPop?() }
            node?.invalidate()
            return true
        }
        guard !pathValues.isEmpty else { return false }
        if let boundPath {
            boundPath.removeLast()
        } else {
            ownPath.removeLast()
        }
        node?.invalidate()
        return true
    }

    /// Removes a view pushed by a destination modifier whose binding was cleared.
    func removeView(id: Int) {
        guard
            let index = viewScreens.firstIndex(where: { if case .view(id, _, _, _) = $0.kind { true } else { false } })
        else { return }
        viewScreens.removeSubrange(index...)
        node?.invalidate()
    }

    package func nodeWillTearDown(_ node: ViewNode) {
        viewScreens.removeAll()
        registrations.removeAll()
    }
}

/// Type-erased access to a stack's path binding (`NavigationPath` or a typed array).
struct PathAccess {
    let get: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: () -> Void
}

struct NavigationStateKey: EnvironmentKey {
    static var defaultValue: NavigationState? { nil }
}

extension EnvironmentValues {
    /// The navigation stack this view is in, if any.
    package var navigationState: NavigationState? {
        get { self[NavigationStateKey.self] }
        set { self[NavigationStateKey.self] = newValue }
    }
}

struct LazyContainerKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is inside a lazy container (`List`, `LazyVStack`, `LazyHStack`,
    /// `LazyVGrid`, `LazyHGrid`) within its navigation context: set by those containers for
    /// their content, cleared by a `NavigationStack` (a stack in a row is a context of its
    /// own, and its screens are not in the row) and by presented content. A destination
    /// modifier there draws SwiftUI's "lazy container" warning.
    package var isInLazyContainer: Bool {
        get { self[LazyContainerKey.self] }
        set { self[LazyContainerKey.self] = newValue }
    }
}

/// Registers a destination with the enclosing stack; unregisters when its view goes away.
@MainActor
final class DestinationRegistration: NodeAttachment {
    weak var state: NavigationState?
    var warnings = DestinationWarnings()

    package func nodeWillTearDown(_ node: ViewNode) {
        state?.unregister(owner: node)
    }
}
