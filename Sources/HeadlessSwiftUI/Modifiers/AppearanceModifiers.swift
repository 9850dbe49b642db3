import Foundation

extension View {
    /// Sets the transparency of this view.
    ///
    /// ```swift
    /// Text("Faded").opacity(0.5)
    /// ```
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(DrawingModifier("opacity(\(HeadlessValueFormat.number(opacity)))", .opacity(opacity)))
    }

    /// Hides this view unconditionally.
    ///
    /// A hidden view keeps its place, its identity and its state; it does not take taps.
    /// ```swift
    /// Divider().hidden()
    /// ```
    nonisolated public func hidden() -> some View {
        modifier(
            EnvironmentWriter(attribute: "hidden", token: "hidden", drawing: .hidden) { $0.allowsHitTesting = false })
    }

    /// Sets a view's foreground elements to use a given style.
    ///
    /// ```swift
    /// Text("Warning").foregroundStyle(.red)
    /// ```
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(DrawingModifier("foregroundStyle(\(shapeStyleDescription(style)))", .foreground(style)))
    }

    /// Sets the color of the foreground elements displayed by this view.
    ///
    /// ```swift
    /// Text("Old style").foregroundColor(.gray)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(DrawingModifier("foregroundColor(\(color?.headlessDescription ?? "nil"))", .foreground(color)))
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

    /// Sets a clipping shape for this view.
    ///
    /// The view is drawn only inside the shape over its frame; taps are not clipped.
    /// ```swift
    /// Color.orange.frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingModifier("clipShape(\(shapeDescription(shape)))", .clip(shape)))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// ```swift
    /// Text("A long headline").frame(width: 60).clipped()
    /// ```
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        modifier(DrawingModifier("clipped", .clip(Rectangle())))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 40).cornerRadius(8)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            DrawingModifier(
                "cornerRadius(\(HeadlessValueFormat.number(radius)))", .clip(RoundedRectangle(cornerRadius: radius))))
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
