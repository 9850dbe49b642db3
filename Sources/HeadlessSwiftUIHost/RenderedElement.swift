import HeadlessSwiftUI

/// One line of the text tree: a view that shows (a stack, a text, a button), the modifiers
/// applied to it, and the lines below it.
public struct RenderedElement: CustomStringConvertible {
    /// What the view is, as written: `Text "Hi"`, `HStack(alignment: .center, spacing: nil)`.
    public internal(set) var name: String
    /// Modifiers applied to it, as written: `padding(16)`, `hidden`.
    public internal(set) var modifiers: [String]
    /// The lines nested under it.
    public internal(set) var children: [RenderedElement]
    /// The string of a `Text`, nil for other views.
    public let text: String?

    let node: ViewNode?
    /// The node whose tap action a tap on this element runs: the view's own, or a tap
    /// gesture's modifier node (`onTapGesture`) on its line.
    private(set) var tapNode: ViewNode?
    /// Whether the view has a tap action (a button or link).
    private(set) var hasTapAction: Bool
    /// Whether a tap on it runs an action: it has one (a button, a link, a tap gesture on its
    /// line), it is enabled, and hit testing reaches it.
    ///
    /// ```swift
    /// #expect(host.find(text: "Save")?.isTappable == false)  // .disabled(true)
    /// ```
    public private(set) var isTappable: Bool
    /// Whether a modifier on it hides it: `hidden()`, `opacity(0)`.
    private(set) var isHiddenByModifier = false

    @MainActor
    init(name: String, modifiers: [String], children: [RenderedElement], text: String?, node: ViewNode?) {
        self.name = name
        self.modifiers = modifiers
        self.children = children
        self.text = text
        self.node = node
        tapNode = node
        hasTapAction = node?.output.tapAction != nil
        isTappable = hasTapAction && node?.output.isTapEnabled == true && node?.environment.allowsHitTesting == true
    }

    /// A tap gesture attached to this view takes its taps, unless the view is itself a control.
    @MainActor
    mutating func attachTapGesture(of modifierNode: ViewNode) {
        guard modifierNode.output.tapAction != nil, !hasTapAction else { return }
        tapNode = modifierNode
        hasTapAction = true
        isTappable = modifierNode.output.isTapEnabled && modifierNode.environment.allowsHitTesting
    }

    /// The strings of the visible `Text`s in this element and below it, in order. A view
    /// that is `.hidden()` or at `.opacity(0)` shows in the tree but not here.
    public var texts: [String] {
        guard isVisible else { return [] }
        return StackRoom.ensuring { (text.map { [$0] } ?? []) + children.flatMap(\.texts) }
    }

    /// Every `Text` string below, drawn or not (a tap names a control by these).
    var allTexts: [String] {
        StackRoom.ensuring { (text.map { [$0] } ?? []) + children.flatMap(\.allTexts) }
    }

    /// The environment the view sees: what the modifiers and containers above it wrote
    /// (`textCase`, `redactionReasons`, `font`, `isEnabled`, ...), typed as SwiftUI's
    /// `EnvironmentValues`. Nil for a heading line (`overlay:`) that is no view.
    ///
    /// ```swift
    /// #expect(host.find(text: "Ada")?.environment?.redactionReasons == .placeholder)
    /// ```
    @MainActor
    public var environment: EnvironmentValues? { node?.environment }

    /// Whether a modifier on this element's line marks it with the accessibility identifier
    /// `identifier`: the modifier nodes between the view and the previous line.
    @MainActor
    func isMarked(_ identifier: String) -> Bool {
        var current = node
        while let candidate = current {
            if case .identifier(let name) = candidate.output.drawing, name == identifier { return true }
            guard let parent = candidate.parent, !isLine(parent) else { return false }
            current = parent
        }
        return false
    }

