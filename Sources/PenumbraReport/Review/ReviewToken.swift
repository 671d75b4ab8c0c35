/// The secret of one review session: 128 random bits, as 32 lowercase hex digits, that every
/// request must carry. The server listens on the loopback interface only, but every local user
/// can reach it; the token is what keeps another user from reading the report or accepting
/// snapshots into someone else's reference folder.
package struct ReviewToken: Hashable, Sendable, CustomStringConvertible {
    /// The token as sent in URLs: 32 lowercase hex digits.
    package let text: String

    /// A fresh token from the system's cryptographically secure generator
    /// (`SystemRandomNumberGenerator`: `getrandom(2)` on Linux, `arc4random` on Darwin).
    package init() {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64, low = generator.next() as UInt64
        text = Self.hex(high) + Self.hex(low)
    }

    /// A given token (tests); any text works, but only ``init()`` makes one worth keeping secret.
    package init(text: String) { self.text = text }

    package var description: String { text }

    /// Whether `candidate` is this token, comparing every byte whatever the first difference, so
    /// the time taken does not tell an attacker how many leading characters were right.
    /// (Only the length can leak, and every token has the same length.)
    package func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(text.utf8), b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<a.count {
            difference |= a[index] ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
