@_spi(Reflection) import Swift

// Decisions about a type, made once per type and kept: where its dynamic properties are, where
// a tuple's elements are. The hot path then reads fields at known offsets, with no `Mirror` and
// no cast per field. (The stand-in's runtime needs to find `@State` and friends inside a view
// value, as SwiftUI's attribute graph does from type metadata.)

/// Where a view's (or modifier's) dynamic properties live, in declaration order, depth first
/// through nested `DynamicProperty` structs: the order of their storage slots.
struct PropertyPlan {
    /// Each installable property: its offset in the value and its type.
    let properties: [(offset: Int, type: any InstallableProperty.Type)]

    var isEmpty: Bool { properties.isEmpty }

    /// The plan of `type`, or nil when its fields cannot be walked (a class, an existential);
    /// the runtime then falls back to `Mirror`.
    static func make(for type: Any.Type, walkingApps: Bool = false) -> PropertyPlan? {
        var properties: [(Int, any InstallableProperty.Type)] = []
        guard collect(type, base: 0, walkingApps: walkingApps, into: &properties) else { return nil }
        return PropertyPlan(properties: properties)
    }

    /// `walkingApps`: also walk fields whose type is an `App` (only `AppRoot`'s plan asks: a
    /// conformance check costs a scan of the binary's conformances the first time per type).
    private static func collect(
        _ type: Any.Type, base: Int, walkingApps: Bool = false,
        into properties: inout [(Int, any InstallableProperty.Type)]
    )
        -> Bool
    {
        var walkable = true
        let ok = forEachField(of: type) { _, offset, fieldType, _ in
            // Plain data holds no property the graph installs (each holds a reference), and
            // asking costs a conformance scan the first time per type (a view's `let number:
            // Int` asked two).
            if _openExistential(fieldType, do: isPlainData) { return true }
            // Strings are common and neither; the question asked is the one the comparator asks
            // of the field's type (`RuntimeDescribed`, which every installable property is).
            if fieldType == String.self { return true }
            if let installable = runtimeDescription(of: fieldType)?.installableType {
                properties.append((base + offset, installable))
            } else if fieldType is any DynamicProperty.Type || (walkingApps && fieldType is any App.Type) {
                // An app's properties live on the node of the view that holds it (`AppRoot`).
                walkable = collect(fieldType, base: base + offset, into: &properties) && walkable
            }
            return true
        }
        return ok && walkable
    }
}

/// Where a tuple's elements are, and each one's view type: a `TupleView`'s children.
struct TuplePlan {
    let elements: [(offset: Int, type: any View.Type)]

    /// The plan of a tuple type of views, nil for any other type.
    static func make<T>(for type: T.Type) -> TuplePlan? {
        guard metadataKind(of: type) == .tuple else { return nil }
        var elements: [(Int, any View.Type)] = []
        var allViews = true
        let ok = forEachField(of: type) { _, offset, fieldType, _ in
            guard let view = fieldType as? any View.Type else {
                allViews = false
                return false
            }
            elements.append((offset, view))
            return true
        }
        guard ok, allViews, !elements.isEmpty else { return nil }
        return TuplePlan(elements: elements)
    }
}

/// Plans by type, made on first use. The runtime runs on the main actor, and no access to a
/// table overlaps another: the tables opt out of dynamic exclusivity checks (a runtime call at
/// each lookup, for every node made).
@MainActor
enum TypePlans {
    @exclusivity(unchecked) private static var properties = TypeTable<PropertyPlan?>()
    @exclusivity(unchecked) private static var tuples = TypeTable<TuplePlan?>()

    static func properties(of type: Any.Type) -> PropertyPlan? {
        if let plan = properties[type] { return plan }
        let plan = PropertyPlan.make(for: type)
        properties[type] = plan
        return plan
    }

    /// Makes `AppRoot`'s plan, which walks into its app, before its node asks for it.
    static func registerAppRoot(_ type: Any.Type) {
        guard properties[type] == nil else { return }
        properties[type] = PropertyPlan.make(for: type, walkingApps: true)
    }

    /// The plan of a tuple type.
    static func tuple<T>(of type: T.Type) -> TuplePlan? {
        if let plan = tuples[type] { return plan }
        let plan = TuplePlan.make(for: type)
        tuples[type] = plan
        return plan
    }
}

/// Installs the property of type `P` stored at `pointer` (opened from the plan's metatype), in
/// place.
@MainActor
func installProperty<P: InstallableProperty>(
    _ type: P.Type, at pointer: UnsafeMutableRawPointer, in node: ViewNode, slot: Int
) {
    pointer.assumingMemoryBound(to: P.self).pointee.install(in: node, slot: slot)
}

/// The view of type `V` stored at `pointer`, as an existential.
func loadView<V: View>(_ type: V.Type, at pointer: UnsafeRawPointer) -> any View {
    pointer.assumingMemoryBound(to: V.self).pointee
}

