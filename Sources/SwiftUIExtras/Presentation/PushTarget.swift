/// Where `present(item:)` pushes the items whose style is ``PresentationStyle/push``.
///
/// A push needs a `navigationDestination(item:)`, and SwiftUI accepts one only inside a
/// `NavigationStack` and outside lazy containers: elsewhere it prints that the destination is
/// misplaced and ignores it ("The `navigationDestination` modifier only works inside a
/// `NavigationStack` or `NavigationSplitView`", gemwalletcom/gem-ios#186; "Do not put a
/// navigation destination modifier inside a "lazy" container, like `List` or `LazyVStack`",
/// ozontech/SUINavigation#2). `present(item:)` cannot see where it is placed (SwiftUI has no
/// public "inside a navigation stack" value), so the call site says it:
///
/// ```swift
/// NavigationStack {
///     PlaceList(place: $place)
///         .present(item: $place, pushingOnto: .enclosingStack) { place in PlaceView(place: place) }
/// }
/// ```
///
/// Decide it once per call site: changing it rebuilds the view it modifies.
public struct PushTarget: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case none
        case enclosingStack
    }

    let kind: Kind

    /// No pushes (the default): `present(item:)` adds no `navigationDestination`, and an item
    /// styled `.push` is not shown; it is reported through `EnvironmentValues.runtimeWarning`,
    /// the way SwiftUI ignores a misplaced destination with a warning.
    ///
    /// ```swift
    /// Text(row.title).present(item: $tip)   // in a List row: sheets and popovers only
    /// ```
    public static let none = PushTarget(kind: .none)

    /// Onto the `NavigationStack` that encloses the view, through `navigationDestination(item:)`
    /// (iOS 17). The view must be inside the stack and outside any lazy container (`List`,
    /// `LazyVStack`, `LazyVGrid`…) between it and the stack.
    ///
    /// ```swift
    /// .present(item: $place, pushingOnto: .enclosingStack) { place in PlaceView(place: place) }
    /// ```
    public static let enclosingStack = PushTarget(kind: .enclosingStack)
}
