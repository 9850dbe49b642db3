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

    /// Creates a form with the provided content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: View {
    /// The content and behavior of the view.
    public var body: some View { content }
}

extension Form: PrimitiveView {
    package func update(node: ViewNode) {
        node.readingAsSubscriber { updateSubscribed(node: node) }
    }

    @MainActor
    private func updateSubscribed(node: ViewNode) {
        node.display = .element("Form", attributes: ["style: \(node.environment.formStyleName ?? "grouped")"])
        node.layoutBehavior = ListLayout()
        var environment = node.environment
        environment.isInList = true
        node.reconcile([ChildSlot(key: .content, view: content, environment: environment)])
    }
}

@available(*, unavailable)
extension Form: Sendable {}

struct FormStyleNameKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The form style set by `formStyle(_:)`, by name, if any.
    package var formStyleName: String? {
        get { self[FormStyleNameKey.self] }
        set { self[FormStyleNameKey.self] = newValue }
    }
}
