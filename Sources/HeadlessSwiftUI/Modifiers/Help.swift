import Foundation

// `help(_:)` on iOS sets the view's accessibility hint. Apple: "Adding help to a view configures
// the view's accessibility hint and its help tag (also called a tooltip) in macOS or visionOS."
// (Apple's documentation of `View.help(_:)`). iOS shows no tooltip, so
// the hint is the whole effect; a later `accessibilityHint` replaces it, as of two hints.

extension View {
    /// Adds help text to a view using a localized string that you provide.
    ///
    /// ```swift
    /// Button("Open", systemImage: "folder") { open() }.help("Opens a source file")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityAttachment(.hint(textKey.key), "help", true)
    }

    /// Adds help text to a view using a text view that you provide.
    ///
    /// ```swift
    /// Image(systemName: "info.circle").help(Text("Shows details"))
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func help(_ text: Text) -> some View {
        accessibilityAttachment(.hint(text.content), "help", true)
    }

    /// Adds help text to a view using a string that you provide.
    ///
    /// ```swift
    /// Button("Save") { save() }.help(document.saveHelp)
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func help<S>(_ text: S) -> some View where S: StringProtocol {
        accessibilityAttachment(.hint(String(text)), "help", true)
    }
}
