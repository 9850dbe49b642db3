import HeadlessSwiftUI
import Testing

/// The comparison that decides whether a child's new value changed (`runtimeEqual`), tested
/// directly for each kind of comparator it makes: `==`, a type's own comparison, bytes (plain
/// data, references, closures), fields in place (nested structs, tuples), enums case by case,
/// optionals, existentials, and the graph-owned properties it skips.
@MainActor
@Suite("Runtime equality: how the runtime decides a view's inputs changed")
struct RuntimeEqualityTests {
    /// Equal by its own `==`, which ignores `note`: the runtime must ask it, not the bytes.
    struct Tolerant: Equatable {
        var value: Int
        var note: String
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    }

    /// Not `Equatable`: compared field by field.
    struct Plain {
        var count: Int
        var title: String
        var ratio: Double
    }

    struct Outer {
        var inner: Plain
        var flag: Bool
        var tolerant: Tolerant
    }

    final class Model {
        var value = 0
    }

    struct HoldsModel {
        let model: Model
    }

    struct HoldsClosure {
        let action: () -> Void
    }

    enum Choice {
        case none
        case one(Int)
        case two(String, Plain)
    }

    enum Bare {
        case first, second
    }

    struct HoldsOptional {
        var text: String?
        var plain: Plain?
    }

    struct Row: View {
        let title: String
        @State private var count = 0
        init(title: String, count: Int) {
            self.title = title
            _count = State(initialValue: count)
        }
        var body: some View { Text(title) }
    }

    struct Generic<Content> {
        let content: Content
        let spacing: Double
    }

    @Test("An Equatable value is compared with its own ==, not by its bytes")
    func equatableUsesItsOwnEquality() {
        #expect(runtimeEqual(Tolerant(value: 1, note: "a"), Tolerant(value: 1, note: "b")))
        #expect(!runtimeEqual(Tolerant(value: 1, note: "a"), Tolerant(value: 2, note: "a")))
    }

