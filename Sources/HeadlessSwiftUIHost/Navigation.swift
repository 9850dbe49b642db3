import HeadlessSwiftUI

extension ViewHost {
    /// The screens pushed on the frontmost navigation stack, bottom to top: each path value as
    /// written, or the destination view's type for view-based links.
    public var navigationPath: [String] {
        graph.settle()
        guard let state = frontmostNavigation else { return [] }
        return state.screens.map { $0.name(in: state.node) }
    }

    /// The title the frontmost navigation stack's bar shows: the top screen's
    /// `navigationTitle` (or the deprecated `navigationBarTitle`), nil when it sets none or
    /// there is no stack on screen. The SVG draws the same title in the bar.
    ///
    /// ```swift
    /// try host.tap("Bitcoin")
    /// #expect(host.navigationTitle == "Bitcoin")
    /// ```
    public var navigationTitle: String? {
        graph.settle()
        guard let top = frontmostNavigation?.node?.children.last else { return nil }
        return SVGRenderer.navigationTitle(in: top)
    }

    /// A tap on the back button of the frontmost navigation stack, or of a collapsed
    /// navigation split view showing a column above its sidebar.
    public func back() throws {
        waitForTransitionsOnScreen()
        guard let state = frontmostNavigation else {
            if let split = frontmostSplitView, split.pop() {
                graph.settle()
                return
            }
            throw ViewHostError(description: "There is no navigation stack on screen.")
        }
        guard state.pop() else {
            if let split = frontmostSplitView, split.pop() {
                graph.settle()
                return
            }
            throw ViewHostError(description: "The navigation stack is at its root; there is nothing to go back from.")
        }
        graph.settle()
    }

    /// The innermost navigation split view on the frontmost screen.
    var frontmostSplitView: SplitViewState? {
        frontmostScreen.innermost(SplitViewState.self)
    }

    /// The innermost navigation stack on the frontmost screen.
    var frontmostNavigation: NavigationState? {
        frontmostScreen.innermost(NavigationState.self)
    }
}
