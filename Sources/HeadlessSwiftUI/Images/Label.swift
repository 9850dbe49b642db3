/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Reset", systemImage: "clock.arrow.circlepath")
/// ```
public struct Label<Title, Icon> where Title: View, Icon: View {
    package let title: Title
    package let icon: Icon

    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label: View {
    /// The content and behavior of the view.
    public var body: some View {
        LabelContent(title: title, icon: icon)
    }
}

// Not environment-forwarding: what it builds depends on the environment's label style.
extension Label: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        // A label style builds the label from its title and icon (`labelStyle(_:)`); labels in
        // its body are not styled by it again.
        if let style = node.environment.labelStyle {
            var values = node.environment
            values.labelStyle = nil
            let configuration = LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: AnyView(title)),
                icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
            node.reconcile(key: .content, view: style.makeBody(configuration), environment: values)
            return
        }
        node.reconcile([
            ChildSlot(key: .index(0), view: icon, environment: node.environment),
            ChildSlot(key: .index(1), view: title, environment: node.environment),
        ])
    }
}

/// What `Label.body` stands for; the runtime expands `Label` itself.
struct LabelContent<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    var body: some View {
        HStack {
            icon
            title
        }
    }
}

@available(*, unavailable)
extension Label: Sendable {}

extension Label: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Label", [])
    }
}
