import Foundation

/// A control used to select a color from the system color picker UI.
///
/// The host picks a color as a user does in the system picker (`host.pick(color:in:)`). With
/// `supportsOpacity: false` the picker offers no opacity slider, so what it sets is opaque.
///
/// ```swift
/// struct ThemeSettings: View {
///     @State private var accent = Color.blue
///     var body: some View {
///         ColorPicker("Accent", selection: $accent, supportsOpacity: false)
///     }
/// }
/// ```
#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ColorPicker<Label> where Label: View {
    package let label: Label
    package let selection: Binding<Color>
    package let supportsOpacity: Bool

    /// Creates a color picker with a label, bound to a `Color`.
    ///
    /// ```swift
    /// ColorPicker(selection: $tint) { Label("Tint", systemImage: "paintpalette") }
    /// ```
    nonisolated public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label from a localized string key.
    ///
    /// ```swift
    /// ColorPicker("Background", selection: $background)
    /// ```
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label from a string.
    ///
    /// ```swift
    /// ColorPicker(category.name, selection: $category.color)
    /// ```
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true)
    where S: StringProtocol {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

#if HEADLESS_TVOS || HEADLESS_WATCHOS
    @available(
        *, unavailable,
        message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
    )
#endif
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        node.reconcile(key: .content, view: label, environment: environment)
        let record = node.attachment { ControlRecord() }
        record.kind = .colorPicker
        record.label = node.descendantTexts.joined(separator: " ")
        record.isEnabled = environment.isEnabled
        // "supportsOpacity: A Boolean value that indicates whether the color picker allows
        // adjusting the selected color's opacity" (Apple's ColorPicker initializers): without
        // it the picker has no opacity control, so what a user picks is opaque.
        record.actions = .pickColor { [selection, supportsOpacity] color in
            selection.wrappedValue = supportsOpacity ? color : Self.opaque(color)
        }
        let chosen = node.readingAsSubscriber { selection.wrappedValue }
        record.value = chosen
        var line = "ColorPicker" + quotedLabel(record.label) + " selection: " + chosen.headlessDescription
        if !supportsOpacity { line += " supportsOpacity: false" }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        // The label, then a color well 28 points across (assumption: Apple documents no size).
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 28, height: 28), fillsWidth: true)
    }

    /// `color` with full opacity; a color the stand-in cannot resolve (an asset's) unchanged.
    static func opaque(_ color: Color) -> Color {
        guard let rgba = color.resolvedRGBA() else { return color }
        return Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: 1)
    }
}

@available(*, unavailable)
extension ColorPicker: Sendable {}
