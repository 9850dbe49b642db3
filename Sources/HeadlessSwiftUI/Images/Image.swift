/// A view that displays an image.
///
/// ```swift
/// Image(systemName: "clock.arrow.circlepath")
/// ```
@frozen public struct Image: Equatable, Sendable {
    package let name: String
    package var isSystemSymbol = false
    /// Whether `resizable(capInsets:resizingMode:)` was applied: the image then takes the size
    /// it is proposed.
    package var isResizable = false
    /// The image's own modifiers as they read in the text tree (`resizable()`,
    /// `renderingMode(.template)`), in order.
    package var attributes: [String] = []

    /// Creates a system symbol image.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    /// ```
    nonisolated public init(systemName: String) {
        name = systemName
        isSystemSymbol = true
    }

    /// Creates a labeled image that you can use as content for controls.
    ///
    /// The stand-in has no asset catalog: a named image has no pixels and, unless it is
    /// resizable, takes no space.
    ///
    /// ```swift
    /// Image("avatar")
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// Creates a labeled image that you can use as content for controls, with the specified label.
    ///
    /// ```swift
    /// Image("flag-fr", label: Text("France"))
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        attributes.append("label: \(HeadlessValueFormat.string(label.content))")
    }

    /// Creates a system symbol image with a variable value (recorded in the text tree).
    ///
    /// ```swift
    /// Image(systemName: "wifi", variableValue: signalStrength)
    /// ```
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        if let variableValue { attributes.append("variableValue: \(HeadlessValueFormat.number(variableValue))") }
    }

    /// Creates a labeled image with a variable value that you can use as content for controls.
    ///
    /// ```swift
    /// Image("meter", variableValue: 0.5)
    /// ```
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        if let variableValue { attributes.append("variableValue: \(HeadlessValueFormat.number(variableValue))") }
    }

    /// Creates a labeled image with a variable value and the specified label.
    ///
    /// ```swift
    /// Image("meter", variableValue: 0.5, label: Text("Level"))
    /// ```
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
        if let variableValue { attributes.append("variableValue: \(HeadlessValueFormat.number(variableValue))") }
    }

    /// Creates an unlabeled, decorative image with a variable value.
    ///
    /// ```swift
    /// Image(decorative: "meter", variableValue: 0.5)
    /// ```
    nonisolated public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        if let variableValue { attributes.append("variableValue: \(HeadlessValueFormat.number(variableValue))") }
    }

    /// Creates an unlabeled, decorative image (ignored by accessibility).
    ///
    /// ```swift
    /// Image(decorative: "background-texture")
    /// ```
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        attributes.append("decorative")
    }
}

extension Image: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Image: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        if isResizable {
            node.layoutBehavior = ResizableImageLayout()
        } else if isSystemSymbol {
            node.layoutBehavior = SymbolImageLayout()
        } else {
            node.layoutBehavior = ImageLayout(isSymbol: false)
        }
        node.reconcile([])
    }
}

extension Image: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ((["Image \(HeadlessValueFormat.string(name))"] + attributes.map { "." + $0 }).joined(separator: " "), [])
    }
}
