import Foundation

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
@frozen public enum Visibility: CaseIterable, Hashable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component accepting the visibility configuration.
    case automatic

    /// The element may be visible.
    case visible

    /// The element may be hidden.
    case hidden

    /// The value as a Swift developer writes it: `.hidden`.
    package var headlessDescription: String {
        switch self {
        case .automatic: return ".automatic"
        case .visible: return ".visible"
        case .hidden: return ".hidden"
        }
    }
}
