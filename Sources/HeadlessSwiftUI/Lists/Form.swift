/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS a form is a grouped list: its sections are the list's sections (Apple's `Form`
/// documentation: "SwiftUI applies platform-appropriate styling to views contained inside a
/// form ... On iOS, forms appear as grouped lists").
/// ```swift
/// Form {
///     Section("Notifications") {
///         Toggle("Sounds", isOn: $sounds)
///     }
/// }
/// ```
public struct Form<Content> where Content: View {
    package let content: Content
    /// Whether a form style built this form from its configuration (the style is not applied
    /// again).
    package var isStyled = false

    /// Creates a form with the provided content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration.
    ///
    /// ```swift
    /// struct CardFormStyle: FormStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Form(configuration).background(Color.yellow)
    ///     }
    /// }
    /// ```
    nonisolated public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
        self.isStyled = true
    }
}

extension Form: View {
    /// The content and behavior of the view.
    public var body: some View { content }
}

extension Form: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.readingAsSubscriber { updateSubscribed(node: node) }
    }

    @MainActor
    private func updateSubscribed(node: ViewNode) {
        if !isStyled, let style = node.environment.formStyle, let makeBody = style.makeBody {
            // A custom style's body stands in for the form (it usually wraps `Form(configuration)`).
            node.output.display = .transparent
            node.layoutBehavior = nil
            let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: content))
            node.reconcile(key: .body, view: makeBody(configuration), environment: node.environment)
            return
        }
        node.output.display = Self.printedDisplay
        node.layoutBehavior = ListLayout()
        node.graph.hasGeometryDependentViews = true
        // The rows' environment is made again only when the form's changed: a new one at each
        // update would update every row, which SwiftUI leaves alone unless a value they read
        // changed.
        let environment = node.attachment { EnvironmentCache() }.values(from: node.environment) {
            $0.isInList = true
        }
        node.reconcile(key: .content, view: content, environment: environment)
    }
}

@available(*, unavailable)
extension Form: Sendable {}

/// A type that specifies the appearance and behavior of a form.
///
/// ```swift
/// Form { ... }.formStyle(.grouped)
/// ```
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View

    /// Creates a view that represents the body of a form.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A view that represents the content of a form.
    @MainActor @preconcurrency
    public struct Content {
        package let content: any View
    }

    /// A view that represents the content of a form.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension FormStyleConfiguration.Content: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

@available(*, unavailable)
extension FormStyleConfiguration: Sendable {}

@available(*, unavailable)
extension FormStyleConfiguration.Content: Sendable {}

/// The default form style.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    @MainActor @preconcurrency public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View {
        Form(configuration)
    }
}

/// A form style with grouped rows (on iOS, the automatic style: "SwiftUI applies
/// platform-appropriate styling ... On iOS, forms appear as grouped lists", Apple's `Form`
/// documentation).
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with scrolling, grouped rows.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    @MainActor @preconcurrency public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View {
        Form(configuration)
    }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates a form style with a trailing aligned column of labels next to a leading aligned
    /// column of values.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    @MainActor @preconcurrency public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View {
        Form(configuration)
    }
}

@available(*, unavailable)
extension AutomaticFormStyle: Sendable {}
@available(*, unavailable)
extension GroupedFormStyle: Sendable {}
@available(*, unavailable)
extension ColumnsFormStyle: Sendable {}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading
    /// aligned column of values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The form style in the environment: its name, and for a custom style its body.
package struct AnyFormStyle {
    package let name: String
    package let makeBody: (@MainActor (FormStyleConfiguration) -> any View)?
}

struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormStyle? { nil }
}

extension EnvironmentValues {
    /// The form style set by `formStyle(_:)`, if any.
    package var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    ///
    /// ```swift
    /// Form { ... }.formStyle(.grouped)
    /// ```
    nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle {
        let name: String? =
            switch style {
            case is AutomaticFormStyle: "automatic"
            case is GroupedFormStyle: "grouped"
            case is ColumnsFormStyle: "columns"
            default: nil
            }
        // A style value is only used on the main actor, by the form that reads it.
        nonisolated(unsafe) let style = style
        let makeBody: (@MainActor (FormStyleConfiguration) -> any View)? =
            name == nil ? { @MainActor configuration in style.makeBody(configuration: configuration) } : nil
        let anyStyle = AnyFormStyle(name: name ?? "\(S.self)", makeBody: makeBody)
        return modifier(EnvironmentWriter(attribute: nil, token: name ?? "\(S.self)") { $0.formStyle = anyStyle })
    }
}

extension Form: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Form", ["style: \(node.environment.formStyle?.name ?? "automatic")"])
    }
}
