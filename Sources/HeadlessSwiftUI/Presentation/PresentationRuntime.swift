/// How a presentation is shown: the modifier that asked for it.
package enum PresentationKind {
    case sheet
    case fullScreenCover
    case popover(attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?)
    case alert
    case confirmationDialog

    /// An alert or a confirmation dialog: its buttons dismiss it.
    var isDialog: Bool {
        switch self {
        case .alert, .confirmationDialog: true
        case .sheet, .fullScreenCover, .popover: false
        }
    }

    package var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        }
    }
}

/// Something that presents: the root, or presented content (which can present in turn).
/// Like a UIKit view controller, it presents one thing at a time.
@MainActor
package final class PresentationContext {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    /// What this context presents now, also while it is being dismissed.
    @exclusivity(unchecked) package internal(set) var presented: PresentedEntry?
    /// The entry this context belongs to; nil for the root.
    package private(set) weak var owner: PresentedEntry?
    /// Presenters whose request was queued (`PresentationCollision.queue`): updated again
    /// when the context is free.
    @exclusivity(unchecked) var waiters: [WeakNode] = []
    /// The style of the presentation dismissed last, for `.queueInPreviousStyle`.
    @exclusivity(unchecked) var lastDismissedStyle: PresentationKind?

    init(owner: PresentedEntry?) {
        self.owner = owner
    }

    /// The presentation `entry` has gone: the context is free, and queued requests retry.
    func free(from entry: PresentedEntry) {
        guard presented === entry else { return }
        presented = nil
        lastDismissedStyle = entry.style
        wakeWaiters()
    }

    /// Queued or held requests retry: their presenters update again.
    func wakeWaiters() {
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter.node?.invalidate() }
    }
}

struct WeakNode {
    weak var node: ViewNode?
}

