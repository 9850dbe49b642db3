import Foundation

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    /// What the detent is, for the runtime and the text renderer.
    package enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        /// A custom detent, with its type's name.
        case custom(String)
    }

    private enum Storage: Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(CustomType)
    }

    /// A metatype is immutable; the box only carries it across the Sendable boundary.
    private struct CustomType: @unchecked Sendable {
        let type: any CustomPresentationDetent.Type
    }

    private var storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The system detent for a sheet that's approximately half the height of the screen, and is inactive in compact height.
    public static let medium = PresentationDetent(storage: .medium)

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(storage: .large)

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .fraction(fraction))
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .height(height))
    }

    /// A custom detent with a calculated height.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(storage: .custom(CustomType(type: type)))
    }

    /// Indicates whether two detents are equal.
    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.medium, .medium), (.large, .large): return true
        case (.fraction(let a), .fraction(let b)): return a == b
        case (.height(let a), .height(let b)): return a == b
        case (.custom(let a), .custom(let b)): return ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
        default: return false
        }
    }

    /// Hashes the essential components of the detent.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .medium: hasher.combine(0)
        case .large: hasher.combine(1)
        case .fraction(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .height(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .custom(let type):
            hasher.combine(4)
            hasher.combine(ObjectIdentifier(type.type))
        }
    }

    /// What the detent is.
    package var kind: Kind {
        switch storage {
        case .medium: return .medium
        case .large: return .large
        case .fraction(let value): return .fraction(value)
        case .height(let value): return .height(value)
        case .custom(let type): return .custom(String(describing: type.type))
        }
    }

    /// The custom detent type, for `.custom(_:)` detents.
    package var customType: (any CustomPresentationDetent.Type)? {
        if case .custom(let type) = storage { return type.type }
        return nil
    }

    /// The height of the sheet at this detent, given the context's maximum height
    /// (medium is half of it, as on iPhone); `nil` when a custom detent declines.
    package func resolvedHeight(in context: Context) -> CGFloat? {
        let maximum = context.maxDetentValue
        switch storage {
        case .medium: return maximum / 2
        case .large: return maximum
        case .fraction(let value): return min(max(value, 0), 1) * maximum
        case .height(let value): return min(max(value, 0), maximum)
        case .custom(let type): return type.type.height(in: context).map { min(max($0, 0), maximum) }
        }
    }

    /// The height of the sheet at this detent for a maximum height.
    package func resolvedHeight(maxDetentValue: CGFloat) -> CGFloat? {
        resolvedHeight(in: Context(maxDetentValue: maxDetentValue))
    }

    /// The value as a Swift developer writes it: `.medium`, `.fraction(0.3)`, `.height(200)`,
    /// `.custom(BarDetent.self)`.
    package var headlessDescription: String {
        switch storage {
        case .medium: return ".medium"
        case .large: return ".large"
        case .fraction(let value): return ".fraction(\(HeadlessValueFormat.number(value)))"
        case .height(let value): return ".height(\(HeadlessValueFormat.number(value)))"
        case .custom(let type): return ".custom(\(String(describing: type.type)).self)"
        }
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup
    public struct Context {
        /// The height that the presentation appears in.
        public var maxDetentValue: CGFloat {
            maxDetentValueStorage
        }

        private var maxDetentValueStorage: CGFloat

        /// The environment of the presentation.
        package var environment: EnvironmentValues

        package init(maxDetentValue: CGFloat, environment: EnvironmentValues = EnvironmentValues()) {
            self.maxDetentValueStorage = maxDetentValue
            self.environment = environment
        }

        /// Returns the value specified by the keyPath from the environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Information that you use to calculate the presentation's height.
    public typealias Context = PresentationDetent.Context
}
