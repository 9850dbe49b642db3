import HeadlessSwiftUI

#if !HEADLESS_TVOS && !HEADLESS_WATCHOS
    extension ViewHost {
        /// Presses a key on a hardware keyboard: runs the first enabled control on the frontmost
        /// screen whose `keyboardShortcut(_:)` is that key with exactly those modifiers, then lets
        /// the graph update.
        ///
        /// The search is SwiftUI's: "leading-to-trailing, depth-first", and "if multiple controls
        /// are associated with the same shortcut, the first one found is used". A disabled control
        /// does not take it. A `hidden()` one does: an assumption (Apple says nothing of hidden
        /// controls; apps add shortcuts through hidden buttons and report that they work). Throws when no control has the shortcut, listing the ones that do.
        ///
        /// ```swift
        /// try host.press("s", modifiers: .command)
        /// try host.press(.return)  // .keyboardShortcut(.defaultAction)
        /// ```
        public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws {
            waitForTransitionsOnScreen()
            graph.settle()
            let shortcut = KeyboardShortcut(key, modifiers: modifiers)
            let controls = TreeRenderer.elements(of: frontmostNode).flatMap(\.allElements).compactMap(\.node)
                .filter { $0.output.keyboardShortcut != nil && $0.output.tapAction != nil }
            guard
                let target = controls.first(where: { $0.output.keyboardShortcut == shortcut && $0.output.isTapEnabled }
                ),
                let action = target.output.tapAction
            else {
                let bound = controls.compactMap(\.output.keyboardShortcut).map(Self.describe)
                throw ViewHostError(
                    description: "No enabled control has the shortcut \(Self.describe(shortcut)). Shortcuts: "
                        + (bound.isEmpty ? "none" : bound.joined(separator: ", ")))
            }
            graph.perform(action)
        }

        private static func describe(_ shortcut: KeyboardShortcut) -> String {
            "\(shortcut.key.headlessDescription) with \(shortcut.modifiers.headlessDescription)"
        }
    }
#endif
