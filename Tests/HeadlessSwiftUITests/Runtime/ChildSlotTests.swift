import HeadlessSwiftUI
import Testing

/// `ChildKey`'s `==` is written out (the derived one copied both keys per comparison): it must
/// say what the derived one says, and agree with the derived `hash(into:)`.
@Suite("ChildKey: a step of structural identity")
struct ChildSlotTests {
    /// Two keys of every case, equal in case and payload only to themselves.
    static var keys: [ChildKey] {
        [
            .index(0), .index(1), .branch(true), .branch(false), .some, .type(ObjectIdentifier(Int.self)),
            .type(ObjectIdentifier(String.self)), .id(AnyHashable(1)), .id(AnyHashable("1")), .explicit(AnyHashable(1)),
            .explicit(AnyHashable(2)), .content, .body, .accessory(.overlay), .accessory(.swipeActions(.leading)),
            .accessory(.swipeActions(.trailing)), .pathValue(AnyHashable(1), occurrence: 0),
            .pathValue(AnyHashable(1), occurrence: 1), .pathValue(AnyHashable(2), occurrence: 0),
        ]
    }

    @Test func eachKeyEqualsOnlyItself() {
        for (leftIndex, left) in Self.keys.enumerated() {
            for (rightIndex, right) in Self.keys.enumerated() {
                #expect((left == right) == (leftIndex == rightIndex), "\(left) == \(right)")
            }
        }
    }

    @Test func equalKeysBuiltApartAreEqualAndHashAlike() {
        let pairs: [(ChildKey, ChildKey)] = [
            (.index(3), .index(3)), (.id(AnyHashable(5)), .id(AnyHashable(5))),
            (.id(AnyHashable(5 as Int)), .id(AnyHashable(5.0 as Double))),
            (.pathValue(AnyHashable("a"), occurrence: 2), .pathValue(AnyHashable("a"), occurrence: 2)),
            (.accessory(.pushedView(4)), .accessory(.pushedView(4))),
        ]
        for (left, right) in pairs {
            #expect(left == right)
            #expect(left.hashValue == right.hashValue)
        }
    }
}
