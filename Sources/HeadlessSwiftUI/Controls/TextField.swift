import Foundation

/// A control that displays an editable text interface.
///
/// ```swift
/// TextField("Name", text: $name, prompt: Text("Required"))
///     .onSubmit { save() }
/// ```
public struct TextField<Label> where Label: View {
    package let label: Label
    package let text: Binding<String>?
    package let prompt: Text?
    package let axis: Axis?
    /// A `value:format:` or `value:formatter:` field: the text of its value, and how a
    /// committed text is parsed into it.
    package let valueField: TextFieldValue?
    package let isSecure: Bool
    /// The deprecated initializers' callbacks: editing began (true) or ended (false), and
    /// the return key.
    package var onEditingChanged: ((Bool) -> Void)?
    package var onCommit: (() -> Void)?

    init(
        label: Label, text: Binding<String>?, prompt: Text?, axis: Axis?, valueField: TextFieldValue? = nil,
        isSecure: Bool = false
    ) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.valueField = valueField
        self.isSecure = isSecure
    }

    /// Creates a text field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: nil)
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where Label == Text, S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: nil, axis: nil)
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized
    /// title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field with a preferred axis and a text label generated from a title
    /// string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where Label == Text, S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field with a text label generated from a localized title string and a
    /// prompt.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
    where Label == Text {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: nil)
    }

    /// Creates a text field with a text label generated from a title string and a prompt.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?)
    where Label == Text, S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: prompt, axis: nil)
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from a
    /// localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis)
    where Label == Text {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from a
    /// title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis)
    where Label == Text, S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: prompt, axis: axis)
    }

    /// Creates a text field with a prompt and a label built by a view builder.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: nil)
    }

    /// Creates a text field with a preferred axis, a prompt and a label built by a view
    /// builder.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: axis)
    }

    /// Creates a text field that applies a format style to a bound value, with a label you
    /// provide.
    nonisolated public init<F>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: label(), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label you provide.
    nonisolated public init<F>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: label(), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label you
    /// provide.
    nonisolated public init<V>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, formatter))
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string.
    nonisolated public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(
            label: Text(titleKey), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a localized title string.
    nonisolated public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(
            label: Text(titleKey), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(title), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(title), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, format))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(
            label: Text(titleKey), text: nil, prompt: nil, axis: nil, valueField: TextFieldValue(value, formatter))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string.
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {
        self.init(label: Text(title), text: nil, prompt: nil, axis: nil, valueField: TextFieldValue(value, formatter))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string and a prompt.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            label: Text(titleKey), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, formatter))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string and a prompt.
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?)
    where S: StringProtocol {
        self.init(
            label: Text(title), text: nil, prompt: prompt, axis: nil, valueField: TextFieldValue(value, formatter))
    }
}

/// A `value:` text field's link to its value: the text it shows for the current value, and how
/// a committed text is written back (nothing is written when it does not parse).
package struct TextFieldValue {
    let binding: Any
    let format: () -> String
    let commit: (String) -> Void

    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ style: F) where F.FormatOutput == String {
        binding = value
        format = { style.format(value.wrappedValue) }
        commit = { text in
            if let parsed = try? style.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
    }

    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ style: F) where F.FormatOutput == String {
        binding = value
        format = { value.wrappedValue.map { style.format($0) } ?? "" }
        commit = { text in
            if text.isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? style.parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        }
    }

    init<V>(_ value: Binding<V>, _ formatter: Formatter) {
        binding = value
        format = { formatter.string(for: value.wrappedValue) ?? "" }
        commit = { text in
            // Linux's Foundation keeps `Formatter.getObjectValue` internal: parse with the
            // number and date formatters' own methods.
            if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
                if let parsed = number as Any as? V {
                    value.wrappedValue = parsed
                } else if V.self == Int.self, let parsed = number.intValue as Any as? V {
                    value.wrappedValue = parsed
                } else if V.self == Double.self, let parsed = number.doubleValue as Any as? V {
                    value.wrappedValue = parsed
                }
            } else if let dates = formatter as? DateFormatter, let date = dates.date(from: text),
                let parsed = date as Any as? V
            {
                value.wrappedValue = parsed
            }
        }
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string, and an
    /// action to perform on the return key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) instead.")
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: nil)
        self.onCommit = onCommit
    }

    /// Creates a text field with a text label generated from a title string, and an action to
    /// perform on the return key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) instead.")
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
    where S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: nil, axis: nil)
        self.onCommit = onCommit
    }

    /// Creates a text field with a text label generated from a localized title string, and an
    /// action to perform when editing begins and ends.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead."
    )
    nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: nil)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a text field with a text label generated from a title string, and an action to
    /// perform when editing begins and ends.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead."
    )
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void)
    where S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: nil, axis: nil)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a text field with a text label generated from a localized title string, and
    /// actions for editing changes and the return key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead."
    )
    nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: nil)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a text field with a text label generated from a title string, and actions for
    /// editing changes and the return key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) and FocusState instead."
    )
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) where S: StringProtocol {
        self.init(label: Text(title), text: text, prompt: nil, axis: nil)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

/// What a value field is showing while the user edits it, before commit.
@MainActor
final class TextFieldDraft {
    var text: String?
    /// Whether an `onEditingChanged(true)` was sent and not yet ended.
    var isEditing = false
}

extension TextField: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension TextField: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        let draft = node.attachment { TextFieldDraft() }
        let shownText = node.readingAsSubscriber {
            self.text?.wrappedValue ?? draft.text ?? self.valueField?.format() ?? ""
        }
        node.reconcile(key: .content, view: label, environment: environment)
        let record = node.attachment { ControlRecord() }
        record.kind = isSecure ? .secureField : .textField
        record.label = node.descendantTexts.joined(separator: " ")
        record.isEnabled = environment.isEnabled
        let text = text
        let valueField = valueField
        let onEditingChanged = onEditingChanged
        let onCommit = onCommit
        let setText: (String) -> Void = { [weak draft] newText in
            // Typing begins an editing session ("onEditingChanged: ... true when the user
            // begins editing, false when they finish",
            // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)-588cl).
            if let onEditingChanged, draft?.isEditing == false {
                draft?.isEditing = true
                onEditingChanged(true)
            }
            if let text {
                text.wrappedValue = newText
            } else {
                draft?.text = newText
                node.invalidate()
            }
        }
        let submit: () -> Void = { [weak draft] in
            // A value field writes its binding when the user commits
            // (https://developer.apple.com/documentation/swiftui/textfield: "the binding's
            // value updates when the user commits their edits, such as by pressing Return").
            if let valueField, let pending = draft?.text {
                valueField.commit(pending)
                draft?.text = nil
                node.invalidate()
            }
            onCommit?()
            environment.runSubmitActions(for: .text)
            if let onEditingChanged, draft?.isEditing == true {
                draft?.isEditing = false
                onEditingChanged(false)
            }
        }
        record.actions = .editText(setText: setText, submit: submit)
        record.value = shownText
        var line = record.kind.name + quotedLabel(record.label)
        if valueField != nil {
            line += " value: \(HeadlessValueFormat.string(node.readingAsSubscriber { valueField?.format() ?? "" }))"
            if let pending = draft.text { line += " editing: \(HeadlessValueFormat.string(pending))" }
        } else {
            let visible = isSecure ? String(repeating: "•", count: shownText.count) : shownText
            line += " text: \(HeadlessValueFormat.string(visible))"
        }
        if let prompt { line += " prompt: \(HeadlessValueFormat.string(prompt.content))" }
        if let axis { line += " axis: .\(axis == .vertical ? "vertical" : "horizontal")" }
        record.prompt = prompt?.content
        record.style = environment.textFieldStyle?.value
        if let style = environment.textFieldStyle?.name { line += " style: \(style)" }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        // A field is as wide as offered and one line of body text tall (assumption: 22 points,
        // the body font's line height).
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 100, height: 22), fillsWidth: true)
    }
}

