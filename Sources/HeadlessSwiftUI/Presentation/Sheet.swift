extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// Button("Edit") { isEditing = true }
    ///     .sheet(isPresented: $isEditing, onDismiss: save) { EditorView() }
    /// ```
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .sheet, request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                content: { _ in content() }
            ))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// A different item while the sheet is up dismisses it and presents the new one after.
    /// ```swift
    /// .sheet(item: $selectedCoin) { coin in CoinDetailView(coin: coin) }
    /// ```
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .sheet, request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                content: content
            ))
    }

    /// Presents a modal view that covers as much of the screen as possible when binding to a
    /// Boolean value you provide is true.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no full-screen cover on macOS (HeadlessMacOS profile)")
    #endif
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .fullScreenCover, request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                content: { _ in content() }
            ))
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    ///
    /// ```swift
    /// .fullScreenCover(item: $settingsRoute) { route in SettingsView(route: route) }
    /// ```
    #if HEADLESS_MACOS
        @available(*, unavailable, message: "SwiftUI has no full-screen cover on macOS (HeadlessMacOS profile)")
    #endif
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .fullScreenCover, request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                content: content
            ))
    }

    /// Presents a popover when a given condition is true.
    ///
    /// `arrowEdge` is optional since the iOS 26 SDK: `nil`, the default, lets the system
    /// place the arrow.
    ///
    /// ```swift
    /// .popover(isPresented: $showsHelp, arrowEdge: .bottom) { HelpView() }
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .popover(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge),
                request: isPresented.wrappedValue ? true : nil,
                identify: { AnyHashable($0) }, describe: { _ in "\(Content.self)" },
                clear: { isPresented.wrappedValue = false }, onDismiss: nil,
                content: { _ in content() }
            ))
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// ```swift
    /// .popover(item: $tip) { tip in TipView(tip: tip) }
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                style: .popover(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge),
                request: item.wrappedValue,
                identify: { AnyHashable($0.id) }, describe: { describeItem($0) },
                clear: { item.wrappedValue = nil }, onDismiss: nil,
                content: content
            ))
    }
}

/// An attachment anchor for a popover.
///
/// ```swift
/// .popover(isPresented: $shows, attachmentAnchor: .point(.top)) { Text("Tip") }
/// ```
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)

    package var headlessDescription: String {
        switch self {
        case .rect(let source): ".rect(\(source.geometry.written))"
        case .point(let point): ".point(\(point.headlessDescription))"
        }
    }
}

/// An opaque value derived from an anchor source and a particular view.
///
/// Resolve it in a `GeometryProxy` to get its value in the proxy's coordinate space:
/// ```swift
/// .overlayPreferenceValue(SelectionKey.self) { anchor in
///     GeometryReader { proxy in
///         if let anchor { Rectangle().frame(width: proxy[anchor].width, height: 2) }
///     }
/// }
/// ```
@frozen public struct Anchor<Value> {
    /// The view the anchor was taken from.
    package let target: AnchorTarget
    package let source: Source

    /// A type-erased geometry value that produces an anchored value of a given type.
    @frozen public struct Source {
        /// What the source names, typed: what anchors compare.
        package let geometry: AnchorGeometry
        /// The value, given the view's bounds in the coordinate space it is resolved in.
        package let resolve: (CGRect) -> Value
    }
}

/// What an anchor source names, typed: two anchors of one view are equal when their sources
/// name the same geometry (`.rect` of equal rectangles, the same unit point).
@usableFromInline package indirect enum AnchorGeometry: Hashable {
    case bounds
    case rect(CGRect)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    /// `Anchor.Source(_:)` of an optional source.
    case optional(AnchorGeometry?)
    /// `Anchor.Source(_:)` of an array of sources.
    case array([AnchorGeometry])

    /// As written in a text-tree line.
    package var written: String {
        switch self {
        case .bounds: ".bounds"
        case .rect(let rect): ".rect(\(rect))"
        case .point(let point): ".point(\(point))"
        case .unitPoint(let point): ".unitPoint(\(point.headlessDescription))"
        case .optional(let geometry): geometry?.written ?? "nil"
        case .array(let geometries): "[" + geometries.map(\.written).joined(separator: ", ") + "]"
        }
    }
}

/// The view an anchor was taken from, held weakly: its frame is read when the anchor is
/// resolved, after layout.
@usableFromInline
package final class AnchorTarget: @unchecked Sendable {
    weak var node: ViewNode?

    init(node: ViewNode?) {
        self.node = node
    }
}

extension Anchor: Sendable where Value: Sendable {}
// The resolving closure only computes from its inputs and captured values.
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

/// Two anchors are equal when they name the same geometry of the same view (assumption: the
/// stand-in compares what the anchor refers to, not its resolved value).
extension Anchor: Equatable where Value: Equatable {
    /// Returns a Boolean value indicating whether two values are equal.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool {
        lhs.target.node === rhs.target.node && lhs.source.geometry == rhs.source.geometry
    }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the essential components of this value by feeding them into the given hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target.node.map(ObjectIdentifier.init))
        hasher.combine(source.geometry)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(geometry: .bounds) { $0 } }

    /// A rectangle in the view's coordinate space.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(geometry: .rect(r)) { bounds in r.offsetBy(dx: bounds.minX, dy: bounds.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinate space.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(geometry: .point(p)) { bounds in
            CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y)
        }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(geometry: .unitPoint(p)) { bounds in
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
    }

    /// The top leading corner of the view.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top centre of the view.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner of the view.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The leading centre of the view.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre of the view.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The trailing centre of the view.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner of the view.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom centre of the view.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner of the view.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An optional anchor source: nil resolves to nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        if let anchor {
            self.init(geometry: .optional(anchor.geometry)) { bounds in anchor.resolve(bounds) }
        } else {
            self.init(geometry: .optional(nil)) { _ in nil }
        }
    }

    /// An array of anchor sources, resolved together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(geometry: .array(array.map(\.geometry))) { bounds in
            array.map { $0.resolve(bounds) }
        }
    }
}
