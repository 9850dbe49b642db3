// SwiftUI's text layout settings: line limit, truncation mode, multiline alignment. They write the
// environment, which text reads when it is laid out (`layoutText` in Layout/TextMetrics).

/// An alignment position for text along the horizontal axis.
///
/// ```swift
/// Text("Centered\nlines").multilineTextAlignment(.center)
/// ```
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.leading)
    /// ```
    case leading
    /// Lines are centered.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.center)
    /// ```
    case center
    /// Lines end at the trailing edge.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.trailing)
    /// ```
    case trailing

    /// The value as a Swift developer writes it: `.center`.
    package var headlessDescription: String {
        switch self {
        case .leading: return ".leading"
        case .center: return ".center"
        case .trailing: return ".trailing"
        }
    }
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the available
    /// space.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)   // "/Users/…/file.txt"
    /// ```
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line: "…wxyz".
        ///
        /// ```swift
        /// Text(log).lineLimit(1).truncationMode(.head)
        /// ```
        case head
        /// Truncate at the end of the line: "abcd…".
        ///
        /// ```swift
        /// Text(title).lineLimit(1).truncationMode(.tail)
        /// ```
        case tail
        /// Truncate in the middle of the line: "ab…yz".
        ///
        /// ```swift
        /// Text(fileName).lineLimit(1).truncationMode(.middle)
        /// ```
        case middle

        /// The value as a Swift developer writes it: `.middle`.
        package var headlessDescription: String {
            switch self {
            case .head: return ".head"
            case .tail: return ".tail"
            case .middle: return ".middle"
            }
        }
    }
}

// MARK: - Environment

struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

/// The lines text reserves room for even when it needs fewer (`lineLimit(_:reservesSpace:)`, the
/// lower bound of `lineLimit(3...)`); 0 reserves none.
struct ReservedLineCountKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The maximum number of lines that text can occupy in a view.
    ///
    /// The maximum is 1 if the value is less than 1; `nil` (the default) uses as many lines as
    /// needed.
    ///
    /// ```swift
    /// @Environment(\.lineLimit) private var lineLimit
    /// ```
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The number of lines text occupies at least (0 when it reserves none): set by
    /// `lineLimit(_:reservesSpace:)` and by the lower bound of a line-limit range.
    package var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the
    /// available space.
    ///
    /// The default is `Text.TruncationMode.tail`.
    ///
    /// ```swift
    /// @Environment(\.truncationMode) private var truncationMode
    /// ```
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps
    /// or contains newlines.
    ///
    /// The default is `.leading`.
    ///
    /// ```swift
    /// @Environment(\.multilineTextAlignment) private var alignment
    /// ```
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

// MARK: - Modifiers

extension View {
    /// Sets the maximum number of lines that text can occupy in this view.
    ///
    /// `nil` removes the limit. Text cut by the limit ends with an ellipsis, placed by
    /// `truncationMode(_:)`.
    ///
    /// ```swift
    /// Text(longDescription).lineLimit(2)
    /// ```
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(\(number.map(String.init) ?? "nil"))", token: [number, 0]) {
                $0.lineLimit = number
                $0.reservedLineCount = 0
            })
    }

    /// Sets a limit for the number of lines text can occupy in this view, optionally reserving
    /// the space of all of them.
    ///
    /// With `reservesSpace` true, text that needs fewer lines still occupies the height of `limit`
    /// lines.
    ///
    /// ```swift
    /// Text(summary).lineLimit(3, reservesSpace: true)
    /// ```
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentWriter(
                attribute: "lineLimit(\(limit), reservesSpace: \(reservesSpace))",
                token: [limit, reservesSpace ? limit : 0]
            ) {
                $0.lineLimit = limit
                $0.reservedLineCount = reservesSpace ? limit : 0
            })
    }

    /// Sets to a closed range the number of lines that text can occupy in this view.
    ///
    /// Text occupies at least the lower bound's lines and is truncated past the upper bound.
    ///
    /// ```swift
    /// Text(notes).lineLimit(2...4)
    /// ```
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentWriter(
                attribute: "lineLimit(\(limit.lowerBound)...\(limit.upperBound))",
                token: [limit.upperBound, limit.lowerBound]
            ) {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at least
    /// the lower bound's lines, with no upper limit.
    ///
    /// ```swift
    /// Text(notes).lineLimit(3...)
    /// ```
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(\(limit.lowerBound)...)", token: [nil, limit.lowerBound]) {
                $0.lineLimit = nil
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at most the
    /// upper bound's lines.
    ///
    /// ```swift
    /// Text(notes).lineLimit(...3)
    /// ```
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(...\(limit.upperBound))", token: [limit.upperBound, 0]) {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = 0
            })
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(
            EnvironmentWriter(attribute: "truncationMode(\(mode.headlessDescription))", token: mode) {
                $0.truncationMode = mode
            })
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    ///
    /// A single line is not moved: a text view is as wide as its widest line.
    ///
    /// ```swift
    /// Text("Centered\nacross lines").multilineTextAlignment(.center)
    /// ```
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(
            EnvironmentWriter(attribute: "multilineTextAlignment(\(alignment.headlessDescription))", token: alignment) {
                $0.multilineTextAlignment = alignment
            })
    }
}

