import Foundation
import HeadlessSwiftUI

extension ViewHost {
    /// A control on screen as a user sees it (``ViewHost/control(_:)``): what it is, its label,
    /// whether it takes input, and the value it shows, typed as its binding holds it.
    ///
    /// ```swift
    /// let guests = try host.control("Guests")
    /// #expect(guests.kind == .stepper)
    /// #expect(guests.value(as: Int.self) == 2)
    /// ```
    public struct Control {
        /// What kind of control it is.
        public enum Kind: Hashable, Sendable {
            /// A `TextField`.
            case textField
            /// A `SecureField`.
            case secureField
            /// A `TextEditor`.
            case textEditor
            /// A `Toggle`.
            case toggle
            /// A `Stepper`.
            case stepper
            /// A `Picker`.
            case picker
            /// A `DatePicker`.
            case datePicker
            /// A `Slider`.
            case slider
            /// A `ColorPicker`.
            case colorPicker
        }

        /// What kind of control it is.
        public let kind: Kind
        /// The strings of its label, joined by spaces (empty for a `TextEditor`).
        public let label: String
        /// Whether it takes input: false where `disabled(true)` applies to it.
        public let isEnabled: Bool
        /// The value it shows, as its binding holds it: a toggle's `Bool`; a field's or editor's
        /// `String` as typed (a secure field's too; a `value:format:` field's, the value as
        /// formatted, or the text being typed); a stepper's or picker's bound value; a slider's
        /// as a `Double`; a date picker's `Date`; a color picker's `Color`. Nil for a stepper built from actions, and a
        /// picker over sources that differ.
        public let value: Any?
        /// Whether a toggle or picker over several sources shows a mixed state (they differ).
        public let isMixed: Bool
        /// The range it keeps its value in: a stepper's `ClosedRange<V>` and a date picker's
        /// range (`ClosedRange<Date>`, `PartialRangeFrom<Date>`, `PartialRangeThrough<Date>`) as
        /// given, a slider's as a `ClosedRange<Double>`; nil where it has none.
        ///
        /// ```swift
        /// #expect(try host.control("Guests").bounds as? ClosedRange<Int> == 1...4)
        /// ```
        public let bounds: Any?
        /// How far one step moves its value: a stepper's `V.Stride`, a slider's `Double`; nil
        /// where it moves freely.
        public let step: Any?
        /// A text field's prompt: what it shows while empty.
        public let prompt: String?
        /// The style that a modifier above it sets (`pickerStyle(_:)`, `toggleStyle(_:)`,
        /// `textFieldStyle(_:)`, `datePickerStyle(_:)`), as given; nil where none is set.
        ///
        /// ```swift
        /// #expect(try host.control("Flavor").style is SegmentedPickerStyle)
        /// ```
        public let style: Any?

        /// ``value`` as a `T`, or nil when it is not one.
        ///
        /// ```swift
        /// #expect(try host.control("Volume").value(as: Double.self) == 0.5)
        /// ```
        public func value<T>(as type: T.Type) -> T? {
            value as? T
        }

        @MainActor init(_ record: ControlRecord) {
            kind =
                switch record.kind {
                case .textField: .textField
                case .secureField: .secureField
                case .textEditor: .textEditor
                case .toggle: .toggle
                case .stepper: .stepper
                case .picker: .picker
                case .datePicker: .datePicker
                case .slider: .slider
                case .colorPicker: .colorPicker
                }
            label = record.label
            isEnabled = record.isEnabled
            value = record.value
            isMixed = record.isMixed
            bounds = record.bounds
            step = record.step
            prompt = record.prompt
            style = record.style
        }
    }
}
