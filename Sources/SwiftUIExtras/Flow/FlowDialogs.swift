#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// The alerts and confirmation dialogs of a ``FlowStack``: the content its `alert` closure
/// gives a route's screen, and where its buttons' actions go, with the app's action type
/// erased.
///
/// A button's action runs once its route is gone from the routes, so that the action edits
/// the flow under the alert: a `dismiss()` there dismisses the sheet the alert was shown
/// from, not the alert. SwiftUI runs a button's action and then dismisses the alert (Apple,
/// `alert(_:isPresented:actions:)`: "All actions in an alert dismiss the alert after the
/// action runs"), so the flow takes the route away first itself.
struct FlowDialogs<Screen> {
    private let content: (Screen) -> ErasedContent?

    /// The content with its actions bound: given the step that removes the route, the style.
    private struct ErasedContent {
        let style: (RouteStyle, _ removeRoute: @escaping @MainActor () -> Void) -> PresentationStyle
    }

    init<Action>(content: @escaping (Screen) -> AlertContent<Action>?, action: @escaping @MainActor (Action) -> Void) {
        self.content = { screen in
            content(screen).map { content in
                ErasedContent { style, removeRoute in
                    let send: @MainActor (Action) -> Void = { value in
                        removeRoute()
                        action(value)
                    }
                    return if case .confirmationDialog(let titleVisibility) = style {
                        .confirmationDialog(content, titleVisibility: titleVisibility, action: send)
                    } else {
                        .alert(content, action: send)
                    }
                }
            }
        }
    }

    /// Whether the flow has content for `screen` as an alert or a dialog.
    func hasContent(for screen: Screen) -> Bool { content(screen) != nil }

    /// The `present(item:)` style of an alert or dialog route, its buttons' actions after
    /// `removeRoute`; nil without content.
    func style(for route: Route<Screen>, removeRoute: @escaping @MainActor () -> Void) -> PresentationStyle? {
        content(route.screen)?.style(route.style, removeRoute)
    }
}
