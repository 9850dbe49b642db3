import HeadlessSwiftUI

// Typed queries: elements found by their view's type, their accessibility label or role, and
// actions and inspection on an element found. They read the host's text tree, which every
// query shares (`find(where:)`): the root screen, then each presented layer.
extension ViewHost {
    /// Every element, depth first, root screen first, then each presented layer, that
    /// `predicate` accepts.
    ///
    /// ```swift
    /// let rows = host.findAll { $0.view(as: NoteRow.self) != nil }
    /// #expect(rows.count == 3)
    /// ```
    public func findAll(where predicate: (RenderedElement) -> Bool) -> [RenderedElement] {
        layerElements.flatMap { $0.flatMap(\.allElements) }.filter(predicate)
    }

    /// The first view of type `type` (the exact type: `Button<Text>`, `NoteRow`), root screen
    /// first. A view of your own, which the text tree does not print, is an element named after
    /// its type, holding the lines of its body.
    ///
    /// ```swift
    /// let row = try #require(host.find(NoteRow.self))
    /// #expect(row.view(as: NoteRow.self)?.note.title == "Groceries")
    /// ```
    public func find<V: View>(_ type: V.Type) -> RenderedElement? {
        findAll(type).first
    }

    /// Every view of type `type`, in the order of the tree, root screen first, then each
    /// presented layer.
    ///
    /// ```swift
    /// #expect(host.findAll(NoteRow.self).map { $0.texts } == [["Groceries"], ["Book ideas"]])
    /// ```
    public func findAll<V: View>(_ type: V.Type) -> [RenderedElement] {
        // A view with a line of its own is that line of the tree, with the modifiers and tap
        // gestures its ancestors put on it (rendering from its node would drop them).
        var lines: [ObjectIdentifier: RenderedElement] = [:]
        for element in layerElements.joined().flatMap(\.allElements) {
            if let node = element.node, lines[ObjectIdentifier(node)] == nil { lines[ObjectIdentifier(node)] = element }
        }
        return layerRoots.flatMap { root in
            ScreenNodes(root: root).all { $0.view is V }.map { node in
                if case .element = node.output.display, let line = lines[ObjectIdentifier(node)] { return line }
                return RenderedElement(
                    name: "\(V.self)", modifiers: [], children: TreeRenderer.elements(of: node), text: nil, node: node)
            }
        }
    }

    /// The first element whose accessibility label is `label` (its own, or the texts it
    /// shows, as VoiceOver reads it).
    ///
    /// ```swift
    /// #expect(host.find(label: "Pinned") != nil)   // Image(systemName:).accessibilityLabel("Pinned")
    /// ```
    public func find(label: String) -> RenderedElement? {
        find { $0.accessibilityLabel == label }
    }

    /// Every element with all of `role`'s traits: `.isButton` for buttons, links and tap
    /// gestures, `.isStaticText` for texts, `.isHeader` where a view adds it.
    ///
    /// ```swift
    /// let buttons = host.findAll(role: .isButton).map(\.texts)
    /// ```
    public func findAll(role: AccessibilityTraits) -> [RenderedElement] {
        findAll { $0.accessibilityTraits.isSuperset(of: role) }
    }

    /// Taps `element` (found by a query) as a finger at the middle of its hit area would, then
    /// lets the graph update. Throws when it takes no taps (not a control, disabled) or
    /// another view covers it.
    ///
    /// ```swift
    /// let save = try #require(host.findAll(role: .isButton).first { $0.texts == ["Save"] })
    /// try host.tap(save)
    /// ```
    public func tap(_ element: RenderedElement) throws {
        waitForTransitionsOnScreen()
        // Read now, not when the element was found: the view may have been disabled since.
        guard let node = element.tapNode, let action = node.output.tapAction, node.output.isTapEnabled,
            node.environment.allowsHitTesting
        else {
            throw ViewHostError(description: "\(element.name) does not take taps (not a control, or disabled).")
        }
        guard node.isAlive else {
            throw ViewHostError(description: "\(element.name) is no longer on screen: query it again.")
        }
        guard reachesTap(node) else { throw unreachableError(element.name, node) }
        graph.perform(action)
    }

    /// Where `element` is, in root coordinates (points); nil when it is not laid out.
    ///
    /// ```swift
    /// let row = try #require(host.find(NoteRow.self))
    /// #expect(host.frame(of: row)?.minX == 0)
    /// ```
    public func frame(of element: RenderedElement) -> CGRect? {
        layout()
        return element.node?.layoutFrame
    }
}
