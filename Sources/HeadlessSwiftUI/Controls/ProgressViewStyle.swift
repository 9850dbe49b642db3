import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct GaugeProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, lineWidth: 6)
///     }
/// }
///
/// ProgressView(value: 0.4).progressViewStyle(GaugeProgressStyle())
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.label; Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%") }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    @MainActor @preconcurrency public struct Label {
        let content: AnyView

        /// The type of view representing the body of this view.
        public typealias Body = Never
    }

    /// A type-erased label that describes the current value of a progress view.
    @MainActor @preconcurrency public struct CurrentValueLabel {
        let content: AnyView

        /// The type of view representing the body of this view.
        public typealias Body = Never
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
    /// started) to 1.0 (fully complete), or nil if the progress is indeterminate.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

@available(*, unavailable)
extension ProgressViewStyleConfiguration: Sendable {}
@available(*, unavailable)
extension ProgressViewStyleConfiguration.Label: Sendable {}
@available(*, unavailable)
extension ProgressViewStyleConfiguration.CurrentValueLabel: Sendable {}

extension ProgressViewStyleConfiguration.Label: View, LabelPart {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: View, LabelPart {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// The built-in progress view styles, as the progress view shows them.
enum BuiltInProgressViewStyle: Equatable {
    case automatic, circular, linear

    var memberName: String {
        switch self {
        case .automatic: ".automatic"
        case .circular: ".circular"
        case .linear: ".linear"
        }
    }
}

/// A style the runtime draws itself: the progress view shows which one.
protocol BuiltInProgressViewStyleProviding {
    var builtIn: BuiltInProgressViewStyle { get }
}

/// The default progress view style in the current context of the view being styled.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates a default progress view style.
    public init() {}

    var builtIn: BuiltInProgressViewStyle { .automatic }

    /// Creates a view representing the body of a progress view.
    @MainActor @preconcurrency public func makeBody(configuration: DefaultProgressViewStyle.Configuration)
        -> some View
    {
        ProgressView(configuration)
    }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an
/// activity.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates a circular progress view style.
    public init() {}

    /// Creates a circular progress view style with a tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}

    var builtIn: BuiltInProgressViewStyle { .circular }

    /// Creates a view representing the body of a progress view.
    @MainActor @preconcurrency public func makeBody(configuration: CircularProgressViewStyle.Configuration)
        -> some View
    {
        ProgressView(configuration)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates a linear progress view style.
    public init() {}

    /// Creates a linear progress view style with a tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}

    var builtIn: BuiltInProgressViewStyle { .linear }

    /// Creates a view representing the body of a progress view.
    @MainActor @preconcurrency public func makeBody(configuration: LinearProgressViewStyle.Configuration)
        -> some View
    {
        ProgressView(configuration)
    }
}

@available(*, unavailable)
extension DefaultProgressViewStyle: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    @MainActor @preconcurrency public static var automatic: DefaultProgressViewStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a circular gauge to indicate the partial completion of an
    /// activity.
    @MainActor @preconcurrency public static var circular: CircularProgressViewStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    @MainActor @preconcurrency public static var linear: LinearProgressViewStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Sets the style for progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: upload.fraction).progressViewStyle(.linear)
    /// ```
    nonisolated public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
        let box = UncheckedValue(AnyProgressViewStyle(style))
        return modifier(
            // The style value is the token: a style whose stored values change writes anew.
            EnvironmentWriter(attribute: nil, token: style) { $0.progressViewStyle = box.value })
    }
}

/// A progress view style, type-erased: a built-in one the progress view draws itself, a custom
/// one through its `makeBody`.
struct AnyProgressViewStyle {
    let builtIn: BuiltInProgressViewStyle?
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    nonisolated init<S: ProgressViewStyle>(_ style: S) {
        builtIn = (style as? any BuiltInProgressViewStyleProviding)?.builtIn
        let boxed = UncheckedValue(style)
        makeBody = { @MainActor configuration in AnyView(boxed.value.makeBody(configuration: configuration)) }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
