/// The content of `ContentUnavailableView.search`: what a search with no results shows.
///
/// The strings are an assumption: Apple documents the view, not its words. These are the
/// English ones apps copy into their own no-results views (`ContentUnavailableView("No
/// results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new
/// search."))` in public app code): "No Results" (with the search's text, `No Results for
/// “text”`) over a magnifying glass, and "Check the spelling or try a new search."
///
/// ```swift
/// List(results) { Text($0.title) }
///     .overlay {
///         if results.isEmpty { ContentUnavailableView.search(text: query) }
///     }
/// ```
public struct SearchUnavailableContent {
    /// The label of a search with no results.
    @MainActor @preconcurrency public struct Label: View {
        let text: String?

        /// "No Results", with the search's text when there is one, over a magnifying glass.
        @MainActor @preconcurrency public var body: some View {
            HeadlessSwiftUI.Label(
                text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// The description of a search with no results.
    @MainActor @preconcurrency public struct Description: View {
        /// "Check the spelling or try a new search."
        @MainActor @preconcurrency public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// The actions of a search with no results: none.
    @MainActor @preconcurrency public struct Actions: View {
        /// No actions.
        @MainActor @preconcurrency public var body: some View {
            EmptyView()
        }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// A view that shows that a search has no results.
    ///
    /// ```swift
    /// if results.isEmpty { ContentUnavailableView.search }
    /// ```
    public static var search:
        ContentUnavailableView<
            SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions
        >
    {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// A view that shows that a search for `text` has no results.
    ///
    /// ```swift
    /// if results.isEmpty { ContentUnavailableView.search(text: query) }
    /// ```
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

@available(*, unavailable)
extension SearchUnavailableContent: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Label: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Description: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Actions: Sendable {}
