extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(
            EnvironmentWriter(attribute: disabled ? "disabled" : nil, token: disabled) { values in
                if disabled { values.isEnabled = false }
            })
    }

    /// Configures whether this view participates in hit test operations.
    ///
    /// ```swift
    /// Color.black.opacity(0.3).allowsHitTesting(false)
    /// ```
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(
            EnvironmentWriter(attribute: enabled ? nil : "allowsHitTesting(false)", token: enabled) { values in
                if !enabled { values.allowsHitTesting = false }
            })
    }

    /// Specifies whether to hide this view from system accessibility features.
    ///
    /// ```swift
    /// Image(systemName: "sparkles").accessibilityHidden(true)
    /// ```
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attributes: hidden ? ["accessibilityHidden"] : []))
    }
}

extension View {
    /// Uses the string you specify to identify the view.
    ///
    /// ```swift
    /// Button("Buy") { buy() }.accessibilityIdentifier("buy-button")
    /// ```
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(
            AccessibilityAttachmentModifier(
                attributes: ["accessibilityIdentifier(\(HeadlessValueFormat.string(identifier)))"],
                identifier: identifier))
    }
}

/// A view modifier that adds accessibility properties to the view.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    package let attributes: [String]
    /// The accessibility identifier it sets, if any (drawings name elements by it).
    package var identifier: String?
    /// The label, hint, value and traits it sets.
    package var properties: AccessibilityProperties

    nonisolated package init(
        attributes: [String], identifier: String? = nil, properties: AccessibilityProperties = AccessibilityProperties()
    ) {
        self.attributes = attributes
        self.identifier = identifier
        self.properties = properties
    }

    /// The type of view representing the body.
    public typealias Body = Never
}

extension AccessibilityAttachmentModifier: PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    @MainActor package func update(node: ViewNode, content: any View) {
        node.output.display = .modifier(attributes)
        node.output.drawing = identifier.map { .identifier($0) }
        if properties != AccessibilityProperties() || node.existingAttachment(AccessibilityAttachment.self) != nil {
            node.attachment { AccessibilityAttachment() }.properties = properties
        }
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

struct AllowsHitTestingKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether taps reach this subtree (`allowsHitTesting`, `hidden`).
    package var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

/// The accessibility properties a modifier's node sets, for the host to read.
package final class AccessibilityAttachment {
    package var properties = AccessibilityProperties()
}
