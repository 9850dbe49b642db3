import Foundation

/// A representation of an alert presentation (deprecated: use `alert(_:isPresented:actions:)`).
///
/// The stand-in shows it as the modern alert does: its title, message and buttons, each
/// button dismissing the alert after its action. With no button, the alert shows one "OK"
/// button, as the modern alert with no actions does.
///
/// ```swift
/// .alert(isPresented: $showsThanks) {
///     Alert(title: Text("Thanks"), message: Text(email), dismissButton: .default(Text("OK")))
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:actions:) instead.")
@available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "use `View.alert(title:isPresented:actions:) instead."
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:actions:) instead."
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:actions:) instead."
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:actions:) instead."
)
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    nonisolated public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    nonisolated public init(
        title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
    ) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// Creates a side-by-side button alert (watchOS only, as in SwiftUI).
    #if !HEADLESS_WATCHOS
        @available(*, unavailable, message: "SwiftUI has it on watchOS only")
    #endif
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public static func sideBySideButtons(
        title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
    ) -> Alert {
        Alert(title: title, message: message, primaryButton: primaryButton, secondaryButton: secondaryButton)
    }

    /// A button representing an operation of an alert presentation.
    ///
    /// ```swift
    /// .destructive(Text("Delete")) { delete() }
    /// ```
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        nonisolated public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        nonisolated public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a system-provided label
        /// ("Cancel").
        nonisolated public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        nonisolated public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

@available(*, unavailable)
extension Alert: Sendable {}

@available(*, unavailable)
extension Alert.Button: Sendable {}

/// A storage type for an action sheet presentation (deprecated: use
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
///
/// ```swift
/// .actionSheet(isPresented: $asksForPhoto) {
///     ActionSheet(title: Text("Photo"), buttons: [.default(Text("Camera")) { openCamera() }, .cancel()])
/// }
/// ```
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(macOS, unavailable)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the provided buttons (a single "OK" button by default).
    nonisolated public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button
}

@available(*, unavailable)
extension ActionSheet: Sendable {}

/// The buttons of a legacy alert or action sheet, as the modern dialog's actions.
struct LegacyDialogButtons {
    let buttons: [Alert.Button]
}

extension LegacyDialogButtons: View {
    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            HeadlessSwiftUI.Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

extension View {
    /// Presents an alert to the user (deprecated: use `alert(_:isPresented:actions:message:)`).
    ///
    /// ```swift
    /// .alert(isPresented: $showsThanks) { Alert(title: Text("Thanks")) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(content().dialog.presentation(.alert, isPresented: isPresented))
    }

    /// Presents an alert for an item (deprecated: use `alert(_:isPresented:presenting:actions:)`).
    ///
    /// ```swift
    /// .alert(item: $failure) { failure in Alert(title: Text(failure.title)) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        modifier(legacyDialog(.alert, item: item, dialog: item.wrappedValue.map { content($0).dialog }))
    }

    /// Presents an action sheet (deprecated: use `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    ///
    /// ```swift
    /// .actionSheet(isPresented: $asksForPhoto) { ActionSheet(title: Text("Photo")) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        modifier(content().dialog.presentation(.confirmationDialog, isPresented: isPresented))
    }

    /// Presents an action sheet for an item (deprecated: use
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`).
    ///
    /// ```swift
    /// .actionSheet(item: $photo) { photo in ActionSheet(title: Text(photo.name)) }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    nonisolated public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet)
        -> some View
    {
        modifier(legacyDialog(.confirmationDialog, item: item, dialog: item.wrappedValue.map { content($0).dialog }))
    }
}

extension Alert {
    /// What the alert shows: with no button, an "OK" button that dismisses it, as the modern
    /// `alert` with no actions does (assumption: Apple documents the default `dismissButton` of
    /// nil without saying what is shown; iOS shows "OK").
    nonisolated var dialog: LegacyDialog {
        LegacyDialog(title: title, message: message, buttons: buttons.isEmpty ? [.default(Text("OK"))] : buttons)
    }
}

extension ActionSheet {
    /// What the action sheet shows.
    nonisolated var dialog: LegacyDialog { LegacyDialog(title: title, message: message, buttons: buttons) }
}

/// The title, message and buttons a legacy alert or action sheet shows.
struct LegacyDialog {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// Shown while `isPresented` is true, as the modern dialogs are.
    nonisolated func presentation(_ style: PresentationKind, isPresented: Binding<Bool>)
        -> PresentationModifier<Bool, DialogContent<Text, LegacyDialogButtons>>
    {
        DialogContent.presentation(
            style, title: title, titleVisibility: .visible, isPresented: isPresented,
            when: isPresented.wrappedValue, actions: LegacyDialogButtons(buttons: buttons), message: message)
    }
}

/// A legacy dialog for an `Identifiable` item: shown while the item is set, presented again
/// for a new item's identity, and the item cleared when it is dismissed.
nonisolated private func legacyDialog<Item: Identifiable>(
    _ style: PresentationKind, item: Binding<Item?>, dialog: LegacyDialog?
) -> PresentationModifier<Item, DialogContent<Text, LegacyDialogButtons>> {
    PresentationModifier(
        style: style, request: item.wrappedValue,
        identify: { AnyHashable($0.id) }, describe: { _ in dialog?.title.content ?? "" },
        clear: { item.wrappedValue = nil }, onDismiss: nil,
        content: { _ in
            DialogContent(
                title: dialog?.title ?? Text(""), titleVisibility: .visible, message: dialog?.message,
                actions: LegacyDialogButtons(buttons: dialog?.buttons ?? []))
        })
}
