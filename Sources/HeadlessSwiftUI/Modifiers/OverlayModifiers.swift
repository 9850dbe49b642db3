extension View {
    /// Layers the views that you specify in front of this view.
    ///
    /// The view keeps its identity whatever the overlay content does:
    /// ```swift
    /// Text("Inbox").overlay(alignment: .topTrailing) {
    ///     if unread > 0 { Circle().fill(.red).frame(width: 8, height: 8) }
    /// }
    /// ```
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    {
        modifier(
            AccessoryModifier(
                placement: .overlay, label: "overlay(alignment: \(alignment.headlessDescription))",
                alignment: alignment,
                accessory: content()))
    }

    /// Layers a secondary view in front of this view.
    ///
    /// ```swift
    /// Text("Hi").overlay(Color.green.opacity(0.2), alignment: .center)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(
            AccessoryModifier(
                placement: .overlay, label: "overlay(alignment: \(alignment.headlessDescription))",
                alignment: alignment,
                accessory: overlay))
    }

    /// Layers the specified style in front of this view.
    ///
    /// ```swift
    /// Image(systemName: "star").overlay(.red.opacity(0.3))
    /// ```
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    {
        modifier(
            DrawingModifier(
                "overlay(\(shapeStyleDescription(style)))", .overlayStyle(style, ignoresSafeAreaEdges: edges)))
    }

    /// Layers the views that you specify behind this view.
    ///
    /// ```swift
    /// Text("Card").padding().background(alignment: .center) {
    ///     RoundedRectangle(cornerRadius: 8).fill(.white)
    /// }
    /// ```
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(
            AccessoryModifier(
                placement: .background, label: "background(alignment: \(alignment.headlessDescription))",
                alignment: alignment, accessory: content()))
    }

    /// Layers the given view behind this view.
    ///
    /// ```swift
    /// Text("Hi").background(Color.yellow.frame(width: 40, height: 40), alignment: .center)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        modifier(
            AccessoryModifier(
                placement: .background, label: "background(alignment: \(alignment.headlessDescription))",
                alignment: alignment, accessory: background))
    }

    /// Sets the view's background to a style.
    ///
    /// ```swift
    /// Text("Hi").background(Color.yellow)
    /// ```
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        modifier(
            DrawingModifier(
                "background(\(shapeStyleDescription(style)))", .backgroundStyle(style, ignoresSafeAreaEdges: edges)))
    }
}
