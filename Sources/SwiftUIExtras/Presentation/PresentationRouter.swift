#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// Feeds the coordinator with binding changes, SwiftUI's writes and completed dismissals, and
/// renders its decision through SwiftUI's own presentation modifiers, two per kind. (Several
/// presentation modifiers chained on one view work from iOS 14.5 on; before, only the last
/// did: johnpatrickmorgan/NStack#12. Our deployment target is iOS 17.)
///
/// Each kind has two modifiers, two lanes, and consecutive entries take turns (by the parity
/// of their serial number). A lane has at most one entry on screen, so its events are about
/// that entry:
/// - its binding written to nil: SwiftUI dismissed it (a swipe, a tap outside, `dismiss()`);
/// - `onDismiss` (sheet, cover), or the content's `onDisappear` (popover, which has no
///   `onDismiss`; the content names its own entry): the dismissal completed.
/// Either may come first; the coordinator handles both orders. The two lanes matter when the
/// next entry is of the same kind and SwiftUI's write for the last one comes late (after its
/// completion, or after the app had already moved on): the write lands on the last entry's
/// lane and cannot be taken for a dismissal of the entry now up on the other.
struct PresentationRouter<Item: Identifiable, PresentedContent: View>: ViewModifier {
    typealias Coordinator = PresentationCoordinator<PresentationKey<Item.ID>, Item>

    @Binding var item: Item?
    let style: (Item) -> PresentationStyle
    let onDismiss: ((Item) -> Void)?
    let pushTarget: PushTarget
    /// Told when a presented item is up (a while after its content appeared): what a flow
    /// waits for before it presents from it in turn.
    var onPresented: ((Item) -> Void)? = nil
    let content: (Binding<Item>) -> PresentedContent

    @State private var coordinator = Coordinator()
    /// The latest value the binding held for each entry on screen, for `onDismiss`.
    @State private var latest = LatestValues<PresentationKey<Item.ID>, Item>()
    @Environment(\.runtimeWarning) private var runtimeWarning

    func body(content host: Content) -> some View {
        if let item { latest.remember(item, for: key(item)) }
        // The popover on screen, shown or leaving: its anchor stays while it animates away.
        let popover = coordinator.onScreen.flatMap { $0.key.kind == .popover ? style(freshItem(for: $0)) : nil }
        // The alert or dialog on screen, shown or leaving (its text stays while it animates
        // away), read once: each lane's modifier takes it when the entry is its own.
        let onScreenDialog = coordinator.onScreen.flatMap {
            $0.key.kind.hasContentEvents ? nil : style(freshItem(for: $0)).dialog
        }
        func dialog(_ kind: PresentationStyle.Kind, lane: Int) -> DialogSpec? {
            onScreen(kind, lane: lane) == nil ? nil : onScreenDialog
        }
        return
            host
            // The wait for what concerns nothing on screen (a presentation that did not appear,
            // a dismissal whose content left without its completion) runs here, in the
            // presenter; the rest runs in the presented content, which is on screen.
            .background { watch(inContent: false) }
            .sheet(
                item: slot(.sheet, lane: 0), onDismiss: { dismissalCompleted(.sheet, lane: 0) }, content: sheetContent
            )
            .sheet(
                item: slot(.sheet, lane: 1), onDismiss: { dismissalCompleted(.sheet, lane: 1) }, content: sheetContent
            )
            // macOS has no full-screen cover (`@available(macOS, unavailable)`); HEADLESS_MACOS
            // is the stand-in's macOS profile, so this branch compiles on Linux too.
            #if !os(macOS) && !HEADLESS_MACOS
                .fullScreenCover(
                    item: slot(.fullScreenCover, lane: 0), onDismiss: { dismissalCompleted(.fullScreenCover, lane: 0) },
                    content: coverContent
                )
                .fullScreenCover(
                    item: slot(.fullScreenCover, lane: 1), onDismiss: { dismissalCompleted(.fullScreenCover, lane: 1) },
                    content: coverContent)
            #endif
            // tvOS and watchOS have no popover (`@available(tvOS, unavailable)`). Only one
            // popover is on screen at a time, so its anchor serves both lanes.
            #if !os(tvOS) && !os(watchOS) && !HEADLESS_TVOS && !HEADLESS_WATCHOS
                .popover(
                    item: slot(.popover, lane: 0), attachmentAnchor: popover?.attachmentAnchor ?? .rect(.bounds),
                    arrowEdge: Self.arrowEdge(popover), content: popoverContent
                )
                .popover(
                    item: slot(.popover, lane: 1), attachmentAnchor: popover?.attachmentAnchor ?? .rect(.bounds),
                    arrowEdge: Self.arrowEdge(popover), content: popoverContent)
            #endif
            // An alert and a confirmation dialog, as data: their buttons are UIKit's, not views,
            // so they report nothing; their arrival and leaving are timed.
            .alert(
                Self.title(of: dialog(.alert, lane: 0)), isPresented: dialogShown(.alert, lane: 0),
                presenting: dialog(.alert, lane: 0), actions: Self.dialogButtons, message: Self.dialogMessage
            )
            .alert(
                Self.title(of: dialog(.alert, lane: 1)), isPresented: dialogShown(.alert, lane: 1),
                presenting: dialog(.alert, lane: 1), actions: Self.dialogButtons, message: Self.dialogMessage
            )
            .confirmationDialog(
                Self.title(of: dialog(.confirmationDialog, lane: 0)),
                isPresented: dialogShown(.confirmationDialog, lane: 0),
                titleVisibility: dialog(.confirmationDialog, lane: 0)?.titleVisibility ?? .automatic,
                presenting: dialog(.confirmationDialog, lane: 0), actions: Self.dialogButtons,
                message: Self.dialogMessage
            )
            .confirmationDialog(
                Self.title(of: dialog(.confirmationDialog, lane: 1)),
                isPresented: dialogShown(.confirmationDialog, lane: 1),
                titleVisibility: dialog(.confirmationDialog, lane: 1)?.titleVisibility ?? .automatic,
                presenting: dialog(.confirmationDialog, lane: 1), actions: Self.dialogButtons,
                message: Self.dialogMessage
            )
            // A pushed item goes onto the enclosing stack, where the call site says there is
            // one. One lane: the pop is over when SwiftUI writes nil (the user went back) or
            // when the content leaves after the app asked for the pop, so no late write can
            // be taken for the next item's.
            .modifier(PushDestinationOption(target: pushTarget, item: pushSlot, destination: pushContent))
            // The binding as it is when the view appears, then each change. Not
            // `onChange(initial: true)`: an item the app sets in the same frame (from an
            // `onAppear`) would run the action twice in one frame, which SwiftUI reports
            // ("onChange(of:) action tried to update multiple times per frame."). A request
            // for what is already asked changes nothing, so a second appearance is harmless.
            .onAppear { request(item.map(key)) }
            .onChange(of: item.map(key)) { _, newKey in request(newKey) }
    }

