// Keyboard shortcuts on iOS work with a hardware keyboard. Apple, `keyboardShortcut(_:modifiers:)`:
// "Pressing the control's shortcut while the control is anywhere in the frontmost window or
// scene ... is equivalent to direct interaction with the control to perform its primary action."
// "The target of a keyboard shortcut is resolved in a leading-to-trailing, depth-first traversal
// ... If multiple controls are associated with the same shortcut, the first one found is used."
// `ViewHost.press(_:modifiers:)` plays the key press.

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to interact with your app.
///
/// ```swift
/// Button("Done") { save() }.keyboardShortcut(.defaultAction)
/// ```
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Sendable {
    /// The standard keyboard shortcut for the default button, consisting of the Return key and
    /// no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
    /// prompt, consisting of the Escape key and no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent that the user presses in conjunction with any specified modifier keys
    /// to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to activate
    /// the shortcut.
    public var modifiers: EventModifiers

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    ///
    /// ```swift
    /// KeyboardShortcut("n", modifiers: [.command, .shift])
    /// ```
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension KeyboardShortcut: Hashable {
    /// Whether two shortcuts have the same key and modifiers.
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key.character == rhs.key.character && lhs.modifiers.rawValue == rhs.modifiers.rawValue
    }

    /// Hashes the key and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key.character)
        hasher.combine(modifiers.rawValue)
    }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    ///
    /// ```swift
    /// Button("Open") { open() }.keyboardShortcut("o", modifiers: .command)
    /// ```
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    ///
    /// ```swift
    /// Button("Send") { send() }.keyboardShortcut(.defaultAction)
    /// ```
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutWriter(shortcut: shortcut))
    }

    /// Assigns an optional keyboard shortcut to the modified control; `nil` removes the one in
    /// effect.
    ///
    /// ```swift
    /// Button("Send") { send() }.keyboardShortcut(isDefault ? .defaultAction : nil)
    /// ```
    @available(iOS 15.4, macOS 12.3, *)
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutWriter(shortcut: shortcut))
    }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment will be triggered with.
    ///
    /// ```swift
    /// let isDefault = environment.keyboardShortcut == .defaultAction
    /// ```
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutKey.self] }
}

// The runtime's side, unavailable with the API under the tvOS and watchOS profiles (an
// unavailable declaration may use only unavailable ones).
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
extension EnvironmentValues {
    /// The shortcut a control below takes (`keyboardShortcut(_:)`), written by the modifier.
    package var controlKeyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

/// `keyboardShortcut(_:)`: the shortcut goes to the controls below through the environment.
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable, message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
struct KeyboardShortcutWriter: ViewModifier {
    let shortcut: KeyboardShortcut?

    func body(content: Content) -> some View {
        content.modifier(
            EnvironmentWriter(
                attribute: shortcut.map {
                    "keyboardShortcut(\($0.key.headlessDescription), modifiers: \($0.modifiers.headlessDescription))"
                } ?? "keyboardShortcut(nil)",
                token: shortcut.map { AnyHashable($0) } as Any
            ) { $0.controlKeyboardShortcut = shortcut })
    }
}
