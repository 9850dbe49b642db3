import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// SwiftUI's console warnings, in SwiftUI's words: each misuse warns (the positive test), and
/// the correct use next to it stays silent (the negative one). The sources quoting each text
/// are cited where the runtime emits it.
@MainActor
@Suite("SwiftUI's console warnings")
struct ConsoleWarningsTests {
    struct Coin: Hashable {
        let name: String
    }

    static func outsideStack(_ modifier: String, _ subject: String) -> String {
        "The `navigationDestination` modifier only works inside a `NavigationStack` or `NavigationSplitView`. There's a misplaced `navigationDestination(\(modifier)destination:)` modifier \(subject). It will be ignored."
    }

    static func inLazyContainer(_ modifier: String, _ subject: String) -> String {
        "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or `LazyVStack`. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. There's a misplaced `navigationDestination(\(modifier)destination:)` modifier \(subject). It will be ignored in a future release."
    }

    static let declaredEarlier =
        "A navigationDestination for “HeadlessSwiftUITests.ConsoleWarningsTests.Coin” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
    static let modifyingState = "Modifying state during view update, this will cause undefined behavior."
    static let publishing =
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    // MARK: - navigationDestination outside a stack

    struct ForTypeDestination: View {
        let inStack: Bool
        @State private var ticks = 0
        var body: some View {
            let content = VStack {
                Text("ticks \(ticks)")
                Button("Tick") { ticks += 1 }
                NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
            }
            .navigationDestination(for: Coin.self) { Text("Detail \($0.name)") }
            if inStack {
                NavigationStack { content }
            } else {
                content
            }
        }
    }

    @Test func aForDestinationOutsideAStackWarnsOnce() throws {
        let host = ViewHost(ForTypeDestination(inStack: false))
        try host.tap("Tick")
        try host.tap("Tick")
        #expect(host.contains(text: "ticks 2"))
        #expect(host.warnings == [Self.outsideStack("for:", "for type `Coin`")], "once per modifier, not per update")
    }

    @Test func aForDestinationInsideAStackIsSilent() throws {
        let host = ViewHost(ForTypeDestination(inStack: true))
        try host.tap("Tick")
        try host.tap("Bitcoin")
        #expect(host.contains(text: "Detail Bitcoin"))
        #expect(host.warnings.isEmpty)
    }

    struct BindingDestinations: View {
        let inStack: Bool
        @State private var showsDetail = false
        @State private var coin: Coin?
        var body: some View {
            let content = VStack {
                Button("Show") { showsDetail = true }
                Button("Pick") { coin = Coin(name: "Ether") }
            }
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            .navigationDestination(item: $coin) { Text("Coin \($0.name)") }
            if inStack {
                NavigationStack { content }
            } else {
                content
            }
        }
    }

