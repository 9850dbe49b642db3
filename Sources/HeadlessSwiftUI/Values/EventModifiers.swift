/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s", modifiers: [.command, .shift])
/// ```
@frozen public struct EventModifiers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    @available(iOS, deprecated: 15.0, message: "Function modifier is reserved for system applications")
    @available(macOS, deprecated: 12.0, message: "Function modifier is reserved for system applications")
    @available(tvOS, deprecated: 15.0, message: "Function modifier is reserved for system applications")
    @available(watchOS, deprecated: 8.0, message: "Function modifier is reserved for system applications")
    @available(visionOS, deprecated: 1.0, message: "Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

extension EventModifiers {
    /// `.command`, `[.command, .shift]`: as a call site writes it, for the text tree.
    package var headlessDescription: String {
        let names: [(EventModifiers, String)] = [
            (.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"),
            (.command, "command"), (.numericPad, "numericPad"), (EventModifiers(rawValue: 1 << 6), "function"),
        ]
        let present = names.filter { contains($0.0) }.map { "." + $0.1 }
        return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
    }
}
