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
        let (node, setText) = try control(field, kinds: [.textField, .secureField, .textEditor]) {
            if case .editText(let setText, _) = $0 { setText } else { nil }
        }
        graph.perform { node.takeFocus() }
        graph.perform { setText(text) }
    }

    /// Presses the return key in the text field labelled `field`: a `value:format:` field
    /// commits its text, then the field's `onSubmit` actions for `.text` run. Focus stays where
    /// it is unless an action moves it.
    ///
    /// ```swift
    /// try host.submit("Email")
    /// ```
    public func submit(_ field: String) throws {
        let (_, submit) = try control(field, kinds: [.textField, .secureField]) {
            if case .editText(_, let submit) = $0 { submit } else { nil }
        }
        graph.perform(submit)
    }

    /// Taps the toggle labelled `label`, switching it on or off.
    ///
    /// ```swift
    /// try host.toggle("Wi-Fi")
    /// ```
    public func toggle(_ label: String) throws {
        let (_, toggle) = try control(label, kinds: [.toggle]) {
            if case .toggle(let toggle) = $0 { toggle } else { nil }
        }
        graph.perform(toggle)
    }

    /// Picks the row that shows `option` in the picker labelled `picker`: the selection
    /// becomes that row's tag, whatever the picker's style.
    ///
    /// ```swift
    /// try host.pick("Vanilla", in: "Flavor")
    /// ```
    public func pick(_ option: String, in picker: String) throws {
        let (_, (options, select)) = try control(picker, kinds: [.picker]) {
            if case .pick(let options, let select) = $0 { (options, select) } else { nil }
        }
        let matches = options.filter { $0.label == option }
        guard let match = matches.first else {
            let rows = options.map { "\"\($0.label)\"" }
            throw ViewHostError(
                description:
                    "Picker \"\(picker)\" has no row showing \"\(option)\". Rows: \(rows.isEmpty ? "none (is each row tagged?)" : rows.joined(separator: ", "))"
            )
        }
        guard matches.count == 1 else {
            throw ViewHostError(description: "Picker \"\(picker)\" has \(matches.count) rows showing \"\(option)\"")
        }
        graph.perform { select(match.tag) }
    }

    /// Taps the increment button of the stepper labelled `stepper`.
    ///
    /// ```swift
    /// try host.increment("Guests: 2")
    /// ```
    public func increment(_ stepper: String) throws {
        let (_, increment) = try control(stepper, kinds: [.stepper]) {
            if case .step(let increment, _) = $0 { increment } else { nil }
        }
        graph.perform(increment)
    }

    /// Taps the decrement button of the stepper labelled `stepper`.
    ///
    /// ```swift
    /// try host.decrement("Guests: 3")
    /// ```
    public func decrement(_ stepper: String) throws {
        let (_, decrement) = try control(stepper, kinds: [.stepper]) {
            if case .step(_, let decrement) = $0 { decrement } else { nil }
        }
        graph.perform(decrement)
    }

    /// Drags the slider labelled `slider` to `value`: the value lands inside the slider's
    /// range, on its nearest step.
    ///
    /// ```swift
    /// try host.slide("Volume", to: 0.75)
    /// ```
    public func slide(_ slider: String, to value: Double) throws {
        let (_, slide) = try control(slider, kinds: [.slider]) { if case .slide(let slide) = $0 { slide } else { nil } }
        graph.perform { slide(value) }
    }

    /// Chooses `date` in the date picker labelled `picker`; a date outside its range stops at
    /// the nearest bound.
    ///
    /// ```swift
    /// try host.pick(date: Date(timeIntervalSince1970: 0), in: "Birthday")
    /// ```
    public func pick(date: Date, in picker: String) throws {
        let (_, pickDate) = try control(picker, kinds: [.datePicker]) {
            if case .pickDate(let pickDate) = $0 { pickDate } else { nil }
        }
        graph.perform { pickDate(date) }
    }

    /// Chooses `color` in the color picker labelled `picker`, as a user does in the system
    /// picker; a picker made with `supportsOpacity: false` sets it opaque.
    ///
    /// ```swift
    /// try host.pick(color: .orange, in: "Accent")
    /// ```
    public func pick(color: Color, in picker: String) throws {
        let (_, pickColor) = try control(picker, kinds: [.colorPicker]) {
            if case .pickColor(let pickColor) = $0 { pickColor } else { nil }
        }
        graph.perform { pickColor(color) }
    }

    /// The control labelled `label` (or whose `accessibilityIdentifier` is `label`) on the
    /// frontmost screen, as a user sees it: what it is, whether it takes input, and its value.
    ///
    /// ```swift
    /// let wifi = try host.control("Wi-Fi")
    /// #expect(wifi.kind == .toggle)
    /// #expect(wifi.value(as: Bool.self) == true)
    /// ```
    public func control(_ label: String) throws -> Control {
        let (_, record) = try findControl(label, kinds: ControlKind.allCases)
        return Control(record)
    }

    /// The control of one of `kinds` whose label (or accessibility identifier) is `label`
    /// on the frontmost screen, enabled and able to perform `action` (which picks the action
    /// out of the control's, nil when it has none).
    func control<Action>(
        _ label: String, kinds: [ControlKind], action: (ControlActions) -> Action?
    ) throws -> (ViewNode, Action) {
        let (node, control) = try findControl(label, kinds: kinds)
        guard control.isEnabled, node.environment.allowsHitTesting, let performed = action(control.actions) else {
            throw ViewHostError(description: "\(control.kind.name) \"\(label)\" is disabled")
        }
        return (node, performed)
    }

    /// The one control of one of `kinds` whose label (or accessibility identifier) is `label`
    /// on the frontmost screen.
    private func findControl(_ label: String, kinds: [ControlKind]) throws -> (ViewNode, ControlRecord) {
        waitForTransitionsOnScreen()
        let screen = frontmostScreen
        var found: [(node: ViewNode, control: ControlRecord, identifier: String?)] = []
        screen.walk { node in
            if let control = node.control, kinds.contains(control.kind) {
                found.append((node, control, screen.accessibilityIdentifier(of: node)))
            }
            return true
        }
        let matching = found.filter { $0.control.label == label || $0.identifier == label }
        // The failures' words are made only for a failure.
        var candidates: [String] { found.map { "\($0.control.kind.name) \"\($0.control.label)\"" } }
        guard let target = matching.first else {
            let kindName =
                kinds.count == ControlKind.allCases.count
                ? "control" : kinds.map(\.name).sorted().joined(separator: " or ")
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
        return (target.node, target.control)
    }
}