    @Test func bindingDestinationsOutsideAStackWarnNamingTheirForm() throws {
        let host = ViewHost(BindingDestinations(inStack: false))
        try host.tap("Show")
        #expect(host.navigationPath.isEmpty)
        #expect(
            host.warnings == [
                Self.outsideStack("item:", "for type `Optional<Coin>`"),
                Self.outsideStack("isPresented:", "presenting `Text`"),
            ])
    }

    @Test func bindingDestinationsInsideAStackAreSilent() throws {
        let host = ViewHost(BindingDestinations(inStack: true))
        try host.tap("Show")
        #expect(host.contains(text: "Detail"))
        try host.back()
        try host.tap("Pick")
        #expect(host.contains(text: "Coin Ether"))
        try host.back()
        #expect(host.warnings.isEmpty)
    }

    @Test func aDestinationInASplitViewColumnIsNotOutsideAStack() {
        let host = ViewHost(
            NavigationSplitView {
                Text("Sidebar").navigationDestination(for: Coin.self) { Text("Detail \($0.name)") }
            } detail: {
                Text("Pick a coin")
            })
        #expect(host.warnings.isEmpty)
    }

    // MARK: - navigationDestination in a lazy container

    struct DestinationInListRow: View {
        let inRow: Bool
        var body: some View {
            NavigationStack {
                if inRow {
                    List {
                        NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
                            .navigationDestination(for: Coin.self) { Text("Detail \($0.name)") }
                    }
                } else {
                    List {
                        NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
                    }
                    .navigationDestination(for: Coin.self) { Text("Detail \($0.name)") }
                }
            }
        }
    }

    @Test func aDestinationInAListRowWarnsAndStillWorks() throws {
        let host = ViewHost(DestinationInListRow(inRow: true))
        try host.tap("Bitcoin")
        #expect(host.contains(text: "Detail Bitcoin"), "ignored only in a future release")
        try host.back()
        try host.tap("Bitcoin")
        #expect(host.warnings == [Self.inLazyContainer("for:", "for type `Coin`")])
    }

    @Test func aDestinationOnTheListItselfIsSilent() throws {
        let host = ViewHost(DestinationInListRow(inRow: false))
        try host.tap("Bitcoin")
        #expect(host.contains(text: "Detail Bitcoin"))
        #expect(host.warnings.isEmpty)
    }

    enum LazyContainer: CaseIterable {
        case lazyVStack, lazyHStack, lazyVGrid, lazyHGrid
    }

    struct DestinationInLazyStack: View {
        let container: LazyContainer
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                ScrollView {
                    switch container {
                    case .lazyVStack: LazyVStack { row }
                    case .lazyHStack: LazyHStack { row }
                    case .lazyVGrid: LazyVGrid(columns: [GridItem(.flexible())]) { row }
                    case .lazyHGrid: LazyHGrid(rows: [GridItem(.flexible())]) { row }
                    }
                }
            }
        }

        var row: some View {
            Button("Show") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        }
    }

    @Test(arguments: LazyContainer.allCases)
    func aDestinationInALazyStackOrGridWarnsAndStillPushes(_ container: LazyContainer) throws {
        let host = ViewHost(DestinationInLazyStack(container: container))
        try host.tap("Show")
        #expect(host.contains(text: "Detail"))
        #expect(host.warnings == [Self.inLazyContainer("isPresented:", "presenting `Text`")])
    }

    struct StackInAListRow: View {
        @State private var coin: Coin?
        var body: some View {
            List {
                NavigationStack {
                    VStack {
                        Button("Pick") { coin = Coin(name: "Ether") }
                        NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
                    }
                    .navigationDestination(item: $coin) { Text("Coin \($0.name)") }
                    .navigationDestination(for: Coin.self) { Text("Detail \($0.name)") }
                }
            }
        }
    }

    @Test func aStackInsideALazyRowIsAContextOfItsOwn() throws {
        let host = ViewHost(StackInAListRow())
        try host.tap("Pick")
        #expect(host.contains(text: "Coin Ether"))
        #expect(host.warnings.isEmpty)
    }

    // MARK: - navigationDestination declared twice

    struct TwoDestinations: View {
        let sameType: Bool
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Bitcoin", value: Coin(name: "Bitcoin"))
                    if sameType {
                        Text("Inner").navigationDestination(for: Coin.self) { Text("Inner \($0.name)") }
                    } else {
                        Text("Inner").navigationDestination(for: Int.self) { Text("Number \($0)") }
                    }
                }
                .navigationDestination(for: Coin.self) { Text("Outer \($0.name)") }
            }
        }
    }

    @Test func aSecondDestinationForATypeWarnsAndTheRootMostOneIsUsed() throws {
        let host = ViewHost(TwoDestinations(sameType: true))
        try host.tap("Bitcoin")
        #expect(host.contains(text: "Outer Bitcoin"))
        try host.back()
        try host.tap("Bitcoin")
        #expect(host.warnings == [Self.declaredEarlier])
    }

    @Test func destinationsForDifferentTypesAreSilent() throws {
        let host = ViewHost(TwoDestinations(sameType: false))
        try host.tap("Bitcoin")
        #expect(host.contains(text: "Outer Bitcoin"))
        #expect(host.warnings.isEmpty)
    }

    @Test func oneDestinationPerStackInTwoStacksIsSilent() {
        let host = ViewHost(
            VStack {
                NavigationStack { Text("A").navigationDestination(for: Coin.self) { Text("A \($0.name)") } }
                NavigationStack { Text("B").navigationDestination(for: Coin.self) { Text("B \($0.name)") } }
            })
        #expect(host.warnings.isEmpty)
    }

    // MARK: - NavigationLink without a destination

    @Test func aValueLinkWithADestinationIsSilent() throws {
        let host = ViewHost(ForTypeDestination(inStack: true))
        try host.tap("Bitcoin")
        #expect(host.navigationPath == ["Coin(name: \"Bitcoin\")"])
        #expect(!host.warnings.contains { $0.hasPrefix("A NavigationLink is presenting a value") })
    }

    // MARK: - State modified during a view update

    struct WritesStateInBody: View {
        let writesInBody: Bool
        @State private var didLoad = false
        var body: some View {
            if writesInBody, !didLoad { didLoad = true }
            return VStack {
                Text(didLoad ? "loaded" : "not loaded")
                Button("Load") { didLoad = true }
            }
        }
    }

    @Test func writingStateInABodyWarns() {
        let host = ViewHost(WritesStateInBody(writesInBody: true))
        #expect(host.contains(text: "loaded"))
        #expect(host.warnings == [Self.modifyingState])
    }

    @Test func writingStateInAButtonActionIsSilent() throws {
        let host = ViewHost(WritesStateInBody(writesInBody: false))
        try host.tap("Load")
        #expect(host.contains(text: "loaded"))
        #expect(host.warnings.isEmpty)
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            count += 1
            return Text("count \(count)")
        }
    }

    @Test func aBodyThatWritesStateEveryTimeWarnsAndIsCut() {
        let host = ViewHost(Counter())
        #expect(host.warnings.first == Self.modifyingState)
        #expect(host.warnings.filter { $0 == Self.modifyingState }.count == 1, "once per view and frame")
        #expect(host.warnings.contains { $0.contains("did not settle") })
    }

    struct BindingChild: View {
        @Binding var value: Int
        let writesInBody: Bool
        var body: some View {
            if writesInBody, value == 0 { value = 1 }
            return Button("Set \(value)") { value = 2 }
        }
    }

    struct BindingParent: View {
        let writesInBody: Bool
        @State private var value = 0
        var body: some View {
            BindingChild(value: $value, writesInBody: writesInBody)
        }
    }

    @Test func writingABindingToStateInABodyWarns() {
        let host = ViewHost(BindingParent(writesInBody: true))
        #expect(host.contains(text: "Set 1"))
        #expect(host.warnings == [Self.modifyingState])
    }

    @Test func writingABindingInAnActionIsSilent() throws {
        let host = ViewHost(BindingParent(writesInBody: false))
        try host.tap("Set 0")
        #expect(host.contains(text: "Set 2"))
        #expect(host.warnings.isEmpty)
    }

    struct MarksSeen: ViewModifier {
        @Binding var seen: Bool
        let writesInBody: Bool
        func body(content: Content) -> some View {
            if writesInBody, !seen { seen = true }
            return content.onAppear { seen = true }
        }
    }

    struct ModifiedScreen: View {
        let writesInBody: Bool
        @State private var seen = false
        var body: some View {
            Text(seen ? "seen" : "unseen").modifier(MarksSeen(seen: $seen, writesInBody: writesInBody))
        }
    }

    @Test func writingStateInAModifiersBodyWarns() {
        let host = ViewHost(ModifiedScreen(writesInBody: true))
        #expect(host.contains(text: "seen"))
        #expect(host.warnings == [Self.modifyingState])
    }

    @Test func writingStateInOnAppearIsSilent() {
        let host = ViewHost(ModifiedScreen(writesInBody: false))
        #expect(host.contains(text: "seen"))
        #expect(host.warnings.isEmpty)
    }

    struct RowsThatCount: View {
        let writesInRow: Bool
        @State private var rowsBuilt = 0
        var body: some View {
            VStack {
                Text("built \(rowsBuilt)")
                ForEach(0..<2, id: \.self) { index in
                    if writesInRow, rowsBuilt < 2 { rowsBuilt += 1 }
                    return Text("row \(index)").onTapGesture { rowsBuilt += 1 }
                }
            }
        }
    }

    @Test func writingStateInAForEachRowBuilderWarns() {
        let host = ViewHost(RowsThatCount(writesInRow: true))
        #expect(host.contains(text: "built 2"))
        #expect(host.warnings == [Self.modifyingState])
    }

    @Test func writingStateInATapGestureIsSilent() throws {
        let host = ViewHost(RowsThatCount(writesInRow: false))
        try host.tap("row 0")
        #expect(host.contains(text: "built 1"))
        #expect(host.warnings.isEmpty)
    }

    struct SheetContentWrites: View {
        let writesInContent: Bool
        @State private var showsSheet = false
        @State private var opened = 0
        var body: some View {
            VStack {
                Text("opened \(opened)")
                Button("Open") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) {
                if writesInContent, opened == 0 { opened = 1 }
                return Button("Done") { showsSheet = false }
            }
            .onChange(of: showsSheet) { if showsSheet { opened += 1 } }
        }
    }

    @Test func writingStateInASheetsContentClosureWarns() throws {
        let host = ViewHost(SheetContentWrites(writesInContent: true))
        try host.tap("Open")
        #expect(host.presentations.count == 1)
        #expect(host.warnings == [Self.modifyingState])
    }

    @Test func writingStateInOnChangeAndTheRuntimesDismissalWritesAreSilent() throws {
        let host = ViewHost(SheetContentWrites(writesInContent: false))
        try host.tap("Open")
        #expect(host.contains(text: "opened 1"))
        #expect(host.dismiss(), "a swipe: SwiftUI writes false to the binding")
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(host.warnings.isEmpty)
    }

    struct PushedByBinding: View {
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                Button("Show") { showsDetail = true }
                    .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            }
        }
    }

    @Test func theStacksOwnWriteOnBackIsSilent() throws {
        let host = ViewHost(PushedByBinding())
        try host.tap("Show")
        try host.back()
        #expect(!host.contains(text: "Detail"))
        #expect(host.warnings.isEmpty)
    }

    struct TaskWrites: View {
        @State private var loaded = false
        var body: some View {
            Text(loaded ? "loaded" : "loading").task { loaded = true }
        }
    }

    @Test func writingStateInATaskIsSilent() async {
        let host = ViewHost(TaskWrites())
        await host.settleTasks()
        #expect(host.contains(text: "loaded"))
        #expect(host.warnings.isEmpty)
    }

    // MARK: - ObservableObject publishing during a view update

    final class Store: ObservableObject {
        @Published var visits = 0
    }

    struct StoreScreen: View {
        @ObservedObject var store: Store
        let publishesInBody: Bool
        var body: some View {
            if publishesInBody, store.visits == 0 { store.visits = 1 }
            return Button("Visits \(store.visits)") { store.visits += 1 }
        }
    }

    @Test func publishingFromABodyWarns() {
        let host = ViewHost(StoreScreen(store: Store(), publishesInBody: true))
        #expect(host.contains(text: "Visits 1"))
        #expect(host.warnings == [Self.publishing])
    }

    @Test func publishingFromAnActionIsSilent() throws {
        let host = ViewHost(StoreScreen(store: Store(), publishesInBody: false))
        try host.tap("Visits 0")
        #expect(host.contains(text: "Visits 1"))
        #expect(host.warnings.isEmpty)
    }

    @Observable final class Model {
        var visits = 0
    }

    struct ModelScreen: View {
        let model: Model
        var body: some View {
            if model.visits == 0 { model.visits = 1 }
            return Text("Visits \(model.visits)")
        }
    }

    @Test func anObservableModelWrittenInABodyPrintsNothing() {
        let host = ViewHost(ModelScreen(model: Model()))
        #expect(host.contains(text: "Visits 1"))
        #expect(host.warnings.isEmpty, "SwiftUI prints nothing for Observation")
    }

    // MARK: - onChange running more than once per frame

    struct Chasing: View {
        let chases: Bool
        @State private var value = 0
        var body: some View {
            Button("Value \(value)") { value += 1 }
                .onChange(of: value) {
                    // Each run moves the value again: the next pass of the same frame runs it again.
                    if chases, value % 3 != 0 { value += 1 }
                }
        }
    }

    @Test func anOnChangeActionThatRunsTwiceInAFrameWarnsOncePerFrame() throws {
        let host = ViewHost(Chasing(chases: true))
        try host.tap("Value 0")
        #expect(host.contains(text: "Value 3"))
        #expect(host.warnings == ["onChange(of: Int) action tried to update multiple times per frame."])
        try host.tap("Value 3")
        #expect(host.contains(text: "Value 6"))
        #expect(host.warnings.count == 2, "a later frame warns again")
    }

    @Test func anOnChangeActionOncePerFrameIsSilent() throws {
        let host = ViewHost(Chasing(chases: false))
        try host.tap("Value 0")
        try host.tap("Value 1")
        #expect(host.contains(text: "Value 2"))
        #expect(host.warnings.isEmpty)
    }
}
