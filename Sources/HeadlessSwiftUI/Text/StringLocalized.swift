import Foundation

// `String(localized:)` and `String.LocalizationValue`: Apple's Foundation has them (iOS 15),
// swift-corelibs-foundation does not. Apps call them in view code, so the stand-in gives Linux
// Foundation's signatures. There are no string tables here: the result is the development
// language's string, the key with its interpolations filled in, which is what Foundation
// returns when a table has no entry for the key.
#if !canImport(Darwin)
    extension String {
        /// A reference to a localizable string, built by interpolation.
        ///
        /// ```swift
        /// let value: String.LocalizationValue = "\(count) photos"
        /// ```
        public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
            /// The string with its interpolations filled in.
            let resolved: String
            /// The key a string table would be searched for: the literal with `%@` in place of
            /// each interpolation, as Foundation writes it.
            let key: String

            /// Creates a localization value from a string literal.
            public init(stringLiteral value: String) {
                resolved = value
                key = value
            }

            /// Creates a localization value from a string.
            public init(_ value: String) {
                self.init(stringLiteral: value)
            }

            /// Creates a localization value from an interpolation.
            public init(stringInterpolation: StringInterpolation) {
                resolved = stringInterpolation.resolved
                key = stringInterpolation.key
            }

            /// The parts of an interpolated localization value.
            public struct StringInterpolation: StringInterpolationProtocol, Sendable {
                var resolved = ""
                var key = ""

                /// Creates an empty interpolation with room for its parts.
                public init(literalCapacity: Int, interpolationCount: Int) {}

                /// Appends literal text.
                public mutating func appendLiteral(_ literal: String) {
                    resolved += literal
                    key += literal.replacingOccurrences(of: "%", with: "%%")
                }

                /// Appends a value, as its description.
                public mutating func appendInterpolation<T>(_ value: T) {
                    resolved += String(describing: value)
                    key += "%@"
                }
            }
        }

        /// Creates a localized string from a localization value: here, the development
        /// language's string (no string tables on Linux).
        ///
        /// ```swift
        /// Text(String(localized: "\(unread) unread messages"))
        /// ```
        public init(
            localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
            locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = keyAndValue.resolved
        }

        /// Creates a localized string from a key, with a default value for the development
        /// language: here, the default value.
        ///
        /// ```swift
        /// let title = String(localized: "welcome.title", defaultValue: "Welcome")
        /// ```
        public init(
            localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = defaultValue.resolved
        }
    }
#endif
