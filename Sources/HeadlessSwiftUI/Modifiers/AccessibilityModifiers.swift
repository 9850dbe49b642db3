import Foundation

/// The accessibility properties one `AccessibilityAttachmentModifier` sets, typed: what
/// VoiceOver reads for the view (its label, hint and value) and the traits it adds or removes.
/// The host reads them (`RenderedElement.accessibilityLabel`, ...).
package struct AccessibilityProperties: Equatable {
    package var label: String?
    package var hint: String?
    package var value: String?
    package var addedTraits = AccessibilityTraits()
    package var removedTraits = AccessibilityTraits()
    /// `accessibilityElement(children:)`: how the view's children join it.
    package var childBehavior: AccessibilityChildBehavior?

    package init() {}

    /// These properties with `outer`'s applied over them (the modifier written later wins:
    /// an assumption, Apple does not say which of two labels VoiceOver reads).
    package func merged(under outer: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = outer.label ?? label
        result.hint = outer.hint ?? hint
        result.value = outer.value ?? value
        result.addedTraits.formUnion(outer.addedTraits)
        result.removedTraits.formUnion(outer.removedTraits)
        result.childBehavior = outer.childBehavior ?? childBehavior
        return result
    }
}

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// The accessibility element is a button.
    public static var isButton: AccessibilityTraits { AccessibilityTraits(bits: 1 << 0) }
    /// The accessibility element is a header that divides content into sections.
    public static var isHeader: AccessibilityTraits { AccessibilityTraits(bits: 1 << 1) }
    /// The accessibility element is currently selected.
    public static var isSelected: AccessibilityTraits { AccessibilityTraits(bits: 1 << 2) }
    /// The accessibility element is a link.
    public static var isLink: AccessibilityTraits { AccessibilityTraits(bits: 1 << 3) }
    /// The accessibility element is a search field.
    public static var isSearchField: AccessibilityTraits { AccessibilityTraits(bits: 1 << 4) }
    /// The accessibility element is an image.
    public static var isImage: AccessibilityTraits { AccessibilityTraits(bits: 1 << 5) }
    /// The accessibility element plays its own sound when activated.
    public static var playsSound: AccessibilityTraits { AccessibilityTraits(bits: 1 << 6) }
    /// The accessibility element behaves as a keyboard key.
    public static var isKeyboardKey: AccessibilityTraits { AccessibilityTraits(bits: 1 << 7) }
    /// The accessibility element is a static text that cannot be modified by the user.
    public static var isStaticText: AccessibilityTraits { AccessibilityTraits(bits: 1 << 8) }
    /// The accessibility element provides summary information when the application starts.
    public static var isSummaryElement: AccessibilityTraits { AccessibilityTraits(bits: 1 << 9) }
    /// The accessibility element's value changes frequently.
    public static var updatesFrequently: AccessibilityTraits { AccessibilityTraits(bits: 1 << 10) }
    /// The accessibility element starts a media session when it is activated.
    public static var startsMediaSession: AccessibilityTraits { AccessibilityTraits(bits: 1 << 11) }
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static var allowsDirectInteraction: AccessibilityTraits { AccessibilityTraits(bits: 1 << 12) }
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading.
    public static var causesPageTurn: AccessibilityTraits { AccessibilityTraits(bits: 1 << 13) }
    /// The siblings of this accessibility element are ignored by accessibility.
    public static var isModal: AccessibilityTraits { AccessibilityTraits(bits: 1 << 14) }
    /// The accessibility element is a toggle.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var isToggle: AccessibilityTraits { AccessibilityTraits(bits: 1 << 15) }
    /// The accessibility element is a tab bar.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var isTabBar: AccessibilityTraits { AccessibilityTraits(bits: 1 << 16) }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits | other.bits)
    }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard bits & member.bits != 0 else { return nil }
        bits &= ~member.bits
        return member
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let previous = contains(newMember) ? newMember : nil
        bits |= newMember.bits
        return previous
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }

    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { lhs.bits == rhs.bits }

    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
}

/// One accessibility property a modifier sets.
enum AccessibilitySetting {
    case label(String)
    case hint(String)
    case value(String)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case children(AccessibilityChildBehavior)

    /// The properties with this one set, and the attribute the text tree shows for it.
    func applied(to properties: inout AccessibilityProperties, attribute name: String) -> String {
        switch self {
        case .label(let text):
            properties.label = text
            return "\(name)(\(HeadlessValueFormat.string(text)))"
        case .hint(let text):
            properties.hint = text
            return "\(name)(\(HeadlessValueFormat.string(text)))"
        case .value(let text):
            properties.value = text
            return "\(name)(\(HeadlessValueFormat.string(text)))"
        case .addTraits(let traits):
            properties.addedTraits.formUnion(traits)
            return name
        case .removeTraits(let traits):
            properties.removedTraits.formUnion(traits)
            return name
        case .children(let behavior):
            properties.childBehavior = behavior
            return "\(name)(children: .\(behavior.kind))"
        }
    }
}

