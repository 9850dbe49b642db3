/// A part of an app's user interface with a life cycle managed by the system.
///
/// An app's `body` is made of scenes; the stand-in runs the first `WindowGroup` it finds, as
/// an iPhone shows an app's one window (`ViewHost(app:)`).
///
/// ```swift
/// struct ReaderScene: Scene {
///     var body: some Scene {
///         WindowGroup { LibraryView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene with no content: what an empty branch of a scene builder makes.
@frozen public struct _EmptyScene {
    /// An empty scene.
    @inlinable public init() {}
}

extension _EmptyScene: Scene {
    /// No body: the scene is a primitive.
    public var body: Never { fatalError("_EmptyScene has no body") }
}

/// The scenes of a `SceneBuilder` block with several, in order.
struct TupleScene<each Content: Scene> {
    let content: (repeat each Content)
}

extension TupleScene: Scene {
    var body: Never { fatalError("TupleScene has no body") }
}

/// What the stand-in reads of a scene: the first window's content, found through a scene's
/// body and the scenes a builder or a modifier holds. A type that is none of these has no
/// window (`Settings`, on the platforms that have it).
@MainActor
protocol WindowContentScene {
    /// The root view of the first window of this scene, with the scene modifiers that apply
    /// to it; nil when the scene has no window.
    var firstWindowContent: AnyView? { get }
}

extension Scene {
    /// The first window's content of this scene or of its body.
    @MainActor
    var headlessFirstWindowContent: AnyView? {
        if let primitive = self as? any WindowContentScene { return primitive.firstWindowContent }
        if Body.self == Never.self { return nil }
        return body.headlessFirstWindowContent
    }
}

extension TupleScene: WindowContentScene {
    var firstWindowContent: AnyView? {
        for scene in repeat each content {
            if let content = scene.headlessFirstWindowContent { return content }
        }
        return nil
    }
}
