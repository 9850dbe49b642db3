import Foundation

/// An indication of a scene's operational state.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

/// The contrast between the app's foreground and background colors.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast
/// ```
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// SwiftUI displays views with standard contrast between the app's foreground and
    /// background colors.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and
    /// background colors.
    case increased
}

/// The Accessibility Bold Text user setting options.
///
/// ```swift
/// @Environment(\.legibilityWeight) private var weight
/// ```
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// ProfileCard(user: .sample).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)

    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)

    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

// MARK: - Keys, with their documented defaults on iOS

/// Apple: "The current locale that views should use" — the system's, `Locale.current`.
struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

/// Apple: "The current calendar that views should use when handling dates" — `Calendar.current`.
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

/// Apple: "The current time zone that views should use when handling dates" — `TimeZone.current`.
struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

/// A view on screen is in an active scene (assumption: the host shows a foreground,
/// interactive scene; Apple: "The scene is in the foreground and interactive").
struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

/// The Increase Contrast setting, off by default.
struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

/// Apple's `redactionReasons`: "The current redaction reasons applied to the view hierarchy",
/// none unless `redacted(reason:)` adds one.
struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

/// The accessibility display settings, off by default as on a new device.
struct AccessibilitySettingsKey: EnvironmentKey {
    static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

/// The accessibility display settings SwiftUI reads from the system.
package struct AccessibilitySettings: Equatable {
    package var reduceMotion = false
    package var reduceTransparency = false
    package var differentiateWithoutColor = false
    package var invertColors = false
    package var enabled = false

    package init() {}
}

/// The Bold Text setting: regular by default (assumption: UIKit's `legibilityWeight` trait
/// reads `.regular` when Bold Text is off).
struct LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { .regular }
}

/// Apple's `layoutDirection`: left to right for the default (English) locale.
struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The device's accessibility display settings, which SwiftUI exposes read-only; the host
    /// sets them.
    package var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// The Increase Contrast setting; the host sets it.
    package var contrastSetting: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The size of a pixel on the screen: one divided by `displayScale` (Apple: "This value is
    /// usually 1 divided by the display scale").
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { self[AccessibilitySettingsKey.self].reduceMotion }

    /// Whether the system preference for Reduce Transparency is enabled.
    public var accessibilityReduceTransparency: Bool { self[AccessibilitySettingsKey.self].reduceTransparency }

    /// Whether the system preference for Differentiate without Color is enabled.
    public var accessibilityDifferentiateWithoutColor: Bool {
        self[AccessibilitySettingsKey.self].differentiateWithoutColor
    }

    /// Whether the system preference for Invert Colors is enabled.
    public var accessibilityInvertColors: Bool { self[AccessibilitySettingsKey.self].invertColors }

    /// A Boolean value that indicates whether the user has enabled an assistive technology.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].enabled }
        set { self[AccessibilitySettingsKey.self].enabled = newValue }
    }

    /// The font weight to apply to text.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
