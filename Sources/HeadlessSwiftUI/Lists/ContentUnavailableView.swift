/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// if todos.isEmpty {
///     ContentUnavailableView("No To-Dos", systemImage: "checklist", description: Text("Add one with +."))
/// }
/// ```
public struct ContentUnavailableView<Label, Description, Actions>
where Label: View, Description: View, Actions: View {
    package let label: Label
    package let description: Description
    package let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label and a description, whose label shows a system image.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label and a description, whose label shows a system image.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil)
    where S: StringProtocol {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label and a description, whose label shows an image from
    /// the app's asset catalog.
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { HeadlessSwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) },
            description: { description })
    }

    /// Creates an interface with a label and a description, whose label shows an image from
    /// the app's asset catalog.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
        self.init(
            label: { HeadlessSwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) },
            description: { description })
    }
}

extension ContentUnavailableView: View {
    /// The content and behavior of the view.
    public var body: some View {
        VStack {
            label
            description
            actions
        }
    }
}

extension ContentUnavailableView: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        // A vertical stack of the label, the description and the actions, centred in the
        // space it is given (the stand-in's reading of Apple's examples).
        node.reconcile(key: .content, view: body, environment: node.environment)
    }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 to-dos left")
/// }
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GroupBox<Label, Content> where Label: View, Content: View {
    package let label: Label
    package let content: Content

    /// Creates a group box with the provided label and view content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content.
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(visionOS, deprecated: 100000.0)
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(title) }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox: View {
    /// The content and behavior of the view.
    public var body: some View {
        VStack(alignment: .leading) {
            label
            content
        }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.reconcile(key: .content, view: body, environment: node.environment)
    }
}

@available(*, unavailable)
extension GroupBox: Sendable {}

extension ContentUnavailableView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("ContentUnavailableView", [])
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("GroupBox", [])
    }
}
