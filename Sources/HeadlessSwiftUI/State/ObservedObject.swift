/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view re-evaluates when the object's `objectWillChange` publisher emits, and not when
/// an object it does not hold changes
/// (https://developer.apple.com/documentation/swiftui/observedobject).
/// ```swift
/// struct ProfileEditor: View {
///     @ObservedObject var profile: Profile      // an ObservableObject
///     var body: some View {
///         TextField("Name", text: $profile.name)
///     }
/// }
/// ```
@propertyWrapper
@MainActor @preconcurrency
@frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties using dynamic member lookup.
    @dynamicMemberLookup
    @MainActor @preconcurrency
    @frozen public struct Wrapper: @unchecked Sendable {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        node.attachment { ObjectSubscriptions() }.observe(wrappedValue, slot: slot, node: node)
    }
}

/// As in the SDK: `ObservedObject` and its wrapper are `Sendable`.
extension ObservedObject: @unchecked Sendable {}

/// The `objectWillChange` subscriptions of a view's object wrappers (`@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`), by property slot. An emission invalidates the
/// view, which re-evaluates at the graph's next flush, after the change it announces; the
/// subscriptions end with the node.
final class ObjectSubscriptions {
    private var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]

    @MainActor
    func observe<Object: ObservableObject>(_ object: Object, slot: Int, node: ViewNode) {
        let identity = ObjectIdentifier(object)
        if subscriptions[slot]?.object == identity { return }
        let token = node.invalidationToken
        let cancellable = object.objectWillChange.sink { [weak token] _ in
            // SwiftUI's subscription is what notices a change announced during an update.
            GraphContext.noteObjectWillChange()
            token?.invalidate()
        }
        subscriptions[slot] = (identity, cancellable)
    }
}

/// An installable property: described, so that a view's property plan finds it through the
/// one conformance question the runtime asks of a field's type.
extension ObservedObject: RuntimeDescribed {}
