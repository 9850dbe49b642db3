/// An action that dismisses a presentation.
///
/// Read it from the environment; inside a sheet it dismisses the sheet, inside a pushed
/// navigation destination it pops it:
/// ```swift
/// struct SheetContents: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct DismissAction {
    // Not isolated, so that `PresentationMode.isPresented` (nonisolated in the SDK) can read
    // whether there is an action; the runtime calls it on the main actor only.
    nonisolated(unsafe) package let action: (() -> Void)?
    /// What the action dismisses, for comparing two actions.
    nonisolated(unsafe) package let target: AnyHashable?

    nonisolated package init(target: AnyHashable?, action: (() -> Void)?) {
        self.target = target
        self.action = action
    }

    /// Dismisses the view if it is currently presented.
    ///
    /// Outside a presentation or a pushed destination it does nothing, as in SwiftUI.
    @MainActor @preconcurrency
    public func callAsFunction() {
        action?()
    }
}

extension DismissAction: RuntimeComparable {
    nonisolated package func runtimeEquals(_ other: Any) -> Bool {
        (other as? DismissAction)?.target == target
    }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(target: nil, action: nil) }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }

    package var dismissAction: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
