/// Percent-encoding of URL text: Foundation's `addingPercentEncoding(withAllowedCharacters:)`
/// and `removingPercentEncoding`, in the standard library alone (see ``MutexLock``).
package enum PercentEncoding {
    /// `text` with every Unicode scalar that is neither a letter, a mark or a number
    /// (Foundation's `CharacterSet.alphanumerics`) nor one of `keeping` replaced by its UTF-8
    /// bytes as `%XX` (upper-case hexadecimal).
    package static func encode(_ text: some StringProtocol, keeping: String) -> String {
        let kept = Set(keeping.unicodeScalars)
        var out = ""
        for scalar in text.unicodeScalars {
            if kept.contains(scalar) || isAlphanumeric(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += "%" + Hex.fixed(byte, digits: 2) }
            }
        }
        return out
    }

    /// `text` with every `%XX` replaced by the byte it names, or nil when a `%` is not followed
    /// by two hexadecimal digits or the bytes are not UTF-8.
    package static func decode(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var it = text.utf8.makeIterator()
        while let byte = it.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = it.next().flatMap(hexValue), let low = it.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Letters, marks and numbers (general categories L*, M* and N*).
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
