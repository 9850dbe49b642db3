/// An action that initiates a refresh operation.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    package let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async {
        await action()
    }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment.
    public var refresh: RefreshAction? { self[RefreshActionKey.self] }
}

extension View {
    /// Marks this view as refreshable.
    ///
    /// A list or scroll view below runs the action when pulled down, and shows its refresh
    /// indicator until the action returns (Apple's `refreshable(action:)` documentation:
    /// "SwiftUI ... waits for the action to complete ... the refresh control remains visible
    /// for the duration of the awaited operation"). The closure is isolated to the actor of
    /// the code that writes it (the view's main actor), as Apple declares it
    /// (`@_inheritActorContext`), so it can change main-actor state directly.
    /// ```swift
    /// List(todos) { Text($0.title) }
    ///     .refreshable { await store.reload() }
    /// ```
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View
    {
        modifier(
            EnvironmentWriter(attribute: "refreshable", token: 0) { values in
                values[RefreshActionKey.self] = RefreshAction(action: action)
            })
    }
}
