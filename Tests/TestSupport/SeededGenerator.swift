/// A small, seedable random number generator (SplitMix64), so that a randomized test's failure
/// replays exactly from the seed it prints.
///
/// ```swift
/// var generator = SeededGenerator(state: 0x5EED_2026)
/// let length = Int.random(in: 1...12, using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state: the seed, advanced by each draw.
    public var state: UInt64

    /// Creates a generator whose first draw follows from `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
