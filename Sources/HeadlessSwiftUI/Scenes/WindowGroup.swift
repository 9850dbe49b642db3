/// A scene that presents a group of identically structured windows; on iPhone, the app's one
/// window.
///
/// ```swift
/// WindowGroup {
///     ContentView()
/// }
/// ```
public struct WindowGroup<Content: View> {
    let id: String?
    let title: Text?
    let makeContent: () -> Content

    init(id: String?, title: Text?, makeContent: @escaping () -> Content) {
        self.id = id
        self.title = title
        self.makeContent = makeContent
    }

    /// Creates a window group with an identifier.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    public init(id: String, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: id, title: nil) { made }
    }

    /// Creates a window group with a text view title and an identifier.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: id, title: title) { made }
    }

    /// Creates a window group with a localized title string and an identifier.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: id, title: Text(titleKey)) { made }
    }

    /// Creates a window group with a title string and an identifier.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: id, title: Text(title)) { made }
    }

    /// Creates a window group.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    public init(@ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: nil) { made }
    }

    /// Creates a window group with a text view title.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: title) { made }
    }

    /// Creates a window group with a localized title string.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: Text(titleKey)) { made }
    }

    /// Creates a window group with a title string.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: Text(title)) { made }
    }
}

extension WindowGroup {
    /// Creates a window group with an identifier, whose content is made when a window opens.
    ///
    /// ```swift
    /// WindowGroup(id: "main") { ContentView() }
    /// ```
    nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: nil, makeContent: makeContent)
    }

    /// Creates a window group with a text view title and an identifier.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: title, makeContent: makeContent)
    }

    /// Creates a window group with a localized title string and an identifier.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content
    ) {
        self.init(Text(titleKey), id: id, makeContent: makeContent)
    }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content
    ) {
        self.init(Text(title), id: id, makeContent: makeContent)
    }

    /// Creates a window group whose content is made when a window opens.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    /// ```
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: nil, makeContent: makeContent)
    }

    /// Creates a window group with a text view title.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: title, makeContent: makeContent)
    }

    /// Creates a window group with a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(Text(titleKey), makeContent: makeContent)
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(Text(title), makeContent: makeContent)
    }
}

extension WindowGroup: Scene {
    /// A window group is a primitive scene: its body is not evaluated.
    @MainActor @preconcurrency public var body: some Scene { _EmptyScene() }
}

extension WindowGroup: WindowContentScene {
    var firstWindowContent: AnyView? { AnyView(makeContent()) }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}
