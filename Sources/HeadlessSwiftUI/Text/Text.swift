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
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays localized content identified by a key.
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.content = key.key
    }

    /// Creates a text view that displays styled attributed content (its characters; the
    /// attributes are not recorded).
    ///
    /// ```swift
    /// Text(AttributedString("Hello"))
    /// ```
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
    }

    /// Creates a text view that displays the formatted representation of a value.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "EUR"))
    /// Text(0.25, format: .percent)
    /// ```
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible
    /// value.
    ///
    /// ```swift
    /// Text(date, formatter: Self.dateFormatter)
    /// ```
    nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject) ?? ""
    }

    /// Creates a text view that displays the formatted representation of a Foundation object.
    ///
    /// ```swift
    /// Text(NSNumber(value: 3), formatter: NumberFormatter())
    /// ```
    nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject) ?? ""
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// The stand-in formats the date once, when the text is created, in the `en_US` locale and
    /// the process's time zone (SwiftUI uses the environment's locale and, for `.relative`,
    /// `.offset` and `.timer`, updates the text as time passes).
    ///
    /// ```swift
    /// Text(event.start, style: .date)     // "June 3, 2019"
    /// Text(event.start, style: .time)     // "9:41 AM"
    /// ```
    nonisolated public init(_ date: Date, style: Text.DateStyle) {
        self.content = style.format(date, now: Date())
    }

    /// Creates an instance that displays a localized range between two dates.
    ///
    /// ```swift
    /// Text(meeting.start...meeting.end)
    /// ```
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.content = Text.DateStyle.range(dates.lowerBound, dates.upperBound)
    }

    /// Creates an instance that displays a localized time interval.
    ///
    /// ```swift
    /// Text(DateInterval(start: start, duration: 3600))
    /// ```
    nonisolated public init(_ interval: DateInterval) {
        self.content = Text.DateStyle.range(interval.start, interval.end)
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// The stand-in shows the timer's value at the moment the text is created (SwiftUI updates
    /// it every second).
    ///
    /// ```swift
    /// Text(timerInterval: start...end, countsDown: true)
    /// ```
    nonisolated public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let seconds =
            countsDown
            ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.content = Text.DateStyle.timerString(seconds, showsHours: showsHours)
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

    /// Applies italics to the text when `isActive` is true.
    ///
    /// ```swift
    /// Text("Draft").italic(isDraft)
    /// ```
    nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the font weight of the text; `nil` keeps the font's own weight.
    ///
    /// The weight is part of the font the text is measured in.
    ///
    /// ```swift
    /// Text("Total").fontWeight(.semibold)
    /// ```
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        weight.map { styled(.weight($0)) } ?? self
    }

    /// Sets the font design of the text.
    ///
    /// ```swift
    /// Text("12:45").fontDesign(.monospaced)
    /// ```
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        design.map { styled(.attribute("fontDesign(\($0.headlessDescription))")) } ?? self
    }

    /// Sets the font width of the text.
    ///
    /// ```swift
    /// Text("HEADLINE").fontWidth(.condensed)
    /// ```
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text {
        width.map { styled(.attribute("fontWidth(\($0.headlessDescription))")) } ?? self
    }

    /// Applies an underline to the text.
    ///
    /// ```swift
    /// Text("Terms of Service").underline()
    /// ```
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled(.attribute("underline" + (color.map { "(color: \($0.headlessDescription))" } ?? ""))) : self
    }

    /// Applies an underline with a line pattern to the text.
    ///
    /// ```swift
    /// Text("Link").underline(pattern: .dash)
    /// ```
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        isActive ? styled(.attribute("underline(pattern: .\(pattern.name))")) : self
    }

    /// Applies a strikethrough to the text.
    ///
    /// ```swift
    /// Text(item.title).strikethrough(item.isDone)
    /// ```
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive
            ? styled(.attribute("strikethrough" + (color.map { "(color: \($0.headlessDescription))" } ?? ""))) : self
    }

    /// Applies a strikethrough with a line pattern to the text.
    ///
    /// ```swift
    /// Text("Old price").strikethrough(pattern: .dot)
    /// ```
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        isActive ? styled(.attribute("strikethrough(pattern: .\(pattern.name))")) : self
    }

    /// Sets the spacing, or kerning, between characters.
    ///
    /// ```swift
    /// Text("SPACED").kerning(2)
    /// ```
    nonisolated public func kerning(_ kerning: CGFloat) -> Text {
        styled(.attribute("kerning(\(HeadlessValueFormat.number(kerning)))"))
    }

    /// Sets the tracking for the text.
    ///
    /// ```swift
    /// Text("TRACKED").tracking(1.5)
    /// ```
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        styled(.attribute("tracking(\(HeadlessValueFormat.number(tracking)))"))
    }

    /// Sets the vertical offset for the text relative to its baseline.
    ///
    /// ```swift
    /// Text("2").baselineOffset(6)
    /// ```
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled(.attribute("baselineOffset(\(HeadlessValueFormat.number(baselineOffset)))"))
    }

    /// Modifies the text view's font to use fixed-width digits.
    ///
    /// ```swift
    /// Text("\(seconds)").monospacedDigit()
    /// ```
    nonisolated public func monospacedDigit() -> Text { styled(.attribute("monospacedDigit()")) }

    /// Modifies the font of the text to use the fixed-width variant of the current font, if
    /// possible.
    ///
    /// ```swift
    /// Text("let x = 1").monospaced()
    /// ```
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? styled(.attribute("monospaced()")) : self
    }

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
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.text = content
        // Set once: a `TextLayout` holds nothing, so the one set is the one it would set again.
        if node.layoutBehaviorType != ObjectIdentifier(TextLayout.self) { node.layoutBehavior = TextLayout() }
        if !node.children.isEmpty { node.reconcile([]) }
    }
}

