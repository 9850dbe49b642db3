import Foundation
@_spi(Reflection) import Swift
import Testing

@testable import HeadlessSwiftUI

/// What the runtime learns of a type through one conformance question (`RuntimeDescribed`):
/// whether it is a primitive view, the primitive's traits, and how two of its values compare.
/// Each cast the runtime asked instead (`is PrimitiveView`, `as? Equatable`) was a scan of
/// every conformance record loaded, the first time per type.
@MainActor
@Suite("Runtime descriptions: what one conformance question tells of a type")
struct RuntimeDescribedTests {
    struct Card: View {
        var title: String
        var body: some View { Text(title) }
    }

    private func described(_ type: Any.Type) -> (any RuntimeDescribed.Type)? {
        type as? any RuntimeDescribed.Type
    }

    @Test("A primitive view is described as one; an app's view is not described")
    func primitivesAreDescribed() {
        #expect(described(HStack<Text>.self)?.primitiveViewType != nil)
        #expect(described(ModifiedContent<Text, ZIndexModifier>.self)?.primitiveViewType != nil)
        #expect(described(Optional<Text>.self)?.primitiveViewType != nil)
        #expect(described(Card.self) == nil)
        #expect(described(Binding<Int>.self)?.primitiveViewType == nil)
    }

    @Test("A primitive's tab-list and content traits come from its witness table")
    func primitiveTraits() {
        #expect(TupleView<(Text, Text)>.isTabListTransparent)
        #expect(ForEach<[Int], Int, Text>.isTabListTransparent)
        #expect(Group<Text>.isTabListTransparent)
        #expect(ModifiedContent<Text, TabTraitModifier>.isTabListTransparent)
        #expect(!ModifiedContent<Text, ZIndexModifier>.isTabListTransparent)
        #expect(!Text.isTabListTransparent)
        #expect(!VStack<Text>.isTabListTransparent)
        #expect(HStack<Text>.contentUpdate != nil)
        #expect(TupleView<(Text, Text)>.contentUpdate != nil)
        #expect(Text.contentUpdate == nil)
    }

    @Test("A modifier's environment behavior comes from its one conformance")
    func modifierEnvironmentBehavior() {
        #expect(ModifiedContent<Text, ZIndexModifier>.environmentBehavior == .forward)
        #expect(ModifiedContent<Text, Card.Bold>.environmentBehavior == .composite)
    }

    @Test("Every property the graph installs is described as one")
    func installablePropertiesAreDescribed() {
        final class Model: ObservableObject {}
        let installable: [Any.Type] = [
            State<Int>.self, StateObject<Model>.self, ObservedObject<Model>.self, AppStorage<Int>.self,
            SceneStorage<Int>.self, GestureState<Int>.self, Environment<Int>.self, EnvironmentObject<Model>.self,
            Namespace.self, FocusState<Bool>.self,
        ]
        for type in installable {
            #expect(described(type)?.installableType != nil, "\(type)")
        }
        #expect(described(Binding<Int>.self)?.installableType == nil)
    }

    @Test("A property the graph owns is no input; a binding is one")
    func graphOwnedProperties() {
        #expect(State<Int>.inputComparator == nil)
        #expect(Environment<Int>.inputComparator == nil)
        #expect(Binding<Int>.inputComparator != nil)
    }

    @Test("A type's kind is read from its metadata, without a value")
    func metadataKinds() {
        #expect(metadataKind(of: Int.self) == .struct)
        #expect(metadataKind(of: Edge.self) == .enum)
        #expect(metadataKind(of: Int?.self) == .optional)
        #expect(metadataKind(of: (Int, String).self) == .tuple)
        #expect(metadataKind(of: (any View).self) == .existential)
        #expect(metadataKind(of: (() -> Void).self) == .function)
        #expect(metadataKind(of: ViewNode.self) == .class)
    }

