/// A type-erased view.
///
/// Changing the type of the wrapped view replaces the subtree, as in SwiftUI:
/// ```swift
/// AnyView(isEditing ? AnyView(TextEditorView()) : AnyView(Text(note)))
/// ```
@frozen public struct AnyView {
    /// The wrapped view, in a box of its own, as SwiftUI's `AnyView` holds it
    /// (`AnyViewStorageBase`, a class): two `AnyView`s are the same input when they share the
    /// box, and one made afresh in a body is a changed input whose wrapped view is then compared
    /// at the child (OpenSwiftUI's `AnyView.swift`, audited for iOS 18: `AnyViewChild` takes
    /// `storage.view` as the child's value). Comparing the wrapped views at every level instead
    /// compared a chain of nested `AnyView`s once per level, quadratic in its depth.
    package let storage: AnyViewStorage

    /// The wrapped view.
    package var wrapped: any View { storage.view }

    /// Create an instance that type-erases `view`.
    nonisolated public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            storage = any.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    /// Creates an instance that type-erases `view`.
    nonisolated public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Creates a type-erased view from a value that is a view, or returns nil.
    nonisolated public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = (view as? AnyView)?.storage ?? AnyViewStorage(view)
    }
}

/// `AnyView`'s box (SwiftUI's is `@usableFromInline` too: a frozen struct's stored type).
@usableFromInline package final class AnyViewStorage {
    package let view: any View

    nonisolated init(_ view: any View) {
        self.view = view
    }
}

@available(*, unavailable)
extension AnyViewStorage: Sendable {}

extension AnyView: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension AnyView: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        // The wrapped type is part of identity: a different type is a different view.
        node.reconcile(key: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped, environment: node.environment)
    }
}

@available(*, unavailable)
extension AnyView: Sendable {}
