import Foundation

// `keyboardType(_:)` and the deprecated `autocapitalization(_:)` take UIKit's enums, which
// `import SwiftUI` brings on iOS. Linux has no UIKit, so the two enums are declared here with
// UIKit's names and raw values (listed in `.swiftui-api-allowlist`, as CGAffineTransform is).
#if !canImport(UIKit)

    /// The type of keyboard to display for a given text-based view (UIKit).
    ///
    /// ```swift
    /// TextField("Amount", text: $amount).keyboardType(.decimalPad)
    /// ```
    public enum UIKeyboardType: Int, Sendable {
        /// The default keyboard for the current input method.
        case `default` = 0
        /// A keyboard that displays standard ASCII characters.
        case asciiCapable = 1
        /// The numbers and punctuation keyboard.
        case numbersAndPunctuation = 2
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // (UIKit's name.)
        /// A keyboard for URL entry.
        case URL = 3
        /// A numeric keypad for PIN entry.
        case numberPad = 4
        /// A keypad for entering telephone numbers.
        case phonePad = 5
        /// A keypad for entering a person's name or phone number.
        case namePhonePad = 6
        /// A keyboard for entering email addresses.
        case emailAddress = 7
        /// A keyboard with numbers and a decimal point.
        case decimalPad = 8
        /// A keyboard for Twitter text entry.
        case twitter = 9
        /// A keyboard for web search terms and URL entry.
        case webSearch = 10
        /// A number pad that outputs only ASCII digits.
        case asciiCapableNumberPad = 11

        /// Deprecated in UIKit: the ASCII-capable keyboard.
        public static var alphabet: UIKeyboardType { .asciiCapable }
    }

    /// The autocapitalization behavior of a text-based view (UIKit).
    ///
    /// ```swift
    /// TextField("Username", text: $name).autocapitalization(.none)
    /// ```
    public enum UITextAutocapitalizationType: Int, Sendable {
        /// Doesn't capitalize any text automatically.
        case none = 0
        /// Capitalizes the first letter of each word automatically.
        case words = 1
        /// Capitalizes the first letter of each sentence automatically.
        case sentences = 2
        /// Capitalizes all characters automatically.
        case allCharacters = 3
    }

#endif

extension View {
    /// Sets the keyboard type for this view.
    ///
    /// Shown in the text tree as `keyboardType(.numberPad)`; a field keeps the type through
    /// its environment, as UIKit's text input traits do.
    ///
    /// ```swift
    /// TextField("Amount", text: $amount).keyboardType(.decimalPad)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on iOS, tvOS and visionOS only (HeadlessMacOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(AttributeModifier("keyboardType(.\(type))"))
    }

    /// Sets whether to apply auto-capitalization to this view (deprecated:
    /// `textInputAutocapitalization(_:)`, which is what it sets here).
    ///
    /// ```swift
    /// TextField("Username", text: $name).autocapitalization(.none)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on iOS, tvOS and visionOS only (HeadlessMacOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    @available(watchOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }
}

@available(iOS 15.0, tvOS 15.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension TextInputAutocapitalization {
    /// Creates a new autocapitalization behavior from UIKit's equivalent, or `nil` for a value
    /// it does not know.
    ///
    /// ```swift
    /// TextInputAutocapitalization(.allCharacters)  // .characters
    /// ```
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