    /// SwiftUI's primitives declare the graph's entry points; the stand-in's say there what
    /// they are, which the runtime reads through the witness table it holds, asking no
    /// conformance question (each a scan of every conformance record, per type).
    @Test("A primitive declares itself in _makeView; a view or modifier with a body does not")
    func primitivesDeclareThemselves() {
        #expect(Text.declaredPrimitive != nil)
        #expect(ModifiedContent<Card, ZIndexModifier>.declaredPrimitive != nil)
        #expect(TupleView<(Text, Card)>.declaredPrimitive != nil)
        #expect(Optional<Text>.declaredPrimitive != nil)
        #expect(Card.declaredPrimitive == nil)
        #expect(ZIndexModifier.declaredPrimitive != nil)
        #expect(ModifiedContent<ZIndexModifier, Card.Bold>.declaredPrimitive != nil, "a chain of two modifiers")
        #expect(Card.Bold.declaredPrimitive == nil)
        #expect(PhaseAnimator<Int, Text>.declaredPrimitive == nil, "the stand-in's views with a body")
    }

    /// Only this package can declare a conformance to a `package` protocol, and only
    /// HeadlessSwiftUI does: a type of another module is no description, told by its metadata.
    @Test("A type's declaring module is read from its metadata")
    func declaringModules() {
        #expect(declaringModuleName(of: Text.self) == "HeadlessSwiftUI")
        #expect(declaringModuleName(of: ModifiedContent<Card, ZIndexModifier>.self) == "HeadlessSwiftUI")
        #expect(declaringModuleName(of: Card.self) == "HeadlessSwiftUITests")
        #expect(declaringModuleName(of: Int?.self) == "Swift")
        #expect(declaringModuleName(of: Date.self) != nil)
        #expect(declaringModuleName(of: ViewNode.self) == nil, "a class's descriptor is elsewhere")
        #expect(declaringModuleName(of: (Int, Int).self) == nil)
    }

    @Test("A description is asked only of a type that can have one")
    func foreignTypesAreNotDescribed() {
        #expect(isForeign(Card.self))
        #expect(isForeign(Date.self))
        #expect(!isForeign(Text.self))
        #expect(!isForeign(Int?.self), "the stand-in describes Optional")
        #expect(runtimeDescription(of: Card.self) == nil)
        #expect(runtimeDescription(of: Text.self)?.primitiveViewType != nil)
        #expect(runtimeDescription(of: Text?.self)?.primitiveViewType != nil)
    }

    @Test("A type's generic arguments are read from its metadata")
    func genericArguments() {
        #expect(isGeneric(ModifiedContent<Card, ZIndexModifier>.self, over: Card.self))
        #expect(isGeneric(ModifiedContent<Card, ZIndexModifier>.self, over: ZIndexModifier.self))
        #expect(!isGeneric(ModifiedContent<Card, ZIndexModifier>.self, over: Text.self))
        #expect(isGeneric(Text?.self, over: Text.self))
        #expect(!isGeneric(Card.self, over: String.self), "not generic")
        #expect(genericArgumentWords(of: [Int: String].self).count == 3, "Key, Value, Key: Hashable")
        #expect(genericArgumentWords(of: Int.self).isEmpty)
    }

    @Test("An optional's wrapped type is read from its metadata")
    func optionalWrappedTypes() {
        #expect(optionalWrappedType(of: Int?.self) == Int.self)
        #expect(optionalWrappedType(of: (() -> Void)?.self) == (() -> Void).self)
        #expect(optionalWrappedType(of: Int.self) == nil)
        let comparator = ValueComparator.of(Int?.self)
        func equal(_ left: Int?, _ right: Int?) -> Bool {
            withUnsafePointer(to: left) { left in withUnsafePointer(to: right) { comparator.equal(left, $0) } }
        }
        #expect(equal(1, 1))
        #expect(equal(nil, nil))
        #expect(!equal(1, 2))
        #expect(!equal(1, nil))
    }

