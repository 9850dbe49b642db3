import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value it is indeterminate (a spinner on iOS); with one it shows the fraction of
/// `total` completed, clamped to 0...1 as Apple documents for the `value:total:` initializers.
/// The text tree shows `ProgressView(value: 0.25)` or `ProgressView(indeterminate)`.
///
/// ```swift
/// if isLoading { ProgressView("Loading…") }
/// ProgressView(value: downloaded, total: size)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The fraction completed, nil when indeterminate.
    package let fraction: Double?
}

extension ProgressView {
    /// The fraction of `total`, clamped to 0...1: "If the value is non-nil but outside the range
    /// of 0.0 through total, the progress view pins the value to those limits"
    /// (https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)).
    nonisolated static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() where Label == EmptyView {
        self.init(label: nil, currentValueLabel: nil, fraction: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from
    /// a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from
    /// a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(label: Text(title), currentValueLabel: nil, fraction: nil)
    }

    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(label: nil, currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(label: Text(title), currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and a
    /// label for the current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, total: total))
    }
}

extension ProgressView: View {
    /// The content and behavior of the view.
    public var body: some View { EmptyView() }
}

extension ProgressView {
    /// Creates a progress view based on a style configuration: inside a custom style's
    /// `makeBody`, the standard progress view for its values.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     ProgressView(configuration).padding().background(.thinMaterial)
    /// }
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        self.init(
            label: configuration.label, currentValueLabel: configuration.currentValueLabel,
            fraction: configuration.fractionCompleted)
    }
}

extension ProgressView: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        // A custom style builds the progress view from its configuration
        // (`progressViewStyle(_:)`); progress views in its body take the standard look.
        if let style = node.environment.progressViewStyle, style.builtIn == nil {
            node.output.display = .transparent
            var values = node.environment
            values.progressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map {
                    ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
                })
            node.reconcile(key: .content, view: style.makeBody(configuration), environment: values)
            return
        }
        node.output.display = Self.printedDisplay
        var slots: [ChildSlot] = []
        if let label { slots.append(ChildSlot(key: .index(0), view: label, environment: node.environment)) }
        if let currentValueLabel {
            slots.append(ChildSlot(key: .index(1), view: currentValueLabel, environment: node.environment))
        }
        node.reconcile(slots)
    }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

extension ProgressView: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        var attributes = [fraction.map { "value: \(HeadlessValueFormat.number(CGFloat($0)))" } ?? "indeterminate"]
        if let style = node.environment.progressViewStyle?.builtIn, style != .automatic {
            attributes.append("style: \(style.memberName)")
        }
        return ("ProgressView", attributes)
    }
}
