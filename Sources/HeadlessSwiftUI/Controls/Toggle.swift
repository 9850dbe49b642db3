import Foundation

/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// Toggle(isOn: $vibrates) { Label("Vibrate", systemImage: "iphone.radiowaves.left.and.right") }
/// ```
public struct Toggle<Label> where Label: View {
    package let label: Label
    /// Reads whether the toggle is on (all of its sources are) and whether it is mixed.
    package let state: () -> (isOn: Bool, isMixed: Bool)
    package let set: (Bool) -> Void
    package let binding: Any

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        state = { (isOn.wrappedValue, false) }
        set = { isOn.wrappedValue = $0 }
        binding = isOn
    }

    init<C: RandomAccessCollection>(label: Label, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.label = label
        let bindings = sources.map { $0[keyPath: isOn] }
        state = {
            let values = bindings.map(\.wrappedValue)
            let allOn = !values.isEmpty && values.allSatisfy { $0 }
            return (allOn, !allOn && values.contains(true))
        }
        // A mixed toggle turns every source on; an on one turns them all off (assumption: as
        // a Mac checkbox in the mixed state does).
        set = { newValue in for binding in bindings { binding.wrappedValue = newValue } }
        binding = bindings
    }

    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn)
    }

    /// Creates a toggle representing a collection of values with a custom label.
    nonisolated public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label)
    where C: RandomAccessCollection {
        self.init(label: label(), sources: sources, isOn: isOn)
    }

    /// Creates a toggle based on a toggle style configuration.
    nonisolated public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        self.init(label: configuration.label, isOn: configuration.$isOn)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(label: Text(titleKey), isOn: isOn)
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(label: Text(title), isOn: isOn)
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string key.
    nonisolated public init<C>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(label: Text(titleKey), sources: sources, isOn: isOn)
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// string.
    @_disfavoredOverload
    nonisolated public init<S, C>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where S: StringProtocol, C: RandomAccessCollection {
        self.init(label: Text(title), sources: sources, isOn: isOn)
    }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a toggle with a system image and a title from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(label: HeadlessSwiftUI.Label(titleKey, systemImage: systemImage), isOn: isOn)
    }

    /// Creates a toggle with a system image and a title from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(label: HeadlessSwiftUI.Label(title, systemImage: systemImage), isOn: isOn)
    }

    /// Creates a toggle representing a collection of values with a system image and a title
    /// from a localized string key.
    nonisolated public init<C>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) where C: RandomAccessCollection {
        self.init(label: HeadlessSwiftUI.Label(titleKey, systemImage: systemImage), sources: sources, isOn: isOn)
    }

    /// Creates a toggle representing a collection of values with a system image and a title
    /// from a string.
    @_disfavoredOverload
    nonisolated public init<S, C>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) where S: StringProtocol, C: RandomAccessCollection {
        self.init(label: HeadlessSwiftUI.Label(title, systemImage: systemImage), sources: sources, isOn: isOn)
    }
}

extension Toggle: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension Toggle: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        let (isOn, isMixed) = node.readingAsSubscriber { state() }
        let style = environment.toggleStyle
        if let custom = style.makeBody {
            // A custom style draws the toggle: its body gets the label and the binding.
            let configuration = ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: AnyView(label)),
                isOn: Binding(get: { [state] in state().isOn }, set: { [set] in set($0) }), isMixed: isMixed)
            node.reconcile(key: .body, view: custom(configuration), environment: environment)
        } else {
            node.reconcile(key: .content, view: label, environment: environment)
        }
        let record = node.attachment { ControlRecord() }
        record.kind = .toggle
        record.label = node.descendantTexts.joined(separator: " ")
        record.isEnabled = environment.isEnabled
        // A tap flips the toggle (https://developer.apple.com/documentation/swiftui/toggle:
        // "You create a toggle by providing an isOn binding ... the toggle switches it").
        record.actions = .toggle { [state, set] in set(!state().isOn) }
        record.value = isOn
        record.isMixed = isMixed
        record.style = style.value
        node.output.display = Self.printedDisplay
        if style.makeBody == nil {
            // The label, then a switch: UISwitch's fixed size is 51 × 31 points (assumption:
            // UIKit's documented behaviour is a fixed size; 51 × 31 is its intrinsic size on
            // iOS 7 to 18). A `.button` style is a bordered button around the label.
            node.layoutBehavior =
                style.builtIn == .button
                ? ControlLayout(widget: CGSize(width: 24, height: 34), fillsWidth: false)
                : ControlLayout(widget: CGSize(width: 51, height: 31), fillsWidth: true)
        } else {
            node.layoutBehavior = nil
        }
    }
}

@available(*, unavailable)
extension Toggle: Sendable {}

extension Toggle: PrintedView {
    /// The line of the last update, from the node's record of it (the binding's value then),
    /// made only when the tree is printed.
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        guard let record = node.existingAttachment(ControlRecord.self) else { return ("Toggle", []) }
        var line = "Toggle" + quotedLabel(record.label) + " isOn: \(record.value as? Bool ?? false)"
        if record.isMixed { line += " mixed" }
        if let name = node.environment.toggleStyle.name { line += " style: \(name)" }
        if !record.isEnabled { line += " disabled" }
        return (line, [])
    }
}

/// The appearance and interaction of all toggles within a view hierarchy.
///
/// ```swift
/// struct ChecklistToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        package let content: AnyView
        /// The type of view representing the body of this view.
        public typealias Body = Never
        /// The content and behavior of the view.
        public var body: Never { bodyNeverCalled(Self.self) }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle is in a mixed state (some of its sources are on, some off).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// The default toggle style.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a toggle.
    @MainActor @preconcurrency public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
@available(tvOS 18.0, *)
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates a switch toggle style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a toggle switch.
    @MainActor @preconcurrency public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

/// A toggle style that displays as a button with its label as the title.
@available(tvOS, unavailable)
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a toggle button.
    @MainActor @preconcurrency public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

@available(tvOS 18.0, *)
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

@available(tvOS, unavailable)
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in effect: which built-in style it is, its name for the text tree, and
/// for a custom style, its body.
struct ToggleStyleBox {
    /// The styles the runtime draws itself.
    enum BuiltIn { case automatic, `switch`, button }

    var builtIn: BuiltIn?
    /// The style as given; nil where none is set.
    var value: Any?
    var name: String?
    var makeBody: (@MainActor (ToggleStyleConfiguration) -> AnyView)?
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleBox { ToggleStyleBox() }
}

extension EnvironmentValues {
    var toggleStyle: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
    /// ```
    nonisolated public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
        let builtIn: (ToggleStyleBox.BuiltIn, name: String)? =
            switch style {
            case is DefaultToggleStyle: (.automatic, ".automatic")
            case is SwitchToggleStyle: (.switch, ".switch")
            case is ButtonToggleStyle: (.button, ".button")
            default: nil
            }
        let name = builtIn?.name ?? typeName(S.self)
        let box = ToggleStyleBox(
            builtIn: builtIn?.0, value: style, name: name, makeBody: builtIn != nil ? nil : makeToggleBody(style))
        return modifier(EnvironmentWriter(attribute: nil, token: name) { $0.toggleStyle = box })
    }
}

/// A custom style's body as a function of the configuration.
nonisolated func makeToggleBody<S: ToggleStyle>(_ style: S) -> @MainActor (ToggleStyleConfiguration) -> AnyView {
    let style = UncheckedValue(style)
    return { configuration in AnyView(style.value.makeBody(configuration: configuration)) }
}

// The SDK withholds Sendable from the configuration's label.
@available(*, unavailable)
extension ToggleStyleConfiguration.Label: Sendable {}
