import Foundation

/// A type that represents the structure and behavior of an app.
///
/// The stand-in runs an app's first `WindowGroup`: `ViewHost(app:)` mounts it in a test,
/// with the app's own `@State`, `@StateObject` and `@Environment` properties kept for as long
/// as the host, as SwiftUI keeps them for the app's life.
///
/// ```swift
/// @main
/// struct BooksApp: App {
///     @StateObject private var library = Library()
///     var body: some Scene {
///         WindowGroup {
///             LibraryView().environmentObject(library)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

extension App {
    /// Initializes and runs the app.
    ///
    /// On Linux there is no window to show: the app's first window is mounted in a view
    /// graph (its `onAppear` and `task` modifiers run), a line on standard error says so, and
    /// the process then runs its main queue until it is ended, as an app runs until the system
    /// ends it. Test an app with `ViewHost(app:)`.
    ///
    /// ```swift
    /// @main struct BooksApp: App { ... }   // `main()` is what `@main` calls
    /// ```
    @MainActor @preconcurrency
    public static func main() {
        let graph = ViewGraph(root: AppRoot(app: Self()), environment: EnvironmentValues())
        FileHandle.standardError.write(
            Data("\(Self.self) runs headless (HeadlessSwiftUI): its first window is mounted, not shown.\n".utf8))
        withExtendedLifetime(graph) { dispatchMain() }
    }
}

/// An app as the root view of a graph: its body's first window, with the app's dynamic
/// properties (`@State`, `@StateObject`, `@Environment`) installed on this view's node, so
/// they live as long as the graph and a change to them runs the app's body again.
package struct AppRoot<Content: App>: View {
    package var app: Content

    package init(app: Content) {
        self.app = app
        TypePlans.registerAppRoot(Self.self)
    }

    package var body: some View {
        if let content = app.body.headlessFirstWindowContent {
            content
        } else {
            EmptyView()
        }
    }
}