extension View {
    /// An accessibility modifier setting one property (none while `isEnabled` is false).
    nonisolated func accessibilityAttachment(
        _ setting: AccessibilitySetting, _ name: String, _ isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var properties = AccessibilityProperties()
        let attribute = isEnabled ? setting.applied(to: &properties, attribute: name) : nil
        return modifier(
            AccessibilityAttachmentModifier(attributes: attribute.map { [$0] } ?? [], properties: properties))
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Favorite")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.label(label.content), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.label(labelKey.key), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityAttachment(.label(String(label)), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Favorite")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.label(label.content), "accessibilityLabel", isEnabled)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.label(labelKey.key), "accessibilityLabel", isEnabled)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    >
    where S: StringProtocol {
        accessibilityAttachment(.label(String(label)), "accessibilityLabel", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(hint.content), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.hint(hintKey.key), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityAttachment(.hint(String(hint)), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.hint(hint.content), "accessibilityHint", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.hint(hintKey.key), "accessibilityHint", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    >
    where S: StringProtocol {
        accessibilityAttachment(.hint(String(hint)), "accessibilityHint", isEnabled)
    }

    /// Adds a textual description of the value that the view contains.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.value(valueDescription.content), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.value(valueKey.key), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityAttachment(.value(String(value)), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.value(valueDescription.content), "accessibilityValue", isEnabled)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.value(valueKey.key), "accessibilityValue", isEnabled)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    >
    where S: StringProtocol {
        accessibilityAttachment(.value(String(value)), "accessibilityValue", isEnabled)
    }

    /// Adds the given traits to the view.
    ///
    /// ```swift
    /// Text("Settings").accessibilityAddTraits(.isHeader)
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.addTraits(traits), "accessibilityAddTraits", true)
    }

    /// Removes the given traits from this view.
    ///
    /// ```swift
    /// Button("Title") {}.accessibilityRemoveTraits(.isButton)
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(.removeTraits(traits), "accessibilityRemoveTraits", true)
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The same attachment with one more property: chained accessibility modifiers make one.
    nonisolated func mergingAccessibility(
        _ setting: AccessibilitySetting, _ name: String, _ isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> {
        guard isEnabled else { return self }
        var properties = modifier.properties
        let attribute = setting.applied(to: &properties, attribute: name)
        return ModifiedContent(
            content: content,
            modifier: AccessibilityAttachmentModifier(
                attributes: modifier.attributes + [attribute], identifier: modifier.identifier, properties: properties))
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Favorite")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.label(label.content), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.label(labelKey.key), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.label(String(label)), "accessibilityLabel", true)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Favorite")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.label(label.content), "accessibilityLabel", isEnabled)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Content, Modifier
    > {
        mergingAccessibility(.label(labelKey.key), "accessibilityLabel", isEnabled)
    }

    /// Adds a label to the view that describes its contents, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.label(String(label)), "accessibilityLabel", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.hint(hint.content), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.hint(hintKey.key), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.hint(String(hint)), "accessibilityHint", true)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.hint(hint.content), "accessibilityHint", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Content, Modifier
    > {
        mergingAccessibility(.hint(hintKey.key), "accessibilityHint", isEnabled)
    }

    /// Communicates to the user what happens after performing the view's action, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.hint(String(hint)), "accessibilityHint", isEnabled)
    }

    /// Adds a textual description of the value that the view contains.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.value(valueDescription.content), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, from a localized string key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        mergingAccessibility(.value(valueKey.key), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.value(String(value)), "accessibilityValue", true)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<
        Content, Modifier
    > {
        mergingAccessibility(.value(valueDescription.content), "accessibilityValue", isEnabled)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true, from a localized string key.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Content, Modifier
    > {
        mergingAccessibility(.value(valueKey.key), "accessibilityValue", isEnabled)
    }

    /// Adds a textual description of the value that the view contains, while `isEnabled` is true, from a string.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        mergingAccessibility(.value(String(value)), "accessibilityValue", isEnabled)
    }

    /// Adds the given traits to the view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier>
    {
        mergingAccessibility(.addTraits(traits), "accessibilityAddTraits", true)
    }

    /// Removes the given traits from this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Content, Modifier
    > {
        mergingAccessibility(.removeTraits(traits), "accessibilityRemoveTraits", true)
    }
}