    /// What VoiceOver reads for the element as its label: the `accessibilityLabel` set on its
    /// line (of two, the one written later); for `accessibilityElement(children: .combine)`
    /// without one, its children's labels or texts in order, joined by ", " (an assumption:
    /// Apple says the properties are merged, not how); else nil (VoiceOver then reads the
    /// view's own text, which `text` gives).
    ///
    /// ```swift
    /// #expect(host.find(identifier: "like")?.accessibilityLabel == "Like")
    /// ```
    @MainActor
    public var accessibilityLabel: String? {
        let properties = accessibilityProperties
        if let label = properties.label { return label }
        guard properties.childBehavior == .combine else { return nil }
        let parts = children.flatMap(\.spokenParts)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What the element gives a combining parent's label: its label, else its text, else its
    /// children's; nothing when it is not drawn.
    @MainActor
    private var spokenParts: [String] {
        guard isVisible else { return [] }
        if let label = accessibilityLabel { return [label] }
        if let text { return [text] }
        return StackRoom.ensuring { children.flatMap(\.spokenParts) }
    }

    /// The `accessibilityHint` set on the element's line, if any.
    @MainActor
    public var accessibilityHint: String? { accessibilityProperties.hint }

    /// The `accessibilityValue` set on the element's line, if any.
    @MainActor
    public var accessibilityValue: String? { accessibilityProperties.value }

    /// The element's accessibility traits: `.isButton` for a view that acts on a tap (a button,
    /// a link, `onTapGesture`), `.isStaticText` for a text, then the traits its line's
    /// modifiers add and remove. Which traits SwiftUI gives other views is not modelled.
    @MainActor
    public var accessibilityTraits: AccessibilityTraits {
        var traits = AccessibilityTraits()
        if hasTapAction { traits.formUnion(.isButton) } else if text != nil { traits.formUnion(.isStaticText) }
        let properties = accessibilityProperties
        traits.formUnion(properties.addedTraits)
        traits.subtract(properties.removedTraits)
        return traits
    }

    /// The accessibility properties the modifier nodes of the element's line set, the outer
    /// (written later) over the inner.
    @MainActor
    private var accessibilityProperties: AccessibilityProperties {
        var properties = AccessibilityProperties()
        var current = node
        while let candidate = current {
            if let attached = candidate.existingAttachment(AccessibilityAttachment.self) {
                properties = properties.merged(under: attached.properties)
            }
            guard let parent = candidate.parent, !isLine(parent) else { break }
            current = parent
        }
        return properties
    }

    @MainActor
    private func isLine(_ node: ViewNode) -> Bool {
        if case .element = node.output.display { return true }
        return false
    }

    /// Whether the element is drawn: not `.hidden()`, not at `.opacity(0)`.
    public var isVisible: Bool { !isHiddenByModifier }

    /// A view that a modifier on an element's line draws behind or in front of it.
    ///
    /// ```swift
    /// let badge = host.find(text: "Inbox")?.accessories.first
    /// #expect(badge?.placement == .overlay && badge?.alignment == .topTrailing)
    /// ```
    public struct Accessory {
        /// Behind or in front.
        public enum Placement: Hashable, Sendable {
            /// `background(alignment:content:)`, `background(_:alignment:)`: behind the view.
            case background
            /// `overlay(alignment:content:)`, `overlay(_:alignment:)`: in front of the view.
            case overlay
        }

        /// Behind or in front.
        public let placement: Placement
        /// Where it sits in the view's frame.
        public let alignment: Alignment
        /// Its elements.
        public let elements: [RenderedElement]
    }

    /// The backgrounds and overlays that modifiers on its line place, innermost first.
    public var accessories: [Accessory] {
        children.compactMap { child in
            child.placement.map {
                Accessory(placement: $0.placement, alignment: $0.alignment, elements: child.children)
            }
        }
    }

    /// A heading line's placement (`background(alignment: .center):`), for `accessories`.
    var placement: (placement: Accessory.Placement, alignment: Alignment)?

    /// The view the element shows, as a `V`: its value as of the last update, or nil when it
    /// is not one (or the element is a heading, not a view).
    ///
    /// ```swift
    /// #expect(host.find(text: "Inbox")?.accessories.first?.elements.first?.view(as: Color.self) == .red)
    /// ```
    @MainActor
    public func view<V>(as type: V.Type) -> V? {
        node?.view as? V
    }

    /// The opacity its own modifiers give it (`opacity(_:)` on its line, multiplied), 1 when
    /// none does; what its containers give it is theirs.
    ///
    /// ```swift
    /// #expect(host.find(text: "Draft")?.opacity == 0.5)
    /// ```
    public private(set) var opacity: Double = 1

    /// Takes what the modifier node attached to it draws: hidden, or an opacity.
    @MainActor
    mutating func applyDrawing(of modifierNode: ViewNode) {
        switch modifierNode.output.drawing {
        case .hidden: isHiddenByModifier = true
        case .opacity(let value):
            opacity *= value
            if value == 0 { isHiddenByModifier = true }
        default: break
        }
    }

    /// The element as indented lines, two spaces a level.
    public var description: String {
        lines(indent: 0).joined(separator: "\n")
    }

    func lines(indent: Int) -> [String] {
        var lines: [String] = []
        appendLines(indent: indent, to: &lines)
        return lines
    }

    /// Appends this element's lines to `lines`: one list for the whole tree, not one per
    /// element concatenated into its parent's (which copied each line once per level above it).
    private func appendLines(indent: Int, to lines: inout [String]) {
        lines.append(line(indent: indent))
        for child in children { StackRoom.ensuring { child.appendLines(indent: indent + 1, to: &lines) } }
    }

    /// The element's own line: its name and modifiers, indented.
    private func line(indent: Int) -> String {
        var line = String(repeating: "  ", count: indent) + name
        for modifier in modifiers { line += " ." + modifier }
        return line
    }

    /// The lines with each view's frame after it, `[x, y, width × height]`.
    @MainActor
    func lines(indent: Int, frames: Bool) -> [String] {
        guard frames else { return lines(indent: indent) }
        var lines: [String] = []
        appendFramedLines(indent: indent, to: &lines)
        return lines
    }

    @MainActor
    private func appendFramedLines(indent: Int, to lines: inout [String]) {
        var line = line(indent: indent)
        if let frame = node?.layoutFrame {
            line += " [\(format(frame.minX)), \(format(frame.minY)), \(format(frame.width)) × \(format(frame.height))]"
        }
        lines.append(line)
        for child in children { StackRoom.ensuring { child.appendFramedLines(indent: indent + 1, to: &lines) } }
    }

    /// This element and every element below it, depth first.
    var allElements: [RenderedElement] {
        StackRoom.ensuring { [self] + children.flatMap(\.allElements) }
    }
}

/// Turns a node tree into text-tree elements: transparent nodes disappear, modifiers attach to
/// the line of the view they modify, accessories (overlay, background) nest under a heading.
@MainActor
enum TreeRenderer {
    static func elements(of node: ViewNode) -> [RenderedElement] {
        var elements: [RenderedElement] = []
        append(node, to: &elements)
        return elements
    }

