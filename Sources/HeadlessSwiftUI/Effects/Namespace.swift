import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
///
/// The identifier is made when the view's identity first appears and kept for as long as it
/// lives: the same across updates, distinct for each identity (Apple: "a namespace defined by
/// the persistent identity of the object containing the property").
///
/// ```swift
/// struct Cards: View {
///     @Namespace private var animation
///     @State private var expanded = false
///     var body: some View {
///         RoundedRectangle(cornerRadius: 12)
///             .matchedGeometryEffect(id: "card", in: animation)
///     }
/// }
/// ```
@propertyWrapper
@frozen public struct Namespace: DynamicProperty {
    package let link: StateLink<Namespace.ID>

    /// A namespace identifier.
    @frozen public struct ID: Hashable, Sendable {
        package let value: Int
    }

    /// Creates a namespace property.
    nonisolated public init() { link = StateLink() }

    /// The namespace identifier. Outside a view's body (before the graph installs the
    /// property) it is a fresh identifier each time, and SwiftUI warns of the same misuse.
    public var wrappedValue: Namespace.ID {
        link.storage?.read() ?? Namespace.ID(value: 0)
    }
}

/// The counter namespaces draw their identifiers from.
@MainActor
private var nextNamespace = 0

extension Namespace: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.storage = node.stateStorage(
            slot: slot,
            initialValue: {
                nextNamespace += 1
                return Namespace.ID(value: nextNamespace)
            }())
    }
}

extension Namespace: GraphOwnedProperty {}

extension Namespace: RuntimeComparable {
    /// Owned by the graph, like state.
    package func runtimeEquals(_ other: Any) -> Bool { true }
}

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: UInt32

    /// Creates a new option set from a raw value.
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and size properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
///
/// ```swift
/// Text("\(count)").contentTransition(.numericText())
/// ```
public struct ContentTransition: Equatable, Sendable {
    package let name: String

    /// The identity content transition, which indicates that content changes shouldn't
    /// animate.
    public static let identity = ContentTransition(name: "identity")
    /// A content transition that indicates content fades from transparent to opaque on
    /// insertion, and from opaque to transparent on removal.
    public static let opacity = ContentTransition(name: "opacity")
    /// A content transition that indicates the views attempt to interpolate their contents
    /// during transitions, where appropriate.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Creates a content transition intended to be used with `Text` views displaying
    /// numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown: true)" : "numericText")
    }

    /// Creates a content transition intended to be used with `Text` views displaying numbers.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText(value: \(HeadlessValueFormat.number(value)))")
    }
}

/// Apple's `contentTransition`: "The current method of animating the contents of views",
/// which `contentTransition(_:)` sets; `.identity` unless set, and `contentTransitionAddsDrawingGroup`
/// false unless set.
struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The current method of animating the contents of views.
    ///
    /// ```swift
    /// @Environment(\.contentTransition) private var transition
    /// ```
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// A Boolean value that controls whether views that render content transitions use GPU-accelerated rendering.
    ///
    /// ```swift
    /// Text(count, format: .number).environment(\.contentTransitionAddsDrawingGroup, true)
    /// ```
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace
    /// that you provide.
    ///
    /// Recorded, not animated: the stand-in lays each view out where it is (animations are
    /// recorded on the update, not interpolated). The text tree shows the identifier and the
    /// namespace, so a test can check which views share a geometry group.
    /// ```swift
    /// Circle().matchedGeometryEffect(id: "dot", in: namespace)
    /// ```
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        var attribute = "matchedGeometryEffect(id: \(String(describing: id)), in: \(namespace.value)"
        if !isSource { attribute += ", isSource: false" }
        return modifier(AttributeModifier(attribute + ")"))
    }

    /// Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        // An environment value, as in SwiftUI: the text below reads it
        // (https://developer.apple.com/documentation/swiftui/environmentvalues/contenttransition).
        modifier(
            EnvironmentWriter(attribute: "contentTransition(.\(transition.name))", token: transition.name) {
                $0.contentTransition = transition
            })
    }

    /// Isolates the geometry (e.g. position and size) of the view from its parent view.
    nonisolated public func geometryGroup() -> some View {
        modifier(AttributeModifier("geometryGroup"))
    }
}

/// As in SwiftUI: a namespace is sendable (its identifier is a plain value).
extension Namespace: @unchecked Sendable {}