/// What the runtime does with a view type, decided once per type and kept by each node (a
/// node's type never changes: a new type at the same place is a new node): how to update it
/// if it is a primitive, how it takes a new environment, and how to compare two of its values.
/// A class: a node holds its type's plan by one reference, not a copy of each closure in it
/// (a retain and a release of each, for every node made and released).
@MainActor
final class ViewPlan {
    /// A primitive's `update(node:)`, reached without a cast; nil for a view with a body.
    let updatePrimitive: ((any View, ViewNode) -> Void)?
    let environmentBehavior: EnvironmentBehavior
    let lazyComparator: LazyComparator
    /// A `ContentContainer`'s `updateContent(of:to:from:)`, given the new value's address;
    /// nil for any other view.
    let updateContent: ((ViewNode, UnsafeRawPointer) -> Bool?)?
    /// Whether a view of this type in a tab view's content passes the elements it holds on
    /// (`TabListTransparent`) rather than being one tab itself.
    let isTabListTransparent: Bool
    /// Whether a node of the type transparent to layout updates without its container's layout
    /// being checked (`PrimitiveView.leavesContainerLayout`); true for a view with a body.
    let leavesContainerLayout: Bool

    init(
        updatePrimitive: ((any View, ViewNode) -> Void)?, environmentBehavior: EnvironmentBehavior,
        lazyComparator: LazyComparator, updateContent: ((ViewNode, UnsafeRawPointer) -> Bool?)?,
        isTabListTransparent: Bool = false, leavesContainerLayout: Bool
    ) {
        self.updatePrimitive = updatePrimitive
        self.environmentBehavior = environmentBehavior
        self.lazyComparator = lazyComparator
        self.updateContent = updateContent
        self.isTabListTransparent = isTabListTransparent
        self.leavesContainerLayout = leavesContainerLayout
    }

    @exclusivity(unchecked) private static var plans = TypeTable<ViewPlan>()

    /// How two values of the type compare, made the first time it is asked for.
    var comparator: ValueComparator { lazyComparator.comparator }

    /// The plan of `view`'s type, made from the first value seen. Looked up by the type
    /// alone: passing the view on to the lookup copied it into a new box (a third of the
    /// lookup's cost), which only making a plan needs.
    static func of(_ view: any View, type: any View.Type) -> ViewPlan {
        plans[type] ?? made(view)
    }

    @inline(never)
    private static func made(_ view: any View) -> ViewPlan {
        let plan = make(view)
        plans[type(of: view)] = plan
        return plan
    }

    private static func make<V: View>(_ view: V) -> ViewPlan {
        // The comparator is made when two values are first compared, by when the nodes of
        // the view's content have their plans: walking the view's fields then asks nothing of
        // their types (`ValueComparator.note`). A first mount compares nothing.
        let comparator = LazyComparator { ValueComparator.of(V.self) }
        // A primitive says so in its `_makeView`, read through the witness table at hand: no
        // conformance question, which would scan every conformance record once per type.
        if let primitive = V.declaredPrimitive {
            ValueComparator.note(V.self, describedAs: primitive)
            return primitivePlan(primitive, comparator: comparator)
        }
        // Every primitive declares `_makeView`; debug builds check that with the question it
        // saves, and stop on one that does not.
        assert(runtimeDescription(of: V.self)?.primitiveViewType == nil, "\(V.self) declares no _makeView")
        return ViewPlan(
            updatePrimitive: nil, environmentBehavior: .composite, lazyComparator: comparator, updateContent: nil,
            leavesContainerLayout: true)
    }

    private static func primitivePlan<P: PrimitiveView>(_: P.Type, comparator: LazyComparator) -> ViewPlan {
        ViewPlan(
            updatePrimitive: { view, node in updateOpened(view, as: P.self, node: node) },
            environmentBehavior: P.environmentBehavior, lazyComparator: comparator,
            updateContent: P.contentUpdate, isTabListTransparent: P.isTabListTransparent,
            leavesContainerLayout: P.leavesContainerLayout)
    }
}

/// Calls `body` with the address of the value an existential view holds, opened in place.
@MainActor
func withPointer<R>(toView view: any View, _ body: (UnsafeRawPointer) -> R) -> R {
    func open<V: View>(_ view: V) -> R {
        withPointer(to: view) { body(UnsafeRawPointer($0)) }
    }
    return open(view)
}

/// Calls `P.update(node:)` on a view whose type is `P` (the plan was made for its type), in
/// place.
@MainActor
private func updateOpened<V: View, P: PrimitiveView>(_ view: V, as type: P.Type, node: ViewNode) {
    withPointer(to: view) { pointer in
        UnsafeRawPointer(pointer).assumingMemoryBound(to: P.self).pointee.update(node: node)
    }
}

/// A comparator made the first time it is asked for, shared by the copies of a plan.
@MainActor
final class LazyComparator {
    private var made: ValueComparator?
    private let make: () -> ValueComparator

    init(_ make: @escaping () -> ValueComparator) {
        self.make = make
    }

    var comparator: ValueComparator {
        if let made { return made }
        let comparator = make()
        made = comparator
        return comparator
    }
}
