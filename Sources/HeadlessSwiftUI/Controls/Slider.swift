import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// Slider(value: $speed, in: 0...100, step: 5) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
@available(tvOS, unavailable)
public struct Slider<Label, ValueLabel> where Label: View, ValueLabel: View {
    package let label: Label
    package let minimumValueLabel: ValueLabel?
    package let maximumValueLabel: ValueLabel?
    package let onEditingChanged: (Bool) -> Void
    package let read: () -> Double
    package let write: (Double) -> Void
    package let bounds: ClosedRange<Double>
    package let step: Double?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }

    /// Creates a slider to select a value from a given range, with a label and labels for its
    /// minimum and maximum values.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// with a label and labels for its minimum and maximum values.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided
    /// label.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

@available(tvOS, unavailable)
extension Slider: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

@available(tvOS, unavailable)
extension Slider: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// Where a drag to `target` leaves the value: inside the bounds, on a step.
    ///
    /// "value: The selected value within bounds"; "step: The distance between each valid
    /// value" (https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)).
    /// Steps count from the lower bound; the nearest one wins (assumption: UISlider-like
    /// rounding, ties away from zero).
    func settledValue(_ target: Double) -> Double {
        var value = min(max(target, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
            value = min(value, bounds.upperBound)
        }
        return value
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        var slots = [ChildSlot(key: .content, view: label, environment: environment)]
        if let minimumValueLabel {
            slots.append(
                ChildSlot(key: .accessory(.minimumValueLabel), view: minimumValueLabel, environment: environment))
        }
        if let maximumValueLabel {
            slots.append(
                ChildSlot(key: .accessory(.maximumValueLabel), view: maximumValueLabel, environment: environment))
        }
        node.reconcile(slots)
        let record = node.attachment { ControlRecord() }
        record.kind = .slider
        record.label = node.child(.content)?.descendantTexts.joined(separator: " ") ?? ""
        record.isEnabled = environment.isEnabled
        record.actions = .slide { [onEditingChanged, write] target in
            onEditingChanged(true)
            write(settledValue(target))
            onEditingChanged(false)
        }
        let value = node.readingAsSubscriber { read() }
        record.value = value
        record.bounds = bounds
        record.step = step
        var line = "Slider" + quotedLabel(record.label) + " value: " + sliderNumber(value)
        line += " in: \(sliderNumber(bounds.lowerBound))...\(sliderNumber(bounds.upperBound))"
        if let step { line += " step: \(sliderNumber(step))" }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        // A slider fills the width; its track and thumb are 34 points tall (assumption).
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 100, height: 34), fillsWidth: true)
    }
}

@available(*, unavailable)
extension Slider: Sendable {}

/// A slider's number for the text tree, rounded to nine decimals so that a value on a step
/// reads as the step's multiple (`0.3`, not `0.30000000000000004`).
func sliderNumber(_ value: Double) -> String {
    HeadlessValueFormat.number((value * 1e9).rounded() / 1e9)
}
