/// A type-erased view.
///
/// Changing the type of the wrapped view replaces the subtree, as in SwiftUI:
/// ```swift
/// AnyView(isEditing ? AnyView(TextEditorView()) : AnyView(Text(note)))
/// ```
@frozen public struct AnyView {
    package let wrapped: any View

    /// Create an instance that type-erases `view`.
    nonisolated public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            wrapped = any.wrapped
        } else {
            wrapped = view
        }
    }

    /// Creates an instance that type-erases `view`.
    nonisolated public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Creates a type-erased view from a value that is a view, or returns nil.
    nonisolated public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        wrapped = view
    }
}

extension AnyView: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension AnyView: EnvironmentForwardingView {
    package func update(node: ViewNode) {
        // The wrapped type is part of identity: a different type is a different view.
        node.reconcile([
            ChildSlot(key: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped, environment: node.environment)
        ])
    }
}

@available(*, unavailable)
extension AnyView: Sendable {}
