import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    /// The roles the runtime knows about.
    package enum Kind: Hashable, Sendable {
        case destructive
        case cancel
    }

    package var kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(kind: .destructive)

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)

    /// Indicates whether two button roles are equal.
    public static func == (lhs: ButtonRole, rhs: ButtonRole) -> Bool {
        lhs.kind == rhs.kind
    }

    /// The value as a Swift developer writes it: `.destructive`.
    package var headlessDescription: String {
        switch kind {
        case .destructive: return ".destructive"
        case .cancel: return ".cancel"
        }
    }
}