    @Test("The stand-in's enums compare case by case, payloads as inputs")
    func enumsCompareCaseByCase() {
        #expect(runtimeEqual(PresentationKind.sheet, PresentationKind.sheet))
        #expect(!runtimeEqual(PresentationKind.sheet, PresentationKind.fullScreenCover))
        let here = PresentationKind.popover(attachmentAnchor: .point(.top), arrowEdge: .top)
        #expect(runtimeEqual(here, PresentationKind.popover(attachmentAnchor: .point(.top), arrowEdge: .top)))
        #expect(!runtimeEqual(here, PresentationKind.popover(attachmentAnchor: .point(.top), arrowEdge: nil)))
        #expect(!runtimeEqual(here, PresentationKind.popover(attachmentAnchor: .point(.bottom), arrowEdge: .top)))
        #expect(runtimeEqual(LinkTarget.value(1), LinkTarget.value(1)))
        #expect(!runtimeEqual(LinkTarget.value(1), LinkTarget.value(2)))
        #expect(runtimeEqual(LinkTarget.view, LinkTarget.view))
        #expect(!runtimeEqual(LinkTarget.view, LinkTarget.value(1)))
        #expect(runtimeEqual(LinkDestination(view: Text("a")), LinkDestination(view: Text("a"))))
        #expect(!runtimeEqual(LinkDestination(view: Text("a")), LinkDestination(view: Text("b"))))
        #expect(!runtimeEqual(LinkDestination(view: Text("a")), LinkDestination<Text>(view: nil)))
        #expect(runtimeEqual(LinkDestination<Text>(view: nil), LinkDestination<Text>(view: nil)))
        // A link's fields together: the same value link, another value, another destination.
        let links = ValueComparator.of(NavigationLink<Text, Never>.self)
        let item: any View = NavigationLink("Item", value: 1)
        #expect(links.equalViews(item, NavigationLink("Item", value: 1)))
        #expect(!links.equalViews(item, NavigationLink("Item", value: 2)))
        let pushes = ValueComparator.of(NavigationLink<Text, Text>.self)
        let detail: any View = NavigationLink("Open") { Text("A") }
        #expect(pushes.equalViews(detail, NavigationLink("Open") { Text("A") }))
        #expect(!pushes.equalViews(detail, NavigationLink("Open") { Text("B") }))
        #expect(runtimeEqual(ListSelection<Int>.none, ListSelection<Int>.none))
    }

    @Test("A drawing compares case by case, a style or shape by its value")
    func drawingsCompareCaseByCase() {
        #expect(runtimeEqual(NodeDrawing.opacity(0.5), NodeDrawing.opacity(0.5)))
        #expect(!runtimeEqual(NodeDrawing.opacity(0.5), NodeDrawing.opacity(0.4)))
        #expect(runtimeEqual(NodeDrawing.foreground(Color.red), NodeDrawing.foreground(Color.red)))
        #expect(!runtimeEqual(NodeDrawing.foreground(Color.red), NodeDrawing.foreground(Color.blue)))
        #expect(runtimeEqual(NodeDrawing.foreground(nil), NodeDrawing.foreground(nil)))
        #expect(!runtimeEqual(NodeDrawing.foreground(nil), NodeDrawing.foreground(Color.red)))
        #expect(runtimeEqual(NodeDrawing.clip(Circle()), NodeDrawing.clip(Circle())))
        #expect(!runtimeEqual(NodeDrawing.clip(Circle()), NodeDrawing.clip(Rectangle())))
        #expect(
            runtimeEqual(
                NodeDrawing.backgroundStyle(Color.red, ignoresSafeAreaEdges: .all),
                NodeDrawing.backgroundStyle(Color.red, ignoresSafeAreaEdges: .all)))
        #expect(
            !runtimeEqual(
                NodeDrawing.backgroundStyle(Color.red, ignoresSafeAreaEdges: .all),
                NodeDrawing.overlayStyle(Color.red, ignoresSafeAreaEdges: .all)))
        #expect(!runtimeEqual(NodeDrawing.navigationTitle("a"), NodeDrawing.identifier("a")))
        #expect(runtimeEqual(NodeDrawing.hidden, NodeDrawing.hidden))
    }
}

extension RuntimeDescribedTests.Card {
    /// A modifier with a body: composite.
    struct Bold: ViewModifier {
        func body(content: Content) -> some View { content.bold() }
    }
}
