import Foundation

// Image's own modifiers (they return an `Image`) and the symbol environment values. The stand-in
// draws no pixels: each modifier is recorded on the image's line of the text tree, and
// `resizable` changes how the image is laid out (`ResizableImageLayout`).

extension Image {
    private func adding(_ attribute: String) -> Image {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    ///
    /// ```swift
    /// Image("pattern").resizable(resizingMode: .tile)
    /// ```
    public enum ResizingMode: Sendable, Hashable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill
        /// the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    /// A type that indicates how SwiftUI renders images.
    ///
    /// ```swift
    /// Image(systemName: "heart").renderingMode(.template)
    /// ```
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// The level of quality for rendering an image that requires interpolation, such as a scaled
    /// image.
    ///
    /// ```swift
    /// Image("pixel-art").resizable().interpolation(.none)
    /// ```
    public enum Interpolation: Sendable, Hashable {
        /// A value that indicates SwiftUI doesn't apply interpolation.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }

    /// A scale to apply to vector images relative to text.
    ///
    /// ```swift
    /// Image(systemName: "gear").imageScale(.large)
    /// ```
    public enum Scale: Sendable, Hashable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    ///
    /// A resizable image takes the size it is proposed (the resizable image in Apple's
    /// `aspectRatio(_:contentMode:)` examples fills its frame); combine it with
    /// `aspectRatio(_:contentMode:)` to keep its proportions.
    ///
    /// ```swift
    /// Image("avatar")
    ///     .resizable()
    ///     .aspectRatio(1, contentMode: .fit)
    ///     .frame(width: 80, height: 80)
    /// ```
    nonisolated public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
    ) -> Image {
        var copy = adding(resizingMode == .tile ? "resizable(resizingMode: .tile)" : "resizable()")
        copy.isResizable = true
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    ///
    /// ```swift
    /// Image(systemName: "heart").renderingMode(.original)
    /// ```
    nonisolated public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        switch renderingMode {
        case .template: adding("renderingMode(.template)")
        case .original: adding("renderingMode(.original)")
        case nil: self
        }
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    ///
    /// ```swift
    /// Image("pixel-art").resizable().interpolation(.none)
    /// ```
    nonisolated public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        adding("interpolation(.\(interpolation))")
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    ///
    /// ```swift
    /// Image("icon").antialiased(true)
    /// ```
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
        adding("antialiased(\(isAntialiased))")
    }

    /// Sets the rendering mode for symbol images within this view.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
    /// ```
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        mode.map { adding("symbolRenderingMode(\($0.headlessDescription))") } ?? self
    }
}

/// A symbol rendering mode.
///
/// ```swift
/// Image(systemName: "person.crop.circle.badge.plus")
///     .symbolRenderingMode(.hierarchical)
/// ```
public struct SymbolRenderingMode: Sendable {
    package let name: String

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers.
    public static let palette = SymbolRenderingMode(name: "palette")

    /// The value as a Swift developer writes it: `.hierarchical`.
    package var headlessDescription: String { "." + name }
}

/// A variant of a symbol.
///
/// ```swift
/// Label("Heart", systemImage: "heart").symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
    package var names: [String]

    /// No variant for a symbol.
    public static let none = SymbolVariants(names: [])
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(names: ["square"])
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(names: ["fill"])
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(names: ["slash"])

    /// A version of the variant that's encapsulated in a circle.
    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    /// A version of the variant that's encapsulated in a square.
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    /// A version of the variant that's encapsulated in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    /// A filled version of the variant.
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    /// A slashed version of the variant.
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }

    /// Returns a Boolean value that indicates whether the current variant contains the specified
    /// variant.
    public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }

    /// The value as a Swift developer writes it: `.fill.circle`.
    package var headlessDescription: String { names.isEmpty ? ".none" : "." + names.joined(separator: ".") }
}

// MARK: - Environment

struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The image scale for this environment (`.medium` by default).
    ///
    /// ```swift
    /// @Environment(\.imageScale) private var imageScale
    /// ```
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The current symbol rendering mode, or `nil` denoting that the mode is picked automatically.
    ///
    /// ```swift
    /// @Environment(\.symbolRenderingMode) private var mode
    /// ```
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The symbol variant to use in this environment.
    ///
    /// ```swift
    /// @Environment(\.symbolVariants) private var variants
    /// ```
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available.
    ///
    /// ```swift
    /// Image(systemName: "gear").imageScale(.large)
    /// ```
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentWriter(attribute: "imageScale(.\(scale))", token: scale) { $0.imageScale = scale })
    }

    /// Sets the rendering mode for symbol images within this view.
    ///
    /// ```swift
    /// Label("Weather", systemImage: "cloud.sun.fill").symbolRenderingMode(.multicolor)
    /// ```
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(
            EnvironmentWriter(
                attribute: "symbolRenderingMode(\(mode?.headlessDescription ?? "nil"))", token: mode?.name as Any
            ) { $0.symbolRenderingMode = mode })
    }

    /// Makes symbols within the view show a particular variant.
    ///
    /// ```swift
    /// Label("Favorite", systemImage: "heart").symbolVariant(.fill)
    /// ```
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(
            EnvironmentWriter(attribute: "symbolVariant(\(variant.headlessDescription))", token: variant) {
                $0.symbolVariants = variant
            })
    }
}

// MARK: - Layout

/// A resizable image takes the size it is proposed (Apple's `resizable(capInsets:resizingMode:)`:
/// "Sets the mode by which SwiftUI resizes an image to fit its space"). Without a proposal (an
/// ideal size) it takes its own size: a symbol the font's point size, a named image (no asset
/// here) none (an assumption of the stand-in, which has no asset catalog).
struct ResizableImageLayout: LayoutBehavior {
    var hitTestRule: HitTestRule { .bounds }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let natural = (node.view as? Image)?.isSystemSymbol == true ? SymbolImageLayout.side(in: node.environment) : 0
        return CGSize(width: proposal.width ?? natural, height: proposal.height ?? natural)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
}

/// `Image(systemName:)`: a square as wide as the font's point size (the stand-in's assumption:
/// Apple publishes no symbol metrics), scaled by `imageScale`. The factors for `.small` and
/// `.large` are an assumption too (SF Symbols' small and large scales are documented only as
/// "relative to the font").
struct SymbolImageLayout: LayoutBehavior {
    var hitTestRule: HitTestRule { .bounds }

    /// The symbol's side for the font and image scale of `environment` (also what
    /// `GraphicsContext.resolve(_:)` gives a symbol).
    nonisolated static func side(in environment: EnvironmentValues) -> CGFloat {
        let font = ResolvedFont.resolve(environment.font ?? .body, dynamicTypeSize: environment.dynamicTypeSize)
        switch environment.imageScale {
        case .small: return (font.pointSize * 0.8).rounded()
        case .medium: return font.pointSize
        case .large: return (font.pointSize * 1.3).rounded()
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let side = Self.side(in: node.environment)
        return CGSize(width: side, height: side)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        guard case .vertical(let key) = guide, key == .firstTextBaseline || key == .lastTextBaseline else {
            return nil
        }
        let font = ResolvedFont.resolve(
            node.environment.font ?? .body, dynamicTypeSize: node.environment.dynamicTypeSize)
        return size.height - font.descent
    }
}
