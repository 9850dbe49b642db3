import HeadlessSwiftUI
import Testing

/// The table the runtime keeps its per-type plans in, found by metadata address with a hash of
/// its own: every type finds its own value, through collisions and growth.
@Suite("TypeTable: per-type decisions by metadata address")
struct TypeTableTests {
    struct Level<T> {}

    /// `Level<Int>`, `Level<Level<Int>>`, …: `count` distinct types.
    static func nestedTypes(count: Int) -> [Any.Type] {
        func collect<T>(_: T.Type, remaining: Int, into types: inout [Any.Type]) {
            guard remaining > 0 else { return }
            types.append(Level<T>.self)
            collect(Level<T>.self, remaining: remaining - 1, into: &types)
        }
        var types: [Any.Type] = []
        collect(Int.self, remaining: count, into: &types)
        return types
    }

    @Test func everyTypeFindsItsOwnValueAcrossGrowth() {
        // 300 types: the table starts at 64 slots and grows at half full, three times.
        let types = Self.nestedTypes(count: 300)
        var table = TypeTable<Int>()
        for (index, type) in types.enumerated() {
            table[type] = index
            #expect(table[type] == index)
        }
        for (index, type) in types.enumerated() {
            #expect(table[type] == index, "\(type)")
        }
        #expect(table[String.self] == nil)
        #expect(table[Level<String>.self] == nil)
    }

    /// Body evaluations are counted by type in a table and named from its entries.
    @Test func entriesListEveryTypeOnceWithItsValue() {
        let types = Self.nestedTypes(count: 100)
        var table = TypeTable<Int>()
        for (index, type) in types.enumerated() { table[type] = index }
        table[types[7]] = 1_000
        let entries = table.entries
        #expect(entries.count == 100)
        for (index, type) in types.enumerated() {
            let values = entries.filter { $0.type == type }.map(\.value)
            #expect(values == [index == 7 ? 1_000 : index], "\(type)")
        }
    }

    @Test func aNewValueReplacesTheOldAndNilChangesNothing() {
        var table = TypeTable<String>()
        table[Int.self] = "first"
        table[Int.self] = "second"
        table[Int.self] = nil
        #expect(table[Int.self] == "second")
    }

    /// A table of optional plans keeps "no plan" (a type that cannot be walked) as a decision,
    /// told apart from a type not seen yet.
    @Test func aTableOfOptionalsKeepsNone() {
        var table = TypeTable<Int?>()
        table[Int.self] = .some(nil)
        #expect(table[Int.self] == .some(nil))
        #expect(table[Double.self] == nil)
    }
}
