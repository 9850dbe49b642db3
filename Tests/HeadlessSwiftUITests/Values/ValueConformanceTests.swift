import Foundation
import HeadlessSwiftUI
import Testing

/// Conformances the iOS 26.2 SDK declares on SwiftUI's value types (found by
/// `.ci/interface-diff`), each used as an app would use it.
struct ValueConformanceTests {
    @Test func geometryValuesAreAnimatable() {
        // `extension EdgeInsets : Animatable`, `UnitPoint`, `StrokeStyle`, and
        // `RectangleCornerRadii : Animatable` in SwiftUICore, with Apple's `AnimatableData` types.
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let insetsData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> =
            insets.animatableData
        #expect(insetsData.first == 1 && insetsData.second.first == 2)
        insets.animatableData = insetsData.scaled(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))

        var point = UnitPoint(x: 0.25, y: 0.75)
        point.animatableData = AnimatablePair(0.5, 1)
        #expect(point == UnitPoint(x: 0.5, y: 1))

        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 10, dashPhase: 3)
        #expect(stroke.animatableData == AnimatablePair(2, AnimatablePair(10, 3)))
        stroke.animatableData = AnimatablePair(4, AnimatablePair(8, 1))
        #expect(stroke.lineWidth == 4 && stroke.miterLimit == 8 && stroke.dashPhase == 1)

        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        let radiiData = radii.animatableData
        radii.animatableData = radiiData.scaled(by: 10)
        #expect(radii == RectangleCornerRadii(topLeading: 10, bottomLeading: 20, bottomTrailing: 30, topTrailing: 40))
    }

    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @Test func modifiedContentAnimatesBothParts() {
        // `ModifiedContent : Animatable where Content : Animatable, Modifier : Animatable`:
        // the content's data, then the modifier's.
        var shape = ModifiedContent(content: Capsule(), modifier: Inset(amount: 2))
        shape.animatableData = AnimatablePair(EmptyAnimatableData(), 8)
        #expect(shape.modifier.amount == 8)
        #expect(shape.animatableData.second == 8)
    }

    @Test func controlSizesAreOrdered() {
        // `extension ControlSize : Comparable`: from `.mini` up to `.extraLarge`.
        #expect(ControlSize.allCases.sorted() == [.mini, .small, .regular, .large, .extraLarge])
        #expect(ControlSize.small < .large)
        #expect(max(ControlSize.regular, .mini) == .regular)
    }

    @Test func neverIsAShapeStyle() {
        // `extension Never : ShapeStyle` (iOS 17): the default `Resolved` of a custom style.
        func isShapeStyle<S: ShapeStyle>(_: S.Type) -> Bool { true }
        #expect(isShapeStyle(Never.self))
    }

    // `GridItem : Equatable` and `GridItem.Size : Equatable` since iOS 26,
    // `ScrollDismissesKeyboardMode : Hashable` since iOS 18.2, as the SDK declares them.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @Test func gridItemsAndKeyboardModesCompare() {
        #expect(GridItem(.flexible()) == GridItem(.flexible()))
        #expect(GridItem(.fixed(100)) != GridItem(.fixed(100), spacing: 4))
        #expect(GridItem.Size.adaptive(minimum: 80) != .adaptive(minimum: 90))
        #expect(Set([ScrollDismissesKeyboardMode.immediately, .immediately, .never]).count == 2)
    }

    // `Angle : Codable`, `UnitPoint : Codable`, `Font.TextStyle : Codable` since iOS 26 in the
    // SDK. The encoded form is the stand-in's own (Apple does not document it).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @Test func anglesPointsAndTextStylesRoundTripThroughCodable() throws {
        struct Saved: Codable, Equatable {
            var angle: Angle
            var anchor: UnitPoint
            var style: Font.TextStyle
        }
        let saved = Saved(angle: .degrees(90), anchor: .topTrailing, style: .headline)
        let decoded = try JSONDecoder().decode(Saved.self, from: JSONEncoder().encode(saved))
        #expect(decoded == saved)
    }
}

private struct Inset: ViewModifier, Animatable {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.padding(amount) }
}
