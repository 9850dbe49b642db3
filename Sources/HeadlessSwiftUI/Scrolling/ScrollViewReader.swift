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
public struct ScrollViewReader<Content> where Content: View {
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
    package func update(node: ViewNode) {
        node.output.display = .transparent
        let proxy = ScrollViewProxy(reader: node.attachment { ScrollReaderBox() })
        node.attachment { ScrollReaderBox() }.node = node
        node.reconcile([ChildSlot(key: .content, view: content(proxy), environment: node.environment)])
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
    /// The stand-in does not move the content: it records the id and anchor on the scroll view
    /// (`ScrollView(axes: .vertical, scrolledTo: 42, anchor: .bottom)` in the text tree). A view
    /// is found by its `id(_:)` or by its `ForEach` id (Apple's `scrollTo(_:anchor:)`
    /// documentation: "the first with a child view with identifier id").
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
                if node.containerKind?.scrolls == true {
                    let record = node.attachment { ScrollTargetRecord() }
                    record.id = key
                    record.anchor = anchor
                    node.invalidate()
                    return
                }
                ancestor = node.parent
            }
        }
    }

    @MainActor
    private static func find(_ id: AnyHashable, under node: ViewNode) -> ViewNode? {
        for child in node.children {
            if child.key == .explicit(id) || child.key == .id(id) { return child }
            if let found = StackRoom.ensuring({ find(id, under: child) }) { return found }
        }
        return nil
    }
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}

/// Where `scrollTo(_:anchor:)` last scrolled a scroll view.
final class ScrollTargetRecord {
    var id: AnyHashable?
    var anchor: UnitPoint?

    /// The text tree's attribute: `scrolledTo: 42, anchor: .bottom`.
    var description: String? {
        guard let id else { return nil }
        let value = (id.base as? String).map(HeadlessValueFormat.string) ?? "\(id.base)"
        return "scrolledTo: \(value)" + (anchor.map { ", anchor: \($0.headlessDescription)" } ?? "")
    }
}
