/// Hexadecimal text, the one way every message and file of Penumbra writes it: upper-case digits,
/// fixed width (`0A`, `#FF8800FF`, `0x89ABCDEF`), so that the same value always reads the same.
package enum Hex {
    @usableFromInline static let digits = Array("0123456789ABCDEF")

    /// `value`'s low `digits` hex digits, most significant first, zero-padded: `fixed(0xA, 2)` is `"0A"`.
    package static func fixed<T: BinaryInteger>(_ value: T, digits count: Int) -> String {
        var text = ""
        text.reserveCapacity(count)
        for shift in stride(from: 4 * (count - 1), through: 0, by: -4) {
            text.append(digits[Int(truncatingIfNeeded: value >> T(shift)) & 15])
        }
        return text
    }

    /// The value of one hexadecimal digit in ASCII (`0-9`, `a-f`, `A-F`), or nil for any other byte.
    package static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Bytes as two digits each, separated by `separator`: `89 50 4E 47`.
    package static func bytes<S: Sequence>(_ bytes: S, separator: String = " ") -> String where S.Element == UInt8 {
        bytes.map { fixed($0, digits: 2) }.joined(separator: separator)
    }
}
