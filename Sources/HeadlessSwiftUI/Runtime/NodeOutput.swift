import Foundation

/// What a node gives the host, typed: its line in the text tree, what it draws, and what a tap
/// on it does. Primitives write it on each update; the printers, the SVG renderer and the
/// host's queries read it, and the runtime never does. What the node is to the runtime
/// (identity, children, state, environment, layout) stays on `ViewNode`.
///
/// ```swift
/// extension Link: PrimitiveView {
///     func update(node: ViewNode) {
///         node.output.display = Self.printedDisplay
///         node.output.tapAction = { openURL(destination) }
///     }
/// }
/// ```
package struct NodeOutput {
    /// How the node shows in the text tree.
    package var display: NodeDisplay = .transparent
    /// What a modifier node draws, for the SVG renderer (opacity, a background style,
    /// `hidden()`, ...); nil for nodes that draw from their own view value or not at all.
    package var drawing: NodeDrawing?
    /// What a tap on this node does (buttons, links, tap gestures).
    package var tapAction: (() -> Void)?
    /// Whether a tap reaches `tapAction` (a disabled button's does not).
    package var isTapEnabled = true
    /// What an incoming URL runs: the view's `onOpenURL(perform:)` handler.
    package var openURLAction: ((URL) -> Void)?
    #if !HEADLESS_TVOS && !HEADLESS_WATCHOS
        /// The key press that runs `tapAction`: a button's `keyboardShortcut(_:)`.
        package var keyboardShortcut: KeyboardShortcut?
    #endif

    package init() {}
}
