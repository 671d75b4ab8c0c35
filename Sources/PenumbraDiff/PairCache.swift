/// A direct-mapped cache of ΔE values by colour pair (the two pixels' 32-bit words).
///
/// A changed area of a UI screenshot repeats few colour pairs (a background that shifted, text
/// that moved), and one ΔE 2000 costs two Lab conversions and a dozen libm calls. A hit returns
/// exactly the value a recomputation would, so results do not depend on the cache.
struct PairCache {
    private static let slots = 4096
    private var keys: [UInt64] = []
    private var values: [Double] = []
    private var filled: [Bool] = []

    /// The cached value for `pair`, or `compute()`'s, stored for next time.
    @inline(__always)
    mutating func value(for pair: UInt64, _ compute: () -> Double) -> Double {
        if keys.isEmpty {
            keys = [UInt64](repeating: 0, count: Self.slots)
            values = [Double](repeating: 0, count: Self.slots)
            filled = [Bool](repeating: false, count: Self.slots)
        }
        // Fibonacci hashing of the pair to a slot.
        let slot = Int(truncatingIfNeeded: (pair &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if filled[slot] && keys[slot] == pair { return values[slot] }
        let value = compute()
        keys[slot] = pair
        values[slot] = value
        filled[slot] = true
        return value
    }
}
