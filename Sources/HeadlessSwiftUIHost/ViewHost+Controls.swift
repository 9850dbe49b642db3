import Foundation
import HeadlessSwiftUI

/// A user's actions on controls: typing into fields, switching toggles, picking options,
/// stepping, sliding and choosing dates. Each finds its control on the frontmost screen by
/// the text of its label (or its `accessibilityIdentifier`), acts, then lets the graph update.
extension ViewHost {
    /// Types `text` into the text field, secure field or text editor labelled `field` (or
    /// whose `accessibilityIdentifier` is `field`), as a user who taps
    /// it, selects all and types: the field takes focus (its `focused` binding is written),
    /// and its text binding becomes `text`. Nothing is submitted.
    ///
    /// ```swift
    /// try host.type("Ada", into: "Name")
    /// try host.submit("Name")
    /// ```
    public func type(_ text: String, into field: String) throws {
        let (node, control) = try control(field, kinds: ["TextField", "SecureField", "TextEditor"], action: \.setText)
        node.takeFocus()
        graph.flush()
        control.setText?(text)
        graph.flush()
    }

    /// Presses the return key in the text field labelled `field`: a `value:format:` field
    /// commits its text, then the field's `onSubmit` actions for `.text` run. Focus stays where
    /// it is unless an action moves it.
    ///
    /// ```swift
    /// try host.submit("Email")
    /// ```
    public func submit(_ field: String) throws {
        let (_, control) = try control(field, kinds: ["TextField", "SecureField"], action: \.submit)
        control.submit?()
        graph.flush()
    }

    /// Taps the toggle labelled `label`, switching it on or off.
    ///
    /// ```swift
    /// try host.toggle("Wi-Fi")
    /// ```
    public func toggle(_ label: String) throws {
        let (_, control) = try control(label, kinds: ["Toggle"], action: \.toggle)
        control.toggle?()
        graph.flush()
    }

    /// Picks the row that shows `option` in the picker labelled `picker`: the selection
    /// becomes that row's tag, whatever the picker's style.
    ///
    /// ```swift
    /// try host.pick("Vanilla", in: "Flavor")
    /// ```
    public func pick(_ option: String, in picker: String) throws {
        let (_, control) = try control(picker, kinds: ["Picker"], action: \.select)
        let matches = control.options.filter { $0.label == option }
        guard let match = matches.first else {
            let rows = control.options.map { "\"\($0.label)\"" }
            throw ViewHostError(
                description:
                    "Picker \"\(picker)\" has no row showing \"\(option)\". Rows: \(rows.isEmpty ? "none (is each row tagged?)" : rows.joined(separator: ", "))"
            )
        }
        guard matches.count == 1 else {
            throw ViewHostError(description: "Picker \"\(picker)\" has \(matches.count) rows showing \"\(option)\"")
        }
        control.select?(match.tag)
        graph.flush()
    }

    /// Taps the increment button of the stepper labelled `stepper`.
    ///
    /// ```swift
    /// try host.increment("Guests: 2")
    /// ```
    public func increment(_ stepper: String) throws {
        let (_, control) = try control(stepper, kinds: ["Stepper"], action: \.increment)
        control.increment?()
        graph.flush()
    }

    /// Taps the decrement button of the stepper labelled `stepper`.
    ///
    /// ```swift
    /// try host.decrement("Guests: 3")
    /// ```
    public func decrement(_ stepper: String) throws {
        let (_, control) = try control(stepper, kinds: ["Stepper"], action: \.decrement)
        control.decrement?()
        graph.flush()
    }

    /// Drags the slider labelled `slider` to `value`: the value lands inside the slider's
    /// range, on its nearest step.
    ///
    /// ```swift
    /// try host.slide("Volume", to: 0.75)
    /// ```
    public func slide(_ slider: String, to value: Double) throws {
        let (_, control) = try control(slider, kinds: ["Slider"], action: \.slide)
        control.slide?(value)
        graph.flush()
    }

    /// Chooses `date` in the date picker labelled `picker`; a date outside its range stops at
    /// the nearest bound.
    ///
    /// ```swift
    /// try host.pick(date: Date(timeIntervalSince1970: 0), in: "Birthday")
    /// ```
    public func pick(date: Date, in picker: String) throws {
        let (_, control) = try control(picker, kinds: ["DatePicker"], action: \.pickDate)
        control.pickDate?(date)
        graph.flush()
    }

    /// The control of one of `kinds` whose label (or accessibility identifier) is `label`
    /// on the frontmost screen, enabled and able to perform `action`.
    func control<Action>(_ label: String, kinds: Set<String>, action: KeyPath<ControlRecord, Action?>) throws -> (
        ViewNode, ControlRecord
    ) {
        waitForTransitionsOnScreen()
        var found: [(node: ViewNode, control: ControlRecord, identifier: String?)] = []
        func visit(_ node: ViewNode, identifier: String?) {
            var identifier = identifier
            if case .identifier(let name) = node.drawing { identifier = name }
            if let control = node.control, kinds.contains(control.kind) {
                found.append((node, control, identifier))
            }
            for child in TreeRenderer.visibleChildren(of: node) { visit(child, identifier: identifier) }
        }
        visit(frontmostNode, identifier: nil)
        let kindName = kinds.sorted().joined(separator: " or ")
        let matching = found.filter { $0.control.label == label || $0.identifier == label }
        let candidates = found.map { "\($0.control.kind) \"\($0.control.label)\"" }
        guard let target = matching.first else {
            throw ViewHostError(
                description:
                    "No \(kindName) is labelled \"\(label)\". On screen: \(candidates.isEmpty ? "none" : candidates.joined(separator: ", "))"
            )
        }
        guard matching.count == 1 else {
            throw ViewHostError(
                description:
                    "\"\(label)\" is ambiguous: \(matching.count) controls are labelled so (\(candidates.joined(separator: ", ")))"
            )
        }
        guard target.control.isEnabled, target.node.environment.allowsHitTesting,
            target.control[keyPath: action] != nil
        else {
            throw ViewHostError(description: "\(target.control.kind) \"\(label)\" is disabled")
        }
        return (target.node, target.control)
    }
}
