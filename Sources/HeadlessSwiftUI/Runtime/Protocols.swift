/// A view the runtime expands itself instead of asking for its `body`: stacks, text, buttons,
/// `ModifiedContent`, the builder's structural views. Public SwiftUI types conform to it
/// without it becoming SwiftUI API.
@MainActor
package protocol PrimitiveView: RuntimeDescribed {
    /// Sets the node's display and reconciles its children.
    func update(node: ViewNode)

    /// What a new environment alone (the same view value) asks of the node.
    static var environmentBehavior: EnvironmentBehavior { get }

    /// Whether a view of this type in a tab view's content passes the elements it holds on
    /// (`TabListTransparent`) rather than being one tab itself.
    static var isTabListTransparent: Bool { get }

    /// A `ContentContainer`'s `updateContent(of:to:from:)`, given the node and the new value's
    /// address; nil for any other primitive.
    static var contentUpdate: (@MainActor (ViewNode, UnsafeRawPointer) -> Bool?)? { get }

    /// Whether an update of a view of this type, transparent to layout, leaves its container's
    /// layout alone: what it changes reaches layout only through its children (which update
    /// and are checked themselves), a change of them (`layoutChildrenChanged()`), or an
    /// invalidation of its own. False unless said, and the container is checked
    /// (`ViewNode.layoutInputsChanged()`): a lazy `ForEach`'s row count, which no created row
    /// shows, changes its container's length.
    static var leavesContainerLayout: Bool { get }
}

/// How a primitive takes a new environment when its own value did not change.
package enum EnvironmentBehavior {
    /// Run `update` again: it derives its children's environment or shows part of it.
    case reevaluate
    /// Hand it to the existing children as is: they see the same environment, and the
    /// primitive shows nothing that depends on it.
    case forward
    /// Like a composite view (a custom modifier's body): run again only if what it read changed.
    case composite
}

extension PrimitiveView {
    package static var environmentBehavior: EnvironmentBehavior { .reevaluate }
    package static var isTabListTransparent: Bool { false }
    package static var contentUpdate: (@MainActor (ViewNode, UnsafeRawPointer) -> Bool?)? { nil }
    package static var leavesContainerLayout: Bool { false }
    nonisolated package static var primitiveViewType: (any PrimitiveView.Type)? { Self.self }
}

/// A primitive whose children are its content alone, which its own attributes lay out (a
/// stack's alignment and spacing; a tuple has none).
///
/// When a new value has the attributes of the node's value, the runtime neither compares
/// the two whole nor updates the container: it hands the new content to the content's nodes,
/// which compare it where it is. Each view's value is then compared once per update, at its
/// own node (a row's `Text` was compared three times, by the row's stack, its tuple and
/// itself), and a container none of whose content changed is not updated at all. What an
/// app sees is unchanged (the same bodies run, the same layout results): this is the
/// stand-in's own economy, not a claim about how SwiftUI's attribute graph does it. A content node that
/// changes forgets its layout and its ancestors' (`invalidateLayout()`), the container's
/// among them.
///
/// ```swift
/// extension HStack: ContentContainer {
///     static func updateContent(of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>) -> Bool? {
///         guard new.pointee.alignment == previous.pointee.alignment,
///             new.pointee.spacing == previous.pointee.spacing
///         else { return nil }
///         return node.updateContentChild(at: new.pointer(to: \.content)!)
///     }
/// }
/// ```
@MainActor
package protocol ContentContainer: PrimitiveView {
    /// Brings the children of `node`, whose view is the value at `previous`, up to date with
    /// the content of the value at `new`, when the two values have the same attributes and
    /// the children are the content's. Returns whether a child changed; nil, having done
    /// nothing, otherwise (the runtime then compares the values and updates the container
    /// whole). The values are read where they are: a copy of a stack copies all its content.
    static func updateContent(of node: ViewNode, to new: UnsafePointer<Self>, from previous: UnsafePointer<Self>)
        -> Bool?
}

extension ContentContainer {
    package static var contentUpdate: (@MainActor (ViewNode, UnsafeRawPointer) -> Bool?)? {
        { node, pointer in
            withPointer(toView: node.view) { previous in
                updateContent(
                    of: node, to: pointer.assumingMemoryBound(to: Self.self),
                    from: previous.assumingMemoryBound(to: Self.self))
            }
        }
    }
}

/// A primitive whose children see its environment as is, and whose line in the tree does not
/// depend on it (stacks, tuples, conditionals, `ForEach`, text).
@MainActor
package protocol EnvironmentForwardingView: PrimitiveView {}

extension EnvironmentForwardingView {
    package static var environmentBehavior: EnvironmentBehavior { .forward }
}

/// A primitive modifier that hands its content the environment as is.
package protocol EnvironmentForwardingModifier: PrimitiveModifier {}

extension EnvironmentForwardingModifier {
    package static var forwardsEnvironment: Bool { true }
}

/// A modifier the runtime applies itself (padding, environment, onAppear, sheet, ...).
@MainActor
package protocol PrimitiveModifier {
    /// Sets the node's display and reconciles its children; `content` is the modified view.
    func update(node: ViewNode, content: any View)

    /// Whether it hands its content the environment as is (`EnvironmentForwardingModifier`).
    static var forwardsEnvironment: Bool { get }

    /// `PrimitiveView.leavesContainerLayout`, for the modifier's node.
    static var leavesContainerLayout: Bool { get }
}

