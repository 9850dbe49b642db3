// `accessibilityElement(children:)` makes the view one accessibility element. With `.combine`,
// Apple: "Any child accessibility element's properties are merged into the new accessibility
// element"; `ViewHost` reads the merged label as the children's labels (or texts) in order,
// joined by ", " (the separator is not documented; an assumption). `.ignore` and `.contain`
// change which elements VoiceOver visits, which the host does not model.

/// Defines the behavior for the child elements of the new parent element.
///
/// ```swift
/// HStack { Text("Ada"); Text("Admin") }.accessibilityElement(children: .combine)
/// ```
public struct AccessibilityChildBehavior: Hashable {
    package enum Kind: Hashable {
        case ignore, contain, combine
    }

    package let kind: Kind
}

extension AccessibilityChildBehavior {
    /// Child accessibility elements become hidden.
    public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .ignore) }
    /// Any child accessibility elements become children of the new accessibility element.
    public static var contain: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .contain) }
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: .combine) }
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

extension View {
    /// Creates a new accessibility element, or modifies the accessibility element represented by
    /// this view, with its children as `children` says.
    ///
    /// ```swift
    /// VStack { Text(title); Text(subtitle) }.accessibilityElement(children: .combine)
    /// ```
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment(.children(children), "accessibilityElement", true)
    }
}
