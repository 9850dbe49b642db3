import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context: side by side, as a segmented group in a toolbar or a menu.
///
/// The stand-in lays the controls out in a row, each keeping its own action. A group's label is
/// not shown: iOS shows it only where the group collapses into a menu, which the stand-in does
/// not model.
///
/// ```swift
/// .toolbar {
///     ToolbarItem {
///         ControlGroup {
///             Button("Decrease", systemImage: "minus") { size -= 1 }
///             Button("Increase", systemImage: "plus") { size += 1 }
///         }
///     }
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ControlGroup<Content> where Content: View {
    let content: Content

    /// Creates a new control group with the specified children.
    ///
    /// ```swift
    /// ControlGroup { Button("Bold") {}; Button("Italic") {} }
    /// ```
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroup: View {
    /// The content and behavior of the view: the controls in a row.
    @MainActor @preconcurrency public var body: some View {
        HStack(spacing: 0) { content }
    }
}

@available(*, unavailable)
extension ControlGroup: Sendable {}

/// A control group's content with its label (`ControlGroup(content:label:)`).
///
/// ```swift
/// ControlGroup { Button("Copy") {} } label: { Label("Edit", systemImage: "pencil") }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct LabeledControlGroupContent<Content, Label> where Content: View, Label: View {
    let content: Content
    let label: Label
}

@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension LabeledControlGroupContent: View {
    /// The content and behavior of the view: the controls; the label shows only where the
    /// group collapses into a menu.
    @MainActor @preconcurrency public var body: some View {
        content
    }
}

@available(*, unavailable)
extension LabeledControlGroupContent: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    ///
    /// ```swift
    /// ControlGroup { Button("Copy") {} } label: { Label("Edit", systemImage: "pencil") }
    /// ```
    nonisolated public init<C, L>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L>, C: View, L: View {
        self.init { LabeledControlGroupContent(content: content(), label: label()) }
    }

    /// Creates a new control group with the specified content and a title from a localized
    /// string key.
    ///
    /// ```swift
    /// ControlGroup("Format") { Button("Bold") {}; Button("Italic") {} }
    /// ```
    nonisolated public init<C>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content and a title from a string.
    ///
    /// ```swift
    /// ControlGroup(group.name) { ForEach(group.actions) { Button($0.title) {} } }
    /// ```
    @_disfavoredOverload
    nonisolated public init<C, S>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View, S: StringProtocol {
        self.init(content: content) { Text(title) }
    }
}
