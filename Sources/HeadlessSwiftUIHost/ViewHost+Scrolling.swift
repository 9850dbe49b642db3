import Foundation
import HeadlessSwiftUI

extension ViewHost {
    // MARK: - Scrolling

    /// Scrolls a scroll view's content by `distance` (positive: toward its end, as a finger
    /// dragging the content up or left moves it), no further than its edges; a
    /// `scrollTargetBehavior(_:)` then moves where it stops (`.paging`: the nearest page;
    /// `.viewAligned`: the nearest view of the `scrollTargetLayout()`). Lazy
    /// rows that come on screen are created and appear; those that leave disappear.
    ///
    /// The scroll view is the innermost one around the view that shows `element` (a `Text`'s
    /// string or an accessibility identifier), the first inside it when there is none around
    /// it (an identifier on the scroll view), or the first on the frontmost screen when
    /// `element` is nil.
    ///
    /// ```swift
    /// try host.scroll(by: CGSize(width: 0, height: 600))
    /// #expect(host.contains(text: "Row 12"))
    /// ```
    ///
    /// Throws when there is no such scroll view, or when its scrolling is disabled
    /// (`scrollDisabled(_:)`: no finger scrolls it; `scroll(to:in:)` and `scroll(toShow:in:)` too).
    public func scroll(by distance: CGSize, in element: String? = nil) throws {
        scroll(try scrollView(around: element, byFinger: true), by: distance)
    }

    /// Moves `node`'s content by `distance`, then where its scroll target behavior stops it.
    func scroll(_ node: ViewNode, by distance: CGSize) {
        guard let scroll = node.scrollOffset else { return }
        let start = scroll.offset
        var target = CGPoint(x: start.x + distance.width, y: start.y + distance.height)
        // Where the finger lifts, the scroll target behavior moves the target (a page, a view).
        if let behavior = node.environment.scrollTargetBehavior {
            // The views there are laid out (lazy ones created) before one is chosen, as the
            // views where it started were.
            let startTargets = node.scrollTargetFrames
            graph.perform(layingOut: true) { node.scroll(to: target) }
            target = behavior.settle(
                target, from: start, contentSize: scroll.contentSize, containerSize: scroll.viewportSize,
                axes: node.scrollAxes, targets: startTargets + node.scrollTargetFrames, environment: node.environment)
        }
        graph.perform(layingOut: true) { node.scroll(to: target) }
    }

    /// Scrolls a scroll view's content to one of its edges: `.bottom` shows its end, `.top`
    /// its start (`scroll(by:in:)` says which scroll view). A lazy stack's length is estimated
    /// until its rows are created (SwiftUI's too: WWDC26 "Dive into lazy stacks and scrolling
    /// with SwiftUI"), so the end is found by scrolling until it stays put; but when the rows
    /// that came on screen load more (a feed's next page), the scroll stops where the end was,
    /// as a finger's does.
    ///
    /// ```swift
    /// try host.scroll(to: .bottom)
    /// #expect(host.contains(text: "Load more"))
    /// ```
    public func scroll(to edge: Edge, in element: String? = nil) throws {
        let node = try scrollView(around: element, byFinger: true)
        guard let scroll = node.scrollOffset else { return }
        for _ in 0..<100 {
            let before = scroll.offset
            let rows = lazyRowCount(in: node)
            let maximum = scroll.maximumOffset
            let target =
                switch edge {
                case .top: CGPoint(x: before.x, y: 0)
                case .bottom: CGPoint(x: before.x, y: maximum.y)
                case .leading: CGPoint(x: 0, y: before.y)
                case .trailing: CGPoint(x: maximum.x, y: before.y)
                }
            graph.perform(layingOut: true) { node.scroll(to: target) }
            if scroll.offset == before || lazyRowCount(in: node) != rows { return }
        }
    }

    /// How many rows the lazy containers in a scroll view have, created or not.
    private func lazyRowCount(in scrollView: ViewNode) -> Int {
        var count = 0
        ScreenNodes(root: scrollView).walk { node in
            count += node.lazyRows?.count ?? 0
            return true
        }
        return count
    }

    /// Scrolls until the view that shows `element` (a `Text`'s string or an accessibility
    /// identifier) is wholly inside its scroll view, as a person looking for it would: a
    /// screen at a time toward the end, then from the start, then the least distance that
    /// brings all of it in. Lazy rows are created on the way, as on a device.
    ///
    /// ```swift
    /// try host.scroll(toShow: "Row 42")
    /// try host.tap("Row 42")
    /// ```
    ///
    /// Throws when no scroll view is on screen, or when the view is in none of its content.
    public func scroll(toShow element: String, in scrollView: String? = nil) throws {
        let node = try self.scrollView(around: scrollView, byFinger: true)
        guard let scroll = node.scrollOffset else { return }
        let start = scroll.offset
        var wrapped = false
        for _ in 0..<10_000 {
            if let target = shownNode(element, in: node), let frame = target.layoutFrame,
                let viewport = node.layoutFrame
            {
                // The least move that brings the whole view in (`scrollTo` with no anchor).
                let dx = frame.minX < viewport.minX ? frame.minX - viewport.minX : max(0, frame.maxX - viewport.maxX)
                let dy = frame.minY < viewport.minY ? frame.minY - viewport.minY : max(0, frame.maxY - viewport.maxY)
                if dx != 0 || dy != 0 {
                    let offset = CGPoint(x: scroll.offset.x + dx, y: scroll.offset.y + dy)
                    graph.perform(layingOut: true) { node.scroll(to: offset) }
                }
                return
            }
            let before = scroll.offset
            let page = CGPoint(
                x: before.x + (scroll.maximumOffset.x > 0 ? scroll.viewportSize.width : 0),
                y: before.y + (scroll.maximumOffset.y > 0 ? scroll.viewportSize.height : 0))
            graph.perform(layingOut: true) { node.scroll(to: page) }
            if scroll.offset == before {
                guard !wrapped, start != .zero else { break }
                wrapped = true
                graph.perform(layingOut: true) { node.scroll(to: .zero) }
            } else if wrapped, scroll.offset.x >= start.x, scroll.offset.y >= start.y {
                break
            }
        }
        throw ViewHostError(description: "No view in the scroll view shows \"\(element)\", from its start to its end.")
    }

