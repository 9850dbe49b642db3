/// A result builder for composing a collection of scenes into a single composite scene.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     #if os(macOS)
///     Settings { SettingsView() }
///     #endif
/// }
/// ```
@resultBuilder public struct SceneBuilder {
    /// Passes a scene written as an expression through unmodified.
    @_alwaysEmitIntoClient public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// An empty block is an error, as in SwiftUI.
    @available(*, unavailable, message: "Provide at leas one scene")
    public static func buildBlock() -> some Scene { _EmptyScene() }

    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Combines several scenes into one.
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(content: (repeat each content))
    }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}
