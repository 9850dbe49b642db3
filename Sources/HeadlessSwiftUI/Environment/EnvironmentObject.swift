/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// A missing object is a programming error: SwiftUI stops the app ("No ObservableObject of
/// type ... found. A View.environmentObject(_:) for ... may be missing as an ancestor of this
/// view."; https://developer.apple.com/documentation/swiftui/environmentobject, "If the
/// observable object conforms to the ObservableObject protocol ... the app crashes" when no
/// ancestor supplies it). The stand-in stops with the same message.
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: Cart
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// // an ancestor: ContentView().environmentObject(cart)
/// ```
@propertyWrapper
@MainActor @preconcurrency
@frozen public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its
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

    let link = EnvironmentLink()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        let key = environmentObjectKey(ObjectType.self)
        guard let values = link.values else {
            fatalError(Self.missingMessage)
        }
        link.recorder?.record(
            \EnvironmentValues.[optionalObject: key], probe: { $0[optionalObject: key] as Any },
            value: values[optionalObject: key] as Any)
        guard let object = values[optionalObject: key] as? ObjectType else {
            fatalError(Self.missingMessage)
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }

    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.values = node.environment
        link.recorder = node.environmentReads
        if let object = node.environment[optionalObject: environmentObjectKey(ObjectType.self)] as? ObjectType {
            node.attachment { ObjectSubscriptions() }.observe(object, slot: slot, node: node)
        }
    }
}

extension EnvironmentObject: GraphOwnedProperty {}

extension EnvironmentObject: RuntimeComparable {
    /// What it reads is judged by the environment values it read.
    nonisolated package func runtimeEquals(_ other: Any) -> Bool { true }
}

/// As in the SDK: `EnvironmentObject` and its wrapper are `Sendable`.
extension EnvironmentObject: @unchecked Sendable {}

/// Environment objects live in the environment's object slots under a key of their own, apart
/// from `environment(_:)`'s Observable objects of the same class.
private enum EnvironmentObjectSlot<ObjectType> {}

func environmentObjectKey<ObjectType>(_ type: ObjectType.Type) -> ObjectIdentifier {
    ObjectIdentifier(EnvironmentObjectSlot<ObjectType>.self)
}

extension View {
    /// Supplies an observable object to a view's hierarchy.
    ///
    /// ```swift
    /// ContentView().environmentObject(cart)   // read with @EnvironmentObject var cart: Cart
    /// ```
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        let key = environmentObjectKey(T.self)
        return environment(\EnvironmentValues.[environmentObject: key], object as AnyObject)
    }
}

extension EnvironmentValues {
    /// The object `environmentObject(_:)` stores under `key`.
    package subscript(environmentObject key: ObjectIdentifier) -> AnyObject? {
        get { self[object: key] }
        set { self[object: key] = newValue }
    }
}