    /// The binding asks for `newKey` (nil: nothing).
    private func request(_ newKey: PresentationKey<Item.ID>?) {
        guard newKey?.kind != .push || pushTarget == .enclosingStack else {
            // Nowhere to push: shown as nothing, as SwiftUI ignores a misplaced destination,
            // and said so.
            if let newKey { runtimeWarning(Self.pushesOffWarning(newKey)) }
            apply(coordinator.request(nil, payload: nil))
            return
        }
        apply(
            coordinator.request(
                newKey, payload: item, animatesIn: newKey?.kind != .push,
                hasContentEvents: newKey?.kind.hasContentEvents ?? true))
    }

    #if compiler(>=6.1)
        /// The popover's arrow edge, nil for the system's choice: the SDKs of Swift 6.1 (Xcode
        /// 16.3) on declare `arrowEdge: Edge? = nil` (the iOS 26.2 and macOS 15.5 SDKs do;
        /// their inlined body passes nil on from iOS 18.1); the iOS 17.4 SDK declares
        /// `Edge = .top`. Guarded at 6.1 to be safe with Xcode 16.1 and 16.2.
        static func arrowEdge(_ popover: PresentationStyle?) -> Edge? { popover?.arrowEdge }
    #else
        /// Older SDKs take a non-optional edge: nil is given as `.top`, SwiftUI's default there.
        static func arrowEdge(_ popover: PresentationStyle?) -> Edge { popover?.arrowEdge ?? .top }
    #endif

    /// What the library says when it recovers from an event iOS did not deliver.
    static func recoveryWarning(_ key: PresentationKey<Item.ID>, _ recovery: Coordinator.Recovery) -> String {
        let seconds = PresentationTiming.timeout
        return switch recovery {
        case .presentingAgain:
            "present(item:): \(key) did not appear within \(seconds) s (iOS refused or lost the presentation); presenting it again."
        case .gaveUp:
            "present(item:): \(key) did not appear after \(Coordinator.maximumAttempts) attempts; nothing is shown, and the binding is cleared to match."
        case .dismissingAgain:
            "present(item:): \(key) is still on screen \(seconds) s after its dismissal was asked for (iOS refused it); dismissing it again."
        case .completedWithoutEvent:
            "present(item:): the dismissal of \(key) did not report its end within \(seconds) s; it is taken as ended."
        }
    }

    static func pushesOffWarning(_ key: PresentationKey<Item.ID>) -> String {
        "present(item:) was asked to push \(key), but pushes are off at this call site, so nothing is shown. Pass `pushingOnto: .enclosingStack` where the view is inside a NavigationStack and outside lazy containers."
    }

