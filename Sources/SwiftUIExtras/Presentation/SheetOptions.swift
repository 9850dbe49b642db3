#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// Applies the options a sheet style sets, and only those: an option the style leaves nil is
/// not written, so the app's own `presentationDetents`, `presentationDragIndicator` and
/// `interactiveDismissDisabled` inside the content stay in force. (SwiftUI documents no
/// precedence between values set at several levels of one sheet, so the library never sets
/// one the app did not ask it to.)
///
/// The options ride on a view beside the content, in its background, never around it: which
/// options are set is a branch there, so the content's structural identity, and its `@State`,
/// stay while an option comes or goes. Any view of the presented content sets them: Apple,
/// `presentationDetents(_:)`, "Sets the available detents for the enclosing sheet";
/// `interactiveDismissDisabled(_:)`, "prevent nonprogrammatic dismissal of the containing
/// view hierarchy when presented in a sheet or popover"
/// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:),
/// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)).
struct SheetOptions: ViewModifier {
    let style: PresentationStyle

    func body(content: Content) -> some View {
        content.background {
            Color.clear
                .modifier(DetentOption(detents: style.detents ?? [], selection: style.detentSelection))
                .modifier(DragIndicatorOption(visibility: style.dragIndicator))
                .modifier(InteractiveDismissOption(isDisabled: style.interactiveDismissDisabled))
        }
    }

    /// What SwiftUI documents as a misuse: a selection that is not one of the detents
    /// ("Ensure that the value matches one of the detents that you provide for the `detents`
    /// parameter", Apple, `presentationDetents(_:selection:)`).
    static func warnings(for style: PresentationStyle) -> [String] {
        guard style.platformKind == .sheet, let detents = style.detents, !detents.isEmpty,
            let selection = style.detentSelection?.wrappedValue, !detents.contains(selection)
        else { return [] }
        return [
            "The sheet's detent selection \(selection) is not one of its detents \(detents.sorted { "\($0)" < "\($1)" }); SwiftUI requires it to match one of them."
        ]
    }
}

/// `presentationDetents`, with the app's selection when it keeps one and none otherwise (the
/// sheet then opens at its smallest detent, and the user's drags stay where they land). No
/// detents: SwiftUI's default, `.large` ("By default, sheets support the large detent").
private struct DetentOption: ViewModifier {
    let detents: Set<SheetDetent>
    let selection: Binding<SheetDetent>?

    func body(content: Content) -> some View {
        if detents.isEmpty {
            content
        } else if let selection {
            content.presentationDetents(
                Set(detents.map(\.presentationDetent)),
                selection: Binding(
                    get: { selection.wrappedValue.presentationDetent },
                    set: { newValue in
                        if let match = detents.first(where: { $0.presentationDetent == newValue }) {
                            selection.wrappedValue = match
                        }
                    }
                ))
        } else {
            content.presentationDetents(Set(detents.map(\.presentationDetent)))
        }
    }
}

private struct DragIndicatorOption: ViewModifier {
    let visibility: Visibility?

    func body(content: Content) -> some View {
        if let visibility {
            content.presentationDragIndicator(visibility)
        } else {
            content
        }
    }
}

private struct InteractiveDismissOption: ViewModifier {
    let isDisabled: Bool?

    func body(content: Content) -> some View {
        if let isDisabled {
            content.interactiveDismissDisabled(isDisabled)
        } else {
            content
        }
    }
}

/// What a popover becomes in a horizontally compact size class
/// (`presentationCompactAdaptation(_:)`, iOS 16.4); the automatic adaptation writes nothing.
/// Like `SheetOptions`, on a view beside the content, so the content keeps its identity while
/// the adaptation changes.
struct PopoverOptions: ViewModifier {
    let adaptation: PopoverCompactAdaptation

    func body(content: Content) -> some View {
        content.background {
            switch adaptation.kind {
            case .automatic:
                EmptyView()
            case .popover:
                Color.clear.presentationCompactAdaptation(.popover)
            case .sheet(let detents, let dragIndicator):
                Color.clear
                    .presentationCompactAdaptation(.sheet)
                    .modifier(DetentOption(detents: detents, selection: nil))
                    .modifier(DragIndicatorOption(visibility: dragIndicator))
            }
        }
    }
}
