/// What makes a screen the same screen while its value changes: the `id` of an
/// `Identifiable` screen; else, for an enum, its case (a case without a payload is its
/// value); else the value itself. See ``Route`` for the rule as users read it.
///
/// The case of an enum is read from its `Mirror`: a case with a payload reflects as one
/// child labelled with the case's name; a case without one has no children, and being the
/// only value of its case, it is its own identity. A type with a custom mirror
/// (`CustomReflectable`) does not reflect as an enum and is compared by value.
///
/// The identity includes the screen's dynamic type, and a screen in an `AnyHashable` (a flow
/// of screens of several types) is read through to its base: an `id` or a case of one type is
/// never another type's.
struct ScreenIdentity: Hashable {
    private enum Base: Hashable {
        /// An `Identifiable` screen's `id`.
        case id(AnyHashable)
        /// An enum case with a payload, by name.
        case enumCase(String)
        /// Any other screen: the value.
        case value(AnyHashable)
    }

    private let base: Base
    private let type: ObjectIdentifier

    init<Screen: Hashable>(_ screen: Screen) {
        // `AnyHashable(_:)` of an `AnyHashable` is that value, so its base is the screen's own.
        let value = AnyHashable(screen).base
        type = ObjectIdentifier(Swift.type(of: value))
        if let identifiable = value as? any Identifiable {
            base = .id(Self.id(of: identifiable))
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let name = mirror.children.first?.label {
            base = .enumCase(name)
        } else {
            base = .value(AnyHashable(screen))
        }
    }

    private static func id<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
}
