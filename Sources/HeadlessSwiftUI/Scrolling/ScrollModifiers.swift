import Foundation

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable {
    package enum Kind: Equatable {
        case automatic, visible, hidden, never
    }

    package let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    /// As written: `.hidden`.
    var written: String { ".\(kind)" }
}

/// Apple's `horizontalScrollIndicatorVisibility` and `verticalScrollIndicatorVisibility`:
/// "The visibility to apply to scroll indicators of any horizontally (vertically) scrollable
/// content", which `scrollIndicators(_:axes:)` sets; `.automatic` unless set.
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    ///
    /// ```swift
    /// @Environment(\.horizontalScrollIndicatorVisibility) private var indicators
    /// ```
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    ///
    /// ```swift
    /// @Environment(\.verticalScrollIndicatorVisibility) private var indicators
    /// ```
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur; `true` by default. `scrollDisabled(_:)` sets it.
    /// A disabled scroll view takes no finger (a drag passes to the scroll view around it);
    /// `ScrollViewProxy.scrollTo(_:anchor:)` still moves it.
    ///
    /// ```swift
    /// @Environment(\.isScrollEnabled) private var canScroll
    /// ```
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

@available(*, unavailable)
extension ScrollIndicatorVisibility: Sendable {}

/// The ways that scrollable content can interact with the software keyboard.
@available(visionOS, unavailable)
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String

    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode {
        ScrollDismissesKeyboardMode(name: "interactively")
    }
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Sendable {
    let name: String

    /// The automatic behavior.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// The placement of margins.
public struct ContentMarginPlacement {
    let name: String

    /// The automatic placement.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    /// The scroll content placement.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    /// The scroll indicators placement.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

@available(*, unavailable)
extension ContentMarginPlacement: Sendable {}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    ///
    /// ```swift
    /// ScrollView { ... }.scrollIndicators(.hidden)
    /// ```
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        // Written to the environment for the axes given, as SwiftUI does, for a scroll view
        // below to read (Apple, `EnvironmentValues.verticalScrollIndicatorVisibility`).
        var axesWritten = ""
        if !(axes.contains(.horizontal) && axes.contains(.vertical)) {
            axesWritten =
                axes.contains(.vertical)
                ? ", axes: .vertical" : axes.contains(.horizontal) ? ", axes: .horizontal" : ", axes: []"
        }
        let attribute = "scrollIndicators(\(visibility.written)\(axesWritten))"
        return modifier(
            EnvironmentWriter(attribute: attribute, token: [visibility.kind, axes.rawValue] as [AnyHashable]) {
                values in
                if axes.contains(.horizontal) { values.horizontalScrollIndicatorVisibility = visibility }
                if axes.contains(.vertical) { values.verticalScrollIndicatorVisibility = visibility }
            })
    }

    /// Disables or enables scrolling in scrollable views.
    ///
    /// ```swift
    /// List { ... }.scrollDisabled(isLocked)
    /// ```
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        // "SwiftUI passes the disabled property through the environment" (Apple), as
        // `isScrollEnabled`. That `scrollDisabled(false)` inside a disabled hierarchy does not
        // enable it again, as with `disabled(_:)`, is the stand-in's assumption.
        modifier(
            EnvironmentWriter(attribute: disabled ? "scrollDisabled" : "scrollDisabled(false)", token: disabled) {
                values in
                if disabled { values.isScrollEnabled = false }
            })
    }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    @available(visionOS, unavailable)
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(AttributeModifier("scrollDismissesKeyboard(.\(mode.name))"))
    }

    /// Specifies the visibility of the background for scrollable views within this view.
    ///
    /// ```swift
    /// Form { ... }.scrollContentBackground(.hidden)
    /// ```
    @available(tvOS, unavailable)
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(AttributeModifier("scrollContentBackground(\(visibility.headlessListDescription))"))
    }

    /// Sets whether a scroll view clips its content to its bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(AttributeModifier(disabled ? "scrollClipDisabled" : "scrollClipDisabled(false)"))
    }

    /// Configures the bounce behavior of scrollable views along the specified axis.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        modifier(AttributeModifier("scrollBounceBehavior(.\(behavior.name))"))
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(AttributeModifier("defaultScrollAnchor(\(anchor.map(\.headlessDescription) ?? "nil"))"))
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(
            AttributeModifier(
                "contentMargins(top: \(HeadlessValueFormat.number(insets.top)), leading: \(HeadlessValueFormat.number(insets.leading)), bottom: \(HeadlessValueFormat.number(insets.bottom)), trailing: \(HeadlessValueFormat.number(insets.trailing)), for: .\(placement.name))"
            ))
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(
            AttributeModifier(
                "contentMargins(\(length.map { HeadlessValueFormat.number($0) } ?? "nil"), for: .\(placement.name))"))
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        modifier(AttributeModifier("contentMargins(\(HeadlessValueFormat.number(length)), for: .\(placement.name))"))
    }
}

// Hashable since iOS 18.2 in the SDK.
@available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, *)
@available(visionOS, unavailable)
extension ScrollDismissesKeyboardMode: Hashable {}
