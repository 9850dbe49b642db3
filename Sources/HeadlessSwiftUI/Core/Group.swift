/// A type that collects multiple instances of a content type into a single unit.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .font(.headline)
/// ```
@frozen public struct Group<Content> {
    package let content: Content

    /// The type for the internal content of this view.
    public typealias Body = Never

    /// A group of `content`, for the builders' inlinable initializers.
    @usableFromInline init(_content: Content) {
        content = _content
    }
}

extension Group: View where Content: View {
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }

    /// Creates a group of views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView, EnvironmentForwardingView, RuntimeDescribed where Content: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

@available(*, unavailable)
extension Group: Sendable {}
