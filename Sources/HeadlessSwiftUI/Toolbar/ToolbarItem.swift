/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add", systemImage: "plus") { addItem() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content> where Content: View {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which you can use to
    /// create a customizable toolbar.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.itemID = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    /// The type of content representing the body of this toolbar content.
    public typealias Body = Never
    /// The composition of content that comprise the toolbar content.
    public var body: Never { return bodyNeverCalled(Self.self) }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(kind: "ToolbarItem", placement: placement, view: content)]
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The identity of the item.
    nonisolated public var id: ID { itemID }
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive") { archive() }
///     Spacer()
///     Button("Delete") { delete() }
/// }
/// ```
public struct ToolbarItemGroup<Content> where Content: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {
    /// The type of content representing the body of this toolbar content.
    public typealias Body = Never
    /// The composition of content that comprise the toolbar content.
    public var body: Never { return bodyNeverCalled(Self.self) }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(kind: "ToolbarItemGroup", placement: placement, view: content)]
    }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

/// The title menu of a navigation bar: shown when the title is tapped.
///
/// ```swift
/// ToolbarTitleMenu { Button("Rename") { rename() } }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarTitleMenu<Content> where Content: View {
    let content: Content

    /// Creates a toolbar title menu.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarTitleMenu: CustomizableToolbarContent {

    /// The type of content representing the body of this toolbar content.
    public typealias Body = Never
    /// The composition of content that comprise the toolbar content.
    public var body: Never { return bodyNeverCalled(Self.self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarTitleMenu where Content == EmptyView {
    /// Creates a toolbar title menu with the default commands.
    nonisolated public init() {
        self.content = EmptyView()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarTitleMenu: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(kind: "ToolbarTitleMenu", placement: .principal, view: content)]
    }
}

@available(*, unavailable)
extension ToolbarTitleMenu: Sendable {}
