/// What the runtime decided about each type, found by the type's metadata address: the plans
/// looked up once per node created (`ViewPlan`) or per tuple and body updated (`TypePlans`).
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes the address with SipHash through `Hasher`,
/// which, with the copy out, cost about 900 instructions a node (an eighth of mounting 10,000
/// rows). A metadata address is unique and stable, and no input chooses it, so a
/// multiplicative hash of it and linear probing do: about 30.
///
/// ```swift
/// var plans = TypeTable<Int>()
/// plans[Int.self] = 1
/// plans[Int.self]  // 1
/// ```
package struct TypeTable<Value> {
    // Eight slots to start: a table of 64 asked the allocator for a kilobyte, which glibc
    // serves by consolidating its free lists first (about 10,000 instructions a table, and each
    // graph has one for its statistics).
    private var keys: [UnsafeRawPointer?] = Array(repeating: nil, count: 8)
    private var values: [Value?] = Array(repeating: nil, count: 8)
    private var count = 0
    /// `keys.count` is a power of two; a key's first slot is its hash's top `bits` bits.
    private var bits = 3

    /// An empty table.
    package init() {}

    package subscript(type: Any.Type) -> Value? {
        get {
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            var slot = Self.firstSlot(of: key, bits: bits)
            while let found = keys[slot] {
                if found == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            // Decisions are never taken back: assigning nil does nothing. (A table of optional
            // plans keeps "none" as `.some(nil)`.)
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            insert(newValue, for: unsafeBitCast(type, to: UnsafeRawPointer.self))
        }
    }

    /// Every type in the table with its value, in no particular order.
    package var entries: [(type: Any.Type, value: Value)] {
        var entries: [(type: Any.Type, value: Value)] = []
        for slot in keys.indices {
            if let key = keys[slot], let value = values[slot] {
                entries.append((unsafeBitCast(key, to: Any.Type.self), value))
            }
        }
        return entries
    }

    private static func firstSlot(of key: UnsafeRawPointer, bits: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - bits))
    }

    private mutating func insert(_ value: Value, for key: UnsafeRawPointer) {
        var slot = Self.firstSlot(of: key, bits: bits)
        while let found = keys[slot], found != key {
            slot = (slot + 1) & (keys.count - 1)
        }
        if keys[slot] == nil { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let old = zip(keys, values)
        bits += 1
        keys = Array(repeating: nil, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
        count = 0
        for case (let key?, let value?) in old { insert(value, for: key) }
    }
}
