/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default.
///
/// The store is the `store:` argument, else the one `defaultAppStorage(_:)` puts in the
/// environment, else `UserDefaults.standard`
/// (https://developer.apple.com/documentation/swiftui/appstorage). A write through any
/// `@AppStorage` updates every view that reads the same key of the same store (SwiftUI
/// observes the user default). Stand-in limits: writes made to the `UserDefaults` directly,
/// not through `@AppStorage`, are not observed (Linux's Foundation posts no change
/// notification); a `URL` is stored as its absolute string (assumption: iOS archives it).
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     var body: some View {
///         Toggle("Show Preview", isOn: $showsPreview)
///     }
/// }
/// ```
@propertyWrapper
@frozen public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let defaultValue: Value
    let codec: AppStorageCodec<Value>
    let link = AppStorageLink()

    init(key: String, store: UserDefaults?, defaultValue: Value, codec: AppStorageCodec<Value>) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.codec = codec
    }

    var resolvedStore: UserDefaults { store ?? link.environmentStore ?? .standard }

    /// The value stored in user defaults, or the default value when there is none.
    public var wrappedValue: Value {
        get {
            let defaults = resolvedStore
            guard defaults.object(forKey: key) != nil, let value = codec.read(defaults, key) else {
                return defaultValue
            }
            return value
        }
        nonmutating set {
            let defaults = resolvedStore
            codec.write(defaults, key, newValue)
            AppStorageObservers.shared.changed(defaults, key: key)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(location: AppStorageLocation(storage: self))
    }
}

/// How one value type is read from and written to user defaults.
@usableFromInline struct AppStorageCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    static func plain(_ read: @escaping (UserDefaults, String) -> Value?) -> AppStorageCodec {
        AppStorageCodec(read: read) { $0.set($2, forKey: $1) }
    }

    /// The optional form: nil removes the value, as SwiftUI does.
    func optional() -> AppStorageCodec<Value?> {
        AppStorageCodec<Value?>(
            read: { defaults, key in read(defaults, key).map { .some($0) } },
            write: { defaults, key, value in
                if let value { write(defaults, key, value) } else { defaults.removeObject(forKey: key) }
            })
    }
}

extension AppStorageCodec where Value == Bool {
    static var bool: AppStorageCodec { .plain { $0.bool(forKey: $1) } }
}
extension AppStorageCodec where Value == Int {
    static var int: AppStorageCodec { .plain { $0.integer(forKey: $1) } }
}
extension AppStorageCodec where Value == Double {
    static var double: AppStorageCodec { .plain { $0.double(forKey: $1) } }
}
extension AppStorageCodec where Value == String {
    static var string: AppStorageCodec { .plain { $0.string(forKey: $1) } }
}
extension AppStorageCodec where Value == Data {
    static var data: AppStorageCodec { .plain { $0.data(forKey: $1) } }
}
extension AppStorageCodec where Value == Date {
    static var date: AppStorageCodec { .plain { $0.object(forKey: $1) as? Date } }
}
extension AppStorageCodec where Value == URL {
    static var url: AppStorageCodec {
        AppStorageCodec(
            read: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
            write: { $0.set($2.absoluteString, forKey: $1) })
    }
}
extension AppStorageCodec where Value: RawRepresentable, Value.RawValue == Int {
    static var rawInt: AppStorageCodec {
        AppStorageCodec(read: { Value(rawValue: $0.integer(forKey: $1)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}
extension AppStorageCodec where Value: RawRepresentable, Value.RawValue == String {
    static var rawString: AppStorageCodec {
        AppStorageCodec(
            read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .bool)
    }

    /// Creates a property that can read and write to an integer user default.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .int)
    }

    /// Creates a property that can read and write to a double user default.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .double)
    }

    /// Creates a property that can read and write to a string user default.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .string)
    }

    /// Creates a property that can read and write to a url user default.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can read and write to a user default as data.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .data)
    }

