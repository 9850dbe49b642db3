import Foundation

/// A representation of a color that adapts to a given context.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The named colors SwiftUI provides.
    @usableFromInline package enum SystemColor: String, CaseIterable, Hashable, Sendable {
        case black, blue, brown, clear, cyan, gray, green, indigo, mint, orange, pink, purple, red
        case teal, white, yellow, primary, secondary, accentColor
    }

    /// How the color was made.
    @usableFromInline package indirect enum Storage: Hashable, Sendable {
        /// A named system color: `.red`.
        case system(SystemColor)
        /// `Color(_:red:green:blue:opacity:)`.
        case rgb(colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
        /// `Color(_:white:opacity:)`.
        case white(colorSpace: Color.RGBColorSpace, white: Double, opacity: Double)
        /// `Color(hue:saturation:brightness:opacity:)`.
        case hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double)
        /// `Color(_:bundle:)`: a color from an asset catalog, with the bundle's path.
        case named(String, bundlePath: String?)
        /// `color.opacity(_:)`.
        case opacity(Storage, Double)
    }

    package var storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    /// A color space for RGB values.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3

        /// The value as a Swift developer writes it: `.displayP3`.
        package var headlessDescription: String {
            switch self {
            case .sRGB: return ".sRGB"
            case .sRGBLinear: return ".sRGBLinear"
            case .displayP3: return ".displayP3"
            }
        }
    }

    // MARK: Initializers

    /// Creates a constant color from red, green, and blue component values.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(storage: .rgb(colorSpace: colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(storage: .white(colorSpace: colorSpace, white: white, opacity: opacity))
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(storage: .hsb(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity))
    }

    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(name, bundlePath: bundle?.bundlePath))
    }

    // MARK: Standard colors

    /// A context-dependent red color suitable for use in UI elements.
    public static let red = Color(storage: .system(.red))
    /// A context-dependent orange color suitable for use in UI elements.
    public static let orange = Color(storage: .system(.orange))
    /// A context-dependent yellow color suitable for use in UI elements.
    public static let yellow = Color(storage: .system(.yellow))
    /// A context-dependent green color suitable for use in UI elements.
    public static let green = Color(storage: .system(.green))
    /// A context-dependent mint color suitable for use in UI elements.
    public static let mint = Color(storage: .system(.mint))
    /// A context-dependent teal color suitable for use in UI elements.
    public static let teal = Color(storage: .system(.teal))
    /// A context-dependent cyan color suitable for use in UI elements.
    public static let cyan = Color(storage: .system(.cyan))
    /// A context-dependent blue color suitable for use in UI elements.
    public static let blue = Color(storage: .system(.blue))
    /// A context-dependent indigo color suitable for use in UI elements.
    public static let indigo = Color(storage: .system(.indigo))
    /// A context-dependent purple color suitable for use in UI elements.
    public static let purple = Color(storage: .system(.purple))
    /// A context-dependent pink color suitable for use in UI elements.
    public static let pink = Color(storage: .system(.pink))
    /// A context-dependent brown color suitable for use in UI elements.
    public static let brown = Color(storage: .system(.brown))
    /// A white color suitable for use in UI elements.
    public static let white = Color(storage: .system(.white))
    /// A context-dependent gray color suitable for use in UI elements.
    public static let gray = Color(storage: .system(.gray))
    /// A black color suitable for use in UI elements.
    public static let black = Color(storage: .system(.black))
    /// A clear color suitable for use in UI elements.
    public static let clear = Color(storage: .system(.clear))
    /// The color to use for primary content.
    public static let primary = Color(storage: .system(.primary))
    /// The color to use for secondary content.
    public static let secondary = Color(storage: .system(.secondary))
    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { Color(storage: .system(.accentColor)) }

    // MARK: Modifiers

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    // MARK: CustomStringConvertible

    /// A textual representation of the color.
    public var description: String {
        Color.describe(storage)
    }

    private static func describe(_ storage: Storage) -> String {
        switch storage {
        case .system(let color):
            return color == .accentColor ? "AccentColor" : color.rawValue
        case .named(let name, _):
            return "NamedColor(name: \(HeadlessValueFormat.string(name)), bundle: nil)"
        case .opacity(let base, let amount):
            return "\(HeadlessValueFormat.number(amount * 100))% \(describe(base))"
        case .rgb, .white, .hsb:
            guard let rgba = Color(storage: storage).resolvedRGBA() else { return "\(storage)" }
            return rgba.hexDescription
        }
    }

    // MARK: Runtime accessors

    /// A color's sRGB components with opacity, each in 0...1 when in gamut.
    package struct RGBA: Hashable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var opacity: Double

        package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// `#RRGGBBAA`, as SwiftUI prints resolved colors.
        package var hexDescription: String {
            func byte(_ value: Double) -> String {
                let clamped = Int((min(max(value, 0), 1) * 255).rounded())
                let digits = String(clamped, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }
    }

    /// The color's components in sRGB for the given appearance (iOS system palette);
    /// `nil` for asset-catalog colors, which the stand-in cannot look up.
    package func resolvedRGBA(in colorScheme: ColorScheme = .light) -> RGBA? {
        Color.resolve(storage, colorScheme)
    }

    private static func resolve(_ storage: Storage, _ scheme: ColorScheme) -> RGBA? {
        switch storage {
        case .system(let color):
            return systemRGBA(color, scheme)
        case .rgb(let space, let red, let green, let blue, let opacity):
            return RGBA(
                red: toSRGB(red, space), green: toSRGB(green, space), blue: toSRGB(blue, space), opacity: opacity)
        case .white(let space, let white, let opacity):
            let value = toSRGB(white, space)
            return RGBA(red: value, green: value, blue: value, opacity: opacity)
        case .hsb(let hue, let saturation, let brightness, let opacity):
            return hsbToRGBA(hue, saturation, brightness, opacity)
        case .named:
            return nil
        case .opacity(let base, let amount):
            guard var rgba = resolve(base, scheme) else { return nil }
            rgba.opacity *= amount
            return rgba
        }
    }

    private static func toSRGB(_ component: Double, _ space: RGBColorSpace) -> Double {
        guard space == .sRGBLinear else { return component }
        let sign: Double = component < 0 ? -1 : 1
        let magnitude = abs(component)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return sign * encoded
    }

    private static func hsbToRGBA(_ hue: Double, _ saturation: Double, _ brightness: Double, _ opacity: Double) -> RGBA
    {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        switch sector {
        case 0: return RGBA(red: v, green: t, blue: p, opacity: opacity)
        case 1: return RGBA(red: q, green: v, blue: p, opacity: opacity)
        case 2: return RGBA(red: p, green: v, blue: t, opacity: opacity)
        case 3: return RGBA(red: p, green: q, blue: v, opacity: opacity)
        case 4: return RGBA(red: t, green: p, blue: v, opacity: opacity)
        default: return RGBA(red: v, green: p, blue: q, opacity: opacity)
        }
    }

    // The system palette of Apple's Human Interface Guidelines, "Color" > "Specifications" >
    // "System colors" (https://developer.apple.com/design/human-interface-guidelines/color),
    // iOS and iPadOS, Default (light) and Default (dark) columns, as updated on June 9, 2025
    // ("Updated system color values", the page's change log). The page draws its table as
    // swatches, so the stored copies here carry no numbers; the values were taken from a public
    // transcription of the table and checked against a capture of `systemRed` on iOS 26.1,
    // (255, 56, 60). Gray is the HIG's `systemGray`; `primary` and `secondary` are UIKit's
    // `label` and `secondaryLabel` (#000000, #3C3C4399 light; #FFFFFF, #EBEBF599 dark), the
    // colors SwiftUI's `.primary` and `.secondary` resolve to on iOS; the accent color is blue.
    private static func systemRGBA(_ color: SystemColor, _ scheme: ColorScheme) -> RGBA {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
            RGBA(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
        }
        let dark = scheme == .dark
        switch color {
        case .red: return dark ? rgb(255, 66, 69) : rgb(255, 56, 60)
        case .orange: return dark ? rgb(255, 146, 48) : rgb(255, 141, 40)
        case .yellow: return dark ? rgb(255, 214, 0) : rgb(255, 204, 0)
        case .green: return dark ? rgb(48, 209, 88) : rgb(52, 199, 89)
        case .mint: return dark ? rgb(0, 218, 195) : rgb(0, 200, 179)
        case .teal: return dark ? rgb(0, 210, 224) : rgb(0, 195, 208)
        case .cyan: return dark ? rgb(60, 211, 254) : rgb(0, 192, 232)
        case .blue, .accentColor: return dark ? rgb(0, 145, 255) : rgb(0, 136, 255)
        case .indigo: return dark ? rgb(107, 93, 255) : rgb(97, 85, 245)
        case .purple: return dark ? rgb(219, 52, 242) : rgb(203, 48, 224)
        case .pink: return dark ? rgb(255, 55, 95) : rgb(255, 45, 85)
        case .brown: return dark ? rgb(183, 138, 102) : rgb(172, 127, 94)
        case .gray: return rgb(142, 142, 147)
        case .black: return rgb(0, 0, 0)
        case .white: return rgb(255, 255, 255)
        case .clear: return rgb(0, 0, 0, 0)
        case .primary: return dark ? rgb(255, 255, 255) : rgb(0, 0, 0)
        case .secondary: return dark ? rgb(235, 235, 245, 0.6) : rgb(60, 60, 67, 0.6)
        }
    }

    /// The value as a Swift developer writes it: `.green`, `Color(red: 1, green: 0, blue: 0)`,
    /// `.red.opacity(0.5)`.
    package var headlessDescription: String {
        Color.spell(storage)
    }

    private static func spell(_ storage: Storage) -> String {
        let n = HeadlessValueFormat.number(_:) as (Double) -> String
        func space(_ colorSpace: RGBColorSpace) -> String? {
            colorSpace == .sRGB ? nil : colorSpace.headlessDescription
        }
        func opacity(_ value: Double) -> String? {
            value == 1 ? nil : n(value)
        }
        switch storage {
        case .system(let color):
            return "." + color.rawValue
        case .rgb(let colorSpace, let red, let green, let blue, let alpha):
            return "Color("
                + HeadlessValueFormat.arguments([
                    (nil, space(colorSpace)), ("red", n(red)), ("green", n(green)), ("blue", n(blue)),
                    ("opacity", opacity(alpha)),
                ]) + ")"
        case .white(let colorSpace, let white, let alpha):
            return "Color("
                + HeadlessValueFormat.arguments([
                    (nil, space(colorSpace)), ("white", n(white)), ("opacity", opacity(alpha)),
                ]) + ")"
        case .hsb(let hue, let saturation, let brightness, let alpha):
            return "Color("
                + HeadlessValueFormat.arguments([
                    ("hue", n(hue)), ("saturation", n(saturation)), ("brightness", n(brightness)),
                    ("opacity", opacity(alpha)),
                ]) + ")"
        case .named(let name, _):
            return "Color(\(HeadlessValueFormat.string(name)))"
        case .opacity(let base, let amount):
            return spell(base) + ".opacity(\(n(amount)))"
        }
    }
}