extension Text: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        // Appended in place: an array of the parts, joined, was most of a line's cost.
        var line = "Text " + HeadlessValueFormat.string(content)
        for style in styles { line += " ." + style.headlessDescription }
        return (line, [])
    }
}

extension Text: Sendable {}

/// A modifier a `Text` applies to itself.
@usableFromInline package enum TextModifier: Equatable, Sendable {
    case bold
    case italic
    case font(Font)
    case foreground(Color)
    case weight(Font.Weight)
    /// A modifier recorded as it reads in the text tree (`underline`, `kerning(2)`).
    case attribute(String)

    /// How the modifier reads in the text tree: `bold`, `font: .title`.
    var headlessDescription: String {
        switch self {
        case .bold: "bold"
        case .italic: "italic"
        case .font(let font): "font: \(font.headlessDescription)"
        case .foreground(let color): "foreground: \(color.headlessDescription)"
        case .weight(let weight): "fontWeight: \(weight.headlessDescription)"
        case .attribute(let attribute): attribute
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
    package var weight: Font.Weight? {
        for style in styles.reversed() {
            switch style {
            case .bold: return .bold
            case .weight(let weight): return weight
            default: continue
            }
        }
        return nil
    }
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
        @usableFromInline package var text = ""

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

        /// Appends an attributed string's characters to a string interpolation.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            text += String(attributedString.characters)
        }

        /// Appends an attributed substring's characters to a string interpolation.
        public mutating func appendInterpolation(_ attributedString: AttributedSubstring) {
            text += String(attributedString.characters)
        }

        /// Appends a substring to a string interpolation.
        public mutating func appendInterpolation(_ string: Substring) { text += string }

        /// Appends the formatted representation of a value to a string interpolation.
        ///
        /// ```swift
        /// Text("Total: \(total, format: .currency(code: "USD"))")
        /// ```
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }

        /// Appends a date formatted in a `Text.DateStyle` to a string interpolation.
        ///
        /// ```swift
        /// Text("Updated \(lastSync, style: .relative) ago")
        /// ```
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.format(date, now: Date())
        }

        /// Appends a localized range between two dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            text += Text.DateStyle.range(dates.lowerBound, dates.upperBound)
        }

        /// Appends a localized date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            text += Text.DateStyle.range(interval.start, interval.end)
        }

        /// Appends a reference-convertible value formatted by a formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            text += formatter?.string(for: subject) ?? "\(subject)"
        }

        /// Appends a Foundation object formatted by a formatter.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? subject.description
        }

        /// Appends a formattable value (a number) to a string interpolation, with the format
        /// specifier of its type: `%lld` for `Int`, `%lf` for `Double`, so `1.5` shows as
        /// `1.500000`, as on a device.
        @inlinable public mutating func appendInterpolation<Subject: _FormatSpecifiable>(_ value: Subject) {
            // An Int by its own description (what `%lld` prints), without `String(format:)`.
            // Inlined into the app's code, where the number's type is known: a row's
            // `"Item \(number)"` casts nothing.
            if let value = value as? Int {
                text += String(value)
            } else {
                appendInterpolation(value, specifier: formatSpecifier(Subject.self))
            }
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

/// The printf specifier `Text` interpolation formats a number of `type` with: SwiftUICore's
/// `formatSpecifier(_:)`, whose body (with the specifiers' `@_alwaysEmitIntoClient` values) the
/// iOS 26.2 SDK interface prints.
@usableFromInline func formatSpecifier<T>(_ type: T.Type) -> String {
    switch type {
    case is Int.Type, is Int64.Type: "%lld"
    case is Int8.Type, is Int16.Type, is Int32.Type: "%d"
    case is UInt.Type, is UInt64.Type: "%llu"
    case is UInt8.Type, is UInt16.Type, is UInt32.Type: "%u"
    case is Float.Type: "%f"
    case is CGFloat.Type, is Double.Type: "%lf"
    default: "%@"
    }
}

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
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self } }
