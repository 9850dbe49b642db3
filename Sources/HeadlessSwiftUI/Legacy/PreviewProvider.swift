import Foundation

// Xcode previews. A `PreviewProvider` compiles in the stand-in, and a test can render its
// `previews` through `ViewHost`; the `#Preview` macro cannot exist here: it needs a compiler
// plugin (PreviewsMacros) that ships only with Xcode.

/// A type that produces view previews in Xcode.
///
/// ```swift
/// struct ProfileCard_Previews: PreviewProvider {
///     static var previews: some View {
///         ProfileCard(user: .sample)
///     }
/// }
///
/// // In a test:
/// let host = ViewHost(ProfileCard_Previews.previews)
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder static var previews: Self.Previews { get }

    /// The platform on which to run the provider.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform on which to run the provider: `nil`, inferred from the target.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
///
/// ```swift
/// static var platform: PreviewPlatform? { .iOS }
/// ```
public enum PreviewPlatform: Hashable, Sendable {
    /// Specifies iOS as the preview platform.
    case iOS
    /// Specifies macOS as the preview platform.
    case macOS
    /// Specifies tvOS as the preview platform.
    case tvOS
    /// Specifies watchOS as the preview platform.
    case watchOS
}
