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

extension ProgressView: PrimitiveView {
    package func update(node: ViewNode) {
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
        ("ProgressView", [fraction.map { "value: \(HeadlessValueFormat.number(CGFloat($0)))" } ?? "indeterminate"])
    }
}
