/// Alerts and confirmation dialogs are presentations too: they take the presenting
/// context's one slot, and any button in them dismisses them after its action.

extension View {
    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(titleKey), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(titleKey), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(titleKey), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(titleKey), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        modifier(
            DialogContent.presentation(
                .alert, title: title, titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: title, titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: title, titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: title, titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(title), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(title), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(title), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents an alert when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asksToDelete) { Button("Delete", role: .destructive) { delete() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(title), titleVisibility: .visible, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue, actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: EmptyView?.none))
    }

    /// Presents a confirmation dialog when a given condition is true, using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asks) { Button("Sign Out", role: .destructive) { signOut() } }
    /// ```
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .confirmationDialog, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                when: isPresented.wrappedValue && data != nil, actions: data.map(actions), message: data.map(message)))
    }
}

/// What an alert or a confirmation dialog shows: its title, message and buttons. An alert
/// without buttons gets an OK button, as in SwiftUI.
struct DialogContent<Message: View, Actions: View> {
    let title: Text
    let titleVisibility: Visibility
    let message: Message?
    let actions: Actions?

    /// The presentation every `alert` and `confirmationDialog` overload makes.
    static func presentation(
        _ style: PresentationKind,
        title: Text,
        titleVisibility: Visibility,
        isPresented: Binding<Bool>,
        when isShown: Bool,
        actions: Actions?,
        message: Message?
    ) -> PresentationModifier<Bool, DialogContent> {
        PresentationModifier(
            style: style, request: isShown ? true : nil,
            identify: { AnyHashable($0) }, describe: { _ in title.content },
            clear: { isPresented.wrappedValue = false }, onDismiss: nil,
            content: { _ in
                DialogContent(title: title, titleVisibility: titleVisibility, message: message, actions: actions)
            }
        )
    }
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
