import Foundation

/// A shape used to draw a button's border, and a shape of its own (iOS 17).
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
///
/// ButtonBorderShape.roundedRectangle(radius: 12).fill(.blue.opacity(0.2))
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
    /// Which shape it is: the runtime and the text tree read this, never a name.
    package enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(radius: CGFloat?)
        case circle
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// A shape that defers to the environment to determine the resolved button border shape.
    public static var automatic: ButtonBorderShape { ButtonBorderShape(.automatic) }
    /// A capsule shape.
    @available(macOS 14.0, tvOS 17.0, *)
    public static var capsule: ButtonBorderShape { ButtonBorderShape(.capsule) }
    /// A rounded rectangle shape.
    public static var roundedRectangle: ButtonBorderShape { ButtonBorderShape(.roundedRectangle(radius: nil)) }
    /// A circular shape.
    @available(iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0, *)
    public static var circle: ButtonBorderShape { ButtonBorderShape(.circle) }

    /// A rounded rectangle shape with the given corner radius.
    @available(macOS 14.0, tvOS 17.0, *)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(.roundedRectangle(radius: radius))
    }

    /// How the text tree shows it: `.capsule`, `.roundedRectangle(radius: 12)`.
    package var memberDescription: String {
        switch kind {
        case .automatic: ".automatic"
        case .capsule: ".capsule"
        case .roundedRectangle(nil): ".roundedRectangle"
        case .roundedRectangle(let radius?): ".roundedRectangle(radius: \(HeadlessValueFormat.number(radius)))"
        case .circle: ".circle"
        }
    }

    /// The corner radius `.roundedRectangle` takes without one. Assumption: Apple documents
    /// no figure; 8 pt is the stand-in's choice.
    static let defaultCornerRadius: CGFloat = 8
}

extension ButtonBorderShape: Shape {
    /// Describes this shape as a path within a rectangular frame of reference.
    ///
    /// `.automatic` resolves to a capsule: on iOS 26 bordered buttons are capsules by default
    /// (WWDC25 "Build a SwiftUI app with the new design"). A shape has no environment to defer
    /// to here, so `buttonBorderShape(_:)` does not change what `.automatic` draws.
    nonisolated public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .capsule: Capsule().path(in: rect)
        case .roundedRectangle(let radius):
            RoundedRectangle(cornerRadius: radius ?? Self.defaultCornerRadius).path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }
}

extension ButtonBorderShape: InsettableShape {
    /// Returns `self` inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetShapeBox(shape: self, amount: amount)
    }
}

extension ButtonBorderShape: HeadlessShapeDescribing {
    nonisolated var headlessDescription: String { "ButtonBorderShape" + memberDescription }
}

extension Shape where Self == ButtonBorderShape {
    /// A shape that defers to the environment to determine the resolved button border shape.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).clipShape(.buttonBorder)
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
    /// Sets the border shape for buttons in this view.
    ///
    /// ```swift
    /// Button("Follow") {}.buttonBorderShape(.capsule)
    /// ```
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(AttributeModifier("buttonBorderShape(\(shape.memberDescription))"))
    }
}