    /// Creates a property that can read and write to a date user default.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .date)
    }

    /// Creates a property that can read and write to an integer user default, transforming
    /// that to `RawRepresentable` data type.
    ///
    /// ```swift
    /// enum Sort: Int { case name, date }
    /// @AppStorage("sort") private var sort = Sort.name
    /// ```
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .rawInt)
    }

    /// Creates a property that can read and write to a string user default, transforming
    /// that to `RawRepresentable` data type.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .rawString)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.bool.optional())
    }

    /// Creates a property that can read and write an Optional integer user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.int.optional())
    }

    /// Creates a property that can read and write an Optional double user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.double.optional())
    }

    /// Creates a property that can read and write an Optional string user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.string.optional())
    }

    /// Creates a property that can read and write an Optional URL user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.url.optional())
    }

    /// Creates a property that can read and write an Optional data user default.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.data.optional())
    }

    /// Creates a property that can read and write an Optional date user default.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec.date.optional())
    }
}

extension AppStorage {
    /// Creates a property that can save and restore an Optional string, transforming it to
    /// an Optional `RawRepresentable` data type.
    nonisolated public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec<R>.rawString.optional())
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to
    /// an Optional `RawRepresentable` data type.
    nonisolated public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, codec: AppStorageCodec<R>.rawInt.optional())
    }
}

extension AppStorage: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.environmentStore = node.environment.defaultAppStorage ?? node.environment.hostAppStorage?.store
        AppStorageObservers.shared.observe(resolvedStore, key: key, token: node.invalidationToken)
    }
}

extension AppStorage: GraphOwnedProperty {}

extension AppStorage: RuntimeComparable {
    /// What the view shows comes from the store, which the property observes.
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return key == other.key && store === other.store
    }
}

/// As in the SDK: sendable when its value is.
extension AppStorage: @unchecked Sendable where Value: Sendable {}

/// The store that `defaultAppStorage(_:)` put in the environment, found at install.
@usableFromInline package final class AppStorageLink {
    var environmentStore: UserDefaults?
    @usableFromInline package init() {}
}

/// `$setting`: reads and writes through the property, so writes reach every reader.
final class AppStorageLocation<Value>: Location<Value> {
    let storage: AppStorage<Value>

    init(storage: AppStorage<Value>) {
        self.storage = storage
    }

    override func get() -> Value { storage.wrappedValue }
    override func set(_ value: Value, transaction: Transaction) { storage.wrappedValue = value }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? AppStorageLocation<Value> else { return false }
        return storage.key == other.storage.key && storage.resolvedStore === other.storage.resolvedStore
    }
}

/// The views holding an `@AppStorage` for each store and key: a write through one invalidates
/// them all.
final class AppStorageObservers: Sendable {
    static let shared = AppStorageObservers()
    private let readers = KeyedSubscribers<Key>()

    struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    func observe(_ store: UserDefaults, key: String, token: InvalidationToken) {
        readers.observe(Key(store: ObjectIdentifier(store), key: key), token: token)
    }

    func changed(_ store: UserDefaults, key: String) {
        readers.invalidate(Key(store: ObjectIdentifier(store), key: key))
    }
}

struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

/// A store made on first use: a host's own `UserDefaults` suite for `@AppStorage`, so that
/// hosts share no settings, and a host whose views use none pays nothing for it.
package final class LazyAppStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var made: (store: UserDefaults, suiteName: String)?

    package init() {}

    /// The store, made on first use, in a suite of its own. Its name is made with it: a UUID's
    /// string costs about 8,000 instructions, and most hosts never use the store.
    package var store: UserDefaults {
        lock.withLock {
            if let made { return made.store }
            let suiteName = "HeadlessSwiftUIHost.\(UUID().uuidString)"
            let store = UserDefaults(suiteName: suiteName) ?? UserDefaults()
            made = (store, suiteName)
            return store
        }
    }

    /// Removes the suite, if it was made.
    package func remove() {
        guard let suiteName = lock.withLock({ made?.suiteName }) else { return }
        UserDefaults().removePersistentDomain(forName: suiteName)
    }
}

struct HostAppStorageKey: EnvironmentKey {
    static var defaultValue: LazyAppStorage? { nil }
}

extension EnvironmentValues {
    /// The host's own store, used by `@AppStorage` when neither the property nor
    /// `defaultAppStorage(_:)` names one.
    package var hostAppStorage: LazyAppStorage? {
        get { self[HostAppStorageKey.self] }
        set { self[HostAppStorageKey.self] = newValue }
    }

    /// The store `@AppStorage` uses when it names none (`defaultAppStorage(_:)`).
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.com.example.settings")!)
    /// ```
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
