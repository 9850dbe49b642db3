import Foundation

/// A view that can display and edit long-form text.
///
/// ```swift
/// TextEditor(text: $notes)
///     .accessibilityIdentifier("notes")
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TextEditor {
    package let text: Binding<String>

    /// Creates a plain text editor.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextEditor: View {
    /// The content and behavior of the view.
    public var body: some View { EmptyView() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextEditor: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        node.reconcile([])
        let record = node.attachment { ControlRecord() }
        // An editor has no label: the host finds it by its accessibility identifier.
        record.kind = .textEditor
        record.label = ""
        record.isEnabled = environment.isEnabled
        record.actions = .editText(setText: { [text] in text.wrappedValue = $0 }, submit: nil)
        let shown = node.readingAsSubscriber { text.wrappedValue }
        record.value = shown
        node.output.display = .element(
            "TextEditor text: \(HeadlessValueFormat.string(shown))" + (environment.isEnabled ? "" : " disabled"))
        // An editor fills the space offered (assumption: UITextView in SwiftUI is flexible in
        // both axes); its ideal size is a few lines of body text.
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 100, height: 88), fillsWidth: true)
    }
}

@available(*, unavailable)
extension TextEditor: Sendable {}
