/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(coin)
/// ```
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    nonisolated public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    nonisolated public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// Returns a Boolean value indicating whether two values are equal.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}