    private func key(_ item: Item) -> PresentationKey<Item.ID> {
        PresentationKey(id: item.id, kind: style(item).platformKind)
    }

    /// The binding's current value when it is still this entry (fresher data), else the latest
    /// value it held for it.
    private func freshItem(for entry: Coordinator.Entry) -> Item {
        if let item, key(item) == entry.key { return item }
        return latest.value(for: entry.key) ?? entry.payload
    }

    /// The content for an entry, with a binding to its item that writes through while the
    /// app's binding still holds it.
    private func presented(_ entry: Coordinator.Entry) -> PresentedContent {
        content(
            Binding(
                get: { freshItem(for: entry) },
                set: { newValue in
                    guard let current = item, key(current) == entry.key else { return }
                    item = newValue
                }
            ))
    }

    /// The entry of `kind` in `lane`, shown or leaving.
    private func onScreen(_ kind: PresentationStyle.Kind, lane: Int) -> Coordinator.Entry? {
        coordinator.onScreen.flatMap { $0.key.kind == kind && $0.serial % 2 == lane ? $0 : nil }
    }

    /// What the modifier of `kind` in `lane` presents: the shown entry when it is its own.
    private func slot(_ kind: PresentationStyle.Kind, lane: Int) -> Binding<PresentationSlot<Item>?> {
        Binding(
            get: {
                guard let shown = coordinator.shown, shown.key.kind == kind, shown.serial % 2 == lane else {
                    return nil
                }
                return PresentationSlot(entry: shown)
            },
            set: { newValue in
                // SwiftUI writes nil when it dismissed the presentation itself.
                guard newValue == nil, let entry = onScreen(kind, lane: lane) else { return }
                apply(coordinator.systemDismissed(entry.key))
            }
        )
    }

    private static func title(of dialog: DialogSpec?) -> Text {
        Text(verbatim: dialog?.title ?? "")
    }

    /// Whether the alert or dialog of `kind` in `lane` is presented.
    private func dialogShown(_ kind: PresentationStyle.Kind, lane: Int) -> Binding<Bool> {
        Binding(
            get: {
                guard let shown = coordinator.shown else { return false }
                return shown.key.kind == kind && shown.serial % 2 == lane
            },
            set: { isShown in
                // SwiftUI writes false when a button was tapped (after its action) or, for a
                // dialog, when the user tapped outside it.
                guard !isShown, let entry = onScreen(kind, lane: lane) else { return }
                apply(coordinator.systemDismissed(entry.key))
            })
    }

    /// An alert's or dialog's buttons; with none, SwiftUI's OK, which only dismisses.
    @ViewBuilder private static func dialogButtons(_ dialog: DialogSpec) -> some View {
        if dialog.buttons.isEmpty {
            Button("OK", role: .cancel) {}
        } else {
            ForEach(dialog.buttons.indices, id: \.self) { index in
                let button = dialog.buttons[index]
                Button(button.label, role: button.role.map(ButtonRole.init), action: button.perform)
            }
        }
    }

    @ViewBuilder private static func dialogMessage(_ dialog: DialogSpec) -> some View {
        if let message = dialog.message { Text(verbatim: message) }
    }

    /// What `navigationDestination(item:)` pushes: the shown entry when it is a push.
    private var pushSlot: Binding<PresentationSlot<Item>?> {
        Binding(
            get: {
                guard let shown = coordinator.shown, shown.key.kind == .push else { return nil }
                return PresentationSlot(entry: shown)
            },
            set: { newValue in
                // SwiftUI writes nil when the user went back (the back button, a swipe,
                // `dismiss()` in the pushed screen). The screen is popped then; that the next
                // presentation need not wait for the end of the pop's animation is an
                // assumption (a presentation comes from the presenting view controller, not
                // from the navigation controller's transition).
                guard newValue == nil, let entry = coordinator.onScreen, entry.key.kind == .push else { return }
                apply(coordinator.systemDismissed(entry.key))
                apply(coordinator.dismissalCompleted(entry.key))
            }
        )
    }

    private func pushContent(_ slot: PresentationSlot<Item>) -> some View {
        // A pushed view also disappears when another is pushed above it (Apple,
        // `onDisappear(perform:)`: "the action closure doesn't execute until the view
        // disappears from the interface"), so only a disappearance after the app asked for
        // the pop ends it.
        presented(slot.entry, disappearanceEndsDismissal: true)
    }

    /// `onDismiss` of the modifier of `kind` in `lane`.
    private func dismissalCompleted(_ kind: PresentationStyle.Kind, lane: Int) {
        guard let entry = onScreen(kind, lane: lane) else { return }
        apply(coordinator.dismissalCompleted(entry.key))
    }