/// One presentation on screen: its style, the options its content set, and its phase.
@MainActor
package final class PresentedEntry {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    package enum Phase: Equatable {
        /// Animating in: its content is in the graph (its `onAppear` ran before the first
        /// frame), and the transition ends at the host's `settle()`.
        case presenting
        case presented
        case dismissing
    }

    /// How it is presented; a popover's anchor and arrow edge follow its modifier's updates.
    @exclusivity(unchecked) package internal(set) var style: PresentationKind
    /// The presented item's identity (`true` for the `isPresented:` forms).
    package let itemID: AnyHashable
    package let itemDescription: String
    @exclusivity(unchecked) package internal(set) var phase: Phase = .presenting
    package let parentContext: PresentationContext
    /// The context for what this content presents.
    package private(set) lazy var childContext = PresentationContext(owner: self)
    /// The root node of the presented content.
    package var contentNode: ViewNode? { keptContentNode ?? liveContentNode }
    weak var liveContentNode: ViewNode?
    /// The content, kept alive after its presenter went away until it is removed.
    @exclusivity(unchecked) var keptContentNode: ViewNode?
    /// A fault a test asked for in the content's `onAppear` actions as the presentation
    /// begins (set for the update that mounts the content), and in its `onDisappear` actions
    /// as the dismissal ends.
    @exclusivity(unchecked) package internal(set) var appearanceFault: PresentationFaultKind?
    @exclusivity(unchecked) package internal(set) var disappearanceFault: PresentationFaultKind?
    /// Whether it is a full-screen cover that is up: the presenter's views are off screen.
    @exclusivity(unchecked) package internal(set) var coversPresenter = false

    // Options the content sets with presentation modifiers.
    @exclusivity(unchecked) package internal(set) var detents: Set<PresentationDetent> = []
    /// Whether the content called `presentationDetents` (possibly with an empty set).
    @exclusivity(unchecked) package internal(set) var declaresDetents = false
    /// The detents the sheet offers: the declared ones, or `.large` where none were given.
    /// UIKit's `detents` "must contain at least one element" and defaults to `[.large()]`
    /// (Apple, `UISheetPresentationController.detents`); "by default, sheets support the
    /// large detent" (Apple, `presentationDetents(_:)`). An empty declared set resolving to
    /// `.large` too is an assumption: SwiftUI documents nothing for it.
    package var effectiveDetents: Set<PresentationDetent> { detents.isEmpty ? [.large] : detents }
    @exclusivity(unchecked) package internal(set) var selectedDetent: PresentationDetent?
    @exclusivity(unchecked) var detentSelection: Binding<PresentationDetent>?
    @exclusivity(unchecked) package internal(set) var dragIndicator: Visibility = .automatic
    @exclusivity(unchecked) package internal(set) var interactiveDismissDisabled = false
    /// `presentationCompactAdaptation(horizontal:vertical:)`, as set by the content.
    @exclusivity(unchecked) package internal(set) var compactAdaptation:
        (horizontal: PresentationAdaptation.Kind, vertical: PresentationAdaptation.Kind) = (.automatic, .automatic)
    /// `presentationBackground`, described (a style, or `view` for the view form); nil: the
    /// system background.
    @exclusivity(unchecked) package internal(set) var background: String?
    /// `presentationCornerRadius`; nil: the system's radius.
    @exclusivity(unchecked) package internal(set) var cornerRadius: CGFloat?
    /// `presentationBackgroundInteraction`, described; nil: `.automatic`.
    @exclusivity(unchecked) package internal(set) var backgroundInteraction: String?
    /// `presentationContentInteraction`, described; nil: `.automatic`.
    @exclusivity(unchecked) package internal(set) var contentInteraction: String?
    /// The option modifiers alive in the content, by writer: what each sets, how deep it is,
    /// and when it first wrote.
    @exclusivity(unchecked)
    private var optionWriters: [ObjectIdentifier: (option: PresentationOption.Option, depth: Int, serial: Int)] = [:]
    @exclusivity(unchecked) private var optionWrites = 0

    /// Records what a live option modifier sets, and resolves that setting again.
    func setOption(_ option: PresentationOption.Option, writtenBy writer: ObjectIdentifier, depth: Int) {
        let serial = optionWriters[writer]?.serial ?? optionWrites
        optionWrites += 1
        optionWriters[writer] = (option, depth, serial)
        resolve(option.setting)
    }

    /// Forgets an option modifier whose view went away: its setting falls back to the
    /// modifiers still in the content, or to the default.
    func removeOption(writtenBy writer: ObjectIdentifier) {
        guard let removed = optionWriters.removeValue(forKey: writer) else { return }
        resolve(removed.option.setting)
    }

    /// One setting from the modifiers that set it. Which of several modifiers that set one
    /// option at once wins SwiftUI does not document; here the innermost (the deepest, then
    /// the first to write), an assumption: the library never sets an option the app set too
    /// (`SheetOptions`), and its tests hold nothing of two at once.
    private func resolve(_ setting: PresentationOption.Option.Setting) {
        let winner = optionWriters.values.filter { $0.option.setting == setting }
            .max { ($0.depth, -$0.serial) < ($1.depth, -$1.serial) }
        if let winner {
            winner.option.apply(to: self)
            return
        }
        switch setting {
        case .detents:
            detents = []
            declaresDetents = false
            detentSelection = nil
            selectedDetent = nil
        case .dragIndicator: dragIndicator = .automatic
        case .interactiveDismissDisabled: interactiveDismissDisabled = false
        case .compactAdaptation: compactAdaptation = (.automatic, .automatic)
        case .background: background = nil
        case .cornerRadius: cornerRadius = nil
        case .backgroundInteraction: backgroundInteraction = nil
        case .contentInteraction: contentInteraction = nil
        }
    }

    /// The presenter's size classes, which decide how the presentation adapts.
    @exclusivity(unchecked) package internal(set) var horizontalSizeClass: UserInterfaceSizeClass?
    @exclusivity(unchecked) package internal(set) var verticalSizeClass: UserInterfaceSizeClass?
    /// The height detents resolve against.
    package let containerHeight: Double

    /// Clears the presenting binding and starts the dismissal.
    @exclusivity(unchecked) var dismissHandler: () -> Void = {}
    /// Ends the transition in (at the host's `settle()`, or before a user's touch, which
    /// cannot land until the presentation is up).
    @exclusivity(unchecked) package internal(set) var finishPresenting: () -> Void = {}

    init(
        style: PresentationKind, itemID: AnyHashable, itemDescription: String, parentContext: PresentationContext,
        containerHeight: Double
    ) {
        self.containerHeight = containerHeight
        self.style = style
        self.itemID = itemID
        self.itemDescription = itemDescription
        self.parentContext = parentContext
    }

    /// How the presentation looks once adapted to the presenter's size classes (Apple,
    /// `presentationCompactAdaptation(horizontal:vertical:)`): by default "a popover
    /// presentation over a horizontally-compact view uses a sheet appearance" and "a sheet
    /// presentation over a vertically-compact view uses a full-screen-cover appearance"; "in a
    /// size class that is both horizontally and vertically compact, SwiftUI uses the
    /// verticalAdaptation value".
    package var appearance: PresentationKind {
        switch style {
        case .sheet, .popover: break
        case .fullScreenCover, .alert, .confirmationDialog: return style
        }
        let verticallyCompact = verticalSizeClass == .compact
        let choice: PresentationAdaptation.Kind
        if verticallyCompact {
            choice = compactAdaptation.vertical
        } else if horizontalSizeClass == .compact {
            choice = compactAdaptation.horizontal
        } else {
            return style
        }
        switch choice {
        case .automatic:
            if case .popover = style { return verticallyCompact ? .fullScreenCover : .sheet }
            return verticallyCompact ? .fullScreenCover : style
        case .none, .popover:
            return style
        case .sheet:
            return .sheet
        case .fullScreenCover:
            return .fullScreenCover
        }
    }

    /// `style(item)`, as warnings and the text tree spell it.
    package var summary: String { "\(style.name)(\(itemDescription))" }

    /// Dismisses as the app would (`dismiss()`, setting the binding): always allowed.
    package func dismiss() {
        dismissHandler()
    }

    /// A user's swipe-down: refused when the content disabled interactive dismissal, and for
    /// full-screen covers and alerts, which cannot be swiped away.
    @discardableResult
    package func dismissInteractively() -> Bool {
        guard phase == .presented, !interactiveDismissDisabled else { return false }
        switch style {
        case .sheet, .popover, .confirmationDialog:
            dismissHandler()
            return true
        case .fullScreenCover, .alert:
            return false
        }
    }

    /// A user's drag to another detent.
    package func select(detent: PresentationDetent) {
        selectedDetent = detent
        detentSelection?.wrappedValue = detent
    }
}

