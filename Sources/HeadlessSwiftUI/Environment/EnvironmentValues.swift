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
            // Unwrapped first: a missing entry cast to an optional `Value` would be `.some(nil)`,
            // not the key's default.
            guard let stored = value(for: ObjectIdentifier(key)) else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { head = EnvironmentEntry(key: ObjectIdentifier(key), name: "\(K.self)", value: newValue, next: head) }
    }

    /// An observable object stored by `environment(_:)`, read by `@Environment(Model.self)`.
    package subscript(object key: ObjectIdentifier) -> AnyObject? {
        get { value(for: key).map { $0 as AnyObject } }
        set { head = EnvironmentEntry(key: key, name: "object", value: newValue as Any, next: head) }
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    /// Whether the two are the very same set of values (no override in between).
    package func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// A string that represents the contents of the environment values instance.
    public var description: String {
        var seen = Set<ObjectIdentifier>()
        var parts: [String] = []
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted { parts.append("\(current.name) = \(current.value)") }
            entry = current.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

package final class EnvironmentEntry {
    let key: ObjectIdentifier
    let name: String
    let value: Any
    let next: EnvironmentEntry?

    init(key: ObjectIdentifier, name: String, value: Any, next: EnvironmentEntry?) {
        self.key = key
        self.name = name
        self.value = value
        self.next = next
    }
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
