import HeadlessSwiftUI

extension ViewHost {
    // MARK: - Layout

    /// Lays the screen out on the host's device (`screen(of:os:)`), and updates what layout
    /// invalidated, until settled.
    package func layout() {
        graph.settle(layingOut: true)
    }

    /// The screen the graph lays out on: the root screen in the device's safe area, each
    /// presented layer in the rectangle iOS shows it in (a sheet's card at its detent, a
    /// popover's bubble, ...: see `PresentedLayer`).
    static func screen(of device: Device, os: OSVersion) -> ScreenGeometry {
        ScreenGeometry(
            root: device.screenLayer,
            presentedLayer: { entry in
                let layer = PresentedLayer.layer(for: entry, on: device, os: os)
                return LayerGeometry(container: layer.container, safeArea: layer.safeArea)
            })
    }

    /// The frame of the view that shows `text` (a `Text`), or of the view marked with the
    /// accessibility identifier `text`, in the root's coordinates (points, origin at the top
    /// leading corner of the screen). Nil when nothing matches.
    ///
    /// ```swift
    /// let host = ViewHost(Badge(), device: .iPhoneSE)
    /// #expect(host.frame(of: "New")?.maxX == 375)
    /// ```
    public func frame(of text: String) -> CGRect? {
        layout()
        let roots = layerRoots
        // The modifier's node has the frame of the view it modifies, whatever modifiers follow.
        // Views laid out but not shown (a `ViewThatFits` candidate it did not choose) have no
        // frame and are passed over.
        func marked(_ node: ViewNode) -> Bool {
            guard node.layoutFrame != nil, case .identifier(let identifier) = node.output.drawing else { return false }
            return identifier == text
        }
        for root in roots {
            if let node = ScreenNodes(root: root).first(where: marked) { return node.layoutFrame }
        }
        for root in roots {
            if let node = ScreenNodes(root: root).first(where: { $0.text == text && $0.layoutFrame != nil }) {
                return node.layoutFrame
            }
        }
        return nil
    }

    /// Taps the screen at `point` (root coordinates): the frontmost view there that takes hits
    /// receives it, and the button or link around it acts, as a finger would.
    ///
    /// Throws when nothing at the point takes the tap.
    ///
    /// ```swift
    /// try host.tap(at: CGPoint(x: 300, y: 120))
    /// ```
    public func tap(at point: CGPoint) throws {
        layout()
        guard let hit = frontmostNode.hitTest(point) else {
            throw ViewHostError(description: "Nothing at (\(format(point.x)), \(format(point.y))) takes a tap.")
        }
        guard let control = Self.control(around: hit) else {
            throw ViewHostError(
                description:
                    "The view at (\(format(point.x)), \(format(point.y))) is not inside an enabled button or link.")
        }
        graph.perform(control)
    }

    /// The action of the innermost enabled button or link that contains `node`.
    static func control(around node: ViewNode) -> (() -> Void)? {
        var current: ViewNode? = node
        while let candidate = current {
            if let action = candidate.output.tapAction {
                return candidate.output.isTapEnabled && candidate.environment.allowsHitTesting ? action : nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Where a finger taps `node`: the centre of its frame if a tap there reaches it, else the
    /// centre of the first part of its content that a tap reaches. Nil when no point of it is
    /// reachable (it is covered, or it has no content that takes hits).
    func tapPoint(for node: ViewNode) -> CGPoint? {
        guard let frame = node.layoutFrame else { return nil }
        let root = frontmostNode
        func reaches(_ point: CGPoint) -> Bool {
            var hit = root.hitTest(point)
            while let current = hit {
                if current === node { return true }
                hit = current.parent
            }
            return false
        }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        if reaches(centre) { return centre }
        var queue = node.children
        while !queue.isEmpty {
            let child = queue.removeFirst()
            if let childFrame = child.layoutFrame, !childFrame.isEmpty {
                let point = CGPoint(x: childFrame.midX, y: childFrame.midY)
                if reaches(point) { return point }
            }
            queue.append(contentsOf: child.children)
        }
        // Partly covered: any uncovered point of it will do, as for a finger.
        let columns = 16
        let rows = 4
        for row in 0..<rows {
            for column in 0..<columns {
                let point = CGPoint(
                    x: frame.minX + frame.width * (CGFloat(column) + 0.5) / CGFloat(columns),
                    y: frame.minY + frame.height * (CGFloat(row) + 0.5) / CGFloat(rows))
                if reaches(point) { return point }
            }
        }
        return nil
    }

    /// The text tree with each view's frame after its line: `[x, y, width × height]` in the
    /// root's coordinates.
    ///
    /// ```swift
    /// print(host.render(frames: true))
    /// ```
    public func render(frames: Bool) -> String {
        guard frames else { return render() }
        layout()
        let layers = elements.map { $0.lines(indent: 0, frames: true) } + presentations.map { $0.lines(frames: true) }
        return layers.flatMap { $0 }.joined(separator: "\n")
    }
}

func format(_ value: CGFloat) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
}

extension Device {
    /// The whole screen as a layer: the root screen's container and safe area.
    var screenLayer: LayerGeometry {
        LayerGeometry(container: CGRect(origin: .zero, size: size), safeArea: safeAreaInsets)
    }
}
