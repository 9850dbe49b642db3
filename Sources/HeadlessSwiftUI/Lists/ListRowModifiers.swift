import Foundation

extension VerticalEdge.Set {
    /// `.all`, `.top` or `.bottom`, for the text tree.
    var headlessDescription: String {
        switch self {
        case .all: ".all"
        case .top: ".top"
        case .bottom: ".bottom"
        default: "[]"
        }
    }
}

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Sendable, Hashable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

/// The spacing options between two adjacent sections in a list.
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct ListSectionSpacing: Sendable {
    let name: String

    /// The default amount of space between sections.
    public static let `default` = ListSectionSpacing(name: "default")

    /// Compact section spacing.
    public static let compact = ListSectionSpacing(name: "compact")

    /// Creates a custom spacing value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(name: HeadlessValueFormat.number(spacing))
    }
}

/// A tint effect configuration that you can apply to content in a list.
public struct ListItemTint: Sendable {
    let name: String

    /// An explicit tint color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: ".fixed(\(tint))") }

    /// An explicit tint color that the system can override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: ".preferred(\(tint))") }

    /// A standard grayscale tint effect.
    public static var monochrome: ListItemTint { ListItemTint(name: ".monochrome") }
}

extension View {
    /// Sets a fixed tint color for content in a list.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(AttributeModifier("listItemTint(\(tint?.name ?? "nil"))"))
    }

    /// Sets the display mode for the separator associated with this specific row.
    ///
    /// ```swift
    /// Text(todo.title).listRowSeparator(.hidden)
    /// ```
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            AttributeModifier(
                "listRowSeparator(\(visibility.headlessListDescription)\(edges == .all ? "" : ", edges: \(edges.headlessDescription)"))"
            ))
    }

    /// Sets the tint color associated with a row.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AttributeModifier("listRowSeparatorTint(\(color.map { "\($0)" } ?? "nil"))"))
    }

    /// Sets whether to hide the separator associated with a list section.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    {
        modifier(
            AttributeModifier(
                "listSectionSeparator(\(visibility.headlessListDescription)\(edges == .all ? "" : ", edges: \(edges.headlessDescription)"))"
            ))
    }

    /// Sets the tint color associated with a section.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AttributeModifier("listSectionSeparatorTint(\(color.map { "\($0)" } ?? "nil"))"))
    }

    /// Applies an inset to the rows in a list.
    ///
    /// ```swift
    /// Text(todo.title).listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    /// ```
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(
            AttributeModifier(
                "listRowInsets(\(insets.map { "top: \(HeadlessValueFormat.number($0.top)), leading: \(HeadlessValueFormat.number($0.leading)), bottom: \(HeadlessValueFormat.number($0.bottom)), trailing: \(HeadlessValueFormat.number($0.trailing))" } ?? "nil"))"
            ))
    }

    /// Places a custom background view behind a list row item.
    ///
    /// ```swift
    /// Text(todo.title).listRowBackground(Color.yellow)
    /// ```
    nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View {
        modifier(AttributeModifier("listRowBackground(\(view.map { "\(type(of: $0))" } ?? "nil"))"))
    }

    /// Sets a fixed tint color for content in a list.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        modifier(AttributeModifier("listItemTint(\(tint.map { "\($0)" } ?? "nil"))"))
    }

    /// Sets the vertical spacing between two adjacent rows in a List.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(AttributeModifier("listRowSpacing(\(spacing.map { HeadlessValueFormat.number($0) } ?? "nil"))"))
    }

    /// Sets the spacing to a custom value between adjacent sections in a List.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(AttributeModifier("listSectionSpacing(\(HeadlessValueFormat.number(spacing)))"))
    }

    /// Sets the spacing between adjacent sections in a List.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(AttributeModifier("listSectionSpacing(\(spacing.name))"))
    }

    /// Sets the header prominence for this view.
    ///
    /// ```swift
    /// Section("Pinned") { ... }.headerProminence(.increased)
    /// ```
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(AttributeModifier("headerProminence(.\(prominence))"))
    }
}

extension Visibility {
    /// `.automatic`, `.visible` or `.hidden`.
    var headlessListDescription: String {
        switch self {
        case .automatic: ".automatic"
        case .visible: ".visible"
        case .hidden: ".hidden"
        }
    }
}
