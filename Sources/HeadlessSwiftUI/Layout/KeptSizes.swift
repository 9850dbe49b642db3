import Foundation

/// Sizes a node keeps by what it was asked with (a proposal, a width): the first inline, the
/// others in a short list. Few questions reach one node (a stack asks for the minimum, the
/// maximum and the real size; a list's row, one), so a short list beats a dictionary, and the
/// first needs no list at all (a list for it was an allocation for every node measured).
struct KeptSizes<Key: Equatable> {
    private var first: (key: Key, size: CGSize)?
    private var others: [(key: Key, size: CGSize)] = []
    /// How many sizes are kept at most; the oldest of the others goes first.
    private let limit: Int
    /// Whether a size was let go to make room since the last `removeAll()`: what the sizes
    /// answered is then not all here (a layout check cannot replay it).
    private(set) var hasDropped = false

    init(limit: Int) {
        self.limit = limit
    }

    /// The size kept for `key`, if any.
    @inline(__always) func size(for key: Key) -> CGSize? {
        guard let first else { return nil }
        if first.key == key { return first.size }
        for kept in others where kept.key == key { return kept.size }
        return nil
    }

    /// Keeps `size` for `key`.
    mutating func keep(_ size: CGSize, for key: Key) {
        guard first != nil else {
            first = (key, size)
            return
        }
        if others.count >= limit - 1 {
            others.removeFirst()
            hasDropped = true
        }
        if others.capacity == 0 { others.reserveCapacity(min(3, limit - 1)) }
        others.append((key, size))
    }

    /// Whether a size is kept for a key that satisfies `predicate`.
    func containsKey(where predicate: (Key) -> Bool) -> Bool {
        guard let first else { return false }
        return predicate(first.key) || others.contains { predicate($0.key) }
    }

    mutating func removeAll() {
        first = nil
        others.removeAll(keepingCapacity: true)
        hasDropped = false
    }

    /// How many sizes are kept.
    var count: Int { first == nil ? 0 : others.count + 1 }

    /// The kept size at `index` (below `count`), the first kept first. An index, not a
    /// closure: a main-actor closure handed here would check its executor on each call.
    func entry(at index: Int) -> (key: Key, size: CGSize) {
        index == 0 ? first! : others[index - 1]
    }
}
