/// One step of a structural identity: where a child sits in its parent.
package enum ChildKey: Hashable {
    /// Position in a `TupleView`.
    case index(Int)
    /// The branch of an `_ConditionalContent`.
    case branch(Bool)
    /// The content of an `Optional` view that is not nil.
    case some
    /// The wrapped type of an `AnyView`.
    case type(ObjectIdentifier)
    /// A `ForEach` element's id.
    case id(AnyHashable)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The single child of a container or modifier.
    case content
    /// The body of a composite view or custom modifier.
    case body
    /// A secondary subtree of a modifier: an overlay, a background, presented content.
    case accessory(String)
    /// A navigation path's value, and how many equal values come before it in the path.
    case pathValue(AnyHashable, occurrence: Int)
}

/// A child to reconcile: its place, its new value, and the environment it sees.
package struct ChildSlot {
    package let key: ChildKey
    package let view: any View
    package let environment: EnvironmentValues

    package init(key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.key = key
        self.view = view
        self.environment = environment
    }
}

/// How a node shows in the text tree.
package enum NodeDisplay {
    /// Not a line of its own: composite views, tuples, conditionals, `ForEach`.
    case transparent
    /// A line with a name and attributes (`Text "Hi"`, `VStack(alignment: .leading)`).
    case element(String, attributes: [String] = [])
    /// Attributes added to the line(s) of its content (`padding(16)`, `opacity(0.5)`).
    case modifier([String])
}
