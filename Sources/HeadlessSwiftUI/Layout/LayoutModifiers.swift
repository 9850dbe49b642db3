extension View {
    /// Adds a different padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["padding(\(insets.headlessDescription))"], behavior: PaddingLayout(insets: insets))
        )
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
        let amount = length ?? PaddingLayout.defaultLength
        let insets = EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
        return modifier(LayoutModifier(attributes: ["padding(\(arguments))"], behavior: PaddingLayout(insets: insets)))
    }

    /// Adds a specific padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(16)
    /// ```
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["padding(\(HeadlessValueFormat.number(length)))"],
                behavior: PaddingLayout(
                    insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
            ))
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
        return modifier(
            LayoutModifier(
                attributes: ["frame(\(arguments))"],
                behavior: FixedFrameLayout(width: width, height: height, alignment: alignment),
                warnings: FixedFrameLayout.warnings(width: width, height: height)))
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
        return modifier(
            LayoutModifier(
                attributes: ["frame(\(arguments))"],
                behavior: FlexibleFrameLayout(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment),
                warnings: FlexibleFrameLayout.warnings(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight)))
    }

    /// Fixes this view at its ideal size.
    ///
    /// ```swift
    /// Text("A long title that must not wrap").fixedSize()
    /// ```
    nonisolated public func fixedSize() -> some View {
        modifier(LayoutModifier(attributes: ["fixedSize"], behavior: FixedSizeLayout(horizontal: true, vertical: true)))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    ///
    /// ```swift
    /// Text(longDescription).fixedSize(horizontal: false, vertical: true)
    /// ```
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["fixedSize(horizontal: \(horizontal), vertical: \(vertical))"],
                behavior: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset
    /// parameter.
    ///
    /// ```swift
    /// Text("Shadow").offset(CGSize(width: 2, height: 2))
    /// ```
    nonisolated public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Offset this view by the specified horizontal and vertical distances.
    ///
    /// ```swift
    /// Circle().frame(width: 8, height: 8).offset(x: 4, y: -4)
    /// ```
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["offset(x: \(HeadlessValueFormat.number(x)), y: \(HeadlessValueFormat.number(y)))"],
                behavior: OffsetLayout(offset: CGSize(width: x, height: y))))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate
    /// space.
    ///
    /// ```swift
    /// Circle().frame(width: 20, height: 20).position(CGPoint(x: 50, y: 50))
    /// ```
    nonisolated public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    ///
    /// ```swift
    /// Text("Pin").position(x: 100, y: 40)
    /// ```
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["position(x: \(HeadlessValueFormat.number(x)), y: \(HeadlessValueFormat.number(y)))"],
                behavior: PositionLayout(position: CGPoint(x: x, y: y))))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// ```swift
    /// HStack { Text(title).layoutPriority(1); Text(detail) }
    /// ```
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["layoutPriority(\(HeadlessValueFormat.number(CGFloat(value))))"],
                behavior: PriorityLayout(value: value)))
    }

    /// Sets the view's horizontal alignment.
    ///
    /// ```swift
    /// Text("Indented").alignmentGuide(.leading) { _ in -20 }
    /// ```
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["alignmentGuide(\(g.headlessDescription))"],
                behavior: AlignmentGuideLayout(guide: .horizontal(g.key), computeValue: computeValue)))
    }

    /// Sets the view's vertical alignment.
    ///
    /// ```swift
    /// Image(systemName: "star").alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
    /// ```
    nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["alignmentGuide(\(g.headlessDescription))"],
                behavior: AlignmentGuideLayout(guide: .vertical(g.key), computeValue: computeValue)))
    }

    /// Associates a value with a custom layout property.
    ///
    /// ```swift
    /// Text("First").layoutValue(key: Rank.self, value: 1)
    /// ```
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        modifier(
            LayoutModifier(
                attributes: ["layoutValue(key: \(typeName(key)).self, value: \(value))"],
                behavior: LayoutValueLayout(key: ObjectIdentifier(key), value: UncheckedValue(value))))
    }

    /// Expands the safe area of a view.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let arguments = HeadlessValueFormat.arguments([
            (nil, regions == .all ? nil : regions.headlessDescription),
            ("edges", edges == .all ? nil : edges.headlessDescription),
        ])
        return modifier(
            LayoutModifier(attributes: ["ignoresSafeArea(\(arguments))"], behavior: IgnoresSafeAreaLayout(edges: edges))
        )
    }
}

/// A set of symbolic safe area regions.
///
/// ```swift
/// TextEditor(text: $notes).ignoresSafeArea(.keyboard)
/// ```
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: UInt

    /// Creates a new option set from the given raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)

    /// The safe area matching the current extent of any software keyboard displayed over the
    /// view content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)

    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]

    var headlessDescription: String {
        switch self {
        case .container: return ".container"
        case .keyboard: return ".keyboard"
        default: return ".all"
        }
    }
}
