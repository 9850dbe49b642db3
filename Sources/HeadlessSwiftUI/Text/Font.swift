import Foundation

/// An environment-dependent font.
@frozen public struct Font: Hashable, Sendable {
    /// Where the font comes from.
    @usableFromInline package enum Provider: Hashable, Sendable {
        /// A text style, optionally with a design and a weight: `.body`, `.system(.body, design: .rounded)`.
        case textStyle(Font.TextStyle, design: Font.Design?, weight: Font.Weight?)
        /// A system font of a fixed size: `.system(size: 14)`.
        case system(size: CGFloat, weight: Font.Weight?, design: Font.Design?)
        /// A custom font by name: `.custom("Menlo", size: 12)`.
        case custom(name: String, size: CGFloat, relativeTo: Font.TextStyle?, fixedSize: Bool)
    }

    /// A modifier applied to a font, in order.
    @usableFromInline package enum Modifier: Hashable, Sendable {
        case bold
        case italic
        case weight(Font.Weight)
        case width(Font.Width)
        case leading(Font.Leading)
        case monospaced
        case monospacedDigit
        case smallCaps
        case lowercaseSmallCaps
        case uppercaseSmallCaps
    }

    package var provider: Provider
    package var modifiers: [Modifier]

    package init(provider: Provider, modifiers: [Modifier] = []) {
        self.provider = provider
        self.modifiers = modifiers
    }

    private func adding(_ modifier: Modifier) -> Font {
        Font(provider: provider, modifiers: modifiers + [modifier])
    }

    // MARK: Text styles

    /// A font with the large title text style.
    public static let largeTitle = Font(provider: .textStyle(.largeTitle, design: nil, weight: nil))

    /// A font with the title text style.
    public static let title = Font(provider: .textStyle(.title, design: nil, weight: nil))

    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(provider: .textStyle(.title2, design: nil, weight: nil))

    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(provider: .textStyle(.title3, design: nil, weight: nil))

    /// A font with the headline text style.
    public static let headline = Font(provider: .textStyle(.headline, design: nil, weight: nil))

    /// A font with the subheadline text style.
    public static let subheadline = Font(provider: .textStyle(.subheadline, design: nil, weight: nil))

    /// A font with the body text style.
    public static let body = Font(provider: .textStyle(.body, design: nil, weight: nil))

    /// A font with the callout text style.
    public static let callout = Font(provider: .textStyle(.callout, design: nil, weight: nil))

    /// A font with the footnote text style.
    public static let footnote = Font(provider: .textStyle(.footnote, design: nil, weight: nil))

    /// A font with the caption text style.
    public static let caption = Font(provider: .textStyle(.caption, design: nil, weight: nil))

    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(provider: .textStyle(.caption2, design: nil, weight: nil))