    /// Scrolls until the view labelled `label` is in view (`scroll(toShow:in:)`), then taps it
    /// (`tap(_:)`): what a person does for a row further down a list. `tap(_:)` alone fails on
    /// a row that is not on screen, as a finger would.
    ///
    /// ```swift
    /// try host.scrollToAndTap("Row 42")
    /// #expect(host.navigationPath == ["42"])
    /// ```
    public func scrollToAndTap(_ label: String, in scrollView: String? = nil) throws {
        try scroll(toShow: label, in: scrollView)
        try tap(label)
    }

    /// The view in `scrollView`'s content that shows `element`, if it is created and on screen.
    private func shownNode(_ element: String, in scrollView: ViewNode) -> ViewNode? {
        ScreenNodes(root: scrollView).first { node in
            if node.text == element { return node.layoutFrame != nil }
            if case .identifier(let identifier) = node.output.drawing { return identifier == element }
            return false
        }
    }

    /// The content offset of a scroll view (`scroll(by:in:)` says which): the point of its
    /// content at its top leading corner.
    ///
    /// ```swift
    /// #expect(try host.contentOffset() == CGPoint(x: 0, y: 600))
    /// ```
    public func contentOffset(in element: String? = nil) throws -> CGPoint {
        try scrollView(around: element).scrollOffset?.offset ?? .zero
    }

    /// The innermost scroll view around the view that shows `element`, or the frontmost
    /// screen's first. `byFinger`: to be scrolled as a person does, so one whose scrolling is
    /// disabled (`scrollDisabled(_:)`) is an error.
    private func scrollView(around element: String?, byFinger: Bool = false) throws -> ViewNode {
        let node = try scrollView(around: element)
        if byFinger, !node.environment.isScrollEnabled {
            throw ViewHostError(
                description: "The scroll view's scrolling is disabled (scrollDisabled); no finger scrolls it.")
        }
        return node
    }

    private func scrollView(around element: String?) throws -> ViewNode {
        layout()
        guard let element else {
            guard let node = frontmostScreen.first(where: { $0.scrollOffset != nil }) else {
                throw ViewHostError(description: "No scroll view is on screen.")
            }
            return node
        }
        let inner = frontmostScreen.first { node in
            if node.text == element { return true }
            if case .identifier(let identifier) = node.output.drawing { return identifier == element }
            return false
        }
        guard let inner else {
            throw ViewHostError(description: "No view shows \"\(element)\".")
        }
        var current: ViewNode? = inner
        while let node = current {
            if node.scrollOffset != nil { return node }
            current = node.parent
        }
        // A name given to the scroll view itself (an identifier on it) is above it.
        if let below = ScreenNodes(root: inner).first(where: { $0.scrollOffset != nil }) { return below }
        throw ViewHostError(description: "\"\(element)\" is in no scroll view and has none in it.")
    }
}

extension ViewHost {
    /// What becomes of a lazy row (`LazyVStack`, `LazyHStack`, `List`) that scrolls off
    /// screen. SwiftUI keeps such a row "for a number of updates, in case [it is] scrolled back
    /// on screen. When views finally are deleted from memory, state variables are deleted
    /// alongside" (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI"). How many updates
    /// is not said, so a test plays both ends: an app is right under both.
    ///
    /// ```swift
    /// host.lazyRowRetention = .keptOffScreen
    /// try host.scroll(by: CGSize(width: 0, height: 2_000))
    /// ```
    public enum LazyRowRetention: Sendable {
        /// The row and its state are let go as soon as it is off screen (`onDisappear` runs as
        /// its identity ends): what happens in the end on a device. The default.
        case discardedOffScreen
        /// The row and its state are kept, hidden: it disappears, and appears again, with its
        /// state, when it comes back.
        case keptOffScreen
    }

    /// What becomes of a lazy row that scrolls off screen; `.discardedOffScreen` unless set.
    public var lazyRowRetention: LazyRowRetention {
        get { graph.lazyRowRetention == .keptOffScreen ? .keptOffScreen : .discardedOffScreen }
        set { graph.lazyRowRetention = newValue == .keptOffScreen ? .keptOffScreen : .discardedOffScreen }
    }
}