extension PrimitiveModifier {
    package static var forwardsEnvironment: Bool { false }
    package static var leavesContainerLayout: Bool { false }
}

extension PrimitiveModifier where Self: RuntimeDescribed {
    nonisolated package static var primitiveModifierType: (any PrimitiveModifier.Type)? { Self.self }
}

/// A dynamic property that the graph connects to its storage before each evaluation. Every
/// conforming type is also `RuntimeDescribed`: a view's property plan finds it through that
/// question (`installableType`), which the comparator asks of the field's type too.
///
/// The graph installs it in the copy of the view whose body it evaluates, in place, as
/// SwiftUI does: a property may keep its storage in a field (`State`), with nothing to
/// allocate when a parent creates the view again.
package protocol InstallableProperty {
    @MainActor mutating func install(in node: ViewNode, slot: Int)
}

extension InstallableProperty where Self: RuntimeDescribed {
    package static var installableType: (any InstallableProperty.Type)? { Self.self }
}

/// A type of the stand-in's own that tells the runtime what it needs to know of it, through
/// one conformance question.
///
/// The runtime asks about a type once, the first time it meets it: whether it is a primitive
/// view, how to compare two of its values. Each question asked as a cast (`is PrimitiveView`,
/// `as? Equatable`) is a conformance lookup, and on Linux the first lookup of a type and a
/// protocol scans every conformance record of every image loaded (about 7,300 in a test
/// binary with Foundation: about 300K instructions each). A screen's first mount asked about
/// six per type. Refinements of this protocol answer through its witness table instead, so a
/// type of the stand-in's costs one lookup, and any other type (an app's, Foundation's) one
/// miss before the questions only it can answer (`Equatable`), unless its module rules the
/// conformance out (`runtimeDescription(of:)`).
package protocol RuntimeDescribed {
    /// How two values of the type compare as view inputs; nil for a property the graph owns,
    /// which is no input (`@State`'s initial value is ignored once the state exists).
    static var inputComparator: ValueComparator? { get }

    /// The type as a primitive view; nil for a type that is none.
    static var primitiveViewType: (any PrimitiveView.Type)? { get }

    /// The type as a primitive modifier; nil for a type that is none.
    static var primitiveModifierType: (any PrimitiveModifier.Type)? { get }

    /// The type as a property the graph installs; nil for a type that is none.
    static var installableType: (any InstallableProperty.Type)? { get }
}

/// `type` as the stand-in describes it, nil for a type it does not describe.
///
/// The question is asked only where an answer can exist. The protocol is `package`, so only
/// this package's modules can declare a conformance, and only HeadlessSwiftUI does: for its
/// own types and for `Optional`. A struct or an enum declared in another module (an app's
/// view, a test's model, Foundation's `Date`) is therefore none, which its metadata tells
/// without a scan; the scan it saves is one per type of the app's the first time in a
/// process. Debug builds still ask, and stop if a conformance breaks the rule.
package func runtimeDescription(of type: Any.Type) -> (any RuntimeDescribed.Type)? {
    if isForeign(type) {
        assert(type as? any RuntimeDescribed.Type == nil, "\(type) is RuntimeDescribed outside HeadlessSwiftUI")
        return nil
    }
    return type as? any RuntimeDescribed.Type
}

/// Whether `type` is a struct or an enum declared in a module other than this one and the
/// standard library: a type the stand-in's package protocols cannot describe.
package func isForeign(_ type: Any.Type) -> Bool {
    guard let module = declaringModuleName(of: type) else { return false }
    return module != standInModuleName && module != "Swift"
}

/// This module's name as its types' metadata spell it.
private let standInModuleName = declaringModuleName(of: EmptyView.self)

extension RuntimeDescribed {
    package static var primitiveViewType: (any PrimitiveView.Type)? { nil }
    package static var primitiveModifierType: (any PrimitiveModifier.Type)? { nil }
    package static var installableType: (any InstallableProperty.Type)? { nil }

    /// Field by field: a type of the stand-in's is compared by `==` only where it says it is
    /// `Equatable` (unconditionally; a conditional `==` is memberwise, as the fields are).
    package static var inputComparator: ValueComparator? { .fieldByField(Self.self) }
}

extension RuntimeDescribed where Self: Equatable {
    package static var inputComparator: ValueComparator? { .equatable(Self.self) }
}

/// A value that knows how SwiftUI compares it as a view input (bindings by location, state
/// as always equal); everything else is compared by `runtimeEqual`.
package protocol RuntimeComparable: RuntimeDescribed {
    func runtimeEquals(_ other: Any) -> Bool
}

extension RuntimeComparable {
    package static var inputComparator: ValueComparator? { .runtimeComparable(Self.self) }
}

/// A property the graph owns, whose value in a new view is not an input (`@State`'s initial
/// value is ignored once the state exists; `@Environment` is judged by what it read).
package protocol GraphOwnedProperty: RuntimeComparable {}

extension GraphOwnedProperty {
    package static var inputComparator: ValueComparator? { nil }
}
