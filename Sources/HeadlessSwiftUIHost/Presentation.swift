import HeadlessSwiftUI

extension ViewHost {
    /// One presented layer: a sheet, cover, popover, alert or dialog, with the options its
    /// content set and what it shows.
    public struct Presentation: CustomStringConvertible {
        /// How it is presented.
        public enum Style: Equatable, Sendable {
            case sheet
            case fullScreenCover
            case popover(arrowEdge: Edge?)
            case alert
            case confirmationDialog
        }

        /// How it is presented.
        public let style: Style
        /// Where a popover attaches to the view that presents it (nil for the other styles).
        ///
        /// ```swift
        /// if case .point(let point)? = host.presentations.first?.attachmentAnchor { #expect(point == .top) }
        /// ```
        public let attachmentAnchor: PopoverAttachmentAnchor?
        /// How it looks once adapted to the presenter's compact size classes: a popover on an
        /// iPhone appears as a sheet unless its content says otherwise
        /// (`presentationCompactAdaptation`).
        public let appearance: Style
        /// The presented item's id (or the content type for `isPresented:` forms).
        public let item: String
        /// Where a presentation's detents come from.
        public enum DetentSource: Equatable, Sendable {
            /// The content declared none: SwiftUI's default, `.large` ("by default, sheets
            /// support the large detent", Apple, `presentationDetents(_:)`).
            case systemDefault
            /// The content's `presentationDetents`.
            case presentationDetents
            /// The content passed an empty set, which UIKit does not accept ("this array must
            /// contain at least one element", Apple, `UISheetPresentationController.detents`):
            /// resolved as `.large`, an assumption.
            case emptyPresentationDetents
        }

        /// The detents it offers, as iOS resolves them: the content's, or `[.large]` where it
        /// declared none (see `detentSource`).
        public let detents: Set<PresentationDetent>
        /// Where `detents` came from.
        public let detentSource: DetentSource
        /// The detent it rests at.
        public let selectedDetent: PresentationDetent?
        /// The drag indicator's visibility.
        public let dragIndicator: Visibility
        /// Whether its content disabled interactive dismissal.
        public let isInteractiveDismissDisabled: Bool
        /// Whether it is still animating in: its content is there (its `onAppear` ran), but it
        /// takes no touches and cannot present until `settle()` ends the transition.
        public let isPresenting: Bool
        /// Whether its dismissal has started and waits for `settle()`.
        public let isDismissing: Bool
        /// What it shows.
        public let elements: [RenderedElement]
        /// The appearance options its content set (background, corner radius, interactions),
        /// as the heading shows them.
        let appearanceOptions: [String]

        /// Every `Text` string it shows, in order.
        public var texts: [String] { elements.flatMap(\.texts) }

        /// Whether some `Text` in it shows exactly `text`.
        public func contains(text: String) -> Bool { texts.contains(text) }

        /// A heading line with the presentation's attributes, then its content, indented.
        public var description: String {
            var attributes: [String] = []
            switch detentSource {
            case .systemDefault: break
            case .presentationDetents: attributes.append("detents: \(describeDetents(detents))")
            case .emptyPresentationDetents: attributes.append("detents: [] resolved as \(describeDetents(detents))")
            }
            if let attachmentAnchor, case let anchor = attachmentAnchor.headlessDescription, anchor != ".rect(.bounds)"
            {
                attributes.append("attachmentAnchor: \(anchor)")
            }
            if let selectedDetent, detents.count > 1 {
                attributes.append("selected: \(selectedDetent.headlessDescription)")
            }
            if dragIndicator != .automatic { attributes.append("dragIndicator: \(dragIndicator.headlessDescription)") }
            if isInteractiveDismissDisabled { attributes.append("interactiveDismissDisabled") }
            attributes.append(contentsOf: appearanceOptions)
            if appearance != style { attributes.append("appears as \(Self.name(of: appearance))") }
            if isPresenting { attributes.append("presenting") }
            if isDismissing { attributes.append("dismissing") }
            let heading =
                "── \(styleName)(\(item))" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]")
            return ([heading] + elements.flatMap { $0.lines(indent: 1) }).joined(separator: "\n")
        }

        @MainActor
        func lines(frames: Bool) -> [String] {
            let heading = description.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            return [heading] + elements.flatMap { $0.lines(indent: 1, frames: frames) }
        }

        var styleName: String { Self.name(of: style) }

        static func name(of style: Style) -> String {
            switch style {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            case .popover(let edge?): "popover(arrowEdge: \(edge.headlessDescription))"
            case .popover(nil): "popover"
            case .alert: "alert"
            case .confirmationDialog: "confirmationDialog"
            }
        }

