/// A property wrapper type that instantiates an observable object.
///
/// SwiftUI creates the object once for each instance of the structure that declares it, when
/// the view first needs it, and keeps it for the view's lifetime: the initial value's
/// autoclosure does not run again when the parent re-evaluates the view
/// (https://developer.apple.com/documentation/swiftui/stateobject, "SwiftUI creates a new
/// instance of the model object only once during the lifetime of the container that declares
/// the state object"). The object goes with the view's identity.
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View {
///         List(library.books) { Text($0.title) }
///     }
/// }
/// ```
@propertyWrapper
@MainActor @preconcurrency
@frozen public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    // Set once by the nonisolated initializer and read on the main actor by the runtime.
    nonisolated(unsafe) let thunk: () -> ObjectType
    let link = StateObjectLink<ObjectType>()

    /// Creates a new state object with an initial wrapped value.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType {
        if let object = link.object { return object }
        // Outside a view (not installed), each access makes a new instance, as in SwiftUI.
        return thunk()
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        let thunk = self.thunk
        // Created on first install only: the storage at this identity keeps it.
        let object = node.stateStorage(slot: slot, initialValue: StateObjectBox(object: thunk())).read().object
        link.object = object
        node.attachment { ObjectSubscriptions() }.observe(object, slot: slot, node: node)
    }
}

extension StateObject: GraphOwnedProperty {}

extension StateObject: RuntimeComparable {
    /// The object is owned by the graph: a new initial value from the parent is ignored.
    nonisolated package func runtimeEquals(_ other: Any) -> Bool { true }
}

/// As in the SDK: `StateObject` is `Sendable`.
extension StateObject: @unchecked Sendable {}

/// The object a view's storage keeps for one `@StateObject`.
struct StateObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
}

/// Connects every copy of a `StateObject` to the object its view's storage holds.
@usableFromInline package final class StateObjectLink<ObjectType: AnyObject> {
    package var object: ObjectType?
    @usableFromInline package init() {}
}
