import Foundation

extension View {
    /// Adds a context menu to a view: a long press opens it, showing its items over the view;
    /// choosing an item runs its action and closes the menu.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Duplicate") { duplicate(note) }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View
    where MenuItems: View {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: EmptyView?.none))
    }

    /// Adds a context menu with a custom preview: a long press shows the preview and the items.
    ///
    /// ```swift
    /// PhotoThumbnail(photo)
    ///     .contextMenu {
    ///         Button("Share") { share(photo) }
    ///     } preview: {
    ///         PhotoView(photo)
    ///     }
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
    @available(watchOS, unavailable)
    nonisolated public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    where M: View, P: View {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: preview()))
    }

    /// Adds a context menu, or none when `contextMenu` is nil.
    ///
    /// ```swift
    /// Text("Row").contextMenu(isEditable ? ContextMenu { Button("Edit") {} } : nil)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    nonisolated public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View
    where MenuItems: View {
        modifier(ContextMenuModifier(menuItems: contextMenu?.menuItems, preview: EmptyView?.none))
    }
}

/// A container for views that you present as menu items in a context menu.
///
/// ```swift
/// Text("Row").contextMenu(ContextMenu { Button("Edit") {} })
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(tvOS, unavailable)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems> where MenuItems: View {
    let menuItems: MenuItems

    /// Creates a context menu from its items.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

@available(*, unavailable)
extension ContextMenu: Sendable {}

/// A context menu on its view: closed, the view with a long press that opens it (alongside
/// the view's own gestures); open, the preview and the items over the view, where a button runs
/// its action and closes the menu (UIKit's context menu interaction dismisses after an action).
/// The half-second press is the stand-in's assumption (Apple documents no duration).
nonisolated struct ContextMenuModifier<MenuItems: View, Preview: View>: ViewModifier {
    let menuItems: MenuItems?
    let preview: Preview?
    @State private var isOpen = false

    nonisolated init(menuItems: MenuItems?, preview: Preview?) {
        self.menuItems = menuItems
        self.preview = preview
    }

    func body(content: Content) -> some View {
        if let menuItems {
            content
                .modifier(AttributeModifier(isOpen ? "contextMenu(open)" : "contextMenu"))
                .simultaneousGesture(LongPressGesture(duration: 0.5, distance: 10).onEnded { _ in isOpen = true })
                .overlay(alignment: .top) {
                    if isOpen {
                        VStack(alignment: .leading, spacing: 0) {
                            if let preview { preview }
                            menuItems
                        }
                        .environment(
                            \.buttonDismissesPresentation, DismissAction(target: "contextMenu") { isOpen = false })
                    }
                }
        } else {
            content
        }
    }
}
