/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
@frozen public struct Spacer: Sendable {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    nonisolated public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Spacer: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = SpacerLayout(minLength: minLength)
        node.reconcile([])
    }
}

/// A visual element that can be used to separate other content.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider {
    /// Creates a divider.
    nonisolated public init() {}
}

extension Divider: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Divider: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = DividerLayout()
        node.reconcile([])
    }
}

extension Color: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Color: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = Self.printedDisplay
        node.layoutBehavior = FillLayout(hitTestRule: .bounds)
        node.reconcile([])
    }
}

extension Color: ShapeStyle {}

extension Spacer: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Spacer", minLength.map { ["minLength: \(HeadlessValueFormat.number($0))"] } ?? [])
    }
}

extension Divider: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Divider", [])
    }
}

extension Color: PrintedView {
    package func printedLine(in node: ViewNode) -> (name: String, attributes: [String]) {
        ("Color \(headlessDescription)", [])
    }
}
