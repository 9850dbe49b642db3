/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// Tapping its label expands or collapses it; it starts collapsed unless a binding says
/// otherwise (Apple's `DisclosureGroup` documentation: "A disclosure group view consists of a
/// label to identify the contents, and a control to show and hide the contents").
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisclosureGroup<Label, Content> where Label: View, Content: View {
    package let label: Label
    package let content: () -> Content
    package let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state (expanded or collapsed).
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label, and a binding to the expansion state (expanded or collapsed).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    nonisolated public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label,
    /// and a binding to the expansion state (expanded or collapsed).
    @_disfavoredOverload
    nonisolated public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    where S: StringProtocol {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

/// A disclosure group's own expansion state, where no binding gives it one.
final class DisclosureState {
    var isExpanded = false
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.readingAsSubscriber { updateSubscribed(node: node) }
    }

    @MainActor
    private func updateSubscribed(node: ViewNode) {
        let state = node.attachment { DisclosureState() }
        let expanded = isExpanded?.wrappedValue ?? state.isExpanded
        node.output.display = .element("DisclosureGroup", attributes: ["isExpanded: \(expanded)"])
        let toggle: () -> Void
        if let isExpanded {
            toggle = { isExpanded.wrappedValue.toggle() }
        } else {
            toggle = { [weak node] in
                state.isExpanded.toggle()
                node?.invalidate()
            }
        }
        var slots = [
            ChildSlot(
                key: .index(0), view: DisclosureLabel(label: label, toggle: toggle), environment: node.environment)
        ]
        if expanded {
            slots.append(ChildSlot(key: .content, view: content(), environment: node.environment))
        }
        node.reconcile(slots)
    }
}

@available(*, unavailable)
extension DisclosureGroup: Sendable {}

/// A disclosure group's label: tapping it expands or collapses the group.
struct DisclosureLabel<Label: View>: View {
    let label: Label
    let toggle: () -> Void

    var body: some View { label }
}

extension DisclosureLabel: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    func update(node: ViewNode) {
        node.output.display = .element("DisclosureGroupLabel")
        node.output.tapAction = toggle
        node.output.isTapEnabled = node.environment.isEnabled
        node.reconcile(key: .content, view: label, environment: node.environment)
    }
}
