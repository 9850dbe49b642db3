/// A shape style that maps to one of the numbered content styles: the foreground style of the
/// environment at a level of emphasis (primary, secondary, ...).
///
/// ```swift
/// Text("Subtitle").foregroundStyle(.secondary)
/// ```
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    /// The level, from 0 (primary) to 4 (quinary).
    package let level: Int

    package init(level: Int) {
        self.level = level
    }

    /// A shape style that maps to the first level of the current content style.
    ///
    /// ```swift
    /// Text("Title").foregroundStyle(HierarchicalShapeStyle.primary)
    /// ```
    public static let primary = HierarchicalShapeStyle(level: 0)

    /// A shape style that maps to the second level of the current content style.
    ///
    /// ```swift
    /// Text("Subtitle").foregroundStyle(HierarchicalShapeStyle.secondary)
    /// ```
    public static let secondary = HierarchicalShapeStyle(level: 1)

    /// A shape style that maps to the third level of the current content style.
    ///
    /// ```swift
    /// Text("Caption").foregroundStyle(HierarchicalShapeStyle.tertiary)
    /// ```
    public static let tertiary = HierarchicalShapeStyle(level: 2)

    /// A shape style that maps to the fourth level of the current content style.
    ///
    /// ```swift
    /// Divider().background(HierarchicalShapeStyle.quaternary)
    /// ```
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// A shape style that maps to the fifth level of the current content style.
    ///
    /// ```swift
    /// Rectangle().fill(HierarchicalShapeStyle.quinary)
    /// ```
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The style as a Swift developer writes it: `.secondary`.
    package var headlessDescription: String {
        switch level {
        case 0: ".primary"
        case 1: ".secondary"
        case 2: ".tertiary"
        case 3: ".quaternary"
        default: ".quinary"
        }
    }
}

/// The hierarchical styles on `ShapeStyle`, so `.foregroundStyle(.secondary)` reads as in
/// SwiftUI:
/// ```swift
/// Text("Updated 5 minutes ago").foregroundStyle(.secondary)
/// ```
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    ///
    /// ```swift
    /// Text("Title").foregroundStyle(.primary)
    /// ```
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }

    /// A shape style that maps to the second level of the current content style.
    ///
    /// ```swift
    /// Text("Subtitle").foregroundStyle(.secondary)
    /// ```
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }

    /// A shape style that maps to the third level of the current content style.
    ///
    /// ```swift
    /// Text("Caption").foregroundStyle(.tertiary)
    /// ```
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }

    /// A shape style that maps to the fourth level of the current content style.
    ///
    /// ```swift
    /// Divider().background(.quaternary)
    /// ```
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }

    /// A shape style that maps to the fifth level of the current content style.
    ///
    /// ```swift
    /// Rectangle().fill(.quinary)
    /// ```
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}
