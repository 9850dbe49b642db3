import Foundation
import HeadlessSwiftUI

extension ViewHost {
    // MARK: - Gestures

    /// Drags the view that shows `element` (a `Text`'s string) by `translation`, as a finger
    /// would: it goes down in the middle of that text, moves in `steps` equal steps a sixtieth
    /// of a second apart, and lifts. The gestures under the finger (`gesture`,
    /// `highPriorityGesture`, `simultaneousGesture` on the text or its containers) see the
    /// touch: a `DragGesture`'s `onChanged` and `updating` run at each step once the finger has
    /// moved its `minimumDistance`, then `onEnded`; `@GestureState` goes back to its initial
    /// value. The graph updates after each step. A drag that no gesture takes for itself
    /// scrolls the innermost scroll view under the finger that scrolls along it: its content
    /// follows the finger and stops where the finger lifts (no deceleration is modelled).
    ///
    /// Values are those iOS computes: `startLocation` is where the finger went down,
    /// `translation` is `location - startLocation`, `velocity` is the last step's distance
    /// over its time. The sample rate is the stand-in's assumption (60 Hz, a display frame).
    ///
    /// ```swift
    /// try host.drag("Card title", by: CGSize(width: 250, height: 0))
    /// #expect(!host.contains(text: "Card title"))  // dismissed
    /// ```
    ///
    /// Throws when no view shows `element`, when no point of it takes a touch, or when no
    /// gesture under the finger recognizes the drag and no scroll view under it scrolls.
    public func drag(_ element: String, by translation: CGSize, steps: Int = 10) throws {
        let start = try touchPoint(for: element)
        let count = max(steps, 1)
        let time = Date()
        let samples = (0...count).map { step -> (location: CGPoint, time: Date) in
            let fraction = CGFloat(step) / CGFloat(count)
            return (
                CGPoint(x: start.x + translation.width * fraction, y: start.y + translation.height * fraction),
                time.addingTimeInterval(Double(step) / 60)
            )
        }
        try deliver(GestureTouch(kind: .drag, samples: samples), to: element, at: start, named: "drag")
    }

    /// Presses the view that shows `element` for `duration` seconds without moving, then lifts:
    /// `onLongPressGesture` and `LongPressGesture` whose `minimumDuration` is at most
    /// `duration` succeed (their `perform` and `onEnded` run); `onPressingChanged` and
    /// `updating` hear the press either way.
    ///
    /// ```swift
    /// try host.longPress("Message")
    /// #expect(host.contains(text: "Reply"))
    /// ```
    public func longPress(_ element: String, duration: TimeInterval = 1) throws {
        let start = try touchPoint(for: element)
        let time = Date()
        let touch = GestureTouch(
            kind: .press(duration: duration),
            samples: [(start, time), (start, time.addingTimeInterval(duration))])
        try deliver(touch, to: element, at: start, named: "long press")
    }

    /// Taps the view that shows `element` twice in quick succession: `onTapGesture(count: 2)`
    /// and `TapGesture(count: 2)` recognize it.
    ///
    /// ```swift
    /// try host.doubleTap("Photo")
    /// #expect(host.contains(text: "♥ Liked"))
    /// ```
    public func doubleTap(_ element: String) throws {
        let start = try touchPoint(for: element)
        try deliver(
            GestureTouch(kind: .tap(count: 2), samples: [(start, Date())]), to: element, at: start, named: "double tap")
    }

    /// Where a finger touches the text `element` on the frontmost screen.
    private func touchPoint(for element: String) throws -> CGPoint {
        layout()
        guard let node = frontmostScreen.first(where: { $0.text == element }) else {
            throw ViewHostError(description: "No view shows \"\(element)\".")
        }
        guard let point = tapPoint(for: node) else {
            throw ViewHostError(description: "\"\(element)\" is on screen, but no point of it takes a touch.")
        }
        return point
    }

    private func deliver(_ touch: GestureTouch, to element: String, at point: CGPoint, named action: String) throws {
        waitForTransitionsOnScreen()
        guard let hit = frontmostNode.hitTest(point) else {
            throw ViewHostError(description: "No gesture under \"\(element)\" recognizes a \(action).")
        }
        let dispatch = hit.dispatchGesture(touch)
        // A drag no gesture took for itself moves the scroll view under the finger, if one
        // scrolls along it (a content's exclusive gesture winning over the scroll view's pan
        // is the stand-in's assumption; `simultaneousGesture` shares the touch with it).
        var scrolled = false
        if touch.kind == .drag, !dispatch.taken, let last = touch.samples.last {
            let moved = CGSize(width: last.location.x - point.x, height: last.location.y - point.y)
            if let scrollView = hit.scrollViewTaking(dragBy: moved) {
                scroll(scrollView, by: CGSize(width: -moved.width, height: -moved.height))
                scrolled = true
            }
        }
        guard dispatch.recognized || scrolled else {
            throw ViewHostError(description: "No gesture under \"\(element)\" recognizes a \(action).")
        }
        graph.settle()
    }
}
