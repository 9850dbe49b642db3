import Foundation

extension View {
    /// Sets the presentation background of the enclosing sheet using a shape style.
    ///
    /// Recorded on the presentation (the host's presentation heading shows it).
    ///
    /// ```swift
    /// ShareOptions().presentationBackground(.thinMaterial)
    /// ```
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let description = shapeStyleDescription(style)
        return modifier(
            PresentationOption(
                attribute: "presentationBackground(\(description))", option: .background(description)))
    }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    ///
    /// The view lives behind the sheet's content, sized to it.
    ///
    /// ```swift
    /// ShareOptions().presentationBackground {
    ///     LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
    /// }
    /// ```
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            AccessoryModifier(
                placement: .background, label: "presentationBackground(alignment: \(alignment.headlessDescription))",
                alignment: alignment, accessory: content())
        )
        .modifier(PresentationOption(attribute: nil, option: .background("view")))
    }

    /// Requests that the presentation have a specific corner radius.
    ///
    /// ```swift
    /// QuickLook().presentationCornerRadius(24)
    /// ```
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(
            PresentationOption(
                attribute: "presentationCornerRadius(\(cornerRadius.map { HeadlessValueFormat.number($0) } ?? "nil"))",
                option: .cornerRadius(cornerRadius)))
    }

    /// Controls whether people can interact with the view behind a presentation.
    ///
    /// ```swift
    /// MapDetails()
    ///     .presentationDetents([.height(120), .medium, .large])
    ///     .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    /// ```
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View
    {
        modifier(
            PresentationOption(
                attribute: "presentationBackgroundInteraction(\(interaction.headlessDescription))",
                option: .backgroundInteraction(interaction)))
    }

    /// Configures the behavior of swipe gestures on a presentation.
    ///
    /// ```swift
    /// ResultsList().presentationContentInteraction(.scrolls)
    /// ```
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(
            PresentationOption(
                attribute: "presentationContentInteraction(\(behavior.headlessDescription))",
                option: .contentInteraction(behavior)))
    }
}

/// The kinds of interaction available to views behind a presentation.
///
/// ```swift
/// .presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Sendable {
    package enum Kind: Equatable, Sendable {
        case automatic
        case enabled(upThrough: PresentationDetent?)
        case disabled
    }

    package let kind: Kind

    /// The default background interaction for the presentation.
    public static var automatic: PresentationBackgroundInteraction { .init(kind: .automatic) }

    /// People can interact with the view behind a presentation.
    public static var enabled: PresentationBackgroundInteraction { .init(kind: .enabled(upThrough: nil)) }

    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(kind: .enabled(upThrough: detent))
    }

    /// People can't interact with the view behind a presentation.
    public static var disabled: PresentationBackgroundInteraction { .init(kind: .disabled) }

    var headlessDescription: String {
        switch kind {
        case .automatic: ".automatic"
        case .enabled(nil): ".enabled"
        case .enabled(let detent?): ".enabled(upThrough: \(detent.headlessDescription))"
        case .disabled: ".disabled"
        }
    }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
///
/// ```swift
/// .presentationContentInteraction(.resizes)
/// ```
public struct PresentationContentInteraction: Equatable, Sendable {
    package enum Kind: String, Sendable {
        case automatic, resizes, scrolls
    }

    package let kind: Kind

    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { .init(kind: .automatic) }

    /// A behavior that prioritizes resizing a presentation when swiping, rather than scrolling
    /// the content of the presentation.
    public static var resizes: PresentationContentInteraction { .init(kind: .resizes) }

    /// A behavior that prioritizes scrolling the content of a presentation when swiping,
    /// rather than resizing the presentation.
    public static var scrolls: PresentationContentInteraction { .init(kind: .scrolls) }

    var headlessDescription: String { ".\(kind.rawValue)" }
}

extension View {
    /// Presents an alert when an error is present.
    ///
    /// The alert's title is the error's `errorDescription` (Apple: "the system uses the
    /// error's `errorDescription` as the title").
    ///
    /// ```swift
    /// .alert(isPresented: $showsError, error: saveError) {
    ///     Button("OK") {}
    /// }
    /// ```
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(error?.errorDescription ?? ""), titleVisibility: .visible,
                isPresented: isPresented, when: isPresented.wrappedValue && error != nil, actions: actions(),
                message: EmptyView?.none))
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// ```swift
    /// .alert(isPresented: $showsError, error: saveError) { _ in
    ///     Button("Retry") { save() }
    /// } message: { error in
    ///     Text(error.recoverySuggestion ?? "")
    /// }
    /// ```
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        modifier(
            DialogContent.presentation(
                .alert, title: Text(error?.errorDescription ?? ""), titleVisibility: .visible,
                isPresented: isPresented, when: isPresented.wrappedValue && error != nil, actions: error.map(actions),
                message: error.map(message)))
    }
}
