extension View {
    /// Adds a different padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(AttributeModifier("padding(\(insets.headlessDescription))"))
    }

    /// Adds an equal padding amount to specific edges of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(.horizontal, 20)
    /// ```
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let arguments = HeadlessValueFormat.arguments([
            (nil, edges == .all ? nil : edges.headlessDescription),
            (nil, length.map { HeadlessValueFormat.number($0) }),
        ])
        return modifier(AttributeModifier("padding(\(arguments))"))
    }

    /// Adds a specific padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(16)
    /// ```
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(AttributeModifier("padding(\(HeadlessValueFormat.number(length)))"))
    }

    /// Positions this view within an invisible frame with the specified size.
    ///
    /// ```swift
    /// Color.green.frame(width: 300, height: 300)
    /// ```
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        let arguments = HeadlessValueFormat.arguments([
            ("width", width.map { HeadlessValueFormat.number($0) }),
            ("height", height.map { HeadlessValueFormat.number($0) }),
            ("alignment", alignment == .center ? nil : alignment.headlessDescription),
        ])
        return modifier(AttributeModifier("frame(\(arguments))"))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// ```swift
    /// Text("Row").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let arguments = HeadlessValueFormat.arguments([
            ("minWidth", minWidth.map { HeadlessValueFormat.number($0) }),
            ("idealWidth", idealWidth.map { HeadlessValueFormat.number($0) }),
            ("maxWidth", maxWidth.map { HeadlessValueFormat.number($0) }),
            ("minHeight", minHeight.map { HeadlessValueFormat.number($0) }),
            ("idealHeight", idealHeight.map { HeadlessValueFormat.number($0) }),
            ("maxHeight", maxHeight.map { HeadlessValueFormat.number($0) }),
            ("alignment", alignment == .center ? nil : alignment.headlessDescription),
        ])
        return modifier(AttributeModifier("frame(\(arguments))"))
    }
}