    // MARK: System and custom fonts

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(provider: .system(size: size, weight: weight, design: design))
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(provider: .textStyle(style, design: design, weight: weight))
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: nil, fixedSize: false))
    }

    /// Create a custom font with the given `name` and `size` that scales relative to the given `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: textStyle, fixedSize: false))
    }

    /// Create a custom font with the given `name` and a fixed `size` that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: fixedSize, relativeTo: nil, fixedSize: true))
    }

    // MARK: Modifiers

    /// Adds italics to the font.
    public func italic() -> Font { adding(.italic) }

    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font { adding(.smallCaps) }

    /// Adjusts the font to enable lowercase small capitals.
    public func lowercaseSmallCaps() -> Font { adding(.lowercaseSmallCaps) }

    /// Adjusts the font to enable uppercase small capitals.
    public func uppercaseSmallCaps() -> Font { adding(.uppercaseSmallCaps) }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font { adding(.monospacedDigit) }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { adding(.weight(weight)) }

    /// Sets the width of the font.
    public func width(_ width: Font.Width) -> Font { adding(.width(width)) }

    /// Adds bold styling to the font.
    public func bold() -> Font { adding(.bold) }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { adding(.monospaced) }

    /// Adjusts the line spacing of a font.
    public func leading(_ leading: Font.Leading) -> Font { adding(.leading(leading)) }

    // MARK: Nested types

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first level hierarchical headings.
        case title
        /// The font used for second level hierarchical headings.
        case title2
        /// The font used for third level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2

        /// The case name: `largeTitle`, `body`, ...
        package var name: String {
            switch self {
            case .largeTitle: return "largeTitle"
            case .title: return "title"
            case .title2: return "title2"
            case .title3: return "title3"
            case .headline: return "headline"
            case .subheadline: return "subheadline"
            case .body: return "body"
            case .callout: return "callout"
            case .footnote: return "footnote"
            case .caption: return "caption"
            case .caption2: return "caption2"
            }
        }

        /// The point size on iOS at the default (`.large`) Dynamic Type size.
        package var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .subheadline: return 15
            case .body: return 17
            case .callout: return 16
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The weight the style has by default on iOS.
        package var defaultWeight: Font.Weight {
            self == .headline ? .semibold : .regular
        }

        /// The value as a Swift developer writes it: `.body`.
        package var headlessDescription: String {
            "." + name
        }
    }

    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        /// The weight on the system's scale (`UIFont.Weight` values: regular 0, bold 0.4).
        package var value: CGFloat

        package init(value: CGFloat) {
            self.value = value
        }

        /// Ultra light font weight.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin font weight.
        public static let thin = Weight(value: -0.6)
        /// Light font weight.
        public static let light = Weight(value: -0.4)
        /// Regular font weight.
        public static let regular = Weight(value: 0)
        /// Medium font weight.
        public static let medium = Weight(value: 0.23)
        /// Semibold font weight.
        public static let semibold = Weight(value: 0.3)
        /// Bold font weight.
        public static let bold = Weight(value: 0.4)
        /// Heavy font weight.
        public static let heavy = Weight(value: 0.56)
        /// Black font weight.
        public static let black = Weight(value: 0.62)

        /// The name of the static constant with this value, if any.
        package var name: String? {
            switch value {
            case -0.8: return "ultraLight"
            case -0.6: return "thin"
            case -0.4: return "light"
            case 0: return "regular"
            case 0.23: return "medium"
            case 0.3: return "semibold"
            case 0.4: return "bold"
            case 0.56: return "heavy"
            case 0.62: return "black"
            default: return nil
            }
        }

        /// The value as a Swift developer writes it: `.bold`.
        package var headlessDescription: String {
            if let name { return "." + name }
            return "Font.Weight(\(HeadlessValueFormat.number(value)))"
        }
    }

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        /// The value of the width on the system's scale.
        public var value: CGFloat

        /// Creates a width with the specified value.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// A width to use for fonts that are compressed.
        public static let compressed = Width(-0.3)
        /// A width to use for fonts that are condensed.
        public static let condensed = Width(-0.2)
        /// A width to use for fonts that have a standard width.
        public static let standard = Width(0)
        /// A width to use for fonts that are expanded.
        public static let expanded = Width(0.2)

        /// The value as a Swift developer writes it: `.condensed`, `Font.Width(0.1)`.
        package var headlessDescription: String {
            switch value {
            case -0.3: return ".compressed"
            case -0.2: return ".condensed"
            case 0: return ".standard"
            case 0.2: return ".expanded"
            default: return "Font.Width(\(HeadlessValueFormat.number(value)))"
            }
        }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design.
        case monospaced

        /// The value as a Swift developer writes it: `.rounded`.
        package var headlessDescription: String {
            switch self {
            case .default: return ".default"
            case .serif: return ".serif"
            case .rounded: return ".rounded"
            case .monospaced: return ".monospaced"
            }
        }
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing.
        case tight
        /// Increased line spacing.
        case loose

        /// The value as a Swift developer writes it: `.tight`.
        package var headlessDescription: String {
            switch self {
            case .standard: return ".standard"
            case .tight: return ".tight"
            case .loose: return ".loose"
            }
        }
    }

    // MARK: Runtime accessors

    /// The text style the font is based on, if any.
    package var textStyle: Font.TextStyle? {
        switch provider {
        case .textStyle(let style, _, _): return style
        case .custom(_, _, let relativeTo, _): return relativeTo
        case .system: return nil
        }
    }

    /// The point size at the default Dynamic Type size.
    package var pointSize: CGFloat {
        switch provider {
        case .textStyle(let style, _, _): return style.pointSize
        case .system(let size, _, _): return size
        case .custom(_, let size, _, _): return size
        }
    }

    /// The effective weight after the modifiers (`bold()` counts as `.bold`).
    package var resolvedWeight: Font.Weight {
        var weight: Font.Weight
        switch provider {
        case .textStyle(let style, _, let explicit): weight = explicit ?? style.defaultWeight
        case .system(_, let explicit, _): weight = explicit ?? .regular
        case .custom: weight = .regular
        }
        for modifier in modifiers {
            switch modifier {
            case .bold: weight = .bold
            case .weight(let w): weight = w
            default: break
            }
        }
        return weight
    }

    /// The effective design (`monospaced()` counts as `.monospaced`).
    package var resolvedDesign: Font.Design {
        var design: Font.Design
        switch provider {
        case .textStyle(_, let explicit, _): design = explicit ?? .default
        case .system(_, _, let explicit): design = explicit ?? .default
        case .custom: design = .default
        }
        if modifiers.contains(.monospaced) { design = .monospaced }
        return design
    }

    /// Whether `italic()` was applied.
    package var isItalic: Bool {
        modifiers.contains(.italic)
    }

    /// Whether the font is bold or heavier.
    package var isBold: Bool {
        resolvedWeight.value >= Font.Weight.bold.value
    }

    /// The value as a Swift developer writes it: `.title`, `.system(size: 14, weight: .bold)`,
    /// `.headline.italic()`.
    package var headlessDescription: String {
        var result: String
        switch provider {
        case .textStyle(let style, nil, nil):
            result = style.headlessDescription
        case .textStyle(let style, let design, let weight):
            result =
                ".system("
                + HeadlessValueFormat.arguments([
                    (nil, style.headlessDescription),
                    ("design", design?.headlessDescription),
                    ("weight", weight?.headlessDescription),
                ]) + ")"
        case .system(let size, let weight, let design):
            result =
                ".system("
                + HeadlessValueFormat.arguments([
                    ("size", HeadlessValueFormat.number(size)),
                    ("weight", weight?.headlessDescription),
                    ("design", design?.headlessDescription),
                ]) + ")"
        case .custom(let name, let size, let relativeTo, let fixedSize):
            let sizeLabel = fixedSize ? "fixedSize" : "size"
            result =
                ".custom("
                + HeadlessValueFormat.arguments([
                    (nil, HeadlessValueFormat.string(name)),
                    (sizeLabel, HeadlessValueFormat.number(size)),
                    ("relativeTo", relativeTo?.headlessDescription),
                ]) + ")"
        }
        for modifier in modifiers {
            switch modifier {
            case .bold: result += ".bold()"
            case .italic: result += ".italic()"
            case .weight(let weight): result += ".weight(\(weight.headlessDescription))"
            case .width(let width): result += ".width(\(width.headlessDescription))"
            case .leading(let leading): result += ".leading(\(leading.headlessDescription))"
            case .monospaced: result += ".monospaced()"
            case .monospacedDigit: result += ".monospacedDigit()"
            case .smallCaps: result += ".smallCaps()"
            case .lowercaseSmallCaps: result += ".lowercaseSmallCaps()"
            case .uppercaseSmallCaps: result += ".uppercaseSmallCaps()"
            }
        }
        return result
    }
}

// `Font.TextStyle : Codable` since iOS 26 in the SDK; the encoded form is the stand-in's.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Font.TextStyle: Codable {}
