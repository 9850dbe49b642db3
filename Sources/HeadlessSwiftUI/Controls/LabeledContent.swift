import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1")
///     LabeledContent("Storage") { Text("12 GB") }
/// }
/// ```
public struct LabeledContent<Label, Content> {
    package let label: Label
    package let content: Content

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

extension LabeledContent where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content())
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a localized title and a value.
    nonisolated public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// Creates a labeled informational view from a title and a value.
    @_disfavoredOverload
    nonisolated public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
        self.init(label: Text(title), content: Text(value))
    }

    /// Creates a labeled informational view from a localized title and a formatted value.
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(format.format(value)))
    }

    /// Creates a labeled informational view from a title and a formatted value.
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: F.FormatInput, format: F)
    where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
}

extension LabeledContent: View where Label: View, Content: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension LabeledContent: PrimitiveView, RuntimeDescribed where Label: View, Content: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile([
            ChildSlot(key: .accessory(.label), view: label, environment: node.environment),
            ChildSlot(key: .content, view: content, environment: node.environment),
        ])
        let title = node.child(.accessory(.label))?.descendantTexts.joined(separator: " ") ?? ""
        node.output.display = .element("LabeledContent" + quotedLabel(title))
        // The label at the leading edge, the value after it, across the width offered
        // (assumption: as a form row lays them out).
        node.layoutBehavior = ControlLayout(widget: .zero, fillsWidth: true)
    }
}

@available(*, unavailable)
extension LabeledContent: Sendable {}
