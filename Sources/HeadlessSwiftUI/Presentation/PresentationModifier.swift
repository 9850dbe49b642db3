/// The one mechanism behind `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog`: it asks its context to present when its binding is set, and dismisses
/// (a transition the host completes later) when it is cleared.
///
/// The rules are UIKit's, which SwiftUI on iOS inherits: a context presents one thing at a
/// time; a request while something is up or still dismissing fails with a warning and shows
/// nothing (and is not retried until the binding changes); a new item while presented is
/// dismissed first and presented after the transition.
struct PresentationModifier<Item, PresentedContent: View> {
    let style: PresentationKind
    let request: Item?
    let identify: (Item) -> AnyHashable
    let describe: (Item) -> String
    let clear: () -> Void
    let onDismiss: (() -> Void)?
    let content: (Item) -> PresentedContent
}

extension PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func update(node: ViewNode, content modified: any View) {
        let state = node.attachment { PresenterState() }
        state.onDismiss = onDismiss
        let context = node.environment.presentationContext ?? node.graph.rootPresentationContext
        let wantedID = request.map(identify)
        if wantedID == nil { state.failedID = nil }

        if let entry = state.entry {
            if entry.phase == .presented {
                if wantedID == nil || wantedID != entry.itemID {
                    // Cleared, or a different item: dismiss first; a new item is presented when
                    // the dismissal completes and this modifier updates again.
                    state.beginDismissal(of: entry, node: node)
                } else if let request {
                    state.presentedContent = content(request)
                }
            }
        } else if let request, let wantedID, wantedID != state.failedID {
            let summary = "\(style.name)(\(describe(request)))"
            if let busy = context.presented {
                let presenter = context.owner?.summary ?? "the root view"
                if busy.phase == .dismissing {
                    node.graph.warn("Attempt to present \(summary) on \(presenter) while a presentation is in progress (\(busy.summary) is being dismissed).")
                } else {
                    node.graph.warn("Attempt to present \(summary) on \(presenter) which is already presenting \(busy.summary).")
                }
                state.failedID = wantedID
            } else {
                let entry = PresentedEntry(style: style, itemID: wantedID, itemDescription: describe(request), parentContext: context)
                let clear = self.clear
                entry.dismissHandler = { [weak node, weak state, weak entry] in
                    guard let node, let state, let entry, entry.phase == .presented else { return }
                    clear()
                    state.beginDismissal(of: entry, node: node)
                }
                context.presented = entry
                node.graph.statistics.presentationsShown += 1
                state.entry = entry
                state.presentedContent = content(request)
            }
        }

        var slots = [ChildSlot(key: .content, view: modified, environment: node.environment)]
        let presentationKey = ChildKey.accessory("presentation")
        if let entry = state.entry, let presented = state.presentedContent {
            var values = node.environment
            values.presentationContext = entry.childContext
            values.presentationEntry = entry
            values.isPresentedValue = true
            values.dismissAction = DismissAction(target: ObjectIdentifier(entry)) { [weak entry] in entry?.dismiss() }
            if style == .alert || style == .confirmationDialog {
                values.buttonDismissesPresentation = DismissAction(target: ObjectIdentifier(entry)) { [weak entry] in entry?.dismiss() }
            }
            slots.append(ChildSlot(key: presentationKey, view: presented, environment: values))
        }
        node.offscreenChildren = [presentationKey]
        node.display = .transparent
        node.reconcile(slots)
        state.entry?.contentNode = node.child(presentationKey)
    }
}

/// What a presentation modifier remembers between updates.
@MainActor
final class PresenterState: NodeAttachment {
    var entry: PresentedEntry?
    var presentedContent: (any View)?
    /// A request that failed; not retried until the binding changes.
    var failedID: AnyHashable?
    var onDismiss: (() -> Void)?

    func beginDismissal(of entry: PresentedEntry, node: ViewNode) {
        guard entry.phase == .presented else { return }
        entry.phase = .dismissing
        node.graph.transitions.append { [weak self, weak node, weak entry] in
            guard let self, let entry else { return }
            self.completeDismissal(of: entry, node: node)
        }
    }

    private func completeDismissal(of entry: PresentedEntry, node: ViewNode?) {
        guard self.entry === entry else { return }
        if entry.parentContext.presented === entry {
            entry.parentContext.presented = nil
        }
        self.entry = nil
        presentedContent = nil
        guard let node else { return }
        node.graph.statistics.dismissalsCompleted += 1
        node.invalidate()
        if let onDismiss {
            node.graph.enqueue(onDismiss)
        }
    }

    /// The presenting view went away: so does what it presented.
    package func nodeWillTearDown(_ node: ViewNode) {
        if let entry, entry.parentContext.presented === entry {
            entry.parentContext.presented = nil
        }
        entry = nil
        presentedContent = nil
    }
}

struct ButtonDismissesPresentationKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Inside an alert or confirmation dialog, every button also dismisses it.
    package var buttonDismissesPresentation: DismissAction? {
        get { self[ButtonDismissesPresentationKey.self] }
        set { self[ButtonDismissesPresentationKey.self] = newValue }
    }
}

/// A readable name for a presented item: its id, or the type for `isPresented:` forms.
func describeItem<Item>(_ item: Item) -> String {
    if let identifiable = item as? any Identifiable {
        return String(describing: identifiable.id)
    }
    return String(describing: item)
}
