/// The containers the runtime and host look for among a view's ancestors, by the type of view
/// a node holds (never by its line in the text tree).
package enum ContainerKind: Hashable, Sendable {
    case scrollView, list, form, navigationStack, tabView

    /// Containers that scroll their content: `ScrollViewProxy.scrollTo` and pull-to-refresh
    /// act on the nearest one.
    package var scrolls: Bool {
        switch self {
        case .scrollView, .list, .form: true
        case .navigationStack, .tabView: false
        }
    }
}

/// A primitive view that is one of the containers of `ContainerKind`.
package protocol ContainerView {
    static var containerKind: ContainerKind { get }
}

extension ScrollView: ContainerView {
    nonisolated package static var containerKind: ContainerKind { .scrollView }
}

extension List: ContainerView {
    nonisolated package static var containerKind: ContainerKind { .list }
}

extension Form: ContainerView {
    nonisolated package static var containerKind: ContainerKind { .form }
}

extension NavigationStack: ContainerView {
    nonisolated package static var containerKind: ContainerKind { .navigationStack }
}

extension TabView: ContainerView {
    nonisolated package static var containerKind: ContainerKind { .tabView }
}

extension ViewNode {
    /// The container this node is, if it is one.
    package var containerKind: ContainerKind? {
        (type(of: view) as? any ContainerView.Type)?.containerKind
    }
}
