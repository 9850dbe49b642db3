/// A named value produced by a view.
///
/// A view with multiple children automatically combines its values for a given preference
/// into a single value visible to its ancestors.
///
/// ```swift
/// struct ScrollOffsetKey: PreferenceKey {
///     static var defaultValue: CGFloat { 0 }
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value += nextValue()
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference.
    static var defaultValue: Self.Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
    /// Let nil-expressible values default-initialize to nil.
    public static var defaultValue: Self.Value { nil }
}

/// What one node contributes to a preference: a value that replaces its subtree's, or a
/// transform of its subtree's value.
enum PreferenceContribution {
    case value(Any)
    case transform((inout Any) -> Void)
}

/// The preferences a modifier node writes, by key type.
@MainActor
final class PreferenceOutputs {
    var contributions: [ObjectIdentifier: PreferenceContribution] = [:]
}

extension ViewNode {
    /// The value of `key` that this subtree produces: SwiftUI's preference flow, where values
    /// travel up the tree and siblings combine with `reduce(value:nextValue:)` "in view-tree
    /// order" (the `reduce(value:nextValue:)` documentation:
    /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)).
    ///
    /// A subtree that sets nothing contributes nothing (assumption: siblings without the
    /// preference do not reset a "last value wins" reduction to the default). A
    /// `preference(key:value:)` replaces the value of the view it modifies (assumption, as
    /// observed); a `transformPreference` edits it. Content that is not on this screen (a
    /// presented sheet, a covered navigation screen) does not reach the presenter.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var accumulated: K.Value?
        for child in children where !offscreenChildren.contains(child.key) {
            guard let next = StackRoom.ensuring({ child.preferenceValue(key) }) else { continue }
            if accumulated == nil {
                accumulated = next
            } else {
                K.reduce(value: &accumulated!) { next }
            }
        }
        guard let contribution = existingAttachment(PreferenceOutputs.self)?.contributions[ObjectIdentifier(key)]
        else { return accumulated }
        switch contribution {
        case .value(let value):
            return value as? K.Value
        case .transform(let transform):
            var value: Any = accumulated ?? K.defaultValue
            transform(&value)
            return value as? K.Value
        }
    }
}

/// The views that read preferences from their subtrees (`onPreferenceChange`,
/// `overlayPreferenceValue`), checked after each update pass: SwiftUI delivers preference
/// changes after the views that produce them have updated, in the same transaction.
@MainActor
package final class PreferenceReaders {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    private final class Reader {
        weak var node: ViewNode?
        let check: (ViewNode) -> Void

        init(node: ViewNode, check: @escaping (ViewNode) -> Void) {
            self.node = node
            self.check = check
        }
    }

    @exclusivity(unchecked) private var readers: [ObjectIdentifier: Reader] = [:]

    package init() {}

    func register(_ node: ViewNode, check: @escaping (ViewNode) -> Void) {
        readers[ObjectIdentifier(node)] = Reader(node: node, check: check)
    }

    func unregister(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = nil
    }

    /// Compares each reader's subtree value with the one it last saw; a changed value queues
    /// the reader's action (or its re-evaluation). Readers are checked outermost first.
    package func checkAll() {
        guard !readers.isEmpty else { return }
        let live = readers.values.compactMap { reader in reader.node.map { ($0, reader.check) } }
        for (node, check) in live.sorted(by: { $0.0.depth < $1.0.depth }) where node.isAlive {
            check(node)
        }
    }
}
