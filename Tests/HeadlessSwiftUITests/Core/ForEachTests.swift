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
}