    @Test("A struct that is not Equatable is equal when every field is, and differs in any one")
    func plainStructsCompareFieldByField() {
        let base = Plain(count: 1, title: "Row", ratio: 0.5)
        #expect(runtimeEqual(base, Plain(count: 1, title: "Row", ratio: 0.5)))
        #expect(!runtimeEqual(base, Plain(count: 2, title: "Row", ratio: 0.5)))
        #expect(!runtimeEqual(base, Plain(count: 1, title: "Row!", ratio: 0.5)))
        #expect(!runtimeEqual(base, Plain(count: 1, title: "Row", ratio: 0.25)))
        // The same characters built another way (a heap string against a literal) are equal:
        // strings are compared as strings, not as their storage.
        let built = String(repeating: "long title ", count: 4)
        #expect(
            runtimeEqual(
                Plain(count: 1, title: built, ratio: 0),
                Plain(count: 1, title: "long title long title long title long title ", ratio: 0)))
        // Strings compare as String's ==: canonically equivalent, not byte for byte.
        #expect(runtimeEqual("caf\u{E9}", "cafe\u{301}"))
        #expect(
            runtimeEqual(Plain(count: 1, title: "caf\u{E9}", ratio: 0), Plain(count: 1, title: "cafe\u{301}", ratio: 0))
        )
        #expect(!runtimeEqual("caf\u{E9}", "cafe"))
    }

    /// Plain data with padding: seven bytes after `flag`, seven after `limit`'s tag.
    struct Padded {
        var flag = false
        var count = 0
        var limit: Double? = nil
        var ratio = 0.5
    }

    struct HoldsPadded {
        var padded = Padded()
        var title = "Row"
    }

    @Test("Plain data is compared by the bytes that hold its fields, never by the padding between them")
    func paddingIsNotCompared() {
        // The padding holds whatever the memory held: fill it in one value.
        var dirty = HoldsPadded()
        withUnsafeMutableBytes(of: &dirty.padded) { bytes in
            for index in 1..<MemoryLayout<Padded>.offset(of: \Padded.count)! { bytes[index] = 0xA5 }
            let tagEnd = MemoryLayout<Padded>.offset(of: \Padded.limit)! + MemoryLayout<Double?>.size
            for index in tagEnd..<MemoryLayout<Padded>.offset(of: \Padded.ratio)! { bytes[index] = 0x5A }
        }
        #expect(runtimeEqual(dirty, HoldsPadded()))
        #expect(runtimeEqual(dirty.padded, Padded()))
        var changed = dirty
        changed.padded.limit = 0
        #expect(!runtimeEqual(changed, HoldsPadded()))
        changed = dirty
        changed.padded.flag = true
        #expect(!runtimeEqual(changed, HoldsPadded()))
    }

    @Test("Nested structs compare their fields, and a nested Equatable field its own ==")
    func nestedStructs() {
        let base = Outer(
            inner: Plain(count: 1, title: "a", ratio: 1), flag: true, tolerant: Tolerant(value: 3, note: "x"))
        var same = base
        same.tolerant.note = "ignored by its =="
        #expect(runtimeEqual(base, same))
        var deeper = base
        deeper.inner.title = "b"
        #expect(!runtimeEqual(base, deeper))
        var flagged = base
        flagged.flag = false
        #expect(!runtimeEqual(base, flagged))
    }

    @Test("Objects compare by identity: the same instance is equal, an equal-looking other one is not")
    func classesByIdentity() {
        let model = Model()
        #expect(runtimeEqual(HoldsModel(model: model), HoldsModel(model: model)))
        #expect(!runtimeEqual(HoldsModel(model: model), HoldsModel(model: Model())))
        model.value = 5  // a change inside the object is not a change of the input
        #expect(runtimeEqual(HoldsModel(model: model), HoldsModel(model: model)))
    }

    @Test("Closures compare as values: the same closure is equal, a new one is not")
    func closuresByValue() {
        let action: () -> Void = {}
        #expect(runtimeEqual(HoldsClosure(action: action), HoldsClosure(action: action)))
        var log: [Int] = []
        func make(_ value: Int) -> () -> Void { { log.append(value) } }
        // Each call makes a closure with a context of its own, even for the same captured
        // value: compared as values (function and context), they differ, as for SwiftUI a
        // closure made again in a body is a new input.
        #expect(!runtimeEqual(HoldsClosure(action: make(1)), HoldsClosure(action: make(1))))
    }

    @Test("Enums compare case by case and payload by payload")
    func enumsWithPayloads() {
        let plain = Plain(count: 1, title: "p", ratio: 0)
        #expect(runtimeEqual(Choice.none, Choice.none))
        #expect(runtimeEqual(Choice.one(1), Choice.one(1)))
        #expect(!runtimeEqual(Choice.one(1), Choice.one(2)))
        #expect(!runtimeEqual(Choice.none, Choice.one(0)))
        #expect(runtimeEqual(Choice.two("a", plain), Choice.two("a", plain)))
        var other = plain
        other.count = 2
        #expect(!runtimeEqual(Choice.two("a", plain), Choice.two("a", other)))
        #expect(runtimeEqual(Bare.first, Bare.first))
        #expect(!runtimeEqual(Bare.first, Bare.second))
    }

    @Test("Optionals: both nil, or both values that are equal")
    func optionals() {
        let plain = Plain(count: 1, title: "p", ratio: 0)
        #expect(runtimeEqual(HoldsOptional(text: nil, plain: nil), HoldsOptional(text: nil, plain: nil)))
        #expect(!runtimeEqual(HoldsOptional(text: nil, plain: nil), HoldsOptional(text: "", plain: nil)))
        #expect(runtimeEqual(HoldsOptional(text: "a", plain: plain), HoldsOptional(text: "a", plain: plain)))
        var other = plain
        other.ratio = 1
        #expect(!runtimeEqual(HoldsOptional(text: "a", plain: plain), HoldsOptional(text: "a", plain: other)))
    }

    @Test("Tuples compare element by element")
    func tuples() {
        #expect(
            runtimeEqual((1, "a", Plain(count: 0, title: "", ratio: 0)), (1, "a", Plain(count: 0, title: "", ratio: 0)))
        )
        #expect(!runtimeEqual((1, "a"), (1, "b")))
    }

    @Test("Values of two types are never equal")
    func differentTypes() {
        #expect(!runtimeEqual(1, 1.0))
        #expect(!runtimeEqual(Text("a") as any View, Text("a").bold() as any View))
    }

    @Test("@State is the graph's: two views that differ only in its initial value are equal")
    func graphOwnedPropertiesAreSkipped() {
        #expect(runtimeEqual(Row(title: "a", count: 0) as any View, Row(title: "a", count: 9) as any View))
        #expect(!runtimeEqual(Row(title: "a", count: 0) as any View, Row(title: "b", count: 0) as any View))
    }

    @Test("Generic builders: tuple views, modifiers and generic structs compare their contents")
    func genericBuilders() {
        func stack(_ title: String) -> some View {
            VStack {
                Text(title)
                Text("fixed").padding(4)
            }
        }
        #expect(runtimeEqual(stack("a") as any View, stack("a") as any View))
        #expect(!runtimeEqual(stack("a") as any View, stack("b") as any View))
        #expect(
            runtimeEqual(
                Generic(content: Plain(count: 1, title: "", ratio: 0), spacing: 2),
                Generic(content: Plain(count: 1, title: "", ratio: 0), spacing: 2)))
        #expect(!runtimeEqual(Generic(content: [1, 2], spacing: 2), Generic(content: [1, 3], spacing: 2)))
    }

    /// SwiftUI's `AnyView` holds its view in a class (`AnyViewStorageBase`), compared by
    /// identity; the child then compares what it wraps (OpenSwiftUI's `AnyView.swift`).
    @Test("An AnyView is the same input while it shares its box, and a new one is a changed input")
    func anyViewComparesItsBox() {
        let erased = AnyView(Text("a"))
        #expect(runtimeEqual(erased as any View, erased as any View))
        #expect(runtimeEqual(erased as any View, AnyView(erased) as any View), "erasing it again keeps the box")
        #expect(!runtimeEqual(AnyView(Text("a")) as any View, AnyView(Text("a")) as any View))
        #expect(!runtimeEqual(AnyView(Text("a")) as any View, AnyView(Image(systemName: "star")) as any View))
    }

    struct Holder: View {
        let content: any View
        var body: some View { Text("holder") }
    }

    struct Notch: Shape {
        var depth: CGFloat
        func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 0, dy: depth)) }
    }

    enum Clip {
        case shape(any Shape)
        case none
    }

    /// The payload opens as `any Shape`; taken for a struct (as `Mirror` reflects it), its
    /// fields were walked and the process crashed.
    @Test("An enum whose payload is an existential compares what the payload holds")
    func existentialPayloads() {
        #expect(runtimeEqual(Clip.shape(Notch(depth: 1)), Clip.shape(Notch(depth: 1))))
        #expect(!runtimeEqual(Clip.shape(Notch(depth: 1)), Clip.shape(Notch(depth: 2))))
        #expect(!runtimeEqual(Clip.shape(Notch(depth: 1)), Clip.shape(Circle())))
        #expect(!runtimeEqual(Clip.shape(Notch(depth: 1)), Clip.none))
    }

    @Test("An existential field compares the views it wraps")
    func existentialsCompareWhatTheyWrap() {
        #expect(runtimeEqual(Holder(content: Text("a")), Holder(content: Text("a"))))
        #expect(!runtimeEqual(Holder(content: Text("a")), Holder(content: Text("b"))))
        #expect(!runtimeEqual(Holder(content: Text("a")), Holder(content: Image(systemName: "star"))))
    }

    @Test("A type's comparator, looked up once, compares views held as existentials in place")
    func comparatorOfAViewType() {
        let rows = ValueComparator.of(Row.self)
        let existing: any View = Row(title: "a", count: 0)
        for _ in 0..<3 {
            #expect(rows.equalViews(existing, Row(title: "a", count: 1)))
            #expect(!rows.equalViews(existing, Row(title: "c", count: 0)))
            #expect(rows.equals(existing, Row(title: "a", count: 2)))
            #expect(!rows.equalViews(existing, Text("a")))
        }
    }

    @available(iOS 18.0, macOS 15.0, *)
    @Test("A tab builder's content compares without a special case: the same tab is equal, another title is not")
    func tabBuilderContent() {
        func tabs(_ title: String) -> some View {
            TabView {
                Tab(title, systemImage: "house") { Text("Home") }
                Tab("Settings", systemImage: "gear") { Text("Settings") }
            }
        }
        func one(_ title: String) -> some View {
            TabView {
                Tab(title, systemImage: "house") { Text("Home") }
            }
        }
        #expect(runtimeEqual(one("Home") as any View, one("Home") as any View))
        #expect(!runtimeEqual(one("Home") as any View, one("Start") as any View))
        // Several tabs are held as a list of values the comparator cannot see into: a new
        // list counts as changed, as SwiftUI counts a value it cannot compare.
        #expect(!runtimeEqual(tabs("Home") as any View, tabs("Start") as any View))
    }
}
