import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// The stand-in keeps a scene's storage in its graph, by key: two views that use one key share
/// the value, and a view that goes and comes back reads what was stored (SwiftUI: "when the
/// scene is explicitly destroyed the data is discarded"; a host is one scene, alive as long as
/// the host).
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let link = SceneStorageLink()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { link.values?.value(for: key) as? Value ?? defaultValue }
        nonmutating set { link.values?.set(newValue, for: key) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        // Reads and writes through the property, so writes reach every reader; one property's
        // bindings are the same binding (its link is their identity).
        Binding(
            location: ClosureLocation(
                get: { wrappedValue }, set: { value, _ in wrappedValue = value }, identity: link))
    }
}

extension SceneStorage {
    /// Creates a property that can save and restore a boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore an integer, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can save and restore a string, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an optional boolean.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional integer.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional double.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional string.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional URL.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore optional data.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage {
    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can save and restore an optional integer, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
}

extension SceneStorage: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.values = node.graph.sceneStorage
        node.graph.sceneStorage.observe(key, token: node.invalidationToken)
    }
}

extension SceneStorage: GraphOwnedProperty {}

extension SceneStorage: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool {
        (other as? SceneStorage<Value>)?.key == key
    }
}

/// As in the SDK: sendable when its value is.
extension SceneStorage: @unchecked Sendable where Value: Sendable {}

/// The scene's store, found at install.
@usableFromInline final class SceneStorageLink {
    var values: SceneStorageValues?
    @usableFromInline init() {}
}

/// One scene's stored values, by key, and the views that read each key.
final class SceneStorageValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private let readers = KeyedSubscribers<String>()

    func value(for key: String) -> Any? {
        lock.withLock { values[key] }
    }

    func set(_ value: Any, for key: String) {
        lock.withLock { values[key] = value }
        readers.invalidate(key)
    }

    func observe(_ key: String, token: InvalidationToken) {
        readers.observe(key, token: token)
    }
}
