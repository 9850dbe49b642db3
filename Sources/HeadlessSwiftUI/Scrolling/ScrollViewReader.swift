/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { Text($0.text).id($0.id) }
///     }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
@frozen public struct ScrollViewReader<Content> where Content: View {
    /// The view content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: View {
    /// The content and behavior of the view.
    public var body: some View { content(ScrollViewProxy(reader: nil)) }
}

extension ScrollViewReader: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = .transparent
        let proxy = ScrollViewProxy(reader: node.attachment { ScrollReaderBox() })
        node.attachment { ScrollReaderBox() }.node = node
        node.reconcile(key: .content, view: content(proxy), environment: node.environment)
    }
}

@available(*, unavailable)
extension ScrollViewReader: Sendable {}

/// The reader a proxy scrolls within, held weakly (read on the main actor only).
final class ScrollReaderBox: @unchecked Sendable {
    weak var node: ViewNode?
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
public struct ScrollViewProxy {
    let reader: ScrollReaderBox?

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// A view is found by its `id(_:)` or by its `ForEach` id, created first if it is a lazy
    /// row not created yet (Apple's `scrollTo(_:anchor:)`: "the first with a child view with
    /// identifier id"). With an anchor, that point of the view meets the same point of the
    /// scroll view; without one, the scroll view moves the least that shows all of the view
    /// ("If anchor is nil, this method finds the container of the identified view, and scrolls
    /// the minimum amount to make the identified view wholly visible"). The content offset
    /// stays within the content, so the last row at `.top` sits as high as the end allows.
    /// ```swift
    /// proxy.scrollTo(message.id, anchor: .bottom)
    /// ```
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        // Touched on the main actor only: a view's action calls it.
        nonisolated(unsafe) let key = AnyHashable(id)
        let reader = self.reader
        MainActor.assumeIsolated {
            guard let root = reader?.node, let target = Self.find(key, under: root) else { return }
            var ancestor = target.parent
            while let node = ancestor, node !== root.parent {
                if let scroll = node.scrollOffset {
                    scroll.target = ScrollOffset.Target(node: target, anchor: anchor)
                    node.invalidateLayout()
                    node.graph.hasGeometryDependentViews = true
                    return
                }
                ancestor = node.parent
            }
        }
    }

    /// The view with identity `id` under `node`: created, or a lazy row created for it.
    @MainActor
    static func find(_ id: AnyHashable, under node: ViewNode) -> ViewNode? {
        if let rows = node.lazyRows, let index = rows.index(of: id), !rows.isCreated(index) {
            // Kept until it comes on screen, where the scroll brings it.
            let row = rows.create(at: index)
            rows.awaited = row.key
            return row
        }
        for child in node.children {
            if child.key == .explicit(id) || child.key == .id(id) { return child }
            if let found = StackRoom.ensuring({ find(id, under: child) }) { return found }
        }
        return nil
    }
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}