// MARK: - Text styles and cases

extension Text {
    /// Description of the style used to draw the line for `strikethrough` and `underline`.
    ///
    /// ```swift
    /// Text("Link").underline(pattern: .dash)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        package let patternName: String
        package let color: Color?

        /// Creates a line style.
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.patternName = pattern.name
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()

        /// The pattern that the line has.
        public struct Pattern: Sendable {
            package let name: String

            /// Draw a solid line.
            public static let solid = Pattern(name: "solid")
            /// Draw a line of dots.
            public static let dot = Pattern(name: "dot")
            /// Draw a line of dashes.
            public static let dash = Pattern(name: "dash")
            /// Draw a line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Draw a line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// A scheme for transforming the capitalization of characters within text.
    ///
    /// ```swift
    /// Text("Settings").textCase(.uppercase)   // shows and measures as "SETTINGS"
    /// ```
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase

        /// The string with this case applied.
        package func apply(_ string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }

    /// A predefined style used to display a `Date`.
    ///
    /// ```swift
    /// Text(event.date, style: .date)
    /// ```
    public struct DateStyle: Equatable, Sendable, Codable {
        package let name: String

        /// A style displaying only the time component for a date: "11:23 PM".
        public static let time = DateStyle(name: "time")
        /// A style displaying a date: "June 3, 2019".
        public static let date = DateStyle(name: "date")
        /// A style displaying a date as relative to now: "2 hours, 23 minutes".
        public static let relative = DateStyle(name: "relative")
        /// A style displaying a date as offset from now: "+2 hours".
        public static let offset = DateStyle(name: "offset")
        /// A style displaying a date as timer counting from now: "2:32".
        public static let timer = DateStyle(name: "timer")

        /// The date as this style shows it at `now`. The examples in each style's comment are
        /// Apple's (documentation of `Text.DateStyle`); the locale is `en_US` (an assumption: the
        /// stand-in does not localize).
        package func format(_ date: Date, now: Date) -> String {
            switch name {
            case "time": return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Self.locale))
            case "date": return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: Self.locale))
            case "relative": return Self.components(abs(date.timeIntervalSince(now)))
            case "offset":
                let seconds = date.timeIntervalSince(now)
                return (seconds < 0 ? "-" : "+") + Self.components(abs(seconds), limit: 1)
            default: return Self.timerString(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        nonisolated static let locale = Locale(identifier: "en_US")

        /// "2 hours, 23 minutes": the two largest non-zero units (`limit` of them).
        package static func components(_ seconds: TimeInterval, limit: Int = 2) -> String {
            var remaining = Int(seconds.rounded(.down))
            var parts: [String] = []
            for (size, unit) in [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")] {
                let count = remaining / size
                remaining %= size
                if count > 0 && parts.count < limit { parts.append("\(count) \(unit)\(count == 1 ? "" : "s")") }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }

        /// "1:02:03" or "2:32".
        package static func timerString(_ seconds: TimeInterval, showsHours: Bool) -> String {
            let total = Int(max(0, seconds).rounded(.down))
            let hours = total / 3600
            let minutes = showsHours ? total % 3600 / 60 : total / 60
            let secs = total % 60
            let tail = secs < 10 ? "0\(secs)" : "\(secs)"
            if showsHours && hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(tail)" }
            return "\(minutes):\(tail)"
        }

        /// "Jun 3, 2019 – Jun 4, 2019" (an assumption of the format).
        package static func range(_ start: Date, _ end: Date) -> String {
            let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
            return "\(start.formatted(style)) – \(end.formatted(style))"
        }
    }
}

// MARK: - Text selection

/// A type that describes the ability to select text.
///
/// ```swift
/// Text(order.trackingNumber).textSelection(.enabled)
/// ```
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EnabledTextSelectability: TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    public static var allowsSelection: Bool { true }
}

/// A selectability type that disables text selection by the person using your app.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisabledTextSelectability: TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    public static var allowsSelection: Bool { false }
}

@available(*, unavailable)
extension DisabledTextSelectability: Sendable {}

@available(*, unavailable)
extension EnabledTextSelectability: Sendable {}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

// MARK: - Text environment

struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

struct AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The weight `fontWeight(_:)` (or `bold()`) sets for the text in a view, which text is
    /// measured in.
    package var headlessFontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed, using the
    /// environment's locale (`nil` by default).
    ///
    /// ```swift
    /// @Environment(\.textCase) private var textCase
    /// ```
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next
    /// (0 by default).
    ///
    /// ```swift
    /// @Environment(\.lineSpacing) private var lineSpacing
    /// ```
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space (1 by default).
    ///
    /// ```swift
    /// @Environment(\.minimumScaleFactor) private var minimumScaleFactor
    /// ```
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the
    /// text into the available space (`false` by default).
    ///
    /// ```swift
    /// @Environment(\.allowsTightening) private var allowsTightening
    /// ```
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

