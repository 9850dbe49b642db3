import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// A cart as apps write it with Combine: `@Published` properties, held by `@StateObject`,
/// handed down with `@ObservedObject` and `environmentObject(_:)`.
final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
    nonisolated(unsafe) static var created = 0
    nonisolated(unsafe) static var released = 0

    init() { Cart.created += 1 }
    deinit { Cart.released += 1 }
}

final class Weather: ObservableObject {
    @Published var temperature = 20
}

@MainActor
@Suite("ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject", .serialized)
struct ObservableObjectTests {
    @Test func publishedSendsObjectWillChangeBeforeTheValueChanges() {
        let weather = Weather()
        var seen: [(emitted: Int, stored: Int)] = []
        var cancellables = Set<AnyCancellable>()
        weather.objectWillChange.sink { [unowned weather] in seen.append((-1, weather.temperature)) }
            .store(in: &cancellables)
        weather.$temperature.sink { [unowned weather] value in seen.append((value, weather.temperature)) }
            .store(in: &cancellables)
        weather.temperature = 25
        // The publisher gives the current value on subscription, then each new value in willSet.
        #expect(seen.map(\.emitted) == [20, -1, 25])
        #expect(seen.map(\.stored) == [20, 20, 20])
        #expect(weather.objectWillChange === weather.objectWillChange)
        cancellables.removeAll()
        weather.temperature = 30
        #expect(seen.count == 3)
    }

    @Test func subjectsRespectDemandAndCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let cancellable = subject.map { $0 * 10 }.sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        #expect(received == [10, 20])
        #expect(finished)
        cancellable.cancel()

        let current = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        let valueSink = current.eraseToAnyPublisher().sink { values.append($0) }
        current.value = "b"
        valueSink.cancel()
        current.send("c")
        #expect(values == ["a", "b"])
        var just: [Int] = []
        _ = Just(7).sink { just.append($0) }
        #expect(just == [7])
    }

    struct CartBadge: View {
        @EnvironmentObject var cart: Cart
        var body: some View { Text("Items: \(cart.items.count)") }
    }

    struct NoteEditor: View {
        @ObservedObject var cart: Cart
        var body: some View {
            VStack {
                Text("Note: \(cart.note)")
                Button("Sign") { $cart.note.wrappedValue = "signed" }
            }
        }
    }

    struct Unrelated: View {
        @ObservedObject var weather: Weather
        var body: some View { Text("\(weather.temperature)°") }
    }

    struct Toolbar: View {
        var body: some View {
            HStack { CartBadge() }
        }
    }

    struct CartScreen: View {
        @StateObject private var cart = Cart()
        let weather: Weather
        let title: String
        var body: some View {
            VStack {
                Text(title)
                Toolbar()
                Button("Add") { cart.items.append("apple") }
                NoteEditor(cart: cart)
                Unrelated(weather: weather)
            }
            .environmentObject(cart)
        }
    }

    struct Root: View {
        @State private var title = "Cart"
        @State private var showsCart = true
        let weather: Weather
        var body: some View {
            VStack {
                Button("Rename") { title += "!" }
                Button("Close") { showsCart = false }
                if showsCart {
                    CartScreen(weather: weather, title: title)
                }
            }
        }
    }

    @Test func stateObjectIsCreatedOnceAndGoesWithItsIdentity() throws {
        Cart.created = 0
        Cart.released = 0
        let host = ViewHost(Root(weather: Weather()))
        #expect(Cart.created == 1)
        try host.tap("Add")
        #expect(host.contains(text: "Items: 1"))
        // The parent re-evaluates the screen with a new title: the autoclosure does not run again.
        try host.tap("Rename")
        #expect(host.contains(text: "Cart!"))
        #expect(Cart.created == 1)
        #expect(host.contains(text: "Items: 1"))
        try host.tap("Close")
        #expect(!host.contains(text: "Items: 1"))
        #expect(Cart.released == 1)
    }

    @Test func anObjectChangeReevaluatesTheViewsThatHoldItAndNoOthers() throws {
        let weather = Weather()
        let host = ViewHost(Root(weather: weather))
        host.resetStatistics()
        try host.tap("Add")
        #expect(host.contains(text: "Items: 1"))
        #expect(host.stats.bodyEvaluations(of: CartScreen.self) == 1)
        #expect(host.stats.bodyEvaluations(of: CartBadge.self) == 1)  // deep down, through the environment
        #expect(host.stats.bodyEvaluations(of: NoteEditor.self) == 1)
        #expect(host.stats.bodyEvaluations(of: Unrelated.self) == 0)
        #expect(host.stats.bodyEvaluations(of: Root.self) == 0)

        host.resetStatistics()
        weather.temperature = 31
        #expect(host.contains(text: "31°"))
        #expect(host.stats.bodyEvaluations(of: Unrelated.self) == 1)
        #expect(host.stats.bodyEvaluations(of: CartBadge.self) == 0)
        #expect(host.stats.bodyEvaluations(of: CartScreen.self) == 0)
    }

    @Test func observedObjectWrapperMakesBindings() throws {
        let host = ViewHost(Root(weather: Weather()))
        try host.tap("Sign")
        #expect(host.contains(text: "Note: signed"))
    }

    struct Clock: View {
        let ticks: PassthroughSubject<Int, Never>
        @State private var last = 0
        var body: some View {
            Text("Tick \(last)").onReceive(ticks) { last = $0 }
        }
    }

    @Test func onReceiveRunsTheActionForEachValue() {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Clock(ticks: ticks))
        #expect(host.contains(text: "Tick 0"))
        ticks.send(3)
        #expect(host.contains(text: "Tick 3"))
        ticks.send(4)
        #expect(host.contains(text: "Tick 4"))
    }
}
