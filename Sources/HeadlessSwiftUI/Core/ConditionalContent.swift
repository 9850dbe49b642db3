/// View content that shows one of two possible children.
///
/// `ViewBuilder` makes one from an `if`/`else`; each branch is a different identity, so
/// flipping the condition replaces one subtree (and its state) with the other.
/// ```swift
/// if isCompact { VStack { content } } else { HStack { content } }
/// ```
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension _ConditionalContent: PrimitiveView, EnvironmentForwardingView, RuntimeDescribed
where TrueContent: View, FalseContent: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        switch storage {
        case .trueContent(let view):
            node.reconcile(key: .branch(true), view: view, environment: node.environment)
        case .falseContent(let view):
            node.reconcile(key: .branch(false), view: view, environment: node.environment)
        }
    }
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}