        @MainActor
        init(_ entry: PresentedEntry) {
            style = Self.style(of: entry.style)
            if case .popover(let anchor, _) = entry.style { attachmentAnchor = anchor } else { attachmentAnchor = nil }
            appearance = Self.style(of: entry.appearance)
            item = entry.itemDescription
            detents = entry.effectiveDetents
            detentSource =
                !entry.declaresDetents
                ? .systemDefault : entry.detents.isEmpty ? .emptyPresentationDetents : .presentationDetents
            selectedDetent = entry.selectedDetent
            dragIndicator = entry.dragIndicator
            isInteractiveDismissDisabled = entry.interactiveDismissDisabled
            isPresenting = entry.phase == .presenting
            isDismissing = entry.phase == .dismissing
            // `if let`s, not `map`s: a main-actor closure handed to the standard library checks
            // its executor at each call.
            var options: [String] = []
            if let background = entry.background { options.append("background: \(background)") }
            if let radius = entry.cornerRadius { options.append("cornerRadius: \(HeadlessValueFormat.number(radius))") }
            if let interaction = entry.backgroundInteraction { options.append("backgroundInteraction: \(interaction)") }
            if let interaction = entry.contentInteraction { options.append("contentInteraction: \(interaction)") }
            appearanceOptions = options
            if let content = entry.contentNode { elements = TreeRenderer.elements(of: content) } else { elements = [] }
        }

        static func style(of kind: PresentationKind) -> Style {
            switch kind {
            case .sheet: .sheet
            case .fullScreenCover: .fullScreenCover
            case .popover(_, let edge): .popover(arrowEdge: edge)
            case .alert: .alert
            case .confirmationDialog: .confirmationDialog
            }
        }
    }

    /// The presented stack, bottom to top, including presentations still being dismissed.
    public var presentations: [Presentation] {
        graph.settle()
        return graph.presentedEntries.map(Presentation.init)
    }

    /// A user's swipe-down on the top presentation, once the transitions on screen have ended
    /// (a finger cannot act during one). Returns false, and changes nothing, when nothing is
    /// presented, or when it refuses (dismissal disabled, a full-screen cover or alert, which
    /// cannot be swiped). The dismissal completes at `settle()`.
    @discardableResult
    public func dismiss() -> Bool {
        waitForTransitionsOnScreen()
        // A dismissal that could not end (a transition loop) takes no swipe either.
        let entries = graph.presentedEntries
        guard !entries.contains(where: { $0.phase == .dismissing }), let top = entries.last else { return false }
        let dismissed = top.dismissInteractively()
        graph.settle()
        return dismissed
    }

    /// Lets time pass until nothing is pending: every transition in flight (presentations
    /// animating in, dismissals) ends, `transitionDuration` after it began, with what it leads
    /// to (a presentation that waited for one); then the timelines on screen go on through
    /// their entries up to `settleHorizon` after the screen came to rest (`settle()` began, or
    /// the last transition ended), ending the transitions those start, and so on: a flow that
    /// waits a while after each level comes up reaches its last one. The clock stops at the
    /// last of these; with nothing pending it does not move. Timeline entries before a
    /// transition's end fire first, each its own update.
    ///
    /// ```swift
    /// try host.tap("Open")
    /// host.settle()
    /// #expect(host.presentations.last?.isPresenting == false)
    /// ```
    public func settle() {
        var horizon = now.addingTimeInterval(Self.settleHorizon)
        var rounds = 0
        var steps = 0
        while true {
            if endTransitionsInFlight() {
                horizon = max(horizon, now.addingTimeInterval(Self.settleHorizon))
                rounds += 1
                if rounds > 100 {
                    graph.warn("Transitions did not settle after 100 rounds.")
                    break
                }
                continue
            }
            guard passTimelineEntry(before: horizon, steps: &steps) else { break }
        }
    }

    /// A user's drag of the top sheet to another detent.
    public func selectDetent(_ detent: PresentationDetent) throws {
        waitForTransitionsOnScreen()
        guard let top = graph.presentedEntries.last(where: { $0.phase == .presented }) else {
            throw ViewHostError(description: "No presentation is up to drag to \(detent.headlessDescription).")
        }
        guard top.effectiveDetents.contains(detent) else {
            throw ViewHostError(
                description:
                    "\(top.summary) has no detent \(detent.headlessDescription); it has \(describeDetents(top.effectiveDetents))."
            )
        }
        graph.perform { top.select(detent: detent) }
    }

    /// The node the user sees on top: the top presented content (also while it animates in),
    /// else the root.
    var frontmostNode: ViewNode {
        graph.presentedEntries.last(where: { $0.phase != .dismissing })?.contentNode ?? graph.root
    }

    /// A finger lands only once the presentation transitions on screen have ended (a
    /// presentation animating in, a dismissal animating away, and what waited for them): a
    /// person cannot act faster than a third of a second, and UIKit delivers no touches to a
    /// view controller's views while its presentation or dismissal animates (an assumption: a
    /// common observation, not a documented rule). What the app does during a transition (an
    /// `onAppear` that presents again, a timer that sets a binding) is not waited for: it runs
    /// in the update, and meets the transition.
    ///
    /// The transitions' time passes on the clock: the timeline entries before their end fire
    /// (`endTransitionsInFlight()`), but time does not go on past them.
    func waitForTransitionsOnScreen() {
        var rounds = 0
        graph.settle()
        while graph.presentedEntries.contains(where: { $0.phase != .presented }) {
            rounds += 1
            if rounds > 100 { break }
            endTransitionsInFlight()
        }
    }
}
