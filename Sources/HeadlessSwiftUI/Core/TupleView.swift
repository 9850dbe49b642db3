/// A View created from a swift tuple of View values.
///
/// `ViewBuilder` makes one from a block of several views:
/// ```swift
/// VStack { Text("A"); Text("B") }   // content is TupleView<(Text, Text)>
/// ```
@frozen public struct TupleView<T> {
    /// The tuple of views.
    public var value: T

    /// Creates a tuple view from a tuple of views.
    nonisolated public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension TupleView: EnvironmentForwardingView {
    package func update(node: ViewNode) {
        // Each element's identity is its position in the tuple; where the elements are is the
        // tuple type's plan, made once.
        let environment = node.environment
        guard let plan = TypePlans.tuple(of: T.self, sample: value) else {
            let mirror = Mirror(reflecting: value)
            let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
            node.reconcile(
                elements.enumerated().map { index, element in
                    ChildSlot(key: .index(index), view: element as! any View, environment: environment)
                })
            return
        }
        let slots = withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            return plan.elements.enumerated().map { index, element in
                ChildSlot(
                    key: .index(index), view: loadView(element.type, at: base + element.offset),
                    environment: environment)
            }
        }
        node.reconcile(slots)
    }
}

@available(*, unavailable)
extension TupleView: Sendable {}
