// PDF objects (ISO 32000-1 § 7.3) and the lexer that reads them from file bytes and content
// streams.
import Foundation
import PenumbraCore

/// A PDF object.
indirect enum PDFObject: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int, Int)
    /// A content-stream operator (a bare keyword).
    case keyword(String)

    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var name: String? { if case .name(let v) = self { v } else { nil } }
    var array: [PDFObject]? { if case .array(let v) = self { v } else { nil } }
    var dictionary: [String: PDFObject]? { if case .dictionary(let v) = self { v } else { nil } }
}

/// Reads PDF objects from bytes.
struct PDFLexer {
    let bytes: [UInt8]
    var i: Int
    /// Nesting of arrays and dictionaries, bounded.
    static let maxDepth = 64

    init(bytes: [UInt8], at start: Int = 0) {
        self.bytes = bytes
        self.i = start
    }

    static func isWhite(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool {
        c == 0x28 || c == 0x29 || c == 0x3C || c == 0x3E || c == 0x5B || c == 0x5D || c == 0x7B || c == 0x7D || c == 0x2F || c == 0x25
    }

    mutating func skipWhite() {
        while i < bytes.count {
            if Self.isWhite(bytes[i]) { i += 1; continue }
            if bytes[i] == UInt8(ascii: "%") {
                while i < bytes.count, bytes[i] != 10, bytes[i] != 13 { i += 1 }
                continue
            }
            return
        }
    }

    /// The next object, or nil at the end; `N G R` references are folded when `references`.
    mutating func next(references: Bool = true, depth: Int = 0) throws(VectorError) -> PDFObject? {
        skipWhite()
        guard i < bytes.count else { return nil }
        guard depth < Self.maxDepth else { throw error("arrays and dictionaries nest deeper than \(Self.maxDepth) levels", .tooLarge) }
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "/"):
            i += 1
            let start = i
            while i < bytes.count, !Self.isWhite(bytes[i]), !Self.isDelimiter(bytes[i]) { i += 1 }
            return .name(decodeName(bytes[start..<i]))
        case UInt8(ascii: "("):
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<") {
                i += 2
                var dict: [String: PDFObject] = [:]
                while true {
                    skipWhite()
                    guard i < bytes.count else { throw error("a dictionary is not closed") }
                    if bytes[i] == UInt8(ascii: ">"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") { i += 2; break }
                    guard case .name(let key)? = try next(references: true, depth: depth + 1) else { throw error("a dictionary key is not a name") }
                    guard let value = try next(references: true, depth: depth + 1) else { throw error("a dictionary is not closed") }
                    dict[key] = value
                }
                return .dictionary(dict)
            }
            i += 1
            var hex: [UInt8] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                if let v = Character(UnicodeScalar(bytes[i])).hexDigitValue { hex.append(UInt8(v)) }
                i += 1
            }
            i += 1
            if hex.count % 2 == 1 { hex.append(0) }
            return .string(stride(from: 0, to: hex.count, by: 2).map { hex[$0] * 16 + hex[$0 + 1] })
        case UInt8(ascii: "["):
            i += 1
            var items: [PDFObject] = []
            while true {
                skipWhite()
                guard i < bytes.count else { throw error("an array is not closed") }
                if bytes[i] == UInt8(ascii: "]") { i += 1; break }
                guard let item = try next(references: references, depth: depth + 1) else { throw error("an array is not closed") }
                items.append(item)
            }
            return .array(items)
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            i += 1
            return .keyword(String(UnicodeScalar(c)))
        default:
            let start = i
            while i < bytes.count, !Self.isWhite(bytes[i]), !Self.isDelimiter(bytes[i]) { i += 1 }
            let token = String(decoding: bytes[start..<i], as: UTF8.self)
            if let v = Double(token), v.isFinite {
                // `N G R`: an indirect reference.
                if references, v >= 0, v < 1e9, v == v.rounded(), let save = Optional(i) {
                    var look = self
                    if case .number(let gen)? = try? look.next(references: false, depth: depth + 1), gen >= 0, gen < 1e9, gen == gen.rounded() {
                        look.skipWhite()
                        if look.i < bytes.count, bytes[look.i] == UInt8(ascii: "R"),
                           look.i + 1 >= bytes.count || Self.isWhite(bytes[look.i + 1]) || Self.isDelimiter(bytes[look.i + 1]) {
                            i = look.i + 1
                            return .reference(Int(fileNumber: v), Int(fileNumber: gen))
                        }
                    }
                    i = save
                }
                return .number(v)
            }
            switch token {
            case "nan", "-nan", "NaN", "-NaN":
                // A broken exporter's printf of NaN: read as 0, as PDF viewers do, rather than
                // refusing the whole icon.
                return .number(0)
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "": i += 1; return .keyword(String(UnicodeScalar(c)))
            default: return .keyword(token)
            }
        }
    }

    private func decodeName(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "#")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var k = raw.startIndex
        while k < raw.endIndex {
            if raw[k] == UInt8(ascii: "#"), k + 2 < raw.endIndex,
               let h = Character(UnicodeScalar(raw[k + 1])).hexDigitValue, let l = Character(UnicodeScalar(raw[k + 2])).hexDigitValue {
                out.append(UInt8(h * 16 + l)); k += 3
            } else {
                out.append(raw[k]); k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func literalString() throws(VectorError) -> [UInt8] {
        i += 1
        var out: [UInt8] = []
        var depth = 1
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            switch c {
            case UInt8(ascii: "("): depth += 1; out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 10, 13: if e == 13, i < bytes.count, bytes[i] == 10 { i += 1 }
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var v = Int(e - 48)
                    for _ in 0..<2 where i < bytes.count && bytes[i] >= 48 && bytes[i] <= 55 { v = v * 8 + Int(bytes[i] - 48); i += 1 }
                    out.append(UInt8(truncatingIfNeeded: v))
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw error("a string is not closed")
    }

    func error(_ reason: String, _ kind: VectorError.Kind = .malformed) -> VectorError {
        VectorError(kind, location: "byte \(i)", reason: reason)
    }
}