@available(*, unavailable)
extension TextField: Sendable {}

/// A control into which people securely enter private text.
///
/// ```swift
/// SecureField("Password", text: $password)
///     .onSubmit { signIn() }
/// ```
public struct SecureField<Label> where Label: View {
    package let field: TextField<Label>

    /// Creates a secure field with a prompt and a label built by a view builder.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(label: label(), text: text, prompt: prompt, axis: nil, isSecure: true)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(label: Text(titleKey), text: text, prompt: nil, axis: nil, isSecure: true)
    }

    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        field = TextField(label: Text(title), text: text, prompt: nil, axis: nil, isSecure: true)
    }

    /// Creates a secure field with a text label generated from a localized title string and a
    /// prompt.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(label: Text(titleKey), text: text, prompt: prompt, axis: nil, isSecure: true)
    }

    /// Creates a secure field with a text label generated from a title string and a prompt.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        field = TextField(label: Text(title), text: text, prompt: prompt, axis: nil, isSecure: true)
    }
}

extension SecureField: View {
    /// The content and behavior of the view.
    public var body: some View { field }
}

@available(*, unavailable)
extension SecureField: Sendable {}

/// A specification for the appearance and interaction of a text field.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

/// The default text field style, based on the text field's context.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default text field style.
    nonisolated public init() {}
}

/// A text field style with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    nonisolated public init() {}
}

/// A text field style with a system-defined rounded border.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    nonisolated public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AppliedControlStyle? { nil }
}

extension EnvironmentValues {
    /// The text field style in effect.
    var textFieldStyle: AppliedControlStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
    /// ```
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
        let applied = AppliedControlStyle(
            style,
            builtIns: [
                (DefaultTextFieldStyle.self, "automatic"), (PlainTextFieldStyle.self, "plain"),
                (RoundedBorderTextFieldStyle.self, "roundedBorder"),
            ])
        return modifier(EnvironmentWriter(attribute: nil, token: applied.name) { $0.textFieldStyle = applied })
    }

    /// Disables autocorrection for text fields within this view.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocorrectionDisabled()
    /// ```
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(AttributeModifier("autocorrectionDisabled(\(disable))"))
    }

    /// Sets whether to disable autocorrection for this view (renamed `autocorrectionDisabled`);
    /// nil leaves the setting as it was.
    ///
    /// ```swift
    /// TextField("Username", text: $username).disableAutocorrection(true)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(watchOS, introduced: 8.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(AttributeModifier(disable.map { "autocorrectionDisabled(\($0))" } ?? "disableAutocorrection(nil)"))
    }

    /// Sets how often the shift key in the keyboard is automatically enabled.
    ///
    /// ```swift
    /// TextField("Email", text: $email).textInputAutocapitalization(.never)
    /// ```
    @available(macOS, unavailable)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> some View
    {
        modifier(AttributeModifier("textInputAutocapitalization(\(autocapitalization.map { "." + $0.name } ?? "nil"))"))
    }
}

/// The kind of autocapitalization behavior applied during text input.
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    package let name: String

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every
    /// word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every
    /// sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}
