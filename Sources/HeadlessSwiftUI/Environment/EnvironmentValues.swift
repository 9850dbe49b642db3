import Observation

/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static var defaultValue: Color { .blue }
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    /// Values are a persistent list: a subtree that does not override anything shares its
    /// parent's list, so "did the environment change?" is one identity check.
    package private(set) var head: EnvironmentEntry?
    /// Whether the views here are a tab view's elements: each one that is not structural
    /// (a tuple, `ForEach`, `Group`, a condition, a custom view's body) is a tab. Stored beside
    /// the list, not in it, because every primitive's update reads it; it changes only with
    /// `tabViewState`, which moves `head`, so identity still says when the environment changed.
    package var declaresTabs = false

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let entry = entry(for: ObjectIdentifier(key), isObject: false) else { return K.defaultValue }
            // Only this subscript's setter makes a key's (not an object's) entry, typed with
            // the key's `Value`: no cast of an `Any` (about 300 instructions a read).
            return unsafeDowncast(entry, to: TypedEnvironmentEntry<K.Value>.self).value
        }
        set {
            head = TypedEnvironmentEntry(value: newValue, key: ObjectIdentifier(key), keyType: key, next: head)
        }
    }

    /// An observable object stored by `environment(_:)`, read by `@Environment(Model.self)`.
    package subscript(object key: ObjectIdentifier) -> AnyObject? {
        get {
            guard let entry = entry(for: key, isObject: true) else { return nil }
            return unsafeDowncast(entry, to: ObjectEnvironmentEntry.self).object
        }
        set { head = ObjectEnvironmentEntry(object: newValue, key: key, next: head) }
    }

    /// The nearest entry of `key`: a key's or an object's.
    private func entry(for key: ObjectIdentifier, isObject: Bool) -> EnvironmentEntry? {
        // Most reads are of values left at their defaults: the filter says so without a walk.
        guard let head, head.keys & EnvironmentEntry.bit(for: key) != 0 else { return nil }
        // Walked through unmanaged links: a strong reference, at each step, was a retain and a
        // release (the list holds every entry as long as `head` is held).
        var current = Unmanaged.passUnretained(head)
        while true {
            let found = current._withUnsafeGuaranteedRef { $0.key == key && $0.isObject == isObject }
            if found { return current.takeUnretainedValue() }
            guard let next = current._withUnsafeGuaranteedRef({ $0.nextLink }) else { return nil }
            current = next
        }
    }

    /// Whether the two are the very same set of values (no override in between).
    package func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// A string that represents the contents of the environment values instance.
    public var description: String {
        var seen = Set<ObjectIdentifier>()
        var parts: [String] = []
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted { parts.append("\(current.name) = \(current.anyValue)") }
            entry = current.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// One value set in an environment, over the values set above it (`next`).
package class EnvironmentEntry {
    let key: ObjectIdentifier
    /// The key's type (nil for an observable object's entry), named only when the environment
    /// is described: naming it at each write cost more than the write.
    let keyType: Any.Type?
    let next: EnvironmentEntry?
    /// `next`, unmanaged: a lookup walks the list without reference counting (`next` keeps
    /// the entry alive).
    let nextLink: Unmanaged<EnvironmentEntry>?
    /// The keys set in this entry and the ones below it, a bit each (`bit(for:)`), as a Bloom
    /// filter: a read of a key whose bit is clear (a value left at its default, the most common
    /// read) ends here, without walking the list.
    let keys: UInt64
    /// Whether this is an observable object's entry (`ObjectEnvironmentEntry`), not a key's.
    let isObject: Bool

    fileprivate init(key: ObjectIdentifier, keyType: Any.Type?, isObject: Bool, next: EnvironmentEntry?) {
        self.key = key
        self.keyType = keyType
        self.isObject = isObject
        self.next = next
        nextLink = next.map(Unmanaged.passUnretained)
        keys = Self.bit(for: key) | (next?.keys ?? 0)
    }

    /// The key's bit of 64, from its type's address (metadata is at least 16-byte aligned, so
    /// the low bits are dropped).
    static func bit(for key: ObjectIdentifier) -> UInt64 {
        let address = UInt(bitPattern: key)
        return 1 << UInt64((address >> 4 ^ address >> 10) & 63)
    }

    var name: String { keyType.map { "\($0)" } ?? "object" }

    /// The value, for a description.
    var anyValue: Any { preconditionFailure("an entry is a key's or an object's") }
}

/// A key's value, of the key's `Value` type.
private final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
    let value: Value

    init(value: Value, key: ObjectIdentifier, keyType: Any.Type, next: EnvironmentEntry?) {
        self.value = value
        super.init(key: key, keyType: keyType, isObject: false, next: next)
    }

    override var anyValue: Any { value }
}

/// An observable object's entry (`environment(_:)`).
private final class ObjectEnvironmentEntry: EnvironmentEntry {
    let object: AnyObject?

    init(object: AnyObject?, key: ObjectIdentifier, next: EnvironmentEntry?) {
        self.object = object
        super.init(key: key, keyType: nil, isObject: true, next: next)
    }

    override var anyValue: Any { object as Any }
}

// MARK: - The values this stand-in provides

struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

/// The scale of the iPhone 15 Pro (3x) until a host sets its device's.
struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 3 }
}

extension EnvironmentValues {
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The display scale of this environment.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
