/// The content for a tab and the tab's associated tab item in a tab view.
///
/// ```swift
/// TabView {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill") {
///         ReceivedView()
///     }
/// }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {
    let tabValue: AnyHashable?
    let role: TabRole?
    let content: Content
    let label: Label
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Content: View, Label: View {
    nonisolated init(value: AnyHashable?, role: TabRole?, content: Content, label: Label) {
        self.tabValue = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// Creates a tab with a title and image.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never {
        self.init(
            value: nil, role: nil, content: content(), label: DefaultTabLabel(title: titleKey.key, image: .image(image))
        )
    }

    /// Creates a tab with a title and image.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, image: String, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never, T0: StringProtocol {
        self.init(
            value: nil, role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .image(image)))
    }

    /// Creates a tab with a title and image and a role.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, image: String, role: TabRole?, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never, T0: StringProtocol {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image, a value.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .image(image)))
    }

    /// Creates a tab with a title and image, a value.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, image: String, value: Value, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .image(image)))
    }

    /// Creates a tab with a title and image, a value and a role.
    @_disfavoredOverload
    nonisolated public init<T0>(
        _ title: T0, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never {
        self.init(
            value: nil, role: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, systemImage: String, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never, T0: StringProtocol {
        self.init(
            value: nil, role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image and a role.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never, T0: StringProtocol {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value.
    @_disfavoredOverload
    nonisolated public init<T0>(_ title: T0, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value and a role.
    @_disfavoredOverload
    nonisolated public init<T0>(
        _ title: T0, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab.
    nonisolated public init(@ViewBuilder content: () -> Content)
    where Content: View, Label == EmptyView, Label: View, Value == Never {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a tab.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where Content: View, Label: View, Value == Never {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    /// Creates a tab and a role.
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value == Never {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: role == .search ? "Search" : "", image: .systemImage("magnifyingglass")))
    }

    /// Creates a tab and a role.
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where Content: View, Label: View, Value == Never {
        self.init(value: nil, role: role, content: content(), label: label())
    }

    /// Creates a tab, a value.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content)
    where Content: View, Label == EmptyView, Label: View, Value: Hashable {
        self.init(value: AnyHashable(value), role: nil, content: content(), label: EmptyView())
    }

    /// Creates a tab, a value.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where Content: View, Label: View, Value: Hashable {
        self.init(value: AnyHashable(value), role: nil, content: content(), label: label())
    }

    /// Creates a tab, a value and a role.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: role == .search ? "Search" : "", image: .systemImage("magnifyingglass")))
    }

    /// Creates a tab, a value and a role.
    nonisolated public init(
        value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    )
    where Content: View, Label: View, Value: Hashable {
        self.init(value: AnyHashable(value), role: role, content: content(), label: label())
    }

}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    /// Creates a tab with a title and image, a value.
    @_disfavoredOverload
    nonisolated public init<T0, T1>(_ title: T0, image: String, value: T1, @ViewBuilder content: () -> Content)
    where
        Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, T1: Hashable, Value == T1?,
        Value: Hashable
    {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image, a value.
    nonisolated public init<T0>(
        _ titleKey: LocalizedStringKey, image: String, value: T0, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .image(image)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init<T0, T1>(
        _ title: T0, image: String, value: T1, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where
        Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, T1: Hashable, Value == T1?,
        Value: Hashable
    {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .image(image)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init<T0>(
        _ titleKey: LocalizedStringKey, image: String, value: T0, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .image(image)))
    }

    /// Creates a tab with a title and image, a value.
    @_disfavoredOverload
    nonisolated public init<T0, T1>(_ title: T0, systemImage: String, value: T1, @ViewBuilder content: () -> Content)
    where
        Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, T1: Hashable, Value == T1?,
        Value: Hashable
    {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value.
    nonisolated public init<T0>(
        _ titleKey: LocalizedStringKey, systemImage: String, value: T0, @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: nil, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init<T0, T1>(
        _ title: T0, systemImage: String, value: T1, role: TabRole?, @ViewBuilder content: () -> Content
    )
    where
        Content: View, Label == DefaultTabLabel, Label: View, T0: StringProtocol, T1: Hashable, Value == T1?,
        Value: Hashable
    {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: String(title), image: .systemImage(systemImage)))
    }

    /// Creates a tab with a title and image, a value and a role.
    nonisolated public init<T0>(
        _ titleKey: LocalizedStringKey, systemImage: String, value: T0, role: TabRole?,
        @ViewBuilder content: () -> Content
    )
    where Content: View, Label == DefaultTabLabel, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: titleKey.key, image: .systemImage(systemImage)))
    }

    /// Creates a tab, a value.
    nonisolated public init<T0>(value: T0, @ViewBuilder content: () -> Content)
    where Content: View, Label == EmptyView, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(value: AnyHashable(value), role: nil, content: content(), label: EmptyView())
    }

    /// Creates a tab, a value.
    nonisolated public init<T0>(value: T0, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where Content: View, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(value: AnyHashable(value), role: nil, content: content(), label: label())
    }

    /// Creates a tab, a value and a role.
    nonisolated public init<T0>(value: T0, role: TabRole?, @ViewBuilder content: () -> Content)
    where Content: View, Label == DefaultTabLabel, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(
            value: AnyHashable(value), role: role, content: content(),
            label: DefaultTabLabel(title: role == .search ? "Search" : "", image: .systemImage("magnifyingglass")))
    }

    /// Creates a tab, a value and a role.
    nonisolated public init<T0>(
        value: T0, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    )
    where Content: View, Label: View, T0: Hashable, Value == T0?, Value: Hashable {
        self.init(value: AnyHashable(value), role: role, content: content(), label: label())
    }

}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    /// The type to use for the value of a tab.
    public typealias TabValue = Value
    /// The content and behavior of the tab content.
    public var body: Tab<Value, Content, Label> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: PrimitiveTabContent where Value: Hashable, Content: View, Label: View {
    var tabViews: [any View] {
        let labelled = ModifiedContent(content: content, modifier: TabTraitModifier(trait: .label(label)))
        guard let tabValue else { return [labelled] }
        return [ModifiedContent(content: labelled, modifier: TabTraitModifier(trait: .tag(tabValue)))]
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension Tab: Sendable {}

/// The default label of a tab: its title and image.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct DefaultTabLabel: View {
    enum Icon {
        case systemImage(String)
        case image(String)
    }

    let title: String
    let image: Icon

    /// The content and behavior of the view.
    @MainActor @preconcurrency public var body: some View {
        switch image {
        case .systemImage(let name): TitleAndIcon(title: title, icon: Image(systemName: name))
        case .image(let name): TitleAndIcon(title: title, icon: Image(name))
        }
    }
}

/// A tab's default label: `Label` is the tab's own generic parameter inside `Tab`.
struct TitleAndIcon: View {
    let title: String
    let icon: Image

    var body: some View {
        Label(title: { Text(title) }, icon: { icon })
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

/// A value that defines the purpose of the tab.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search role.
    nonisolated public static var search: TabRole { TabRole(name: "search") }
}
