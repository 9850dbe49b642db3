import Foundation

/// Where one layer's content is laid out: the root screen, or a presented card, bubble or
/// screen. The container is in root coordinates (its origin is zero for the screen; a sheet's
/// card is lower), and the safe area insets are inside it.
package struct LayerGeometry: Equatable {
    package var container: CGRect
    package var safeArea: EdgeInsets

    package init(container: CGRect, safeArea: EdgeInsets) {
        self.container = container
        self.safeArea = safeArea
    }

    /// The container less its safe area.
    package var safeRect: CGRect {
        CGRect(
            x: container.minX + safeArea.leading, y: container.minY + safeArea.top,
            width: max(0, container.width - safeArea.leading - safeArea.trailing),
            height: max(0, container.height - safeArea.top - safeArea.bottom))
    }
}

/// The screen a graph lays its layers out on, as its host describes it.
package struct ScreenGeometry {
    /// The root screen's layer.
    package var root: LayerGeometry
    /// A presented layer's, worked out when the layers below it have been laid out (a
    /// popover points at its presenter's frame; an alert takes its content's ideal height).
    package var presentedLayer: @MainActor (PresentedEntry) -> LayerGeometry

    package init(root: LayerGeometry, presentedLayer: @escaping @MainActor (PresentedEntry) -> LayerGeometry) {
        self.root = root
        self.presentedLayer = presentedLayer
    }
}

/// A layer root's geometry, kept on the root's node so that a view reads its own layer's,
/// whichever layer was laid out last.
final class LayerGeometryAttachment {
    var geometry = LayerGeometry(container: .zero, safeArea: EdgeInsets())
}

extension ViewGraph {
    /// Runs `action` (a user's touch, a control's change, an environment change), then the
    /// frame it causes, to quiescence (`settle(layingOut:)`): the one way a host drives the
    /// graph, as a run loop turn drives SwiftUI's.
    package func perform(layingOut: Bool = false, _ action: () -> Void) {
        withClock {
            action()
            settle(layingOut: layingOut)
        }
    }

    /// Runs `body` with the graph's clock bound as `VirtualTime.current`, so that what it
    /// starts (a task, a timer) schedules on this graph's clock; binds it only where it is not
    /// bound already (a task-local push and pop, about 1,000 instructions, per flush else).
    func withClock(_ body: () -> Void) {
        guard !isClockBound else { return body() }
        isClockBound = true
        defer { isClockBound = false }
        VirtualTime.$current.withValue(time, operation: body)
    }

    /// Updates until nothing is pending: the invalidated views update and their queued
    /// actions run; then, when asked or when some view's content depends on its geometry
    /// (`GeometryReader`, `ViewThatFits`), every layer is laid out on `screen` and what layout
    /// invalidated updates, until a pass invalidates nothing (four passes at most, as a
    /// `GeometryReader` that feeds its own size back cannot loop the frame).
    package func settle(layingOut: Bool = false) {
        withClock { settlePasses(layingOut: layingOut) }
    }

    private func settlePasses(layingOut: Bool) {
        flush()
        guard layingOut || hasGeometryDependentViews else { return }
        for _ in 0..<8 {
            needsLayoutPass = false
            layOutLayers()
            if !scrollObservers.isEmpty { checkScrollObservers() }
            guard hasPendingUpdates || hasPendingActions || needsLayoutPass else { return }
            flush()
        }
    }

    /// Asks `settle` for another layout pass after this one: a lazy container created rows,
    /// whose sizes change the lengths measured above it.
    func requestLayoutPass() {
        needsLayoutPass = true
    }

    /// Lays out the root screen, then each presented layer, bottom to top.
    private func layOutLayers() {
        statistics.layoutPasses += 1
        isLayingOutLayers = true
        // The kept text style holds an environment, and what it holds (an environment
        // object): it is let go of with the pass.
        defer {
            isLayingOutLayers = false
            textEnvironmentStyle = nil
        }
        checkChangedLayouts()
        layout(root: root, in: screen.root)
        for entry in presentedEntries {
            guard let content = entry.contentNode else { continue }
            layout(root: content, in: screen.presentedLayer(entry))
        }
        LayoutState.layoutRound &+= 1
    }
}

extension ViewNode {
    /// The geometry of the layer this view is laid out in: the nearest layer root's, at or
    /// above it (the screen's before its first layout).
    var layerGeometry: LayerGeometry {
        var current: ViewNode? = self
        while let node = current {
            if let layer = node.existingAttachment(LayerGeometryAttachment.self) { return layer.geometry }
            current = node.parent
        }
        return graph.screen.root
    }
}
