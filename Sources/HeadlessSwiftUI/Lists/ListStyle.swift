/// A protocol that describes the behavior and appearance of a list.
///
/// ```swift
/// List { ... }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {}

/// A style's name in the text tree.
package protocol NamedListStyle {
    var headlessName: String { get }
}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle, NamedListStyle {
    /// Creates a default list style.
    nonisolated public init() {}
    package var headlessName: String { "automatic" }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle, NamedListStyle {
    /// Creates a plain list style.
    nonisolated public init() {}
    package var headlessName: String { "plain" }
}

/// The list style that describes the behavior and appearance of a grouped list.
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle, NamedListStyle {
    /// Creates a grouped list style.
    nonisolated public init() {}
    package var headlessName: String { "grouped" }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle, NamedListStyle {
    /// Creates an inset grouped list style.
    nonisolated public init() {}
    package var headlessName: String { "insetGrouped" }
}

/// The list style that describes the behavior and appearance of an inset list.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetListStyle: ListStyle, NamedListStyle {
    /// Creates an inset list style.
    nonisolated public init() {}
    package var headlessName: String { "inset" }
}

/// The list style that describes the behavior and appearance of a sidebar list.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle, NamedListStyle {
    /// Creates a sidebar list style.
    nonisolated public init() {}
    package var headlessName: String { "sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    nonisolated public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    nonisolated public static var plain: PlainListStyle { PlainListStyle() }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    nonisolated public static var grouped: GroupedListStyle { GroupedListStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    nonisolated public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    nonisolated public static var inset: InsetListStyle { InsetListStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    nonisolated public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List(todos) { Text($0.title) }
    ///     .listStyle(.insetGrouped)
    /// ```
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle {
        let name = (style as? any NamedListStyle)?.headlessName ?? "\(S.self)"
        return modifier(EnvironmentWriter(attribute: nil, token: name) { $0.listStyleName = name })
    }
}
