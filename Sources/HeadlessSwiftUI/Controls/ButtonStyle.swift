/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// struct Pressable: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        /// The type of view representing the body of this view.
        public typealias Body = Never
        /// The content and behavior of the view.
        public var body: Never { bodyNeverCalled(Self.self) }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// Button("Open") { open() }.buttonStyle(.plain)
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        /// The type of view representing the body of this view.
        public typealias Body = Never
        /// The content and behavior of the view.
        public var body: Never { bodyNeverCalled(Self.self) }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    package let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension ButtonStyleConfiguration.Label: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension PrimitiveButtonStyleConfiguration.Label: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a
/// visual effect to indicate the pressed, focused, or enabled state of the button.
///
/// ```swift
/// Button("Plain") {}.buttonStyle(PlainButtonStyle())
/// ```
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
        Button(configuration)
    }
}

/// A button style that doesn't apply a border.
///
/// ```swift
/// Button("Borderless") {}.buttonStyle(.borderless)
/// ```
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor @preconcurrency public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View {
        Button(configuration)
    }
}

/// The default button style, based on the button's context.
///
/// ```swift
/// Button("Continue") {}.buttonStyle(.automatic)
/// ```
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor @preconcurrency public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View {
        Button(configuration)
    }
}

/// A button style that applies standard border artwork based on the button's context.
///
/// ```swift
/// Button("Add to Cart") {}.buttonStyle(.bordered)
/// ```
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View {
        Button(configuration)
    }
}

/// A button style that applies standard border prominent artwork based on the button's
/// context.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent)
/// ```
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor @preconcurrency public func makeBody(configuration: BorderedProminentButtonStyle.Configuration)
        -> some View
    {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

struct ButtonStyleNameKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The name of the button style in effect, for the text tree.
    package var buttonStyleName: String? {
        get { self[ButtonStyleNameKey.self] }
        set { self[ButtonStyleNameKey.self] = newValue }
    }
}

/// A readable name for a style: `.plain`, `.borderless`, or the custom type's name.
func buttonStyleName(_ style: Any) -> String {
    switch style {
    case is PlainButtonStyle: ".plain"
    case is BorderlessButtonStyle: ".borderless"
    case is DefaultButtonStyle: ".automatic"
    case is BorderedButtonStyle: ".bordered"
    case is BorderedProminentButtonStyle: ".borderedProminent"
    default: typeName(type(of: style))
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentWriter(attribute: "buttonStyle(\(buttonStyleName(style)))", token: buttonStyleName(style)) {
                $0.buttonStyleName = buttonStyleName(style)
            })
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentWriter(attribute: "buttonStyle(\(buttonStyleName(style)))", token: buttonStyleName(style)) {
                $0.buttonStyleName = buttonStyleName(style)
            })
    }
}

// The SDK withholds Sendable from the configurations' labels.
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label: Sendable {}
