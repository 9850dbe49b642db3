import HeadlessSwiftUI

/// The nodes of one screen, as the host's queries see them: a root and every node below it
/// on that screen, depth first, each before its children and the children in order. Presented
/// content (a layer of its own) and navigation screens covered by a push are not on it
/// (`ViewNode.offscreenChildren`).
///
/// Every query of the host (a finger's target, a control by its label, the innermost
/// navigation stack or search field, the frame of a text) walks a screen through this one
/// type, so that they agree on what is on screen. The walk keeps its own stack of nodes to
/// visit, so no depth of hierarchy is too deep for it.
///
/// ```swift
/// let save = host.frontmostScreen.first { $0.text == "Save" }
/// let stack = host.frontmostScreen.innermost(NavigationState.self)
/// ```
@MainActor
package struct ScreenNodes {
    package let root: ViewNode

    package init(root: ViewNode) {
        self.root = root
    }

    /// The children of `node` on its screen: not presented content, not covered navigation
    /// screens. The text tree, the tap search and every query read them here.
    package static func children(of node: ViewNode) -> [ViewNode] {
        node.childrenOnScreen
    }

    /// Calls `body` with each node, depth first, until it returns false.
    ///
    /// A function of this module rather than `Sequence`'s: a main-actor closure handed to the
    /// standard library checks its executor on each call.
    package func walk(_ body: (ViewNode) -> Bool) {
        var pending = [root]
        while let node = pending.popLast() {
            guard body(node) else { return }
            let children = Self.children(of: node)
            // Pushed last first, so that the first child is visited next.
            for child in children.reversed() { pending.append(child) }
        }
    }

    /// The first node, depth first, that matches.
    package func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
        var found: ViewNode?
        walk { node in
            if matches(node) { found = node }
            return found == nil
        }
        return found
    }

    /// Every node that matches, depth first.
    package func all(where matches: (ViewNode) -> Bool) -> [ViewNode] {
        var found: [ViewNode] = []
        walk { node in
            if matches(node) { found.append(node) }
            return true
        }
        return found
    }

    /// The nodes that show `text` (a `Text`'s string), depth first.
    package func nodes(showing text: String) -> [ViewNode] {
        all { $0.text == text }
    }

    /// Every attachment of type `A` on the screen, outermost first (depth first).
    package func attachments<A: AnyObject>(_ type: A.Type) -> [A] {
        var found: [A] = []
        walk { node in
            if let attachment = node.existingAttachment(A.self) { found.append(attachment) }
            return true
        }
        return found
    }

    /// The innermost attachment of type `A`: the last one depth first (a navigation stack
    /// inside a tab inside another stack is the one a back button belongs to).
    package func innermost<A: AnyObject>(_ type: A.Type) -> A? {
        attachments(type).last
    }

    /// The accessibility identifier that applies to `node`: its own, or the nearest one set
    /// above it on this screen (`accessibilityIdentifier` on a container names its content).
    package func accessibilityIdentifier(of node: ViewNode) -> String? {
        var current: ViewNode? = node
        while let candidate = current {
            if case .identifier(let name) = candidate.output.drawing { return name }
            if candidate === root { return nil }
            current = candidate.parent
        }
        return nil
    }
}

extension ViewHost {
    /// The frontmost screen: the topmost presentation that is not leaving, else the root.
    package var frontmostScreen: ScreenNodes { ScreenNodes(root: frontmostNode) }
}
