/// `Color` statics on `ShapeStyle`, so `.foregroundStyle(.red)` and `.fill(.blue)` read as in
/// SwiftUI:
/// ```swift
/// Circle().fill(.blue)
/// ```
extension ShapeStyle where Self == Color {
    /// A context-dependent black color suitable for use in UI elements.
    public static var black: Color { Color.black }

    /// A context-dependent blue color suitable for use in UI elements.
    public static var blue: Color { Color.blue }

    /// A context-dependent brown color suitable for use in UI elements.
    public static var brown: Color { Color.brown }

    /// A context-dependent clear color suitable for use in UI elements.
    public static var clear: Color { Color.clear }

    /// A context-dependent cyan color suitable for use in UI elements.
    public static var cyan: Color { Color.cyan }

    /// A context-dependent gray color suitable for use in UI elements.
    public static var gray: Color { Color.gray }

    /// A context-dependent green color suitable for use in UI elements.
    public static var green: Color { Color.green }

    /// A context-dependent indigo color suitable for use in UI elements.
    public static var indigo: Color { Color.indigo }

    /// A context-dependent mint color suitable for use in UI elements.
    public static var mint: Color { Color.mint }

    /// A context-dependent orange color suitable for use in UI elements.
    public static var orange: Color { Color.orange }

    /// A context-dependent pink color suitable for use in UI elements.
    public static var pink: Color { Color.pink }

    /// A context-dependent purple color suitable for use in UI elements.
    public static var purple: Color { Color.purple }

    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }

    /// A context-dependent teal color suitable for use in UI elements.
    public static var teal: Color { Color.teal }

    /// A context-dependent white color suitable for use in UI elements.
    public static var white: Color { Color.white }

    /// A context-dependent yellow color suitable for use in UI elements.
    public static var yellow: Color { Color.yellow }
}
