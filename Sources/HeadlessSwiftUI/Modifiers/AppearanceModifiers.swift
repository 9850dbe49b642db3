extension View {
    /// Sets the transparency of this view.
    ///
    /// ```swift
    /// Text("Faded").opacity(0.5)
    /// ```
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(AttributeModifier("opacity(\(HeadlessValueFormat.number(opacity)))"))
    }

    /// Hides this view unconditionally.
    ///
    /// A hidden view keeps its place, its identity and its state; it does not take taps.
    /// ```swift
    /// Divider().hidden()
    /// ```
    nonisolated public func hidden() -> some View {
        modifier(EnvironmentWriter(attribute: "hidden", token: "hidden") { $0.allowsHitTesting = false })
    }

    /// Sets a view's foreground elements to use a given style.
    ///
    /// ```swift
    /// Text("Warning").foregroundStyle(.red)
    /// ```
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(AttributeModifier("foregroundStyle(\(shapeStyleDescription(style)))"))
    }

    /// Sets the color of the foreground elements displayed by this view.
    ///
    /// ```swift
    /// Text("Old style").foregroundColor(.gray)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(AttributeModifier("foregroundColor(\(color?.headlessDescription ?? "nil"))"))
    }

    /// Sets the default font for text in this view.
    ///
    /// ```swift
    /// VStack { Text("A"); Text("B") }.font(.headline)
    /// ```
    nonisolated public func font(_ font: Font?) -> some View {
        let name = font?.headlessDescription ?? "nil"
        return modifier(EnvironmentWriter(attribute: "font(\(name))", token: name) { $0.font = font })
    }

    /// Applies a bold font weight to the text in this view.
    ///
    /// ```swift
    /// Label("Title", systemImage: "star").bold()
    /// ```
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        modifier(AttributeModifier(isActive ? "bold" : "bold(false)"))
    }

    /// Defines the content shape for hit testing.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
    /// ```
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["contentShape(\(shapeDescription(shape)))"],
                behavior: ContentShapeLayout(shape: HitShape(shape))))
    }
}
