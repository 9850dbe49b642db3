import HeadlessSwift5Types

/// A control that initiates an action.
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button(role: .destructive) { reset() } label: {
///     Label("Reset", systemImage: "clock.arrow.circlepath")
/// }
/// ```
public struct Button<Label> where Label: View {
    package let label: Label
    package let role: ButtonRole?
    package let action: _MainActorAction

    /// Creates a button that displays a custom label.
    @preconcurrency nonisolated public init(action: @escaping _MainActorAction, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping _MainActorAction, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration)
    where Label == PrimitiveButtonStyleConfiguration.Label {
        self.label = configuration.label
        self.role = configuration.role
        // The configuration's action runs on the main actor: the runtime calls `trigger()`
        // from a tap there.
        nonisolated(unsafe) let trigger = configuration.action
        self.action = { trigger() }
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping _MainActorAction) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping _MainActorAction) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// string key.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping _MainActorAction
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping _MainActorAction
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a button with a system image and a title from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping _MainActorAction
    ) {
        self.init(role: nil, action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image and a title from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping _MainActorAction
    ) {
        self.init(role: nil, action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a system image, a title from a localized string key, and a role
    /// (SwiftUI declares it, like the two above, without `@preconcurrency`).
    ///
    /// ```swift
    /// Button("Delete", systemImage: "trash", role: .destructive) { delete(item) }
    /// ```
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping _MainActorAction
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image, a title from a string, and a role.
    ///
    /// ```swift
    /// Button(item.name, systemImage: "trash", role: .destructive) { delete(item) }
    /// ```
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping _MainActorAction
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension Button: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// A button shows its label and takes taps: a new action, the usual change, is nothing its
    /// container lays out.
    package static var leavesContainerLayout: Bool { true }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        if let dismiss = node.environment.buttonDismissesPresentation {
            node.output.tapAction = { [action] in
                action()
                dismiss()
            }
        } else {
            node.output.tapAction = action
        }
        node.output.isTapEnabled = node.environment.isEnabled
        #if !HEADLESS_TVOS && !HEADLESS_WATCHOS
            node.output.keyboardShortcut = node.environment.controlKeyboardShortcut
        #endif
        // The label again (a new action is the usual change): compared where it is, without a
        // slot array or a box. The first update, with no child yet, reconciles.
        if node.children.isEmpty || node.updateContentChild(label) == nil {
            node.reconcile(key: .content, view: label, environment: node.environment)
        }
    }
}

extension Button: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        var attributes: [String] = []
        if let role { attributes.append("role: \(role.headlessDescription)") }
        if let style = node.environment.buttonStyleName { attributes.append("style: \(style)") }
        if !node.environment.isEnabled { attributes.append("disabled") }
        return ("Button", attributes)
    }
}

/// A control's role, for drawing (a destructive button's label is red).
@MainActor
package protocol RoleDrawing {
    var drawnRole: ButtonRole? { get }
}

extension Button: RoleDrawing {
    package var drawnRole: ButtonRole? { role }
}

@available(*, unavailable)
extension Button: Sendable {}