    /// Appends the elements of `node` to `elements`: one list a level, filled in place, not a
    /// list a node joined into its parent's (an allocation and a copy of each element a level),
    /// and loops, not closures (a main-actor closure handed to the standard library checks its
    /// executor on each call).
    private static func append(_ node: ViewNode, to elements: inout [RenderedElement]) {
        // The tree is printed recursively: deep below, on a new stack segment.
        StackRoom.ensuring { appendHere(node, to: &elements) }
    }

    private static func appendHere(_ node: ViewNode, to elements: inout [RenderedElement]) {
        let children = ScreenNodes.children(of: node)
        switch node.output.display {
        case .transparent:
            for child in children { append(child, to: &elements) }
        case .element(let line):
            let (name, attributes) = line.line(of: node)
            let fullName = attributes.isEmpty ? name : "\(name)(\(attributes.joined(separator: ", ")))"
            var inner: [RenderedElement] = []
            for child in children { append(child, to: &inner) }
            elements.append(
                RenderedElement(name: fullName, modifiers: [], children: inner, text: node.text, node: node))
        case .modifier(let attributes):
            // The content's elements, then a heading for each accessory (overlay, background).
            var content: [RenderedElement] = []
            var accessories: [RenderedElement] = []
            for child in children {
                guard !node.accessoryLabels.isEmpty, let label = node.accessoryLabels[child.key] else {
                    append(child, to: &content)
                    continue
                }
                var inner: [RenderedElement] = []
                append(child, to: &inner)
                guard !inner.isEmpty else { continue }
                var heading = RenderedElement(name: label + ":", modifiers: [], children: inner, text: nil, node: nil)
                if let alignment = node.accessoryAlignment {
                    switch child.key {
                    case .accessory(.background): heading.placement = (.background, alignment)
                    case .accessory(.overlay): heading.placement = (.overlay, alignment)
                    default: break
                    }
                }
                accessories.append(heading)
            }
            if content.count == 1 {
                // Taken out, not copied: the modifiers of a view each pass its element up.
                var element = content.removeLast()
                element.modifiers.append(contentsOf: attributes)
                element.applyDrawing(of: node)
                element.attachTapGesture(of: node)
                element.children.append(contentsOf: accessories)
                elements.append(element)
                return
            }
            if attributes.isEmpty && accessories.isEmpty {
                // The list itself when there is none yet: its elements are not copied.
                if elements.isEmpty { elements = content } else { elements.append(contentsOf: content) }
                return
            }
            var group = RenderedElement(
                name: "Group", modifiers: attributes, children: content + accessories, text: nil, node: nil)
            group.applyDrawing(of: node)
            elements.append(group)
        }
    }
}