    private func sheetContent(_ slot: PresentationSlot<Item>) -> some View {
        presented(slot.entry, disappearanceEndsDismissal: false)
            .modifier(SheetOptions(style: style(freshItem(for: slot.entry))))
    }

    private func coverContent(_ slot: PresentationSlot<Item>) -> some View {
        presented(slot.entry, disappearanceEndsDismissal: false)
    }

    private func popoverContent(_ slot: PresentationSlot<Item>) -> some View {
        // `popover` has no onDismiss; its content leaving the screen is the end of the
        // dismissal ("the action closure doesn't execute until the view disappears from the
        // interface", Apple, `onDisappear(perform:)`), once one is under way: a full-screen
        // cover presented from the popover hides it too. The content names its entry.
        presented(slot.entry, disappearanceEndsDismissal: true)
            .modifier(PopoverOptions(adaptation: style(freshItem(for: slot.entry)).compactAdaptation))
    }

    /// The content of an entry on screen, which reports its appearances and disappearances,
    /// and runs the waits that concern it while it is on screen.
    private func presented(_ entry: Coordinator.Entry, disappearanceEndsDismissal: Bool) -> some View {
        let key = entry.key
        let attempt = entry.attempt
        return presented(entry)
            .background { watch(inContent: true, of: key) }
            .onAppear { coordinator.contentAppeared(key, attempt: attempt) }
            .onDisappear {
                apply(coordinator.contentDisappeared(key, attempt: attempt, endsDismissal: disappearanceEndsDismissal))
            }
    }

    /// A timer for what the coordinator waits for, where it runs: in the presented content of
    /// `key` while it is on screen, else in the presenter. The end of a dismissal is also timed
    /// in the presenter, which is on screen again as soon as the dismissal starts: the content
    /// may be gone without having said so (its `onDisappear` lost), and its timer with it.
    /// Where both run, the first to fire moves the expectation on and the other's is stale.
    @ViewBuilder private func watch(inContent: Bool, of key: PresentationKey<Item.ID>? = nil) -> some View {
        if let expectation = coordinator.expectation,
            inContent
                ? (coordinator.onScreen?.key == key && coordinator.isContentVisible)
                : (!coordinator.isContentVisible || expectation.isDismissal)
        {
            switch expectation {
            case .settling(let key):
                ElapsedTimeTrigger(delay: PresentationTiming.settleDelay) { apply(coordinator.settled(key)) }
                    .id(expectation)
            case .leaving(let key):
                ElapsedTimeTrigger(delay: PresentationTiming.settleDelay) { apply(coordinator.left(key)) }
                    .id(expectation)
            case .appearance, .dismissal:
                ElapsedTimeTrigger(delay: PresentationTiming.timeout) { apply(coordinator.timedOut(expectation)) }
                    .id(expectation)
            }
        }
    }

    private func apply(_ effects: [Coordinator.Effect]) {
        for effect in effects {
            switch effect {
            case .clearBinding(let entry):
                if let current = item, key(current) == entry.key {
                    item = nil
                }
            case .dismissed(let entry):
                let value = latest.take(for: entry.key) ?? entry.payload
                latest.keepOnly(coordinator.onScreen.map { [$0.key] } ?? [])
                onDismiss?(value)
            case .presented(let entry):
                for warning in SheetOptions.warnings(for: style(freshItem(for: entry))) {
                    runtimeWarning(warning)
                }
            case .becameUp(let entry):
                onPresented?(freshItem(for: entry))
            case .recovered(let entry, let recovery):
                runtimeWarning(Self.recoveryWarning(entry.key, recovery))
            }
        }
    }
}

/// `navigationDestination(item:)` where the call site opted into pushes, and nothing
/// otherwise: a destination outside a stack or in a lazy container is a console warning.
private struct PushDestinationOption<Item: Hashable, Destination: View>: ViewModifier {
    let target: PushTarget
    let item: Binding<Item?>
    let destination: (Item) -> Destination

    func body(content: Content) -> some View {
        switch target.kind {
        case .enclosingStack: content.navigationDestination(item: item, destination: destination)
        case .none: content
        }
    }
}

/// The latest value seen for each key. A reference held in `@State`: writing it while the
/// body runs changes no state SwiftUI tracks.
final class LatestValues<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]

    func remember(_ value: Value, for key: Key) { values[key] = value }
    func value(for key: Key) -> Value? { values[key] }
    func take(for key: Key) -> Value? { values.removeValue(forKey: key) }
    /// Forgets the values of keys that are no longer on screen or requested.
    func keepOnly(_ keys: Set<Key>) {
        values = values.filter { keys.contains($0.key) }
    }
}

extension ButtonRole {
    /// SwiftUI's role for an ``AlertButtonRole``.
    init(_ role: AlertButtonRole) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
