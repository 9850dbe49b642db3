import Foundation

/// A control for selecting an absolute date.
///
/// ```swift
/// DatePicker("Start Date", selection: $date, in: Date()..., displayedComponents: [.date])
///     .datePickerStyle(.graphical)
/// ```
@available(tvOS, unavailable)
public struct DatePicker<Label> where Label: View {
    /// The components of a date a picker shows.
    public typealias Components = DatePickerComponents

    package let label: Label
    package let selection: Binding<Date>
    package let lowerBound: Date?
    package let upperBound: Date?
    package let displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, lowerBound: Date?, upperBound: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents
    }

    /// The range as it was given: closed, from a date, or through one; nil for none.
    var dateBounds: Any? {
        switch (lowerBound, upperBound) {
        case (let lower?, let upper?): lower...upper
        case (let lower?, nil): lower...
        case (nil, let upper?): ...upper
        case (nil, nil): nil
        }
    }

    /// Creates an instance that selects a `Date` with an unbounded range.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, lowerBound: nil, upperBound: nil,
            displayedComponents: displayedComponents)
    }

    /// Creates an instance that selects a `Date` in a closed range.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents)
    }
}

@available(tvOS, unavailable)
extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, labelled by a
    /// localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, labelled by a
    /// string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, labelled by a localized
    /// string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, labelled by a
    /// localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, labelled by a
    /// localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, labelled by a string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, labelled by a
    /// string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, labelled by a
    /// string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

@available(tvOS, unavailable)
extension DatePicker: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

@available(tvOS, unavailable)
extension DatePicker: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let environment = node.environment
        node.reconcile(key: .content, view: label, environment: environment)
        let record = node.attachment { ControlRecord() }
        record.kind = .datePicker
        record.label = node.descendantTexts.joined(separator: " ")
        record.isEnabled = environment.isEnabled
        // A date outside the picker's range cannot be chosen: the wheel and calendar stop at
        // its bounds ("range: The inclusive range of selectable dates",
        // https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)).
        record.actions = .pickDate { [selection, lowerBound, upperBound] date in
            var chosen = date
            if let lowerBound, chosen < lowerBound { chosen = lowerBound }
            if let upperBound, chosen > upperBound { chosen = upperBound }
            selection.wrappedValue = chosen
        }
        let chosen = node.readingAsSubscriber { selection.wrappedValue }
        record.value = chosen
        record.bounds = dateBounds
        var line = "DatePicker" + quotedLabel(record.label) + " selection: " + isoDate(chosen)
        if lowerBound != nil || upperBound != nil {
            line += " in: \(lowerBound.map(isoDate) ?? "")...\(upperBound.map(isoDate) ?? "")"
        }
        var components: [String] = []
        if displayedComponents.contains(.date) { components.append(".date") }
        if displayedComponents.contains(.hourAndMinute) { components.append(".hourAndMinute") }
        line += " components: [\(components.joined(separator: ", "))]"
        record.style = environment.datePickerStyle?.value
        if let style = environment.datePickerStyle?.name { line += " style: \(style)" }
        if !environment.isEnabled { line += " disabled" }
        node.output.display = .element(line)
        // The compact style: the label, then a date button 34 points tall (assumption).
        node.layoutBehavior = ControlLayout(widget: CGSize(width: 120, height: 34), fillsWidth: true)
    }
}

@available(*, unavailable)
extension DatePicker: Sendable {}

/// The components shown by a date picker.
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw value of the components.
    public let rawValue: UInt

    /// Creates a set of date picker components from a raw value.
    nonisolated public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays hour and minute components based on the locale.
    public static var hourAndMinute: DatePickerComponents { DatePickerComponents(rawValue: 1 << 2) }
    /// Displays day, month, and year based on the locale.
    public static var date: DatePickerComponents { DatePickerComponents(rawValue: 1 << 4) }
}

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default style for date pickers.
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
}

@available(*, unavailable)
extension DefaultDatePickerStyle: Sendable {}

/// A date picker style that displays the components in a compact, textual format.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    nonisolated public init() {}
}

/// A date picker style that displays an interactive calendar or clock.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    nonisolated public init() {}
}

/// A date picker style that displays each component as columns in a scrollable wheel.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
}

@available(*, unavailable)
extension WheelDatePickerStyle: Sendable {}

@available(tvOS, unavailable)
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AppliedControlStyle? { nil }
}

extension EnvironmentValues {
    /// The date picker style in effect.
    var datePickerStyle: AppliedControlStyle? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due).datePickerStyle(.graphical)
    /// ```
    @available(tvOS, unavailable)
    nonisolated public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
        let applied = AppliedControlStyle(
            style,
            builtIns: [
                (DefaultDatePickerStyle.self, "automatic"), (CompactDatePickerStyle.self, "compact"),
                (GraphicalDatePickerStyle.self, "graphical"), (WheelDatePickerStyle.self, "wheel"),
            ])
        return modifier(EnvironmentWriter(attribute: nil, token: applied.name) { $0.datePickerStyle = applied })
    }
}
