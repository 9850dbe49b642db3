/// What a row's `swipeActions(edge:allowsFullSwipe:content:)` recorded on its node, for the
/// host's swipes.
package final class SwipeActionsRecord {
    package var edge: HorizontalEdge = .trailing
    package var allowsFullSwipe = true
}

/// `swipeActions(edge:allowsFullSwipe:content:)`: the row, and its actions kept off screen
/// until the host swipes.
struct SwipeActionsModifier<Actions: View> {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    nonisolated init(edge: HorizontalEdge, allowsFullSwipe: Bool, actions: Actions) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
    }
}

extension SwipeActionsModifier: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let record = node.attachment { SwipeActionsRecord() }
        record.edge = edge
        record.allowsFullSwipe = allowsFullSwipe
        let key = ChildKey.accessory(.swipeActions(edge))
        node.offscreenChildren = [key]
        node.reconcile([
            ChildSlot(key: .content, view: content, environment: node.environment),
            ChildSlot(key: key, view: actions, environment: node.environment),
        ])
        let labels = node.child(key).map(SwipeActionsRecord.actions(in:))?.map(\.label) ?? []
        node.output.display = .modifier([
            "swipeActions(\(edge): \(labels.map(HeadlessValueFormat.string).joined(separator: ", ")))"
        ])
    }
}

extension SwipeActionsRecord {
    /// The buttons under `node`, in order, with their labels (their texts joined by spaces).
    @MainActor
    package static func actions(in node: ViewNode) -> [(label: String, node: ViewNode)] {
        var found: [(String, ViewNode)] = []
        func visit(_ node: ViewNode) {
            if node.output.tapAction != nil {
                found.append((texts(in: node).joined(separator: " "), node))
                return
            }
            for child in node.children { StackRoom.ensuring { visit(child) } }
        }
        visit(node)
        return found
    }

    @MainActor
    private static func texts(in node: ViewNode) -> [String] {
        StackRoom.ensuring { (node.text.map { [$0] } ?? []) + node.children.flatMap(texts(in:)) }
    }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// The actions sit on the trailing edge unless `edge` says otherwise; a full swipe
    /// performs the first action (Apple's `swipeActions(edge:allowsFullSwipe:content:)`
    /// documentation: "allowsFullSwipe: A Boolean value that indicates whether a full swipe
    /// automatically performs the first action. The default is true"). A row with swipe actions
    /// no longer gets the Delete action `onDelete(perform:)` would give it ("When you set swipe
    /// actions, SwiftUI no longer synthesizes the Delete actions that otherwise appear when
    /// using the onDelete(perform:) method on a ForEach").
    /// ```swift
    /// Text(todo.title)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { delete(todo) }
    ///         Button("Flag") { todo.isFlagged.toggle() }
    ///     }
    /// ```
    @available(tvOS, unavailable)
    nonisolated public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
