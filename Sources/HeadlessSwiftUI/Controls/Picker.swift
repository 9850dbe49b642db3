import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// Picker("Flavor", selection: $selectedFlavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    package let label: Label
    package let content: Content
    /// The selection, or nil when several sources hold different values.
    package let selection: () -> SelectionValue?
    package let select: (SelectionValue) -> Void
    package let binding: Any

    init(label: Label, selection: Binding<SelectionValue>, content: Content) {
        self.label = label
        self.content = content
        self.selection = { selection.wrappedValue }
        select = { selection.wrappedValue = $0 }
        binding = selection
    }

    init<C: RandomAccessCollection>(
        label: Label, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, content: Content
    ) {
        self.label = label
        self.content = content
        let bindings = sources.map { $0[keyPath: selection] }
        self.selection = {
            let values = bindings.map(\.wrappedValue)
            guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        select = { value in for binding in bindings { binding.wrappedValue = value } }
        binding = bindings
    }

    /// Creates a picker that displays a custom label.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, content: content())
    }

    /// Creates a picker that displays a custom label (deprecated: the label is now a trailing
    /// view builder).
    ///
    /// ```swift
    /// Picker(selection: $flavor, label: Text("Flavor")) {
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(label: label, selection: selection, content: content())
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label.
    nonisolated public init<C>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) where C: RandomAccessCollection {
        self.init(label: label(), sources: sources, selection: selection, content: content())
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(label: Text(titleKey), selection: selection, content: content())
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(label: Text(title), selection: selection, content: content())
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key.
    nonisolated public init<C>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection {
        self.init(label: Text(titleKey), sources: sources, selection: selection, content: content())
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// string.
    @_disfavoredOverload
    nonisolated public init<C, S>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, S: StringProtocol {
        self.init(label: Text(title), sources: sources, selection: selection, content: content())
    }
}

extension Picker where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a picker with a system image and a title from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            label: HeadlessSwiftUI.Label(titleKey, systemImage: systemImage), selection: selection, content: content())
    }

    /// Creates a picker with a system image and a title from a string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(
            label: HeadlessSwiftUI.Label(title, systemImage: systemImage), selection: selection, content: content())
    }

    /// Creates a picker bound to a collection of bindings, with a system image and a title
    /// from a localized string key.
    nonisolated public init<C>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(
            label: HeadlessSwiftUI.Label(titleKey, systemImage: systemImage), sources: sources, selection: selection,
            content: content())
    }

    /// Creates a picker bound to a collection of bindings, with a system image and a title
    /// from a string.
    @_disfavoredOverload
    nonisolated public init<C, S>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, C.Element == Binding<SelectionValue>, S: StringProtocol {
        self.init(
            label: HeadlessSwiftUI.Label(title, systemImage: systemImage), sources: sources, selection: selection,
            content: content())
    }
}

extension Picker: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension Picker: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        // The options are the picker's, created with it (a `Form` above is lazy).
        node.markLazyRowsBoundary()
        node.reconcile([
            ChildSlot(key: .accessory(.label), view: label, environment: environment),
            ChildSlot(key: .content, view: content, environment: environment),
        ])
        let record = node.attachment { ControlRecord() }
        record.kind = .picker
        record.label = node.child(.accessory(.label))?.descendantTexts.joined(separator: " ") ?? ""
        record.isEnabled = environment.isEnabled
        // Each row stands for its tag; picking a row writes that tag to the selection
        // (https://developer.apple.com/documentation/swiftui/picker: "use the tag(_:) modifier
        // ... the type of the tag must match the type of the selection"). A tag of another
        // type selects nothing, as on iOS.
        let options = (node.child(.content)?.taggedDescendants ?? []).map { tagged in
            (label: tagged.node.descendantTexts.joined(separator: " "), tag: tagged.tag)
        }
        record.actions = .pick(options: options) { [select] tag in
            if let value = tag.base as? SelectionValue { select(value) }
        }
        let current = node.readingAsSubscriber { selection() }
        record.value = current
        record.isMixed = current == nil
        var line = "Picker" + quotedLabel(record.label)
        line += " selection: " + (current.map { controlValueDescription($0) } ?? "mixed")
        record.style = environment.pickerStyle?.value
        if let style = environment.pickerStyle?.name { line += " style: \(style)" }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        node.layoutBehavior = nil
    }
}

@available(*, unavailable)
extension Picker: Sendable {}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// ```swift
/// Picker("Sort", selection: $order) { ... }.pickerStyle(.menu)
/// ```
public protocol PickerStyle {}

/// The default picker style, based on the picker's context.
nonisolated public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    nonisolated public init() {}
}

/// A picker style that presents the options in a segmented control.
@available(watchOS, unavailable)
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    nonisolated public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button.
@available(watchOS, unavailable)
nonisolated public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    nonisolated public init() {}
}

/// A picker style that presents the options in a scrollable wheel.
@available(macOS, unavailable)
@available(tvOS, unavailable)
nonisolated public struct WheelPickerStyle: PickerStyle {
    /// Creates a wheel picker style.
    nonisolated public init() {}
}

/// A picker style that presents the options inline with other views in the containing list
/// or form.
nonisolated public struct InlinePickerStyle: PickerStyle {
    /// Creates an inline picker style.
    nonisolated public init() {}
}

/// A picker style represented by a navigation link that pushes a list of the options.
@available(macOS, unavailable)
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates a navigation link picker style.
    nonisolated public init() {}
}

/// A picker style that presents the options as a row of compact elements.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct PalettePickerStyle: PickerStyle {
    /// Creates a palette picker style.
    nonisolated public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

@available(macOS, unavailable)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: AppliedControlStyle? { nil }
}

extension EnvironmentValues {
    /// The picker style in effect.
    var pickerStyle: AppliedControlStyle? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view. Every style still acts as a selection:
    /// the host picks a row by its text whatever the style.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { ... }.pickerStyle(.segmented)
    /// ```
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        let applied = AppliedControlStyle(
            style,
            builtIns: [
                (DefaultPickerStyle.self, "automatic"), (SegmentedPickerStyle.self, "segmented"),
                (MenuPickerStyle.self, "menu"), (WheelPickerStyle.self, "wheel"), (InlinePickerStyle.self, "inline"),
                (NavigationLinkPickerStyle.self, "navigationLink"), (PalettePickerStyle.self, "palette"),
            ])
        return modifier(EnvironmentWriter(attribute: nil, token: applied.name) { $0.pickerStyle = applied })
    }
}
