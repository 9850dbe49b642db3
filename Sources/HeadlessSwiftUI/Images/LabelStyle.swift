import Foundation

/// A type that applies a custom appearance to all labels within a view: its `makeBody`
/// builds each label from its title and icon, as SwiftUI's does.
///
/// ```swift
/// struct StackedLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title.font(.caption) }
///     }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label: its title and its icon, as views.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    @MainActor @preconcurrency public struct Title {
        let content: AnyView

        /// The type of view representing the body.
        public typealias Body = Never
    }

    /// A type-erased icon view of a label.
    @MainActor @preconcurrency public struct Icon {
        let content: AnyView

        /// The type of view representing the body.
        public typealias Body = Never
    }

    /// A description of the labeled item.
    public internal(set) var title: LabelStyleConfiguration.Title

    /// A symbolic representation of the labeled item.
    public internal(set) var icon: LabelStyleConfiguration.Icon
}

@available(*, unavailable)
extension LabelStyleConfiguration: Sendable {}
@available(*, unavailable)
extension LabelStyleConfiguration.Title: Sendable {}
@available(*, unavailable)
extension LabelStyleConfiguration.Icon: Sendable {}

extension LabelStyleConfiguration.Title: View, LabelPart {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension LabelStyleConfiguration.Icon: View, LabelPart {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

/// A label's title or icon, as its style sees it: the view the label was given.
protocol LabelPart: PrimitiveView, EnvironmentForwardingView {
    var content: AnyView { get }
}

extension LabelPart {
    package func update(node: ViewNode) {
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// The default label style in the current context: the icon beside the title.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}

    /// Creates the label's icon and title, side by side (as `.titleAndIcon` does).
    @MainActor @preconcurrency public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A label style that only displays the icon of the label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}

    /// Creates the label's icon alone.
    @MainActor @preconcurrency public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View {
        configuration.icon
    }
}

/// A label style that only displays the title of the label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}

    /// Creates the label's title alone.
    @MainActor @preconcurrency public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View {
        configuration.title
    }
}

/// A label style that shows both the title and icon of the label.
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}

    /// Creates the label's icon and title, side by side.
    @MainActor @preconcurrency public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically.
    @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    @MainActor @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { .init() }
}

@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Sets the style for labels within this view: each `Label` below is built by the style's
    /// `makeBody` from its title and icon.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
    /// ```
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
        let box = UncheckedValue(AnyLabelStyle(style))
        return modifier(
            // The style value is the token: a style whose stored values change writes anew.
            EnvironmentWriter(attribute: "labelStyle(.\(typeName(S.self)))", token: style) {
                $0.labelStyle = box.value
            })
    }
}

/// A label style, type-erased, as the environment carries it.
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    nonisolated init<S: LabelStyle>(_ style: S) {
        let boxed = UncheckedValue(style)
        makeBody = { @MainActor configuration in AnyView(boxed.value.makeBody(configuration: configuration)) }
    }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The label style set above (`labelStyle(_:)`).
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
