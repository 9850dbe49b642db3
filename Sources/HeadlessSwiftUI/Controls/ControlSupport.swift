import Foundation
import Observation

/// What the host needs to act on a control as a user would: its kind, the text of its label,
/// and the actions a finger or a keyboard performs on it. Set by the control on each update.
@MainActor
package final class ControlRecord {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    @exclusivity(unchecked) package var kind: ControlKind = .toggle
    /// The strings of the control's label, joined by spaces.
    @exclusivity(unchecked) package var label = ""
    @exclusivity(unchecked) package var isEnabled = true
    /// What a user can do to the control; its case always matches `kind`.
    @exclusivity(unchecked) package var actions: ControlActions = .none
    /// What the control shows, as its binding holds it (a toggle's `Bool`, a field's `String`,
    /// a stepper's or slider's value, a picker's selection, a date picker's `Date`), as of its
    /// last update; nil where it holds none (a stepper built from actions, a picker over
    /// sources that differ).
    @exclusivity(unchecked) package var value: Any?
    /// A toggle or picker over several sources that do not all agree.
    @exclusivity(unchecked) package var isMixed = false
    /// The range the control keeps its value in, as given (a stepper's `ClosedRange<V>`, a
    /// date picker's `ClosedRange<Date>`, `PartialRangeFrom<Date>` or `PartialRangeThrough<Date>`),
    /// or as the value is held (a slider's `ClosedRange<Double>`); nil where it has none.
    @exclusivity(unchecked) package var bounds: Any?
    /// How far one step moves the value: a stepper's `V.Stride`, a slider's `Double`; nil
    /// where it moves freely.
    @exclusivity(unchecked) package var step: Any?
    /// A text field's prompt, the text it shows while empty.
    @exclusivity(unchecked) package var prompt: String?
    /// The style that the environment gives it (`pickerStyle(_:)`, `toggleStyle(_:)`,
    /// `textFieldStyle(_:)`, `datePickerStyle(_:)`), as its value; nil where none is set.
    @exclusivity(unchecked) package var style: Any?

    package init() {}
}

/// The controls the host can act on by their label.
package enum ControlKind: Hashable, Sendable, CaseIterable {
    case textField, secureField, textEditor, toggle, stepper, picker, datePicker, slider, colorPicker

    /// The control's type name, for the text tree and the host's messages.
    package var name: String {
        switch self {
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .textEditor: "TextEditor"
        case .toggle: "Toggle"
        case .stepper: "Stepper"
        case .picker: "Picker"
        case .datePicker: "DatePicker"
        case .slider: "Slider"
        case .colorPicker: "ColorPicker"
        }
    }
}

/// What a user can do to a control, by what the control is.
package enum ControlActions {
    /// Nothing (yet): the control has not been updated.
    case none
    /// A field or editor: replace its text (a user who selected all and typed), and press
    /// return (commits a value field and runs its `.text` submit actions; nil for an editor).
    case editText(setText: (String) -> Void, submit: (() -> Void)?)
    /// A toggle: a tap flips it.
    case toggle(() -> Void)
    /// A picker: its rows (the text each shows and its tag), and choosing one by its tag.
    case pick(options: [(label: String, tag: AnyHashable)], select: (AnyHashable) -> Void)
    /// A stepper's buttons; nil where the stepper cannot step that way.
    case step(increment: (() -> Void)?, decrement: (() -> Void)?)
    /// A slider: drag to a value.
    case slide((Double) -> Void)
    /// A date picker: choose a date.
    case pickDate((Date) -> Void)
    /// A color picker: choose a color.
    case pickColor((Color) -> Void)
}

extension ViewNode {
    /// The control this node is, if it is one that the host can act on.
    package var control: ControlRecord? { existingAttachment(ControlRecord.self) }

    /// The strings every `Text` at or below this node shows, in order.
    package var descendantTexts: [String] {
        var texts: [String] = []
        appendDescendantTexts(to: &texts)
        return texts
    }

    /// Appends the texts in order. Loops, not `map` and `flatMap`: a main-actor closure handed
    /// to the standard library checks its executor at each call (UncheckedClosures.swift).
    private func appendDescendantTexts(to texts: inout [String]) {
        if let text { texts.append(text) }
        for child in children {
            StackRoom.ensuring { child.appendDescendantTexts(to: &texts) }
        }
    }
}

/// A control style set by a modifier (`pickerStyle(.segmented)`), as the environment carries it
/// to the controls below.
struct AppliedControlStyle {
    /// The style as given, for the host (`SegmentedPickerStyle()`).
    let value: Any
    /// Its name as the text tree shows it: `.segmented` for a built-in style, the type's name
    /// for a custom one.
    let name: String

    init(_ style: Any, builtIns: [(Any.Type, String)]) {
        value = style
        name =
            builtIns.first { $0.0 == Swift.type(of: style) }.map { "." + $0.1 } ?? typeName(Swift.type(of: style))
    }
}

/// The label of a control as the text tree quotes it.
func quotedLabel(_ label: String) -> String {
    label.isEmpty ? "" : " " + HeadlessValueFormat.string(label)
}

/// A value as the text tree shows it: strings quoted, enum cases with a leading dot,
/// optionals unwrapped (`nil` when empty).
package func controlValueDescription(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return controlValueDescription(wrapped)
    }
    switch value {
    case let string as String: return HeadlessValueFormat.string(string)
    case let double as Double: return HeadlessValueFormat.number(double)
    case let float as Float: return HeadlessValueFormat.number(Double(float))
    case let cgFloat as CGFloat: return HeadlessValueFormat.number(cgFloat)
    case let date as Date: return isoDate(date)
    default:
        return mirror.displayStyle == .enum ? "." + String(describing: value) : String(describing: value)
    }
}

/// A date as ISO 8601 in UTC, stable whatever the machine's time zone.
func isoDate(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
}

struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls below hide their labels (`labelsHidden()`).
    package var controlLabelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
    /// ```
    nonisolated public func labelsHidden() -> some View {
        modifier(EnvironmentWriter(attribute: "labelsHidden", token: true) { $0.controlLabelsHidden = true })
    }
}

/// How a control sizes itself: as wide as offered (or its label and its widget side by side
/// when asked for its ideal size), as tall as its widget; the label sits at the leading edge.
struct ControlLayout: LayoutBehavior {
    /// The widget's size beside the label (a switch, a stepper's buttons).
    let widget: CGSize
    /// Whether the control takes all the width offered (fields, sliders, rows in a form).
    let fillsWidth: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // A loop, not `reduce`: a main-actor closure handed to the standard library checks its
        // executor at each call (UncheckedClosures.swift).
        var labelSize = CGSize.zero
        for child in node.children {
            for unit in child.layoutUnits {
                let size = unit.sizeThatFits(ProposedViewSize(width: nil, height: nil))
                labelSize = CGSize(width: labelSize.width + size.width, height: max(labelSize.height, size.height))
            }
        }
        let ideal = labelSize.width + (labelSize.width > 0 ? 8 : 0) + widget.width
        let width = fillsWidth ? (proposal.width ?? ideal) : min(proposal.width ?? ideal, ideal)
        return CGSize(width: max(width, 0), height: max(widget.height, labelSize.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        var x = bounds.minX
        for unit in node.children.flatMap(\.layoutUnits) {
            let size = unit.sizeThatFits(ProposedViewSize(width: nil, height: nil))
            let origin = CGPoint(x: x, y: bounds.midY - size.height / 2)
            unit.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}
