import Foundation

// The preview modifiers of `PreviewProvider` code. Xcode reads them to lay out its canvas; in
// an app, and here, they change nothing on screen, so the stand-in records them on the view's
// line (`previewLayout(.sizeThatFits)`), where a test of a provider's `previews` can read them.

/// A simulator device that runs a preview.
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
/// ContentView().previewDevice("iPad Pro (11-inch)")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, as Xcode lists it.
    public let rawValue: String

    /// Creates a device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from its name, written as a string literal.
    public init(stringLiteral: String) {
        self.init(rawValue: stringLiteral)
    }
}

/// A size constraint for a preview (DeveloperToolsSupport's `PreviewLayout`, which SwiftUI
/// re-exports).
///
/// ```swift
/// RowView(item: .sample).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device that the preview is running on.
    case device
    /// Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on.
    case sizeThatFits
    /// Center the preview in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)

    var headlessDescription: String {
        switch self {
        case .device: ".device"
        case .sizeThatFits: ".sizeThatFits"
        case .fixed(let width, let height):
            ".fixed(width: \(HeadlessValueFormat.number(width)), height: \(HeadlessValueFormat.number(height)))"
        }
    }
}

extension View {
    /// Overrides the device for a preview.
    ///
    /// ```swift
    /// ContentView().previewDevice("iPhone SE (3rd generation)")
    /// ```
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(AttributeModifier("previewDevice(\(value.map { HeadlessValueFormat.string($0.rawValue) } ?? "nil"))"))
    }

    /// Overrides the size of the container for the preview.
    ///
    /// ```swift
    /// BadgeView(count: 3).previewLayout(.fixed(width: 80, height: 40))
    /// ```
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(AttributeModifier("previewLayout(\(value.headlessDescription))"))
    }

    /// Sets a user visible name to show in the canvas for a preview.
    ///
    /// ```swift
    /// ContentView().previewDisplayName("Dark mode")
    /// ```
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        modifier(AttributeModifier("previewDisplayName(\(value.map { HeadlessValueFormat.string($0) } ?? "nil"))"))
    }
}
