/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focusedField: Field?
///
/// TextField("Name", text: $name).focused($focusedField, equals: .name)
/// ```
@propertyWrapper
@frozen public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    package let initialValue: Value
    package let link: StateLink<Value>

    /// The current state value, taking into account whatever bindings might be in effect due
    /// to the current location of focus.
    public var wrappedValue: Value {
        get { link.storage?.read() ?? initialValue }
        nonmutating set {
            guard let storage = link.storage else { return }
            storage.write(newValue)
        }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        FocusState<Value>.Binding(
            binding: link.storage.map { HeadlessSwiftUI.Binding(location: $0) } ?? .constant(initialValue))
    }

    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    @frozen public struct Binding {
        package let binding: HeadlessSwiftUI.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Creates a focus state that binds to a Boolean.
    nonisolated public init() where Value == Bool {
        initialValue = false
        link = StateLink()
    }

    /// Creates a focus state that binds to an optional type.
    nonisolated public init<T>() where Value == T?, T: Hashable {
        initialValue = nil
        link = StateLink()
    }
}

extension FocusState: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.storage = node.stateStorage(slot: slot, initialValue: initialValue)
    }
}

extension FocusState: GraphOwnedProperty {}

extension FocusState: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool { true }
}

extension FocusState.Binding: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? FocusState.Binding else { return false }
        return binding.runtimeEquals(other.binding)
    }
}

/// Where focus can go: one `focused(_:)` or `focused(_:equals:)`, able to take focus (write
/// its value) and to give it up (write false or nil if it still holds its value).
@MainActor
package final class FocusTarget {
    var focus: () -> Void = {}
    var resign: () -> Void = {}
    var isFocused: () -> Bool = { false }

    init() {}
}

/// The one focused target of a graph, so that focusing a field resigns the previous one even
/// when they are bound to different focus states.
@MainActor
final class FocusOwner {
    weak var current: FocusTarget?
}

extension ViewNode {
    /// Gives keyboard focus to the control at this node, as a tap into a text field does: the
    /// nearest `focused(_:)`/`focused(_:equals:)` above it takes the focus, and the previously
    /// focused one gives it up. Does nothing for a control that no focus binding watches.
    package func takeFocus() {
        var node: ViewNode? = self
        while let current = node {
            if let target = current.existingAttachment(FocusTarget.self) {
                var root = current
                while let parent = root.parent { root = parent }
                let owner = root.attachment { FocusOwner() }
                if let previous = owner.current, previous !== target, previous.isFocused() { previous.resign() }
                target.focus()
                owner.current = target
                return
            }
            node = current.parent
        }
    }
}

struct FocusModifier {
    let isFocused: () -> Bool
    let focus: () -> Void
    let resign: () -> Void
    let attribute: String
    let binding: Any
}

extension FocusModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let target = node.attachment { FocusTarget() }
        target.focus = focus
        target.resign = resign
        target.isFocused = isFocused
        node.output.display = .modifier([attribute])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension FocusModifier: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? FocusModifier else { return false }
        return attribute == other.attribute && runtimeEqual(binding, other.binding)
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    ///
    /// ```swift
    /// @FocusState private var isEditing: Bool
    /// TextField("Note", text: $note).focused($isEditing)
    /// ```
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            FocusModifier(
                isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true },
                resign: { condition.wrappedValue = false }, attribute: "focused", binding: condition))
    }

    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($focusedField, equals: .email)
    /// ```
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable {
        let nilValue: Value? = (Optional<Any>.none as Any) as? Value
        return modifier(
            FocusModifier(
                isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value },
                resign: {
                    if binding.wrappedValue == value, let nilValue { binding.wrappedValue = nilValue }
                }, attribute: "focused(equals: \(controlValueDescription(value)))", binding: binding))
    }
}
