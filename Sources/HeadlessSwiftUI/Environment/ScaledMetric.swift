import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size, as text of
/// `textStyle` scales: the value times the style's point size at the current size over its
/// size at `.large` (the HIG's type sizes, `TextStyleMetrics`). That the value scales as the
/// style's point size does is the stand-in's reading of UIKit's `UIFontMetrics.scaledValue(for:)`
/// ("Scales an arbitrary layout value based on the current Dynamic Type settings").
///
/// ```swift
/// struct Avatar: View {
///     @ScaledMetric(relativeTo: .body) private var size = 40
///     var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value, scaled relative to the body style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled to the current Dynamic Type size.
    public var wrappedValue: Value {
        let size = dynamicTypeSize
        let scale =
            TextStyleMetrics.metrics(for: textStyle, at: size).pointSize
            / TextStyleMetrics.metrics(for: textStyle, at: .large).pointSize
        return baseValue * Value(scale)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScaledMetric: Sendable where Value: Sendable {}