// MARK: - View-level text modifiers

extension View {
    /// Sets the font weight of the text in this view.
    ///
    /// Text below is measured in the weight, over the font it is given (the last weight set wins).
    ///
    /// ```swift
    /// VStack { Text("Name"); Text("Email") }.fontWeight(.semibold)
    /// ```
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        let name = weight?.headlessDescription ?? "nil"
        return modifier(
            EnvironmentWriter(attribute: "fontWeight(\(name))", token: name) { $0.headlessFontWeight = weight })
    }

    /// Sets the font design of the text in this view.
    ///
    /// ```swift
    /// VStack { Text("12:45") }.fontDesign(.rounded)
    /// ```
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(AttributeModifier("fontDesign(\(design?.headlessDescription ?? "nil"))"))
    }

    /// Sets the font width of the text in this view.
    ///
    /// ```swift
    /// Text("HEADLINE").fontWidth(.condensed)
    /// ```
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(AttributeModifier("fontWidth(\(width?.headlessDescription ?? "nil"))"))
    }

    /// Applies italics to any text in this view.
    ///
    /// ```swift
    /// VStack { Text("Quote") }.italic()
    /// ```
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        modifier(AttributeModifier(isActive ? "italic" : "italic(false)"))
    }

    /// Applies an underline to the text in this view.
    ///
    /// ```swift
    /// Button("Forgot password?") {}.underline()
    /// ```
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        modifier(AttributeModifier(isActive ? "underline(pattern: .\(pattern.name))" : "underline(false)"))
    }

    /// Applies a strikethrough to the text in this view.
    ///
    /// ```swift
    /// Label(item.title, systemImage: "checkmark").strikethrough(item.isDone)
    /// ```
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        modifier(AttributeModifier(isActive ? "strikethrough(pattern: .\(pattern.name))" : "strikethrough(false)"))
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    ///
    /// ```swift
    /// VStack { Text("A") }.kerning(1)
    /// ```
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        modifier(AttributeModifier("kerning(\(HeadlessValueFormat.number(kerning)))"))
    }

    /// Sets the tracking for the text in this view.
    ///
    /// ```swift
    /// VStack { Text("A") }.tracking(1)
    /// ```
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        modifier(AttributeModifier("tracking(\(HeadlessValueFormat.number(tracking)))"))
    }

    /// Sets the vertical offset for the text relative to its baseline in this view.
    ///
    /// ```swift
    /// VStack { Text("2") }.baselineOffset(4)
    /// ```
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(AttributeModifier("baselineOffset(\(HeadlessValueFormat.number(baselineOffset)))"))
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible.
    ///
    /// ```swift
    /// HStack { Text("\(minutes)"); Text("\(seconds)") }.monospacedDigit()
    /// ```
    nonisolated public func monospacedDigit() -> some View {
        modifier(AttributeModifier("monospacedDigit()"))
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font,
    /// if possible.
    ///
    /// ```swift
    /// VStack { Text("let x = 1") }.monospaced()
    /// ```
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(AttributeModifier(isActive ? "monospaced()" : "monospaced(false)"))
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    ///
    /// The stand-in measures the text in its displayed case.
    ///
    /// ```swift
    /// Section { ... } header: { Text("Account") }.textCase(nil)
    /// Text("Settings").textCase(.uppercase)
    /// ```
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        let name = textCase.map { ".\($0)" } ?? "nil"
        return modifier(EnvironmentWriter(attribute: "textCase(\(name))", token: name) { $0.textCase = textCase })
    }

    /// Sets the amount of space between lines of text in this view.
    ///
    /// Recorded in the environment and the text tree; the stand-in's text measurement does not
    /// add it (a gap).
    ///
    /// ```swift
    /// Text(longDescription).lineSpacing(4)
    /// ```
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        let name = HeadlessValueFormat.number(lineSpacing)
        return modifier(
            EnvironmentWriter(attribute: "lineSpacing(\(name))", token: name) { $0.lineSpacing = lineSpacing })
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    ///
    /// Recorded in the environment and the text tree; the stand-in truncates rather than shrinks
    /// (a gap).
    ///
    /// ```swift
    /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let name = HeadlessValueFormat.number(factor)
        return modifier(
            EnvironmentWriter(attribute: "minimumScaleFactor(\(name))", token: name) { $0.minimumScaleFactor = factor })
    }

    /// Sets whether text in this view can compress the space between characters when necessary
    /// to fit text in a line.
    ///
    /// ```swift
    /// Text(title).allowsTightening(true)
    /// ```
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentWriter(attribute: "allowsTightening(\(flag))", token: flag) { $0.allowsTightening = flag })
    }

    /// Controls whether people can select text within this view.
    ///
    /// ```swift
    /// Text(order.trackingNumber).textSelection(.enabled)
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(AttributeModifier("textSelection(\(S.allowsSelection ? ".enabled" : ".disabled"))"))
    }
}
