import Observation

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filtered) { Text($0.name) }
    ///         .searchable(text: $query, prompt: Text("Cities"))
    /// }
    /// ```
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt?.content))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt.key))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    @_disfavoredOverload
    nonisolated public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View where S: StringProtocol {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: String(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    ///
    /// ```swift
    /// List(results) { Text($0) }
    ///     .searchable(text: $query, isPresented: $isSearchPresented)
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(
            SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.content))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt.key))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func searchable<S>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View where S: StringProtocol {
        modifier(
            SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)))
    }

    /// Marks this view as searchable with suggestions (deprecated: `searchable` with
    /// `searchSuggestions`, which is what it is here).
    ///
    /// ```swift
    /// List(events) { Text($0.title) }
    ///     .searchable(text: $query) {
    ///         ForEach(matches) { Text($0.title).searchCompletion($0.title) }
    ///     }
    /// ```
    @available(
        iOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        macOS, introduced: 12.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        tvOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        watchOS, introduced: 8.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    nonisolated public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable with suggestions and a prompt from a localized string key
    /// (deprecated: `searchable` with `searchSuggestions`).
    ///
    /// ```swift
    /// .searchable(text: $query, prompt: "Events") { suggestionRows }
    /// ```
    @available(
        iOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        macOS, introduced: 12.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        tvOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        watchOS, introduced: 8.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    nonisolated public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable with suggestions and a prompt from a string (deprecated:
    /// `searchable` with `searchSuggestions`).
    ///
    /// ```swift
    /// .searchable(text: $query, prompt: placeholder) { suggestionRows }
    /// ```
    @available(
        iOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        macOS, introduced: 12.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        tvOS, introduced: 15.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @available(
        watchOS, introduced: 8.0, deprecated: 100000.0,
        message: "Use the searchable modifier with the searchSuggestions modifier"
    )
    @_disfavoredOverload
    nonisolated public func searchable<V, S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View where V: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Configures the search suggestions for this view.
    ///
    /// Recorded on the view (`searchSuggestions` in the text tree); the stand-in does not show
    /// the suggestions themselves.
    /// ```swift
    /// .searchSuggestions { Text("🍎 Apple").searchCompletion("apple") }
    /// ```
    nonisolated public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View {
        modifier(AttributeModifier("searchSuggestions"))
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion.
    ///
    /// ```swift
    /// Text("🍎 Apple").searchCompletion("apple")
    /// ```
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        modifier(AttributeModifier("searchCompletion(\"\(completion)\")"))
    }

    /// Associates a search token with the value of this view when used as a search suggestion.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func searchCompletion<T>(_ token: T) -> some View where T: Identifiable {
        modifier(AttributeModifier("searchCompletion(token: \(token.id))"))
    }
}

/// `searchable`: a search field whose text is the binding, shown as
/// `searchable(text: "...", prompt: "...", isSearching)` in the text tree. Views inside it read
/// `\.isSearching` and `\.dismissSearch`.
struct SearchableModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?
}

extension SearchableModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let field = node.attachment { SearchField() }
        field.node = node
        field.text = text
        field.isPresented = isPresented
        // Read as a body would, so that a change of the text or presentation shows.
        let (query, isSearching) = node.readingAsSubscriber { (text.wrappedValue, field.isSearching) }
        var attributes = ["text: \"\(query)\""]
        if let prompt { attributes.append("prompt: \"\(prompt)\"") }
        if !placement.isAutomatic { attributes.append("placement: \(placement.name)") }
        if isSearching { attributes.append("isSearching") }
        node.output.display = .element("searchable", attributes: attributes)
        node.reconcile([ChildSlot(key: .content, view: content, environment: field.environment(from: node.environment))]
        )
    }
}

/// The state of one search field: whether the user is searching (when no `isPresented`
/// binding holds it), and the environment its content sees.
package final class SearchField {
    weak var node: ViewNode?
    var text: Binding<String>?
    var isPresented: Binding<Bool>?
    private var isActive = false
    private var cache: (incoming: EnvironmentValues, isSearching: Bool, output: EnvironmentValues)?

    /// `isSearching`: the presentation binding's value, else the field's own state.
    var isSearching: Bool {
        isPresented?.wrappedValue ?? isActive
    }

    private func setSearching(_ value: Bool) {
        if let isPresented { isPresented.wrappedValue = value } else { isActive = value }
    }

    /// The search field's return key: runs the `onSubmit(of: .search)` actions above the
    /// `searchable` modifier, as Apple's example writes them
    /// (`.searchable(text: $text).onSubmit(of: .search) { ... }`,
    /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)).
    @MainActor
    package func submit() {
        node?.environment.runSubmitActions(for: .search)
    }

    /// The environment of the searchable content, unchanged while the search state is.
    func environment(from incoming: EnvironmentValues) -> EnvironmentValues {
        let searching = isSearching
        if let cache, cache.incoming.isIdentical(to: incoming), cache.isSearching == searching {
            return cache.output
        }
        var values = incoming
        values[IsSearchingKey.self] = searching
        values[DismissSearchKey.self] = DismissSearchAction(field: self)
        cache = (incoming, searching, values)
        return values
    }

    /// The user focuses the field and types `query`: searching starts and the text binding
    /// takes the query.
    @MainActor package func search(_ query: String) {
        setSearching(true)
        text?.wrappedValue = query
        node?.invalidate()
    }

    /// The user taps Cancel, or the app calls `dismissSearch`: the text is cleared and
    /// searching ends (the `DismissSearchAction` documentation).
    @MainActor package func cancel() {
        guard isSearching else { return }
        text?.wrappedValue = ""
        setSearching(false)
        node?.invalidate()
    }

    /// The text the field shows.
    package var query: String { text?.wrappedValue ?? "" }
}

/// An action that can end a search interaction.
///
/// When you dismiss search, SwiftUI sets `isSearching` to `false`, clears any text from the
/// search field and removes focus from it; it has no effect when the user is not searching
/// (https://developer.apple.com/documentation/swiftui/dismisssearchaction).
/// ```swift
/// struct SearchedView: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Done") { dismissSearch() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct DismissSearchAction {
    // Not isolated, so that the environment's nonisolated default can make an action; the
    // runtime calls it on the main actor only.
    nonisolated(unsafe) let field: SearchField?

    nonisolated init(field: SearchField?) {
        self.field = field
    }

    /// Dismisses the current search operation, if any.
    @MainActor @preconcurrency
    public func callAsFunction() {
        field?.cancel()
    }
}

extension DismissSearchAction: RuntimeComparable {
    nonisolated package func runtimeEquals(_ other: Any) -> Bool {
        (other as? DismissSearchAction)?.field === field
    }
}

/// As in the SDK: `DismissSearchAction` is `Sendable` (it is called on the main actor).
extension DismissSearchAction: @unchecked Sendable {}

struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(field: nil) }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching.
    ///
    /// Read it in a view inside the searchable modifier:
    /// ```swift
    /// @Environment(\.isSearching) private var isSearching
    /// ```
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
