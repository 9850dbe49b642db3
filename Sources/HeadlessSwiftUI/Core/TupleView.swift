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
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        // Each element's identity is its position in the tuple; where the elements are is the
        // tuple type's plan, made once.
        let environment = node.environment
        guard let plan = TypePlans.tuple(of: T.self) else {
            let mirror = Mirror(reflecting: value)
            let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
            node.reconcile(
                elements.enumerated().map { index, element in
                    ChildSlot(key: .index(index), view: element as! any View, environment: environment)
                })
            return
        }
        if updateInPlace(node: node, plan: plan) { return }
        let slots = withPointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            // A loop, not `map`: a main-actor closure handed to the standard library checks its
            // executor on each call (see UncheckedClosures.swift).
            var slots: [ChildSlot] = []
            slots.reserveCapacity(plan.elements.count)
            for (index, element) in plan.elements.enumerated() {
                slots.append(
                    ChildSlot(
                        key: .index(index), view: loadView(element.type, at: base + element.offset),
                        environment: environment))
            }
            return slots
        }
        node.reconcile(slots)
    }

    /// The children at their places with the elements' types (the same views again): each is
    /// compared with its element where the tuple holds it, and only an element that changed
    /// is boxed. Returns false, having done nothing, when the children differ.
    @MainActor private func updateInPlace(node: ViewNode, plan: TuplePlan) -> Bool {
        guard Self.childrenAreElements(of: node, plan: plan) else { return false }
        if node.layoutState != nil { node.childrenChangedLayoutInputs() }
        withPointer(to: value) { pointer in
            _ = Self.updateElements(of: node, plan: plan, at: UnsafeRawPointer(pointer))
        }
        return true
    }

    /// Whether the node's children are the tuple's elements: each at its index, of its type.
    @MainActor private static func childrenAreElements(of node: ViewNode, plan: TuplePlan) -> Bool {
        let children = node.children
        guard children.count == plan.elements.count else { return false }
        for index in children.indices
        where children[index].key != .index(index)
            || children[index].viewType != ObjectIdentifier(plan.elements[index].type)
        {
            return false
        }
        return true
    }

    /// Compares each element with its child where the tuple holds it, updating the ones that
    /// changed; returns whether one did.
    @MainActor private static func updateElements(of node: ViewNode, plan: TuplePlan, at base: UnsafeRawPointer)
        -> Bool
    {
        let children = node.children
        let environment = node.environment
        var changed = false
        for index in children.indices {
            let element = plan.elements[index]
            if children[index].update(valueAt: base + element.offset, of: element.type, environment: environment) {
                changed = true
            }
        }
        return changed
    }
}

extension TupleView: ContentContainer {
    /// A tuple has no attributes: its elements are compared and updated where they are.
    package static func updateContent(
        of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>
    ) -> Bool? {
        guard let plan = TypePlans.tuple(of: T.self),
            childrenAreElements(of: node, plan: plan)
        else { return nil }
        return updateElements(of: node, plan: plan, at: UnsafeRawPointer(new.pointer(to: \.value)!))
    }
}

@available(*, unavailable)
extension TupleView: Sendable {}
