/// Alerts and confirmation dialogs are presentations too: they take the presenting
/// context's one slot, and any button in them dismisses them after its action.

extension View {
    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .alert, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: .visible, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(titleKey)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = title
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let actionsView: A? = actions()
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actionsView: A? = actions()
        let messageView: M? = message()
        let request: Bool? = isPresented.wrappedValue ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: EmptyView? = nil
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let actionsView: A? = data.map { actions($0) }
        let messageView: M? = data.map { message($0) }
        let request: Bool? = isPresented.wrappedValue && data != nil ? true : nil
        let titleText = Text(title)
        return modifier(PresentationModifier(
            style: .confirmationDialog, request: request,
            identify: { AnyHashable($0) }, describe: { _ in titleText.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in DialogContent(title: titleText, titleVisibility: titleVisibility, message: messageView, actions: actionsView) }
        ))
    }
}

/// What an alert or a confirmation dialog shows: its title, message and buttons. An alert
/// without buttons gets an OK button, as in SwiftUI.
struct DialogContent<Message: View, Actions: View> {
    let title: Text
    let titleVisibility: Visibility
    let message: Message?
    let actions: Actions?
}

extension DialogContent: View {
    var body: some View {
        VStack {
            if titleVisibility != .hidden { title }
            if let message { message }
            if Actions.self == EmptyView.self {
                Button("OK") {}
            } else if let actions {
                actions
            }
        }
    }
}
