/// Percent-encoding of URL text: Foundation's `addingPercentEncoding(withAllowedCharacters:)`
/// and `removingPercentEncoding`, in the standard library alone (see ``MutexLock``).
package enum PercentEncoding {
    /// The bytes of `text` with every `%XX` replaced by the byte it names (any byte: a `data:`
    /// URI's PNG), or nil when a `%` is not followed by two hexadecimal digits.
    package static func decodeBytes(_ text: some StringProtocol) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var it = text.utf8.makeIterator()
        while let byte = it.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = it.next().flatMap(Hex.digitValue), let low = it.next().flatMap(Hex.digitValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// `text` with every Unicode scalar that is neither an ASCII letter or digit nor one of
    /// `keeping` replaced by its UTF-8 bytes as `%XX` (upper-case hexadecimal): what Foundation's
    /// `addingPercentEncoding(withAllowedCharacters:)` gives on Linux for `.alphanumerics` plus
    /// `keeping`, and what RFC 3986 asks of non-ASCII text.
    package static func encode(_ text: some StringProtocol, keeping: String) -> String {
        let kept = Set(keeping.unicodeScalars)
        var out = ""
        for scalar in text.unicodeScalars {
            if kept.contains(scalar) || isASCIIAlphanumeric(scalar) {
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
        guard let bytes = decodeBytes(text) else { return nil }
        var decoder = UTF8()
        var bytesLeft = bytes.makeIterator()
        while true {
            switch decoder.decode(&bytesLeft) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return false
        }
    }
}
