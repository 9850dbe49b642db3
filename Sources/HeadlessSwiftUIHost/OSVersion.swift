import HeadlessSwiftUI

extension ViewHost {
    /// The iOS release whose behaviour the host plays, where sources show that iOS changed it.
    /// The default is the newest.
    ///
    /// ```swift
    /// @Test(arguments: ViewHost.OSVersion.allCases)
    /// func aSheetOnIPad(os: ViewHost.OSVersion) {
    ///     let host = ViewHost(Profile(), device: .iPadPro11, os: os)
    ///     // ...
    /// }
    /// ```
    ///
    /// What differs:
    /// - A sheet on a regular-width iPad is a page sheet, as tall as the screen below its top
    ///   safe area, through iOS 17; from iOS 18 SwiftUI's default sizing is `.form`
    ///   (`PresentationSizing.automatic` "resolves to `.form`" on iOS, Apple's documentation;
    ///   SvenTiigi/WhatsNewKit#94 reports the iOS 18 sheet at "half height of the iPad
    ///   Display").
    public enum OSVersion: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
        case iOS17 = 17
        case iOS18 = 18
        case iOS26 = 26

        /// The newest release: the host's default.
        public static let newest = OSVersion.iOS26

        public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `iOS 17`.
        public var description: String { "iOS \(rawValue)" }
    }
}
