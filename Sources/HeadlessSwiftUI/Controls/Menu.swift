import Foundation

/// A control for presenting a menu of actions.
///
/// A tap on its label opens the menu: its content joins the screen, and a button in it runs its
/// action and closes the menu (assumption: iOS's behaviour for menus of buttons, which Apple's
/// `Menu` page shows without stating). A menu with a `primaryAction` runs that action on a tap
/// ("The action to perform on primary interaction with the menu",
/// https://developer.apple.com/documentation/swiftui/menu/init(content:label:primaryaction:));
/// its menu then opens on a secondary gesture, a long press on iOS (assumption, not modelled by
/// the host). The text tree shows `Menu(open)` with the content below while it is open.
///
/// ```swift
/// Menu("Sort") {
///     Button("Name") { order = .name }
///     Button("Date") { order = .date }
/// }
/// ```
@available(tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a custom label and a primary action.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }

    nonisolated init(label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }
}

@available(tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a primary action that generates its label from a localized string
    /// key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu with a primary action that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(label: Text(title), content: content(), primaryAction: primaryAction)
    }
}

@available(tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(
            label: HeadlessSwiftUI.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: HeadlessSwiftUI.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }
}

@available(tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

/// Whether a menu is open, kept on its node.
@MainActor
final class MenuState {
    var isOpen = false
}

@available(tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let state = node.attachment { MenuState() }
        node.output.display = .element("Menu", attributes: state.isOpen ? ["open"] : [])
        node.output.isTapEnabled = node.environment.isEnabled
        node.output.tapAction = { [weak node] in
            if let primaryAction {
                primaryAction()
            } else {
                state.isOpen.toggle()
                node?.invalidate()
            }
        }
        var slots = [ChildSlot(key: .index(0), view: label, environment: node.environment)]
        // The items are the menu's, all shown when it opens, whatever container it is in.
        node.markLazyRowsBoundary()
        if state.isOpen {
            // A button in the menu closes it after its action, as a dialog's buttons do.
            var values = node.environment
            values.buttonDismissesPresentation = DismissAction(target: ObjectIdentifier(state)) { [weak node] in
                state.isOpen = false
                node?.invalidate()
            }
            slots.append(ChildSlot(key: .index(1), view: content, environment: values))
        }
        node.reconcile(slots)
    }
}

@available(*, unavailable)
extension Menu: Sendable {}
