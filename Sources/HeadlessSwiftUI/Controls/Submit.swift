/// A type that defines various triggers that result in the firing of a submission action.
///
/// ```swift
/// TextField("Search", text: $query).onSubmit(of: .text) { search() }
/// ```
public struct SubmitTriggers: OptionSet {
    /// The raw value of the triggers.
    public let rawValue: Int

    /// Creates a set of submit triggers.
    nonisolated public init(rawValue: SubmitTriggers.RawValue) {
        self.rawValue = rawValue
    }

    /// Defines triggers originating from text input controls like `TextField` and
    /// `SecureField`.
    public static var text: SubmitTriggers { SubmitTriggers(rawValue: 1 << 0) }

    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static var search: SubmitTriggers { SubmitTriggers(rawValue: 1 << 1) }
}

extension SubmitTriggers: Sendable {}

/// A semantic label describing the label of submission within a view hierarchy.
///
/// ```swift
/// TextField("Email", text: $email).submitLabel(.next)
/// ```
public struct SubmitLabel {
    package let name: String

    /// Defines a submit label with text of "Done".
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    /// Defines a submit label with text of "Go".
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    /// Defines a submit label with text of "Send".
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    /// Defines a submit label with text of "Join".
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    /// Defines a submit label with text of "Route".
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    /// Defines a submit label with text of "Search".
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    /// Defines a submit label with text of "Return".
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    /// Defines a submit label with text of "Next".
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    /// Defines a submit label with text of "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

extension SubmitLabel: Sendable {}

/// One `onSubmit(of:_:)` in the hierarchy: its triggers, its current action, and the one
/// above it. Kept on the modifier's node, so the environment below stays the same object while
/// the action is replaced on each update.
@MainActor
package final class SubmitActionLink {
    var triggers: SubmitTriggers = []
    var action: () -> Void = {}
    var parent: SubmitActionLink?

    init() {}
}

struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: SubmitActionLink? { nil }
}

extension EnvironmentValues {
    /// The innermost `onSubmit(of:_:)` above this point, if any.
    package var submitActionLink: SubmitActionLink? {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The submit actions registered above this point for `trigger`, innermost first,
    /// stopping at a `submitScope()`.
    ///
    /// Package API for any view that submits: a text field runs the `.text` actions on its
    /// return key; a search field (`searchable`) runs the `.search` ones with
    /// `runSubmitActions(for: .search)`.
    @MainActor
    package func submitActions(for trigger: SubmitTriggers) -> [() -> Void] {
        var actions: [() -> Void] = []
        var link = submitActionLink
        while let current = link {
            if current.triggers.contains(trigger) { actions.append(current.action) }
            link = current.parent
        }
        return actions
    }

    /// Runs the submit actions registered above this point for `trigger`, innermost first.
    ///
    /// The order of nested actions is not documented by Apple: innermost first is an
    /// assumption. All of them run, as a form-wide `onSubmit` still runs for a field that has
    /// its own (`submitScope(_:)` exists to stop exactly that:
    /// https://developer.apple.com/documentation/swiftui/view/submitscope(_:)).
    @MainActor
    package func runSubmitActions(for trigger: SubmitTriggers) {
        for action in submitActions(for: trigger) { action() }
    }
}

struct SubmitModifier {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension SubmitModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let link = node.attachment { SubmitActionLink() }
        link.triggers = triggers
        link.action = action
        link.parent = node.environment.submitActionLink
        let written = node.attachment { EnvironmentCache() }.values(
            from: node.environment, token: ObjectIdentifier(link)
        ) { $0.submitActionLink = link }
        node.output.display = .modifier(["onSubmit(of: \(triggersDescription))"])
        node.reconcile(key: .content, view: content, environment: written)
    }

    private var triggersDescription: String {
        var names: [String] = []
        if triggers.contains(.text) { names.append(".text") }
        if triggers.contains(.search) { names.append(".search") }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension EnvironmentValues {
    /// The label of the return key for text fields below (`submitLabel(_:)`).
    package var controlSubmitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view.
    ///
    /// A `TextField` or `SecureField` triggers it when the user presses the return key
    /// (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)).
    ///
    /// ```swift
    /// TextField("Username", text: $username)
    ///     .onSubmit { login() }
    /// ```
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    ///
    /// ```swift
    /// TextField("Tags", text: $tags).submitScope()
    /// ```
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(
            EnvironmentWriter(attribute: isBlocking ? "submitScope" : nil, token: isBlocking) {
                if isBlocking { $0.submitActionLink = nil }
            })
    }

    /// Sets the submit label for this view.
    ///
    /// ```swift
    /// TextField("Email", text: $email).submitLabel(.next)
    /// ```
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(
            EnvironmentWriter(attribute: "submitLabel(.\(submitLabel.name))", token: submitLabel.name) {
                $0.controlSubmitLabel = submitLabel
            })
    }
}
