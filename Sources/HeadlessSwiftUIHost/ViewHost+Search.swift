import HeadlessSwiftUI

extension ViewHost {
    /// Types `query` into the search field of the frontmost screen (the innermost `searchable`
    /// on it), as a user who taps the field and types: `isSearching` becomes true and the
    /// field's text binding takes the query. Then the graph updates.
    ///
    /// Throws when the frontmost screen has no search field.
    /// ```swift
    /// try host.search("pie")
    /// #expect(host.render().contains(#"searchable(text: "pie""#))
    /// ```
    public func search(_ query: String) throws {
        try frontmostSearchField().search(query)
        graph.settle()
    }

    /// Presses the search field's return key: runs the screen's `onSubmit(of: .search)`
    /// actions. Then the graph updates.
    ///
    /// Throws when the frontmost screen has no search field.
    /// ```swift
    /// try host.search("pie")
    /// try host.submitSearch()
    /// ```
    public func submitSearch() throws {
        try frontmostSearchField().submit()
        graph.settle()
    }

    /// Taps the search field's Cancel button: the text is cleared and `isSearching` becomes
    /// false, as `dismissSearch` does. Then the graph updates.
    ///
    /// Throws when the frontmost screen has no search field.
    /// ```swift
    /// try host.cancelSearch()
    /// ```
    public func cancelSearch() throws {
        try frontmostSearchField().cancel()
        graph.settle()
    }

    /// The innermost search field on the frontmost screen.
    func frontmostSearchField() throws -> SearchField {
        graph.settle()
        guard let found = frontmostScreen.innermost(SearchField.self) else {
            throw ViewHostError(description: "The frontmost screen has no search field (no searchable modifier).")
        }
        return found
    }
}
