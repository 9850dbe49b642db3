import HeadlessSwiftUI

extension ViewHost {
    /// How the host delivers presentation events where iOS documents no single order, so a
    /// test can run under each plausible one instead of the stand-in's one guess.
    ///
    /// ```swift
    /// @Test(arguments: ViewHost.PresentationBehavior.all)
    /// func switchesFromSheetToCover(behavior: ViewHost.PresentationBehavior) throws {
    ///     let host = ViewHost(Profile(), presentationBehavior: behavior)
    ///     // ...
    /// }
    /// ```
    ///
    /// Fixed in every behaviour (documented): a presentation and a dismissal are transitions
    /// that `settle()` completes; `onDismiss` and the content's `onDisappear` run at its end; a programmatic
    /// dismissal writes nothing back to the binding. Sources are in
    /// `HeadlessSwiftUI/Presentation/PresentationEventOrder.swift`.
    public struct PresentationBehavior: Hashable, Sendable, CustomStringConvertible {
        /// When SwiftUI writes nil/false to the presenting binding after a dismissal it
        /// performs (a swipe, a tap outside a popover, `dismiss()` inside).
        public enum BindingWrite: Hashable, Sendable, CaseIterable {
            /// As the dismissal starts.
            case atStart
            /// When the transition ends, where `endOrder` places it (FlowStacks#69: "at the
            /// very end").
            case atEnd
        }

        /// An event at the end of a dismissal transition.
        public enum EndEvent: Hashable, Sendable, CaseIterable {
            /// SwiftUI's write to the binding (when `bindingWrite` is `.atEnd`).
            case bindingWrite
            /// The presented content's `onDisappear` actions.
            case onDisappear
            /// The presentation's `onDismiss`.
            case onDismiss
        }

        /// What a presentation request does while its presenter is busy.
        public enum Collision: Hashable, Sendable, CaseIterable {
            /// Refused with UIKit's warning, never shown, not retried until the binding changes.
            case refuse
            /// Queued with SwiftUI's "only presenting a single sheet is supported" warning,
            /// shown once the presenter is free.
            case queue
            /// Queued, then shown in the style of the presentation it waited for
            /// (swift-composable-architecture#2413).
            case queueInPreviousStyle
        }

        /// What a request does while a presentation is still animating in: one from its
        /// content (an `onAppear` that presents the next level), or its own dismissal.
        public enum PresentingInRequest: Hashable, Sendable, CaseIterable {
            /// Refused with UIKit's warning ("… while a presentation is in progress", "Trying
            /// to dismiss the presentation controller while transitioning already."): a
            /// presentation is not shown until its binding changes, a dismissal not tried again
            /// until the binding changes again.
            case refuse
            /// Held until the transition ends, then performed.
            case waitUntilPresented
        }

        public var bindingWrite: BindingWrite
        /// The end-of-transition events in delivery order; each appears once.
        public var endOrder: [EndEvent]
        /// A request while something is presented.
        public var whilePresented: Collision
        /// A request while a presentation is being dismissed.
        public var whileDismissing: Collision
        /// A request from presented content, or a dismissal, while a presentation animates in.
        public var whilePresentingIn: PresentingInRequest

        /// Creates a behaviour; the defaults follow the most-reported order: the binding is
        /// written at the end, then the content disappears, then `onDismiss` runs, and UIKit
        /// refuses a second request, also one made while a presentation animates in.
        ///
        /// ```swift
        /// ViewHost.PresentationBehavior(bindingWrite: .atStart, whileDismissing: .queue)
        /// ```
        public init(
            bindingWrite: BindingWrite = .atEnd,
            endOrder: [EndEvent] = [.bindingWrite, .onDisappear, .onDismiss],
            whilePresented: Collision = .refuse,
            whileDismissing: Collision = .refuse,
            whilePresentingIn: PresentingInRequest = .refuse
        ) {
            precondition(
                Set(endOrder) == Set(EndEvent.allCases) && endOrder.count == EndEvent.allCases.count,
                "endOrder lists each end event once")
            self.bindingWrite = bindingWrite
            self.endOrder = endOrder
            self.whilePresented = whilePresented
            self.whileDismissing = whileDismissing
            self.whilePresentingIn = whilePresentingIn
        }

        /// The default: binding written at the end, then `onDisappear`, then `onDismiss`;
        /// second requests refused.
        public static let `default` = PresentationBehavior()

        /// Every distinct event order (the binding written at the start, with the two orders
        /// of `onDisappear` and `onDismiss`; or at the end, in each of the six orders of the
        /// three end events), with the default collisions: 8 behaviours.
        public static var allEventOrders: [PresentationBehavior] {
            let endOrders = permutations(EndEvent.allCases)
            let atStart = endOrders.filter { $0.first == .bindingWrite }
                .map { PresentationBehavior(bindingWrite: .atStart, endOrder: $0) }
            let atEnd = endOrders.map { PresentationBehavior(bindingWrite: .atEnd, endOrder: $0) }
            return atStart + atEnd
        }

        /// Every event order with every collision behaviour, while up, while leaving and while
        /// animating in: 8 × 3 × 3 × 2 = 144 behaviours.
        public static var all: [PresentationBehavior] {
            allEventOrders.flatMap { order in
                Collision.allCases.flatMap { whilePresented in
                    Collision.allCases.flatMap { whileDismissing in
                        PresentingInRequest.allCases.map { whilePresentingIn in
                            var behavior = order
                            behavior.whilePresented = whilePresented
                            behavior.whileDismissing = whileDismissing
                            behavior.whilePresentingIn = whilePresentingIn
                            return behavior
                        }
                    }
                }
            }
        }

        /// `write@end[bindingWrite, onDisappear, onDismiss] up:refuse leaving:queue in:refuse`.
        public var description: String {
            let events = endOrder.filter { bindingWrite == .atEnd || $0 != .bindingWrite }
            return
                "write@\(bindingWrite == .atStart ? "start" : "end")[\(events.map { "\($0)" }.joined(separator: ", "))] up:\(whilePresented) leaving:\(whileDismissing) in:\(whilePresentingIn)"
        }

        var eventOrder: PresentationEventOrder {
            PresentationEventOrder(
                writesBindingAtStart: bindingWrite == .atStart,
                endOrder: endOrder.map { event in
                    switch event {
                    case .bindingWrite: .bindingWrite
                    case .onDisappear: .contentDisappears
                    case .onDismiss: .onDismiss
                    }
                },
                whilePresented: whilePresented.collision,
                whileDismissing: whileDismissing.collision,
                whilePresentingIn: whilePresentingIn == .refuse ? .refuse : .waitUntilPresented
            )
        }
    }
}

extension ViewHost.PresentationBehavior.Collision {
    var collision: PresentationCollision {
        switch self {
        case .refuse: .refuse
        case .queue: .queue
        case .queueInPreviousStyle: .queueInPreviousStyle
        }
    }
}

private func permutations<Element>(_ elements: [Element]) -> [[Element]] {
    guard elements.count > 1 else { return [elements] }
    return elements.indices.flatMap { index in
        var rest = elements
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
    }
}