extension ViewGraph {
    /// The root's presentation context.
    package var rootPresentationContext: PresentationContext {
        if let existing = rootContextStorage { return existing }
        let context = PresentationContext(owner: nil)
        rootContextStorage = context
        return context
    }

    /// The presented stack, bottom to top.
    package var presentedEntries: [PresentedEntry] {
        var entries: [PresentedEntry] = []
        var context: PresentationContext? = rootPresentationContext
        while let current = context, let entry = current.presented {
            entries.append(entry)
            context = entry.childContext
        }
        return entries
    }
}

struct PresentationContextKey: EnvironmentKey {
    static var defaultValue: PresentationContext? { nil }
}

struct PresentationEntryKey: EnvironmentKey {
    static var defaultValue: PresentedEntry? { nil }
}

struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The context presentations made from here go to (nil: the root's).
    package var presentationContext: PresentationContext? {
        get { self[PresentationContextKey.self] }
        set { self[PresentationContextKey.self] = newValue }
    }

    /// The presentation this view is inside, which presentation options apply to.
    package var presentationEntry: PresentedEntry? {
        get { self[PresentationEntryKey.self] }
        set { self[PresentationEntryKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented.
    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }

    package var isPresentedValue: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// A presentation modifier's field, compared case by case (no `Mirror`, which asks conformance
/// questions of its own the first time per type, and boxes each payload in every update).
extension PresentationKind: RuntimeComparable {
    package func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? PresentationKind else { return false }
        switch (self, other) {
        case (.sheet, .sheet), (.fullScreenCover, .fullScreenCover), (.alert, .alert),
            (.confirmationDialog, .confirmationDialog):
            return true
        case (.popover(let anchor, let edge), .popover(let otherAnchor, let otherEdge)):
            return edge == otherEdge && runtimeEqual(anchor, otherAnchor)
        default:
            return false
        }
    }
}
