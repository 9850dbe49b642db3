/// An alert or a confirmation dialog as data: its title, its message, and its buttons, each
/// with a role and an action that is a value (as swift-navigation's `AlertState<Action>` has
/// them), so the item that asks for it can stay `Codable` and `Equatable`.
///
/// ```swift
/// enum Destination: Identifiable, Presentable {
///     case editor(Coin), deleteConfirmation(Coin)
///     var id: String { ... }
///     var presentationStyle: PresentationStyle {
///         switch self {
///         case .editor: .sheet
///         case .deleteConfirmation(let coin):
///             .alert(AlertContent(
///                 title: "Delete \(coin.name)?",
///                 message: "Its history goes too.",
///                 buttons: [.destructive("Delete", action: .delete(coin.id)), .cancel("Keep")]
///             )) { action in store.send(action) }
///         }
///     }
/// }
/// ```
public struct AlertContent<Action> {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in order. With none, SwiftUI shows an OK button that only dismisses.
    public var buttons: [AlertButton<Action>]

    /// An alert or dialog with `title`, an optional `message`, and `buttons`.
    ///
    /// ```swift
    /// AlertContent(title: "Sign out?", buttons: [.destructive("Sign Out", action: .signOut), .cancel("Cancel")])
    /// ```
    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One button of an ``AlertContent``: its label, its role, and the action value it sends
/// (nil: it only dismisses).
///
/// ```swift
/// AlertButton("Retry", action: .retry)
/// .destructive("Delete", action: .delete(id))
/// .cancel("Cancel")
/// ```
public struct AlertButton<Action> {
    /// The label.
    public var label: String
    /// The role (SwiftUI styles a destructive button red, and places and bolds a cancel one).
    public var role: AlertButtonRole?
    /// What tapping it sends; nil only dismisses.
    public var action: Action?

    /// A button labelled `label`, with `role`, sending `action`.
    ///
    /// ```swift
    /// AlertButton("Retry", action: .retry)
    /// ```
    public init(_ label: String, role: AlertButtonRole? = nil, action: Action? = nil) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// A cancel button.
    ///
    /// ```swift
    /// .cancel("Keep")
    /// ```
    public static func cancel(_ label: String, action: Action? = nil) -> AlertButton {
        AlertButton(label, role: .cancel, action: action)
    }

    /// A destructive button.
    ///
    /// ```swift
    /// .destructive("Delete", action: .delete(id))
    /// ```
    public static func destructive(_ label: String, action: Action? = nil) -> AlertButton {
        AlertButton(label, role: .destructive, action: action)
    }
}

/// The role of an ``AlertButton``: SwiftUI's `ButtonRole`, as a value that can be saved.
///
/// ```swift
/// AlertButton("Delete", role: .destructive, action: .delete(id))
/// ```
public enum AlertButtonRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// Cancels: SwiftUI places it apart, and a tap outside a dialog chooses it.
    case cancel
    /// Deletes or removes data.
    case destructive
}

extension AlertContent: Equatable where Action: Equatable {}
extension AlertContent: Hashable where Action: Hashable {}
extension AlertContent: Sendable where Action: Sendable {}
extension AlertContent: Codable where Action: Codable {}
extension AlertButton: Equatable where Action: Equatable {}
extension AlertButton: Hashable where Action: Hashable {}
extension AlertButton: Sendable where Action: Sendable {}
extension AlertButton: Codable where Action: Codable {}
