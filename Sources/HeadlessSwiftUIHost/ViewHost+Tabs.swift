import HeadlessSwiftUI

extension ViewHost {
    /// Taps the tab item whose label shows `tab` in the tab view on the frontmost screen, as
    /// a user switches tabs: the tab view's selection binding is written, the old tab
    /// disappears and the new one appears (created the first time, kept after).
    ///
    /// ```swift
    /// let host = ViewHost(AppTabs())
    /// try host.select(tab: "Settings")
    /// #expect(host.selectedTab == "Settings")
    /// ```
    ///
    /// Throws when no tab view on screen has such a tab; the error lists the tabs.
    public func select(tab: String) throws {
        waitForTransitionsOnScreen()
        let states = frontmostTabViews
        guard !states.isEmpty else {
            throw ViewHostError(description: "There is no tab view on screen.")
        }
        for state in states {
            if let entry = state.tabs.first(where: { $0.title == tab }) {
                graph.perform { state.select(entry) }
                return
            }
        }
        let titles = states.flatMap(\.tabs).map { "\"\($0.title)\"" }.joined(separator: ", ")
        throw ViewHostError(description: "No tab is named \"\(tab)\". Tabs: \(titles)")
    }

    /// The label of the selected tab of the outermost tab view on the frontmost screen, or nil
    /// when there is no tab view.
    public var selectedTab: String? {
        graph.settle()
        return frontmostTabViews.first?.selectedTab?.title
    }

    /// The tab views on the frontmost screen, outermost first.
    var frontmostTabViews: [TabViewState] {
        frontmostScreen.attachments(TabViewState.self)
    }
}
