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
    case accessory(AccessoryKey)
    /// A navigation path's value, and how many equal values come before it in the path.
    case pathValue(AnyHashable, occurrence: Int)

    /// The derived `==`, written out: the derived one switches on the pair of keys, which
    /// copies both (their payloads retained) for every comparison, and reconciling compares a
    /// key per child. This one reads the left key where it is and the right one's payload only
    /// when the cases agree. `hash(into:)` stays derived: the cases and payloads are the same.
    package static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
        switch lhs {
        case .index(let left):
            if case .index(let right) = rhs { return left == right }
        case .branch(let left):
            if case .branch(let right) = rhs { return left == right }
        case .some:
            if case .some = rhs { return true }
        case .type(let left):
            if case .type(let right) = rhs { return left == right }
        case .id(let left):
            if case .id(let right) = rhs { return left == right }
        case .explicit(let left):
            if case .explicit(let right) = rhs { return left == right }
        case .content:
            if case .content = rhs { return true }
        case .body:
            if case .body = rhs { return true }
        case .accessory(let left):
            if case .accessory(let right) = rhs { return left == right }
        case .pathValue(let left, let leftOccurrence):
            if case .pathValue(let right, let rightOccurrence) = rhs {
                return leftOccurrence == rightOccurrence && left == right
            }
        }
        return false
    }
}

/// Which secondary subtree of a modifier or control a child is. A closed set: code that
/// looks for a subtree (hit testing puts `.background` behind the content, the host finds a
/// row's `.swipeActions(edge)`) names it by type, never by text.
package enum AccessoryKey: Hashable {
    /// `overlay(alignment:content:)` and `overlayPreferenceValue`.
    case overlay
    /// `background(alignment:content:)`, `backgroundPreferenceValue`, `presentationBackground`:
    /// drawn and hit tested behind the content.
    case background
    /// A control's label (`LabeledContent`, `Picker`).
    case label
    /// A tab's `tabItem` label.
    case tabItem
    /// A section's header.
    case header
    /// A section's footer.
    case footer
    /// The items of `toolbar`.
    case toolbar
    /// The content of `safeAreaInset`.
    case safeAreaInset
    /// A slider's minimum-value label.
    case minimumValueLabel
    /// A slider's maximum-value label.
    case maximumValueLabel
    /// The actions `swipeActions(edge:)` reveals on one edge.
    case swipeActions(HorizontalEdge)
    /// A column of a `NavigationSplitView`.
    case splitColumn(NavigationSplitViewColumn.Role)
    /// A view pushed by a `NavigationLink(destination:)` or `navigationDestination(isPresented:)`,
    /// by the order it was pushed in.
    case pushedView(Int)
    /// A presentation's content, by how many the presenter has shown: each presentation is a new
    /// identity, so its state starts fresh.
    case presentation(Int)
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
