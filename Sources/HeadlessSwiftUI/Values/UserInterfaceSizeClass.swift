import Foundation

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact

    /// The regular size class.
    case regular

    /// The value as a Swift developer writes it: `.compact`.
    package var headlessDescription: String {
        switch self {
        case .compact: return ".compact"
        case .regular: return ".regular"
        }
    }
}
