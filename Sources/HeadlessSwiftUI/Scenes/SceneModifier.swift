/// A modifier of scenes (the hook SwiftUI's scene modifiers are built on): `ModifiedContent` of
/// a scene and a scene modifier is a scene.
public protocol _SceneModifier {
    /// The scene the modifier makes of its content.
    associatedtype Body: Scene

    /// The modified scene.
    @SceneBuilder func body(content: Self.SceneContent) -> Self.Body

    /// The content a scene modifier receives.
    typealias SceneContent = _SceneModifier_Content<Self>
}

extension _SceneModifier where Self.Body == Never {
    /// A primitive modifier has no body.
    public func body(content: Self.SceneContent) -> Self.Body {
        fatalError("\(Self.self) is a primitive scene modifier")
    }
}

extension EmptyModifier: _SceneModifier {}

extension ModifiedContent: _SceneModifier where Content: _SceneModifier, Modifier: _SceneModifier {}

/// The content a scene modifier's body receives: the scene it modifies.
public struct _SceneModifier_Content<Modifier: _SceneModifier> {
    /// A primitive scene.
    public typealias Body = Never
}

extension _SceneModifier_Content: Scene {
    /// A primitive scene has no body.
    public var body: Never { fatalError("_SceneModifier_Content has no body") }
}

@available(*, unavailable)
extension _SceneModifier_Content: Sendable {}

extension ModifiedContent: Scene where Content: Scene, Modifier: _SceneModifier {
    /// A modified scene is read through its content.
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
        fatalError("ModifiedContent of a scene has no body")
    }
}

extension ModifiedContent: WindowContentScene where Content: Scene, Modifier: _SceneModifier {
    var firstWindowContent: AnyView? { content.headlessFirstWindowContent }
}

extension Group: Scene where Content: Scene {
    /// Creates a group of scenes.
    ///
    /// ```swift
    /// var body: some Scene {
    ///     Group {
    ///         WindowGroup { ContentView() }
    ///     }
    /// }
    /// ```
    @inlinable nonisolated public init(@SceneBuilder content: () -> Content) {
        self.init(_content: content())
    }

    /// A group is read through its content.
    @MainActor @preconcurrency public var body: Never { bodyNeverCalled(Self.self) }
}

extension Group: WindowContentScene where Content: Scene {
    var firstWindowContent: AnyView? { content.headlessFirstWindowContent }
}
