import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light

    /// The color scheme that corresponds to a dark appearance.
    case dark

    /// The value as a Swift developer writes it: `.dark`.
    package var headlessDescription: String {
        switch self {
        case .light: return ".light"
        case .dark: return ".dark"
        }
    }
}
