import Foundation

/// A control that performs increment and decrement actions.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// Stepper(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
/// ```
@available(tvOS, unavailable)
public struct Stepper<Label> where Label: View {
    package let label: Label
    package let onIncrement: (() -> Void)?
    package let onDecrement: (() -> Void)?
    package let onEditingChanged: (Bool) -> Void
    /// The bound value as the text tree shows it; nil for a stepper built from actions.
    package let valueDescription: (() -> String)?
    /// The bound value; nil for a stepper built from actions.
    package let currentValue: (() -> Any)?
    /// The `ClosedRange<V>` it keeps the value in, as given; nil when it has none.
    package let bounds: Any?
    /// The `V.Stride` each tap moves the value by; nil for a stepper built from actions.
    package let step: Any?

    init(
        label: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void, valueDescription: (() -> String)? = nil,
        currentValue: (() -> Any)? = nil, bounds: Any? = nil, step: Any? = nil
    ) {
        self.label = label
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        self.valueDescription = valueDescription
        self.currentValue = currentValue
        self.bounds = bounds
        self.step = step
    }

    /// A stepper over a bound value: each step moves it by `step` and keeps it in `bounds`.
    ///
    /// "bounds: A closed range that describes the upper and lower bounds permitted by the
    /// stepper"; "step: The amount to increment or decrement value each time the user clicks
    /// or taps the stepper's increment or decrement buttons"
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:onediting changed:)).
    init<V: Strideable>(
        label: Label, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void, describe: @escaping (V) -> String
    ) {
        func clamped(_ candidate: V) -> V {
            guard let bounds else { return candidate }
            return min(max(candidate, bounds.lowerBound), bounds.upperBound)
        }
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) },
            onDecrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) },
            onEditingChanged: onEditingChanged,
            valueDescription: {
                var text = describe(value.wrappedValue)
                if let bounds { text += " in: \(describe(bounds.lowerBound))...\(describe(bounds.upperBound))" }
                return text
            },
            currentValue: { value.wrappedValue }, bounds: bounds, step: step)
    }

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label(), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            label: label(), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
            describe: { controlValueDescription($0) })
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide.
    nonisolated public init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            label: label(), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged,
            describe: { controlValueDescription($0) })
    }

    /// Creates a stepper with a label, a formatted value, a step and a range.
    nonisolated public init<F>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
            describe: { HeadlessValueFormat.string(format.format($0)) })
    }

    /// Creates a stepper with a label, a formatted value and a step.
    nonisolated public init<F>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged,
            describe: { HeadlessValueFormat.string(format.format($0)) })
    }
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and performs the closures you provide.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that uses a title string and performs the closures you provide.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key over a value in a range.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string over a value in a range.
    @_disfavoredOverload
    nonisolated public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key over a value.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string over a value.
    @_disfavoredOverload
    nonisolated public init<S, V>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key over a formatted value in a range.
    nonisolated public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string over a formatted value in a range.
    @_disfavoredOverload
    nonisolated public init<S, F>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key over a formatted value.
    nonisolated public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string over a formatted value.
    @_disfavoredOverload
    nonisolated public init<S, F>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

@available(tvOS, unavailable)
extension Stepper: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

@available(tvOS, unavailable)
extension Stepper: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        node.reconcile(key: .content, view: label, environment: environment)
        let record = node.attachment { ControlRecord() }
        record.kind = .stepper
        record.label = node.descendantTexts.joined(separator: " ")
        record.isEnabled = environment.isEnabled
        // A tap on a button is one editing gesture: it begins, steps, and ends.
        let increment = onIncrement.map { step in
            { [onEditingChanged] in
                onEditingChanged(true)
                step()
                onEditingChanged(false)
            }
        }
        let decrement = onDecrement.map { step in
            { [onEditingChanged] in
                onEditingChanged(true)
                step()
                onEditingChanged(false)
            }
        }
        record.actions = .step(increment: increment, decrement: decrement)
        record.value = currentValue.map { current in node.readingAsSubscriber { current() } }
        record.bounds = bounds
        record.step = step
        var line = "Stepper" + quotedLabel(record.label)
        if let valueDescription { line += " value: " + node.readingAsSubscriber { valueDescription() } }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        // UIStepper is 94 × 32 points (assumption: its intrinsic size on iOS 13 to 18).
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 94, height: 32), fillsWidth: true)
    }
}

@available(*, unavailable)
extension Stepper: Sendable {}
