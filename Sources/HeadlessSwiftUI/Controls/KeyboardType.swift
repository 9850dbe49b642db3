import Foundation

// `keyboardType(_:)`, `textContentType(_:)` and the deprecated `autocapitalization(_:)` take
// UIKit's types, which `import SwiftUI` brings on iOS. Linux has no UIKit, so the three are
// declared here with UIKit's names (listed in `.swiftui-api-allowlist`, as CGAffineTransform is).
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

    /// The semantic meaning of a text input area, which the system's AutoFill uses (UIKit).
    ///
    /// UIKit's raw values are its constants' strings; here each is the member's name.
    ///
    /// ```swift
    /// SecureField("Password", text: $password).textContentType(.password)
    /// ```
    public struct UITextContentType: RawRepresentable, Hashable, Sendable {
        /// The content type's string.
        public var rawValue: String

        /// Creates a content type from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Content type for name fields.
        public static let name = UITextContentType(rawValue: "name")
        /// Content type for namePrefix fields.
        public static let namePrefix = UITextContentType(rawValue: "namePrefix")
        /// Content type for givenName fields.
        public static let givenName = UITextContentType(rawValue: "givenName")
        /// Content type for middleName fields.
        public static let middleName = UITextContentType(rawValue: "middleName")
        /// Content type for familyName fields.
        public static let familyName = UITextContentType(rawValue: "familyName")
        /// Content type for nameSuffix fields.
        public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
        /// Content type for nickname fields.
        public static let nickname = UITextContentType(rawValue: "nickname")
        /// Content type for jobTitle fields.
        public static let jobTitle = UITextContentType(rawValue: "jobTitle")
        /// Content type for organizationName fields.
        public static let organizationName = UITextContentType(rawValue: "organizationName")
        /// Content type for location fields.
        public static let location = UITextContentType(rawValue: "location")
        /// Content type for fullStreetAddress fields.
        public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
        /// Content type for streetAddressLine1 fields.
        public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
        /// Content type for streetAddressLine2 fields.
        public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
        /// Content type for addressCity fields.
        public static let addressCity = UITextContentType(rawValue: "addressCity")
        /// Content type for addressState fields.
        public static let addressState = UITextContentType(rawValue: "addressState")
        /// Content type for addressCityAndState fields.
        public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
        /// Content type for sublocality fields.
        public static let sublocality = UITextContentType(rawValue: "sublocality")
        /// Content type for countryName fields.
        public static let countryName = UITextContentType(rawValue: "countryName")
        /// Content type for postalCode fields.
        public static let postalCode = UITextContentType(rawValue: "postalCode")
        /// Content type for telephoneNumber fields.
        public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
        /// Content type for emailAddress fields.
        public static let emailAddress = UITextContentType(rawValue: "emailAddress")
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // (UIKit's name.)
        /// Content type for URL fields.
        public static let URL = UITextContentType(rawValue: "URL")
        /// Content type for creditCardNumber fields.
        public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
        /// Content type for username fields.
        public static let username = UITextContentType(rawValue: "username")
        /// Content type for password fields.
        public static let password = UITextContentType(rawValue: "password")
        /// Content type for newPassword fields.
        public static let newPassword = UITextContentType(rawValue: "newPassword")
        /// Content type for oneTimeCode fields.
        public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
        /// Content type for shipmentTrackingNumber fields.
        public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
        /// Content type for flightNumber fields.
        public static let flightNumber = UITextContentType(rawValue: "flightNumber")
        /// Content type for dateTime fields.
        public static let dateTime = UITextContentType(rawValue: "dateTime")
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

    /// Sets the text content type for this view, which the system uses to offer suggestions
    /// while the user enters text (AutoFill); `nil` removes it.
    ///
    /// Shown in the text tree as `textContentType(.password)`.
    ///
    /// ```swift
    /// TextField("Email", text: $email).textContentType(.emailAddress)
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
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(AttributeModifier("textContentType(\(textContentType.map { "." + $0.rawValue } ?? "nil"))"))
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
