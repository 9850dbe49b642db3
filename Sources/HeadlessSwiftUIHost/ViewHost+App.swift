import Foundation
import HeadlessSwiftUI

extension ViewHost {
    /// Mounts an app: its first `WindowGroup`'s content, as an iPhone shows the app's one
    /// window. The app's own `@State`, `@StateObject` and `@Environment` properties live as
    /// long as the host, and a change to them runs the app's `body` again, as in SwiftUI.
    ///
    /// ```swift
    /// let host = ViewHost(app: BooksApp())
    /// host.update { $0.scenePhase = .background }   // the app goes to the background
    /// try host.open(URL(string: "books://book/42")!)
    /// ```
    public convenience init<A: App>(
        app: A,
        environment: EnvironmentValues = EnvironmentValues(),
        device: Device? = nil,
        presentationBehavior: PresentationBehavior = .default,
        os: OSVersion = .newest
    ) {
        self.init(
            AppRoot(app: app), environment: environment, device: device, presentationBehavior: presentationBehavior,
            os: os)
    }

    /// Opens a URL in the scene, as when the user follows a link into the app (a custom scheme
    /// or a universal link): every `onOpenURL(perform:)` handler of the views alive in the
    /// scene runs, in the order of the view tree (covered navigation screens and presented
    /// content included), then the screen updates. Throws when no view handles URLs.
    ///
    /// Which handlers run when several views register one, and in which order, is not
    /// documented: that all of them run, each with the URL, in the order of the tree, is an
    /// assumption.
    ///
    /// ```swift
    /// try host.open(URL(string: "books://book/42")!)
    /// #expect(host.contains(text: "Dune"))
    /// ```
    public func open(_ url: URL) throws {
        waitForTransitionsOnScreen()
        graph.settle()
        var handlers: [(URL) -> Void] = []
        // A presented layer's content is also a child of its presenter while that is alive:
        // each node is visited once.
        var visited: Set<ObjectIdentifier> = []
        var stack = Array(layerRoots.reversed())
        while let node = stack.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            if let handler = node.output.openURLAction { handlers.append(handler) }
            stack.append(contentsOf: node.children.reversed())
        }
        guard !handlers.isEmpty else {
            throw ViewHostError(description: "No view handles URLs (onOpenURL): \(url) was not delivered.")
        }
        graph.perform {
            for handler in handlers { handler(url) }
        }
    }
}
