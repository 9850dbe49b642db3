import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ForEach: a row's identity is its id, compared as the id's type compares")
struct ForEachTests {
    /// Rows identified by the values themselves (`id: \.self`), which the buttons replace.
    struct Rows<ID: Hashable & CustomStringConvertible>: View {
        @State var ids: [ID]
        let replacement: [ID]

        var body: some View {
            VStack {
                Button("Replace") { ids = replacement }
                ForEach(ids, id: \.self) { id in
                    Counter(name: "row \(id)")
                }
            }
        }
    }

    struct Named: Hashable {
        var name: String
        var count: Int
    }

    /// `id: \.self` copies the elements as their ids; any other key path is read, even one at
    /// offset zero (`\.name`), whose type is not the element's.
    @Test("Only the identity key path takes the elements as their own ids")
    func onlyTheIdentityKeyPathTakesElementsAsIDs() throws {
        let named = [Named(name: "a", count: 1), Named(name: "b", count: 2)]
        #expect(ForEach(named, id: \.self) { Text($0.name) }.identifiesBySelf)
        #expect(!ForEach(named, id: \.name) { Text($0.name) }.identifiesBySelf)
        #expect(!ForEach(named, id: \.count) { Text($0.name) }.identifiesBySelf)
        #expect(ForEach([3, 1], id: \.self) { Text("\($0)") }.identifiesBySelf)
        // Either way, the rows are the elements' ids'.
        let host = ViewHost(Rows(ids: ["b", "a"], replacement: ["a", "b"]))
        try host.tap("row a: 0")
        try host.tap("Replace")
        #expect(host.texts.filter { $0.hasPrefix("row") } == ["row a: 1", "row b: 0"])
    }

    @Test("Ids of plain data that are == but not the same bytes (0.0 and -0.0) keep their rows")
    func equalIDsWithOtherBytesKeepTheirRows() throws {
        // Swift's Double: 0.0 == -0.0, and both hash alike (IEEE 754 equality), so the row is
        // the same row to a Hashable-keyed ForEach.
        let host = ViewHost(Rows(ids: [1.0, 0.0], replacement: [1.0, -0.0]))
        try host.tap("row 0.0: 0")
        host.resetStatistics()
        try host.tap("Replace")
        #expect(host.contains(text: "row -0.0: 1"), "the row kept its state")
        #expect(host.stats.stateDeallocations == 0)
        #expect(host.stats.stateAllocations == 0)
    }

    @Test("An id of plain data that changes in place is a new row: its state starts fresh")
    func changedPlainIDIsANewRow() throws {
        let host = ViewHost(Rows(ids: [1, 2, 3], replacement: [1, 4, 3]))
        try host.tap("row 2: 0")
        try host.tap("row 3: 0")
        host.resetStatistics()
        try host.tap("Replace")
        #expect(host.texts.filter { $0.hasPrefix("row") } == ["row 1: 0", "row 4: 0", "row 3: 1"])
        #expect(host.stats.stateDeallocations == 1)
        #expect(host.stats.stateAllocations == 1)
    }

    /// Rows over a range of integers, which the button lengthens; `lazy` puts them in a `List`.
    struct RangeRows: View {
        @State var upper = 3
        let lazy: Bool

        var body: some View {
            VStack {
                Button("More") { upper += 2 }
                if lazy {
                    List {
                        ForEach(2...upper, id: \.self) { Counter(name: "closed \($0)") }
                        ForEach(10..<(10 + upper), id: \.description) { Counter(name: "half-open \($0)") }
                    }
                } else {
                    ForEach(2...upper, id: \.self) { Counter(name: "closed \($0)") }
                    ForEach(10..<(10 + upper), id: \.self) { Counter(name: "half-open \($0)") }
                }
                // `init(_:content:)`, for constant data only (Apple: "over a given constant range").
                ForEach(0..<2) { Text("constant \($0)") }
            }
        }
    }

    @Test(
        "Ranges of integers, closed and half-open, give one row per integer in order, in a stack and a list; a row keeps its state as the range grows",
        arguments: [false, true])
    func integerRangesGiveARowPerInteger(lazy: Bool) throws {
        let host = ViewHost(RangeRows(lazy: lazy))
        #expect(
            host.texts.filter { $0.contains(":") }
                == ["closed 2: 0", "closed 3: 0", "half-open 10: 0", "half-open 11: 0", "half-open 12: 0"])
        try host.tap("closed 3: 0")
        try host.tap("half-open 12: 0")
        try host.tap("More")
        #expect(
            host.texts.filter { $0.contains(":") }
                == [
                    "closed 2: 0", "closed 3: 1", "closed 4: 0", "closed 5: 0", "half-open 10: 0", "half-open 11: 0",
                    "half-open 12: 1", "half-open 13: 0", "half-open 14: 0",
                ])
        #expect(host.texts.filter { $0.hasPrefix("constant") } == ["constant 0", "constant 1"])
    }

    /// `ForEach(_:content:)` over a range the state changes: its count, or its start.
    struct ConstantRangeRows: View {
        @State var count = 2
        @State var start = 0
        @State var prefix = "Row"

        var body: some View {
            VStack {
                Button("More") { count += 1 }
                Button("Shift") { start += 1 }
                Button("Rename") { prefix = "Item" }
                ForEach(start..<(start + count)) { Text("\(prefix) \($0)") }
            }
        }
    }

    @Test("ForEach(_:content:) keeps its first range: a new count is warned about and ignored, a shifted range too")
    func constantRangeKeepsItsFirstData() throws {
        // Apple, `init(_:content:)`: "The instance only reads the initial value of the provided
        // data and doesn't need to identify views across updates. To compute views on demand
        // over a dynamic range, use `ForEach/init(_:id:content:)`." On a device the console says
        // "ForEach<Range<Int>, Int, …> count (30) != its initial count (0). `ForEach(_:content:)`
        // should only be used for *constant* data. …" (AppPear/ChartView#44), and the rows
        // stay as they were (eneko/Stripes#4: stripes "not shown in the simulator, or on
        // device" until `id: \.self` was added).
        let host = ViewHost(ConstantRangeRows())
        try host.tap("More")
        #expect(host.texts.filter { $0.hasPrefix("Row") } == ["Row 0", "Row 1"])
        #expect(
            host.warnings == [
                "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should "
                    + "only be used for *constant* data. Instead conform data to `Identifiable` or use "
                    + "`ForEach(_:id:content:)` and provide an explicit `id`!"
            ])
        try host.tap("Shift")
        #expect(host.texts.filter { $0.hasPrefix("Row") } == ["Row 0", "Row 1"], "a range of the same count, shifted")
        // The content closure is the new one: what it shows follows the state.
        try host.tap("Rename")
        #expect(host.texts.filter { $0.hasPrefix("Item") } == ["Item 0", "Item 1"])
    }
}
