/// How the stand-in delivers presentation events where iOS documents no single order. The
/// host picks one (`ViewHost.PresentationBehavior`), and tests run the library under each.
///
/// What is documented, and modelled the same way in every order:
/// - A presentation is a transition in: UIKit's `present(_:animated:completion:)` runs its
///   completion "after the presentation finishes" (Apple, UIViewController). The presented
///   content is in the graph from the start (its `onAppear` runs before the first frame), and
///   it is fully presented, able to be swiped away or to present in turn, when the transition
///   ends (the host's `settle()`).
/// - A dismissal is a transition; the presentation is gone when it ends, and only then can
///   the presenter present again (UIKit: `dismiss(animated:completion:)` runs its completion
///   "after the view controller is dismissed").
/// - `onDismiss` runs when the dismissal ends: swift-navigation#238 shows it printed between
///   one sheet's dismissal and the next one's presentation; FlowStacks#69 reports it "pretty
///   late" after a swipe.
/// - The presented content's `onDisappear` runs when it has left the screen, at the end of the
///   transition, not at its start: "the action closure doesn't execute until the view
///   disappears from the interface" (Apple, `onDisappear(perform:)`).
/// - A programmatic dismissal (the app sets the binding) writes nothing back.
///
/// What is not documented, and so varies:
/// - When SwiftUI writes nil/false to the binding after a dismissal it performs itself (a
///   swipe, a tap outside a popover, `dismiss()`): FlowStacks#69 reports "at the very end",
///   Apple's "Modal presentations" article only that SwiftUI "can reset the underlying value
///   when the user dismisses". Modelled: at the start, or at the end in any order.
/// - The order of the end-of-transition events (binding write, `onDisappear`, `onDismiss`).
/// - A second request while a presentation is up or leaving (see `PresentationCollision`).
/// - A request from presented content while its own presentation is still animating in (see
///   `PresentingInRequest`).
package struct PresentationEventOrder: Hashable, Sendable {
    /// One event at the end of a dismissal transition.
    package enum EndEvent: Hashable, Sendable, CaseIterable {
        /// SwiftUI writes nil/false to the presenting binding (dismissals it performs).
        case bindingWrite
        /// The presented content leaves the graph: its `onDisappear` actions run.
        case contentDisappears
        /// The presentation's `onDismiss` closure runs.
        case onDismiss
    }

    /// Whether SwiftUI writes the binding when a dismissal it performs starts (else at the end,
    /// where `endOrder` places it).
    package var writesBindingAtStart: Bool
    /// The end-of-transition events, in the order they are delivered.
    package var endOrder: [EndEvent]
    /// A request while the context presents something.
    package var whilePresented: PresentationCollision
    /// A request while the context's presentation is being dismissed.
    package var whileDismissing: PresentationCollision
    /// A request from presented content whose own presentation is still animating in.
    package var whilePresentingIn: PresentingInRequest
    /// The height a sheet's detents resolve against (UIKit's `maximumDetentValue`: the sheet's
    /// height within the safe area).
    package var sheetContainerHeight: Double

    /// The default container: an iPhone 15's 852-point screen (Apple's Human Interface
    /// Guidelines, "Layout", device sizes) less a 59-point top inset. The inset is this
    /// model's assumption, not a documented figure; it only decides the order of a fixed
    /// `.height` against a fraction within a few points of it.
    package static let defaultSheetContainerHeight: Double = 793

    package init(
        writesBindingAtStart: Bool = false,
        endOrder: [EndEvent] = [.bindingWrite, .contentDisappears, .onDismiss],
        whilePresented: PresentationCollision = .refuse,
        whileDismissing: PresentationCollision = .refuse,
        whilePresentingIn: PresentingInRequest = .refuse,
        sheetContainerHeight: Double = PresentationEventOrder.defaultSheetContainerHeight
    ) {
        // Loops, not two sets: every host makes an order.
        precondition(
            endOrder.count == EndEvent.allCases.count && EndEvent.allCases.allSatisfy(endOrder.contains),
            "endOrder lists each end event once")
        self.writesBindingAtStart = writesBindingAtStart
        self.endOrder = endOrder
        self.whilePresented = whilePresented
        self.whileDismissing = whileDismissing
        self.whilePresentingIn = whilePresentingIn
        self.sheetContainerHeight = sheetContainerHeight
    }
}

/// What a presentation request does while its context is busy. Reports differ by case and
/// OS version, so each is modelled:
package enum PresentationCollision: Hashable, Sendable, CaseIterable {
    /// UIKit refuses: "Attempt to present … which is already presenting …" or "… while a
    /// presentation is in progress" (joogps/SlideOverCard#6 and aheze/Popovers#11 quote the
    /// console, from SwiftUI hosting controllers presented through those libraries); the
    /// request is never shown, and the binding keeps saying it should be (aheze/Popovers#11:
    /// "nothing happens"), until it changes.
    case refuse
    /// SwiftUI queues it: "Currently, only presenting a single sheet is supported. The next
    /// sheet will be presented when the currently presented sheet gets dismissed." (SwiftUI's
    /// console, quoted from a plain SwiftUI app in subconsciousnetwork/subconscious#900).
    case queue
    /// Queued, then shown in the style of the presentation it waited for. Reported only
    /// through wrappers (pointfreeco/swift-composable-architecture#2413: a full-screen cover
    /// after a sheet "is not showing the full screen cover in full screen"): for plain SwiftUI
    /// an assumption, played so the library is right under it too.
    case queueInPreviousStyle
}

/// What a request does while a presentation animates in: one from its content (the
/// presenter is itself mid-transition), or the dismissal of the presentation itself. UIKit
/// refuses a presentation while one is in progress and logs "Attempt to present … while a
/// presentation is in progress" (aheze/Popovers#11, nathantannar4/Transmission#103), and a
/// dismissal with "Trying to dismiss the presentation controller while transitioning
/// already." (swift-composable-architecture#3779, iOS 26); whether SwiftUI holds the request
/// until the transition ends is not documented, so both are modelled.
package enum PresentingInRequest: Hashable, Sendable, CaseIterable {
    /// Refused with UIKit's warning: a presentation is not shown until its binding changes,
    /// a dismissal is not tried again until the binding changes again.
    case refuse
    /// Held until the transition ends, then performed.
    case waitUntilPresented
}
