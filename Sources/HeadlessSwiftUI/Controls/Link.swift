import Foundation

/// A control for navigating to a URL.
///
/// A tap hands the destination to the environment's `openURL` action, which an app (or a test)
/// replaces with `.environment(\.openURL, OpenURLAction { url in ... })` to handle links
/// itself, as Apple's `Link` and `OpenURLAction` pages describe
/// (https://developer.apple.com/documentation/swiftui/link).
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
@MainActor @preconcurrency
public struct Link<Label: View> {
    let label: Label
    package let destination: URL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        // Nonisolated as in SwiftUI, so it sets the properties rather than delegating to the
        // main-actor initializer (which Swift 6 mode forbids).
        label = Text(titleKey)
        self.destination = destination
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        label = Text(title)
        self.destination = destination
    }
}

extension Link: View {
    /// The content and behavior of the view.
    public var body: some View { label }
}

extension Link: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        let openURL = node.environment.openURL
        node.output.tapAction = { [destination] in openURL(destination) }
        node.output.isTapEnabled = node.environment.isEnabled
        node.reconcile(key: .content, view: label, environment: node.environment)
    }
}

@available(*, unavailable)
extension Link: Sendable {}

extension Link: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Link", ["destination: \"\(destination.absoluteString)\""])
    }
}
