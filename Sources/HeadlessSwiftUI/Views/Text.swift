/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello, world!")
/// Text("Count: \(count)").bold()
/// ```
@frozen public struct Text: Equatable {
    package var content: String
    /// The text's own modifiers, in order. (Kept in one array so that a `Text` stays three
    /// words and fits an existential's inline buffer.)
    package var styles: [TextModifier] = []

    /// Creates a text view that displays a stored string without localization.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// Creates a text view that displays a stored string without localization.
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays localized content identified by a key.
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.content = key.key
    }

    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    nonisolated public init(_ image: Image) {
        self.content = "[\(image.name)]"
    }

    /// Concatenates the text in two text views in a new text view.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(verbatim: lhs.content + rhs.content)
        result.styles = lhs.styles + rhs.styles
        return result
    }

    /// Indicates whether two text views are equal.
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.styles == rhs.styles
    }

    private func styled(_ style: TextModifier) -> Text {
        var copy = self
        copy.styles.append(style)
        return copy
    }

    /// Applies a bold font weight to the text.
    nonisolated public func bold() -> Text { styled(.bold) }

    /// Applies a bold font weight to the text when `isActive` is true.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Applies italics to the text.
    nonisolated public func italic() -> Text { styled(.italic) }

    /// Sets the default font for text in the view.
    nonisolated public func font(_ font: Font?) -> Text {
        font.map { styled(.font($0)) } ?? self
    }

    /// Sets the color of the text displayed by this view.
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        color.map { styled(.foreground($0)) } ?? self
    }
}

extension Text: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Text: EnvironmentForwardingView {
    package func update(node: ViewNode) {
        node.display = .element(
            (["Text \(HeadlessValueFormat.string(content))"] + styles.map { "." + $0.headlessDescription }).joined(
                separator: " "))
        node.text = content
        node.layoutBehavior = TextLayout()
        node.reconcile([])
    }
}

extension Text: Sendable {}

/// A modifier a `Text` applies to itself.
@usableFromInline package enum TextModifier: Equatable, Sendable {
    case bold
    case italic
    case font(Font)
    case foreground(Color)

    /// How the modifier reads in the text tree: `bold`, `font: .title`.
    var headlessDescription: String {
        switch self {
        case .bold: "bold"
        case .italic: "italic"
        case .font(let font): "font: \(font.headlessDescription)"
        case .foreground(let color): "foreground: \(color.headlessDescription)"
        }
    }
}

extension Text {
    /// The font the text's own modifiers set (the last one wins), for measuring.
    package var font: Font? {
        for style in styles.reversed() {
            if case .font(let font) = style { return font }
        }
        return nil
    }

    /// The weight the text's own modifiers set.
    package var weight: Font.Weight? { styles.contains(.bold) ? .bold : nil }
}

/// The key for a localized string resource to use when displaying a string in a `Text`.
///
/// ```swift
/// let key: LocalizedStringKey = "Welcome, \(name)"
/// Text(key)
/// ```
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    package let key: String

    /// Creates a localized string key from the given string value.
    nonisolated public init(_ value: String) {
        key = value
    }

    /// Creates a localized string key from the given string literal.
    nonisolated public init(stringLiteral value: String) {
        key = value
    }

    /// Creates a localized string key from the given string interpolation.
    nonisolated public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.text
    }

    /// The type of string literal.
    public typealias StringLiteralType = String
    /// The type of extended grapheme cluster literal.
    public typealias ExtendedGraphemeClusterLiteralType = String
    /// The type of Unicode scalar literal.
    public typealias UnicodeScalarLiteralType = String

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var text = ""

        /// The type of string literal.
        public typealias StringLiteralType = String

        /// Creates an empty instance ready to be filled with string literal content.
        nonisolated public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Appends a literal string.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends a literal string segment to a string interpolation.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// Appends the text of a `Text` to the interpolation.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

        /// Appends an image to the interpolation.
        public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }

        /// Appends a formattable value (a number) to a string interpolation.
        public mutating func appendInterpolation<Subject: _FormatSpecifiable>(_ value: Subject) {
            text += "\(value)"
        }

        /// Appends a formattable value to a string interpolation, with a printf-style specifier.
        public mutating func appendInterpolation<Subject: _FormatSpecifiable>(_ value: Subject, specifier: String) {
            text += String(format: specifier, value._arg)
        }
    }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// A value that `Text` interpolation can format: the numbers.
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to a format specifier.
    associatedtype _Arg: CVarArg
    /// The value passed to a format specifier.
    var _arg: Self._Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Float { self } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
